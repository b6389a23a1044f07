import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { qpmAuthoring, type Staging } from '@shared/contract/qpm-authoring'
import type * as v from 'valibot'
import type { EndpointResponse } from '@shared/contract/types'
import { apiClient, isApiError, saveDownload, uploadTarget } from '@app/api'

/**
 * The manual's authoring side, client data layer: the tree, nodes, their configs, stagings with their
 * workflow actions, diff and history. Pages read and write through these; none calls the API client.
 */

export type AuthoringOptions = EndpointResponse<typeof qpmAuthoring.options>
export type AuthoringTree = EndpointResponse<typeof qpmAuthoring.viewTree>
export type { AuthoringNode, AuthoringTreeNode, Staging } from '@shared/contract/qpm-authoring'
export type NodeConfig = EndpointResponse<typeof qpmAuthoring.nodeConfigs>
export type StagingDiff = EndpointResponse<typeof qpmAuthoring.stagingDiff>
export type HistoryPage = EndpointResponse<typeof qpmAuthoring.stagingHistory>
export type HistoryRow = HistoryPage['results'][number]
export type StagingAction = v.InferInput<(typeof qpmAuthoring.stagingAction)['params']>['action']
export type NodeCreateInput = v.InferInput<(typeof qpmAuthoring.nodeCreate)['body']>
export type NodeUpdateInput = v.InferInput<(typeof qpmAuthoring.nodeUpdate)['body']>
export type ConfigInput = v.InferInput<(typeof qpmAuthoring.nodeConfigsReplace)['body']>['config']
export type PublishInput = v.InferInput<(typeof qpmAuthoring.publish)['body']>
export type DraftInput = { version: number; title: string; body: string; summary?: string }

/** History rows per page. */
export const HISTORY_PAGE_SIZE = 50

/** Query keys, all under `qpm/authoring` so one prefix invalidates the authoring side. */
export const authoringKeys = {
  all: ['qpm', 'authoring'] as const,
  options: () => ['qpm', 'authoring', 'options'] as const,
  tree: () => ['qpm', 'authoring', 'tree'] as const,
  nodes: () => ['qpm', 'authoring', 'node'] as const,
  node: (id: number) => ['qpm', 'authoring', 'node', id] as const,
  configs: (id: number) => ['qpm', 'authoring', 'node', id, 'configs'] as const,
  staging: (id: number, stagingId: number) => ['qpm', 'authoring', 'node', id, 'staging', stagingId] as const,
  diff: (id: number, stagingId: number) => ['qpm', 'authoring', 'node', id, 'staging', stagingId, 'diff'] as const,
  history: (id: number, page: number) => ['qpm', 'authoring', 'node', id, 'history', page] as const,
  lists: () => ['qpm', 'authoring', 'view'] as const,
}

export const authoringOptionsQueryOptions = () =>
  queryOptions({
    queryKey: authoringKeys.options(),
    queryFn: ({ signal }) => apiClient.request(qpmAuthoring.options, { signal }),
    staleTime: 5 * 60_000,
  })

/**
 * The whole tree (megabytes for a big manual). The tree the route's loader has just asked for is not asked
 * for again as the page mounts; every change made here invalidates it, and another author's changes show
 * on the next visit after a few seconds.
 */
export const authoringTreeQueryOptions = () =>
  queryOptions({
    queryKey: authoringKeys.tree(),
    queryFn: ({ signal }) => apiClient.request(qpmAuthoring.viewTree, { signal }),
    staleTime: 5_000,
  })

/** A node; silent, the page says what went wrong. */
export const nodeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: authoringKeys.node(id),
    queryFn: ({ signal }) => apiClient.request(qpmAuthoring.nodeRead, { params: { id }, signal, silent: true }),
  })

export const nodeConfigsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: authoringKeys.configs(id),
    queryFn: ({ signal }) => apiClient.request(qpmAuthoring.nodeConfigs, { params: { id }, signal }),
  })

/** A staging in full, with what the caller may do with it. */
export const stagingQueryOptions = (id: number, stagingId: number) =>
  queryOptions({
    queryKey: authoringKeys.staging(id, stagingId),
    queryFn: ({ signal }) =>
      apiClient.request(qpmAuthoring.stagingRead, { params: { id, staging_id: stagingId }, signal, silent: true }),
  })

export const stagingDiffQueryOptions = (id: number, stagingId: number) =>
  queryOptions({
    queryKey: authoringKeys.diff(id, stagingId),
    queryFn: ({ signal }) => apiClient.request(qpmAuthoring.stagingDiff, { params: { id, staging_id: stagingId }, signal }),
  })

/** The node's history, the latest first. */
export const historyQueryOptions = (id: number, page = 1) =>
  queryOptions({
    queryKey: authoringKeys.history(id, page),
    queryFn: ({ signal }) =>
      apiClient.request(qpmAuthoring.stagingHistory, {
        params: { id },
        query: { limit: HISTORY_PAGE_SIZE, offset: (page - 1) * HISTORY_PAGE_SIZE, sort: '-at' },
        signal,
      }),
    placeholderData: (previous) => previous,
  })

/** After a change to the tree: the tree, every node and the work lists are read again. */
async function invalidateTree(queryClient: QueryClient) {
  await queryClient.invalidateQueries({ queryKey: authoringKeys.all, predicate: (query) => query.queryKey[2] !== 'options' })
}

