import * as v from 'valibot'

// The lists' addresses: car/car_list?quick=overdue, car/effectiveness?quick=pending. A value the page
// does not know is dropped rather than failing the page; none shows every row.

/** The CAR list's quick filters as the address keeps them; `all` sends none. */
export const CAR_LIST_FILTERS = ['mine', 'open', 'overdue', 'closed', 'all'] as const
export type CarListFilter = (typeof CAR_LIST_FILTERS)[number]

/** The effectiveness follow-up's quick filters. */
export const EFFECTIVENESS_FILTERS = ['mine', 'pending', 'done', 'all'] as const
export type EffectivenessFilter = (typeof EFFECTIVENESS_FILTERS)[number]

export const carListSearchSchema = v.object({ quick: v.fallback(v.optional(v.picklist(CAR_LIST_FILTERS)), undefined) })
export const effectivenessSearchSchema = v.object({ quick: v.fallback(v.optional(v.picklist(EFFECTIVENESS_FILTERS)), undefined) })
