import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type * as v from 'valibot'
import { qpmAuthoring } from '@shared/contract/qpm-authoring'
import type { EndpointResponse } from '@shared/contract/types'
import { apiClient } from '@app/api'
import { gridKeys } from '@app/grid/keys'

/**
 * The authoring work lists' data layer: which list each page shows in the data grid, the options and
 * delegations they read, and the mutations that publish, withdraw and delegate. Pages read and write
 * through these; none calls the API client itself.
 */

export type AuthoringOptions = EndpointResponse<typeof qpmAuthoring.options>
export type Delegation = EndpointResponse<typeof qpmAuthoring.delegations>['delegations'][number]
export type DelegationInput = v.InferInput<(typeof qpmAuthoring.delegationCreate)['body']>
export type PublishInput = v.InferInput<(typeof qpmAuthoring.publish)['body']>
export type ObsoleteInput = v.InferInput<(typeof qpmAuthoring.obsolete)['body']>

/** The work lists: each page's contract entry (its grid path) and its menu id. */
export const WORK_LISTS = {
  workflow: { entry: qpmAuthoring.viewWorkflow, cmid: 'QPM-WORKFLOW' },
  draft: { entry: qpmAuthoring.viewDraft, cmid: 'QPM-DRAFT' },
  publish_ready: { entry: qpmAuthoring.viewPublishReady, cmid: 'QPM-PUBLISH-READY' },
  publish_obsolete: { entry: qpmAuthoring.viewPublishObsolete, cmid: 'QPM-PUBLISH-OBSOLETE' },
  staging_missing_translation: { entry: qpmAuthoring.viewStagingMissingTranslation, cmid: 'QPM-STAGING-TRANSLATION' },
  node_missing_translation: { entry: qpmAuthoring.viewNodeMissingTranslation, cmid: 'QPM-NODE-TRANSLATION' },
  review_due: { entry: qpmAuthoring.viewReviewDue, cmid: 'QPM-REVIEW-DUE' },
} as const

export type WorkListName = keyof typeof WORK_LISTS

/** The grid's table api key of a work list ('GET qpm/authoring/view/...'). */
export const workListApi = (name: WorkListName) => `${WORK_LISTS[name].entry.method} ${WORK_LISTS[name].entry.path}`

/** Query keys under `qpm/authoring`, so one prefix invalidates the authoring side. */
export const workListKeys = {
  all: ['qpm', 'authoring'] as const,
  options: () => ['qpm', 'authoring', 'options'] as const,
  delegations: () => ['qpm', 'authoring', 'delegations'] as const,
}

export const authoringOptionsQueryOptions = () =>
  queryOptions({
    queryKey: workListKeys.options(),
    queryFn: ({ signal }) => apiClient.request(qpmAuthoring.options, { signal }),
    staleTime: 5 * 60_000,
  })

export const delegationsQueryOptions = () =>
  queryOptions({
    queryKey: workListKeys.delegations(),
    queryFn: ({ signal }) => apiClient.request(qpmAuthoring.delegations, { signal, silent: true }),
  })

/** Every work list's cached pages and the authoring side's own queries, after a change of state. */
export async function invalidateWorkLists(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: workListKeys.all }),
    ...Object.values(WORK_LISTS).map(({ entry, cmid }) => queryClient.invalidateQueries({ queryKey: gridKeys.table(entry.path, cmid) })),
  ])
}

/**
 * Publishes one Publish Ready draft; silent, the dialog says what went wrong. The lists are refreshed
 * once the dialog is done with every row it sends (`invalidateWorkLists`), not after each one.
 */
export function usePublish() {
  return useMutation({
    mutationFn: (body: PublishInput) => apiClient.request(qpmAuthoring.publish, { body, silent: true }),
  })
}

/** Withdraws one document (an approved request to withdraw it); silent, the dialog says what went wrong. */
export function useMarkObsolete() {
  return useMutation({
    mutationFn: (body: ObsoleteInput) => apiClient.request(qpmAuthoring.obsolete, { body, silent: true }),
  })
}

/** Adds a delegation; the list of delegations and the workflow list (a delegate's rows) are refreshed. */
export function useCreateDelegation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: DelegationInput) => apiClient.request(qpmAuthoring.delegationCreate, { body, silent: true }),
    onSuccess: () => invalidateWorkLists(queryClient),
  })
}

/** Removes a delegation. */
export function useDeleteDelegation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiClient.request(qpmAuthoring.delegationDelete, { params: { id }, silent: true }),
    onSuccess: () => invalidateWorkLists(queryClient),
  })
}
