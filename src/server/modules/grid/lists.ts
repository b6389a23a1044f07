import { msg } from '@lingui/core/macro'
import { type Endpoint, findEndpoint } from '@shared/contract'
import type { RequestContext } from '../../http/context'
import { authorise } from '../../http/dispatch'
import { invalidFields } from '../../http/validate'
import type { GridList } from '../../lib/list'
import { shipmentList } from '../shipments/list'

/** Grid-backed lists by the endpoint id of their GET call. */
const lists: Record<string, GridList<Record<string, unknown>>> = {
  'shipments.list': shipmentList as unknown as GridList<Record<string, unknown>>,
}

export const gridListMessages = {
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
  path: string
  endpoint: Endpoint
  list: GridList<Record<string, unknown>>
}

/**
 * A table API path's list, after the same access check its GET call makes; an unknown path, or one
 * with a query string, is a 400 on `field`.
 */
export async function resolveGridList(ctx: RequestContext, apiUrl: string, field: string): Promise<ResolvedList> {
  const path = tablePath(apiUrl)
  const match = path.includes('?') ? undefined : findEndpoint('GET', path)
  const list = match && lists[match.id]
  if (!match || !list) throw invalidFields({ [field]: ctx.t(gridListMessages.unknownApi) })
  await authorise(match.endpoint, ctx, match.params)
  return { path, endpoint: match.endpoint, list }
}