/** After a change to a node's stagings: the node, its stagings, history, the tree and the lists. */
async function invalidateNode(queryClient: QueryClient, id: number) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: authoringKeys.node(id) }),
    queryClient.invalidateQueries({ queryKey: authoringKeys.tree() }),
    queryClient.invalidateQueries({ queryKey: authoringKeys.lists() }),
    // What readers see (their tree, documents and required readings) may have changed too.
    queryClient.invalidateQueries({ queryKey: ['qpm', 'user'] }),
  ])
}

/** The field messages of a 400 answer (`errors`), when it has some. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.status !== 400) return {}
  const errors = (error.data as { errors?: Record<string, unknown> } | undefined)?.errors
  const out: Record<string, string> = {}
  for (const [field, message] of Object.entries(errors ?? {})) if (typeof message === 'string') out[field] = message
  return out
}

/** The draft as stored, when a save was refused as stale (409 STALE). */
export function staleDraft(error: unknown): Staging | null {
  if (!isApiError(error) || error.status !== 409) return null
  const data = error.data as { code?: string; current?: Staging } | undefined
  return data?.code === 'STALE' && data.current ? data.current : null
}

export function useCreateNode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: NodeCreateInput) => apiClient.request(qpmAuthoring.nodeCreate, { body, silent: true }),
    onSuccess: () => invalidateTree(queryClient),
  })
}

export function useUpdateNode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...body }: NodeUpdateInput & { id: number }) =>
      apiClient.request(qpmAuthoring.nodeUpdate, { params: { id }, body, silent: true }),
    onSuccess: () => invalidateTree(queryClient),
  })
}

/** Moves or copies a node under a parent (null: the top of the manual); silent, the dialog shows why not. */
export function useMoveNode(mode: 'move' | 'copy') {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { id: number; parent_id: number | null; position?: number }) =>
      apiClient.request(mode === 'move' ? qpmAuthoring.move : qpmAuthoring.copy, { body, silent: true }),
    onSuccess: () => invalidateTree(queryClient),
  })
}

export function usePositionNode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { id: number; position: number }) => apiClient.request(qpmAuthoring.position, { body }),
    onSuccess: () => invalidateTree(queryClient),
  })
}

/** Deletes a node and everything below it (restorable by an administrator). */
export function useDeleteNode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiClient.request(qpmAuthoring.remove, { params: { id } }),
    onSuccess: () => invalidateTree(queryClient),
  })
}

/** Replaces a node's configuration with the fields sent. */
export function useSaveConfigs(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (config: ConfigInput) =>
      apiClient.request(qpmAuthoring.nodeConfigsReplace, { body: { ids: [id], config }, silent: true }),
    onSuccess: async (answer) => {
      const own = answer.configs.find((config) => config.id === id)
      if (own) queryClient.setQueryData(authoringKeys.configs(id), own)
      await invalidateTree(queryClient)
    },
  })
}

/** Starts a draft of the document in a language. */
export function useCreateStaging(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { lang: 'en' | 'fr'; kind?: 'revision' | 'obsolete' }) =>
      apiClient.request(qpmAuthoring.stagingCreate, { params: { id }, body, silent: true }),
    onSuccess: async (staging) => {
      queryClient.setQueryData(authoringKeys.staging(id, staging.id), staging)
      await invalidateNode(queryClient, id)
    },
  })
}

/**
 * Saves a draft at its version. The caller handles the answer (the editor keeps the new version and
 * knows a stale save by `staleDraft`); silent, the editor's status says what happened.
 */
export async function saveDraft(id: number, stagingId: number, input: DraftInput): Promise<Staging> {
  return apiClient.request(qpmAuthoring.stagingUpdate, {
    params: { id, staging_id: stagingId },
    body: { version: input.version, title: input.title, body: input.body, summary: input.summary },
    silent: true,
  })
}

/** A workflow transition, with its comment. */
export function useStagingAction(id: number, stagingId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ action, comment, skipChain }: { action: StagingAction; comment?: string; skipChain?: boolean }) =>
      apiClient.request(qpmAuthoring.stagingAction, {
        params: { id, staging_id: stagingId, action },
        body: { comment: comment || undefined, skip_chain: skipChain ?? false },
        silent: true,
      }),
    onSuccess: async (staging) => {
      queryClient.setQueryData(authoringKeys.staging(id, stagingId), staging)
      await invalidateNode(queryClient, id)
    },
  })
}

/** Publishes a Publish Ready staging as the next revision of its language. */
export function usePublish(id: number, stagingId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: Omit<PublishInput, 'staging_id'>) =>
      apiClient.request(qpmAuthoring.publish, { body: { ...body, staging_id: stagingId }, silent: true }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: authoringKeys.staging(id, stagingId) }),
        invalidateNode(queryClient, id),
      ])
    },
  })
}

/** Drops a draft; its history stays. */
export function useDeleteStaging(id: number, stagingId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiClient.request(qpmAuthoring.stagingDelete, { params: { id, staging_id: stagingId }, silent: true }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: authoringKeys.staging(id, stagingId) })
      await invalidateNode(queryClient, id)
    },
  })
}

/** A staging as a PDF, for reviewers to print. */
export async function downloadStaging(stagingId: number) {
  saveDownload(await apiClient.download(qpmAuthoring.download, { body: { staging_id: stagingId } }))
}

/** Where files of a document are uploaded (the uploader's target). */
export const nodeUploadTarget = (id: number) => uploadTarget(qpmAuthoring.upload, { id })

/** The address of a file uploaded to a document, as the reader serves it (images in the text). */
export const nodeFileUrl = (id: number, file: string) => `/api/qpm/user/document/${id}/file/${file}`
