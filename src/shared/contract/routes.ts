import { createMatcher, type EndpointMatch } from './match'
import { routeTable } from './routes.gen'
import type { Endpoint, Method } from './types'

/** An endpoint without its schemas: what the client needs to send a call. */
export type EndpointRoute = Pick<Endpoint, 'method' | 'path' | 'silent'>

function parse(line: string): readonly [string, EndpointRoute] {
  const [method, path, flag] = line.split(' ') as [Method, string, string | undefined]
  return [`${method} ${path}`, flag === 'silent' ? { method, path, silent: true } : { method, path }]
}

const matcher = createMatcher<EndpointRoute>(routeTable.split('\n').map(parse))

/**
 * `findEndpoint` over the generated route table (src/shared/contract/routes.gen.ts): the same
 * endpoint without loading every endpoint's schemas, so the client's first load stays small. The
 * match's id is `METHOD path`.
 */
export function findRoute(method: string, url: string): EndpointMatch<EndpointRoute> | undefined {
  return matcher.match(method, url)
}
