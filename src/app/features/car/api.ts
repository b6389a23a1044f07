import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { type CAR_PARETO_DIMENSIONS, type CarQuickFilter, carCalls } from '@shared/contract/car'
import type { EndpointResponse } from '@shared/contract/types'
import type * as v from 'valibot'
import { apiClient } from '@app/api'
import { type ResourceData, resourceCalls, resourceRecordQueryOptions } from '@app/blocks/ResourcePages'
import { gridKeys } from '@app/grid/keys'

/**
 * The corrective action requests' data layer: query keys, query options and the mutations that change
 * a CAR or what it is made of. Pages read and write through these; none calls the API client itself.
 */

// Lists, follow-up and Pareto

/** Every key under `car`, so one prefix invalidates the area. */
export const carKeys = {
  all: ['car'] as const,
  counts: () => ['car', 'counts'] as const,
  overdueCount: () => ['car', 'list', 'overdue-count'] as const,
  pareto: (query: ParetoQuery) => ['car', 'pareto', query.by, query.from, query.to] as const,
  adminRecord: (resource: CarAdminResource, id: number) => ['car', 'admin', resource, id] as const,
}

export type CarCounts = EndpointResponse<typeof carCalls.counts>
export type CarPareto = EndpointResponse<typeof carCalls.pareto>
export type ParetoDimension = (typeof CAR_PARETO_DIMENSIONS)[number]
export type ParetoQuery = { by: ParetoDimension; from: string; to: string }
export type EffectivenessQuick = NonNullable<v.InferInput<typeof carCalls.effectivenessList.query>['quick']>
export type EffectivenessRating = v.InferInput<typeof carCalls.effectivenessRate.body>

const tableApi = (entry: { method: string; path: string }, quick?: string) =>
  `${entry.method} ${entry.path}${quick ? `?quick=${encodeURIComponent(quick)}` : ''}`

/** The grid's `api` of the CAR list, narrowed by a quick filter (all CARs without one). */
export const carListApi = (quick?: CarQuickFilter) => tableApi(carCalls.list, quick)

/** The grid's `api` of the effectiveness follow-up list. */
export const effectivenessListApi = (quick?: EffectivenessQuick) => tableApi(carCalls.effectivenessList, quick)

/** CARs waiting on the caller and the overdue among them (a passive call: it keeps no session alive). */
export const readCarCounts = (signal?: AbortSignal) => apiClient.request(carCalls.counts, { signal })

/** The counts, for the menu entry. */
export const carCountsQueryOptions = () =>
  queryOptions({ queryKey: carKeys.counts(), queryFn: ({ signal }) => readCarCounts(signal), staleTime: 60_000 })

/** How many CARs the Overdue filter lists: the list's count, one row asked for. */
export const carOverdueCountQueryOptions = () =>
  queryOptions({
    queryKey: carKeys.overdueCount(),
    queryFn: async ({ signal }) => (await apiClient.request(carCalls.list, { query: { quick: 'overdue', limit: 1 }, signal })).count,
    staleTime: 30_000,
  })

/** CARs raised in a period counted by a dimension, largest first, with the running percentage. */
export const carParetoQueryOptions = (query: ParetoQuery) =>
  queryOptions({
    queryKey: carKeys.pareto(query),
    queryFn: ({ signal }) => apiClient.request(carCalls.pareto, { query, signal }),
  })

/** After a CAR changes: the area's answers and its grids' pages are stale. */
export async function invalidateCarLists(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: carKeys.all }),
    queryClient.invalidateQueries({ queryKey: [...gridKeys.all, carCalls.list.path] }),
    queryClient.invalidateQueries({ queryKey: [...gridKeys.all, carCalls.effectivenessList.path] }),
  ])
}

/** Rates a CAR's effectiveness; "not effective" reopens the CAR, so its lists and counts change too. */
export function useRateEffectiveness() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: EffectivenessRating }) =>
      apiClient.request(carCalls.effectivenessRate, { params: { id }, body }),
    onSuccess: () => invalidateCarLists(queryClient),
  })
}

/** The CAR administrators' lists of named records. */
export const CAR_ADMIN_RESOURCES = ['car_source', 'car_root_cause', 'car_problem_type', 'car_terminal', 'car_department'] as const
export type CarAdminResource = (typeof CAR_ADMIN_RESOURCES)[number]

/**
 * An admin list's calls and cache place, for the resource screens. A change refreshes the list's grid,
 * its records and the form's choices (`car/options`), and the CAR list, which shows the names.
 */
export function carAdminData(resource: CarAdminResource): ResourceData {
  return {
    calls: resourceCalls(carCalls, resource),
    recordKey: (id) => carKeys.adminRecord(resource, id),
    invalidate: (queryClient) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: carKeys.all }),
        queryClient.invalidateQueries({ queryKey: [...gridKeys.all, carCalls[`${resource}.list`].path] }),
        queryClient.invalidateQueries({ queryKey: [...gridKeys.all, carCalls.list.path] }),
      ]),
  }
}

/** A CAR admin record, as its edit page and the route's loader read it. */
export const carAdminRecordQueryOptions = (resource: CarAdminResource, id: number) =>
  resourceRecordQueryOptions(carAdminData(resource), id)
