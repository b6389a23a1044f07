import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ResourceAction } from '@shared/contract/resource'
import type { Endpoint } from '@shared/contract/types'
import { apiClient } from '@app/api'
import type { ResourceCalls, ResourceData } from './types'

/**
 * The transport of the resource screens: a record's query, the grid's `api` of its list, saving and
 * deleting, through the contract entries the area hands in (`builtResource`'s five calls).
 */

const ACTIONS: readonly ResourceAction[] = ['list', 'create', 'read', 'update', 'remove']

/** A resource's five calls picked out of its area's contract entries (`tag.list`, `car_source.create`...). */
export function resourceCalls<const R extends string>(
  area: { readonly [K in `${R}.${ResourceAction}`]: Endpoint },
  resource: R,
): ResourceCalls {
  return Object.fromEntries(ACTIONS.map((action) => [action, area[`${resource}.${action}`]])) as ResourceCalls
}

/** The request function without the per-entry typing: the entries are chosen at run time. */
const send = (entry: Endpoint, options?: unknown) =>
  (apiClient.request as (entry: Endpoint, options?: unknown) => Promise<unknown>)(entry, options)

/** The grid's `api` of a resource's list. */
export const resourceListApi = (calls: ResourceCalls) => `${calls.list.method} ${calls.list.path}`

/** A record as its edit form reads it. */
export const resourceRecordQueryOptions = (data: ResourceData, id: number) =>
  queryOptions({
    queryKey: data.recordKey(id),
    queryFn: ({ signal }) => send(data.calls.read, { params: { id }, signal }) as Promise<Record<string, unknown>>,
  })

/** Creates a record (no id) or changes one; answers the row as stored. */
export function useSaveRecord(data: ResourceData) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Record<string, unknown> }) =>
      (id === undefined ? send(data.calls.create, { body }) : send(data.calls.update, { params: { id }, body })) as Promise<
        Record<string, unknown>
      >,
    onSuccess: () => data.invalidate(queryClient),
  })
}

/** Deletes a record; one still in use answers 409 `IN_USE` with the reason. */
export function useRemoveRecord(data: ResourceData) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => send(data.calls.remove, { params: { id } }),
    onSuccess: () => data.invalidate(queryClient),
  })
}
