import { createMatcher, type EndpointMatch } from './match'
import { routeTable } from './routes.gen'
import type { Endpoint } from './types'

/** An endpoint without its schemas: what the client needs to send a call. */
export type EndpointRoute = Pick<Endpoint, 'method' | 'path' | 'silent' | 'pending' | 'passive' | 'implemented'>

const matcher = createMatcher<EndpointRoute>(routeTable)

/**
 * `findEndpoint` over the generated route table (src/shared/contract/routes.gen.ts): the same
 * answer without loading every endpoint's schemas, so the client's first load stays small.
 */
export function findRoute(method: string, url: string): EndpointMatch<EndpointRoute> | undefined {
  return matcher.match(method, url)
}
