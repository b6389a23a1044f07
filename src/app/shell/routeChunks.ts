/**
 * What each page's chunks import, so that going to a page fetches them all at once rather than one level
 * of imports after another. The build writes the table beside the chunks (scripts/vite-route-preloads.ts)
 * and the server names it in the page (`<meta name="route-chunks">`); the app fetches it once the first
 * page is drawn, so the entry does not carry a list of files for every page. Before it has come (and in
 * development, where there is none) a page's chunk loads its imports itself.
 */
import { ROUTE_CHUNKS_META } from '@shared/constants'

/** The table: every file once, and for each of the router's split modules the files it imports. */
export interface RouteChunkTable {
  files: string[]
  splits: Record<string, number[]>
}

let table: RouteChunkTable | undefined
let pending: Promise<void> | undefined
const named = new Set<string>()

const isTable = (value: unknown): value is RouteChunkTable =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as RouteChunkTable).files) &&
  typeof (value as RouteChunkTable).splits === 'object'

/** Fetches the table once; a failed fetch may be tried again by the next page. */
export function loadRouteChunkTable(): Promise<void> {
  const url = document.querySelector<HTMLMetaElement>(`meta[name="${ROUTE_CHUNKS_META}"]`)?.content
  if (table || !url) return Promise.resolve()
  pending ??= fetch(url, { credentials: 'same-origin' })
    .then((response) => (response.ok ? response.json() : undefined))
    .then((value: unknown) => {
      if (isTable(value)) table = value
    })
    .catch(() => undefined)
    .finally(() => {
      pending = undefined
    })
  return pending
}

/** Fetches the table when the browser has nothing else to do. */
export function loadRouteChunkTableWhenIdle(): void {
  const load = () => void loadRouteChunkTable()
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 5_000 })
  else setTimeout(load, 1_000)
}

/**
 * Names the files a split module of the router imports as modulepreload links, once each, before the
 * module itself is imported (the build puts this call beside each of the route tree's dynamic imports).
 */
export function preloadRouteChunk(split: string): void {
  if (!table) {
    void loadRouteChunkTable()
    return
  }
  if (!named.size) {
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')) {
      named.add(new URL(link.href, document.baseURI).pathname)
    }
  }
  for (const index of table.splits[split] ?? []) {
    const file = table.files[index]
    if (!file || named.has(file)) continue
    named.add(file)
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = file
    document.head.append(link)
  }
}

/** Forgets the table and the links named (tests). */
export function resetRouteChunks(): void {
  table = undefined
  pending = undefined
  named.clear()
}
