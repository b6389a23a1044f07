import { firstPageQueryOptions } from '@app/grid'

/** The probill search's table api key and menu id. */
export const SHIPMENTS_API = 'GET shipments'
export const SHIPMENTS_CMID = 'SHIPMENTS'
/** Where an edited reference number is saved. */
export const SHIPMENTS_UPDATE = 'shipments/{probill}'
/** A link to the page may name a probill (`?probill=…`, the Tracing cell): the grid starts filtered on it. */
export const SHIPMENTS_LINK_FILTERS = ['probill'] as const

/** The first page of the probill search, for the route loader. */
export function shipmentsFirstPageOptions() {
  return firstPageQueryOptions(SHIPMENTS_API, SHIPMENTS_CMID)
}
