import { msg } from '@lingui/core/macro'
import { type AnySchema, contract, type ContractArea, type Endpoint, findEndpoint } from '@shared/contract'
import type * as v from 'valibot'
import type { RequestContext } from '../lib/context'
import { invalidFields } from '../lib/errors'
import type { GridList, NoParams } from '../lib/list'
import { authorise } from './dispatch'
import { parseInput, STRING_LIMITS } from './validate'

type Areas = typeof contract

type ListCalls<A> = {
  [K in keyof A]: A[K] extends { method: 'GET'; implemented: true } ? K : never
}[keyof A]

type ParamsOf<E> = E extends { params: infer S extends AnySchema } ? v.InferOutput<S> : NoParams

/** An area's grid lists, by the name of the GET call that lists each; its path parameters reach the view. */
export type AreaLists<N extends ContractArea> = {
  [K in ListCalls<Areas[N]>]?: GridList<Record<string, unknown>, ParamsOf<Areas[N][K]>>
}

/** Every grid list of the portal, by the endpoint id of its GET call ('shipments.list'). */
export type ListRegistry = Readonly<Record<string, GridList<Record<string, unknown>, Record<string, unknown>>>>

/** Keys an area's lists by endpoint id, as `defineHandlers` keys its handlers. */
export function defineLists<N extends ContractArea>(area: N, lists: AreaLists<N>): ListRegistry {
  return Object.fromEntries(
    Object.entries(lists as Record<string, ListRegistry[string]>).map(([name, list]) => [`${area}.${name}`, list]),
  )
}

export const listRegistryMessages = {
  unknownApi: msg`This table cannot be exported or reported on.`,
}

/** 'shipments', '/api/shipments' and 'GET shipments' all name the same table. */
export function tablePath(apiUrl: string): string {
  return apiUrl
    .trim()
    .replace(/^GET\s+/i, '')
    .replace(/^https?:\/\/[^/]+/i, '')
    .replace(/^\/?(api\/)?/, '')
    .replace(/\/+$/, '')
}

export interface ResolvedList {
  /** The table's path, as push reports store it. */
  path: string
  endpoint: Endpoint
  list: ListRegistry[string]
  /** The GET call's path parameters, read by its schema. */
  params: Record<string, unknown>
}

/**
 * The exportable list of a table API path, after the same access check its GET call makes; an unknown
 * path, one with a query string, or a list that is not exported is a 400 on `field`.
 */
export async function resolveList(
  ctx: RequestContext,
  registry: ListRegistry,
  apiUrl: string,
  field: string,
): Promise<ResolvedList> {
  const path = tablePath(apiUrl)
  const match = path.includes('?') ? undefined : findEndpoint('GET', path)
  const list = match && registry[match.id]
  if (!match || !list?.exportable) throw invalidFields({ [field]: ctx.t(listRegistryMessages.unknownApi) })
  await authorise(match.endpoint, ctx, match.params)
  const { endpoint } = match
  const params = endpoint.params
    ? await parseInput(endpoint.params, match.params, ctx.locale, STRING_LIMITS.pathOrQuery)
    : match.params
  return { path, endpoint, list, params: params as Record<string, unknown> }
}
