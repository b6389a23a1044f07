import type { EndpointRoute } from './routes'
import type { Endpoint } from './types'

/** The route table's rows: each endpoint's id, method, path and flags (no schemas). */
export function routeEntries(entries: ReadonlyArray<readonly [string, Endpoint]>): Array<[string, EndpointRoute]> {
  return entries.map(([id, { method, path, silent, pending, passive, implemented }]) => {
    const route: EndpointRoute = { method, path, implemented }
    if (silent !== undefined) route.silent = silent
    if (pending !== undefined) route.pending = pending
    if (passive !== undefined) route.passive = passive
    return [id, route]
  })
}
