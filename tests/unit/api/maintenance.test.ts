import { describe, expect, it, vi } from 'vitest'
import { probeMaintenance } from '@app/api'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('maintenance check (GET /?_=<timestamp>)', () => {
  it('is a plain GET on the site root with the timestamp', async () => {
    const fetch = vi.fn(async () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }))
    const probe = await probeMaintenance(fetch as typeof globalThis.fetch, 1700000000000)
    expect(fetch).toHaveBeenCalledWith('/?_=1700000000000', expect.objectContaining({ method: 'GET', cache: 'no-store' }))
    expect(probe).toEqual({ kind: 'answered', status: 200, maintenance: false })
  })

  it('reads the maintenance mark and message', async () => {
    const fetch = vi.fn(async () => json(503, { maintenance: true, message: 'Back at 6' }))
    expect(await probeMaintenance(fetch as typeof globalThis.fetch, 1)).toEqual({
      kind: 'answered',
      status: 503,
      maintenance: true,
      message: 'Back at 6',
    })
  })

  it('a failed request without an answer is unreachable', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(await probeMaintenance(fetch as typeof globalThis.fetch, 1)).toEqual({ kind: 'unreachable' })
  })
})
