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

/** The Pareto page's address: car/pareto?by=terminal&from=2025-12-01&to=2026-11-30&view=table. */
export const PARETO_DIMENSIONS = ['root_cause', 'terminal', 'problem_type'] as const
const day = v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined)
export const paretoSearchSchema = v.object({
  by: v.fallback(v.optional(v.picklist(PARETO_DIMENSIONS)), undefined),
  from: day,
  to: day,
  view: v.fallback(v.optional(v.picklist(['chart', 'table'])), undefined),
})
export type ParetoSearch = v.InferOutput<typeof paretoSearchSchema>
