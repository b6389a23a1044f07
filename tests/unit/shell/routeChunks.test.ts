import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ROUTE_CHUNKS_META } from '@shared/constants'
import { loadRouteChunkTable, preloadRouteChunk, resetRouteChunks, type RouteChunkTable } from '@app/shell/routeChunks'

const TABLE: RouteChunkTable = {
  files: ['/assets/Dialog-1.js', '/assets/DataGrid-2.js', '/assets/Frame-3.js'],
  splits: {
    'car.tsx?tsr-split=component': [1, 0, 2],
    'home.tsx?tsr-split=component---loader': [2],
  },
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  )

function nameTable(url = '/assets/route-chunks-1.json') {
  const meta = document.createElement('meta')
  meta.name = ROUTE_CHUNKS_META
  meta.content = url
  document.head.append(meta)
}

let fetched: string[]
beforeEach(() => {
  fetched = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(url)
      return new Response(JSON.stringify(TABLE), { headers: { 'Content-Type': 'application/json' } })
    }),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
  resetRouteChunks()
  for (const element of document.head.querySelectorAll(`meta[name="${ROUTE_CHUNKS_META}"], link[rel="modulepreload"]`)) {
    element.remove()
  }
})

describe("the table of what each page's chunks import", () => {
  it("names a page's imports as modulepreload links once it has come, each file once", async () => {
    nameTable()
    await loadRouteChunkTable()
    expect(fetched).toEqual(['/assets/route-chunks-1.json'])
    preloadRouteChunk('car.tsx?tsr-split=component')
    expect(preloads()).toEqual(['/assets/DataGrid-2.js', '/assets/Dialog-1.js', '/assets/Frame-3.js'])
    preloadRouteChunk('home.tsx?tsr-split=component---loader')
    preloadRouteChunk('car.tsx?tsr-split=component')
    expect(preloads()).toHaveLength(3)
    for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')) {
      expect(link.hasAttribute('crossorigin')).toBe(true)
    }
  })

  it('leaves out what the page named already', async () => {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = '/assets/Frame-3.js'
    document.head.append(link)
    nameTable()
    await loadRouteChunkTable()
    preloadRouteChunk('car.tsx?tsr-split=component')
    expect(preloads()).toEqual(['/assets/Frame-3.js', '/assets/DataGrid-2.js', '/assets/Dialog-1.js'])
  })

  it('is asked for at the first page change when it has not come yet, and fetched once', async () => {
    nameTable()
    preloadRouteChunk('car.tsx?tsr-split=component')
    expect(preloads()).toEqual([])
    await loadRouteChunkTable()
    await loadRouteChunkTable()
    expect(fetched).toHaveLength(1)
    preloadRouteChunk('car.tsx?tsr-split=component')
    expect(preloads()).toHaveLength(3)
  })

  it('names nothing where the page names no table (development) or the table cannot be read', async () => {
    await loadRouteChunkTable()
    preloadRouteChunk('car.tsx?tsr-split=component')
    expect(fetched).toEqual([])
    nameTable()
    vi.stubGlobal('fetch', vi.fn(async () => new Response('not found', { status: 404 })))
    await loadRouteChunkTable()
    preloadRouteChunk('car.tsx?tsr-split=component')
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"files": 3}')))
    await loadRouteChunkTable()
    preloadRouteChunk('car.tsx?tsr-split=component')
    expect(preloads()).toEqual([])
  })

  it('names nothing for a module the table does not know', async () => {
    nameTable()
    await loadRouteChunkTable()
    preloadRouteChunk('unknown.tsx?tsr-split=component')
    expect(preloads()).toEqual([])
  })
})
