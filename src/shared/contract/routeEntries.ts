import type { Endpoint } from './types'

/**
 * The route table's lines: `METHOD path` of each endpoint, and ` silent` when the client's interceptor
 * keeps quiet about its errors. Nothing else of the contract is needed to send a call.
 */
export function routeLines(entries: ReadonlyArray<readonly [string, Endpoint]>): string[] {
  return entries.map(([, { method, path, silent }]) => `${method} ${path}${silent ? ' silent' : ''}`)
}
