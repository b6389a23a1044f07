import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type * as v from 'valibot'
import { type CAR_PARETO_DIMENSIONS, type CarAttachmentCategory, type CarQuickFilter, carCalls } from '@shared/contract/car'
import type { EndpointResponse } from '@shared/contract/types'
import { apiClient, isApiError, saveDownload, uploadTarget, type UploadTarget } from '@app/api'
import { type ResourceData, resourceCalls, resourceRecordQueryOptions } from '@app/blocks/ResourcePages'
import { gridKeys } from '@app/grid/keys'
import type { Attachment } from '@app/blocks/Attachments'
import { tableOfContentsQueryOptions, type TableOfContents } from '@app/features/manual/api'

/**
 * Corrective action requests, client data layer: query keys, query options, downloads, uploads and the
 * mutations of the CAR form, lists, follow-up, Pareto chart and admin lists. Pages read and write through
 * these; none calls the API client itself.
 */

export type Car = EndpointResponse<typeof carCalls.read>
export type CarOptions = EndpointResponse<typeof carCalls.options>
export type CarPerson = EndpointResponse<typeof carCalls.lookupUser>
export type CarComment = Car['comments'][number]
export type CarStatusHistory = EndpointResponse<typeof carCalls.statusHistory>
export type CarFormInput = v.InferInput<(typeof carCalls.create)['body']>
export type CarActionInput = v.InferInput<(typeof carCalls.action)['body']>
export type CarLookupRole = 'assignee' | 'approver' | 'checker'

/** Query keys, all under `car` so one prefix reaches the whole area. */
export const carKeys = {
  all: ['car'] as const,
  options: () => ['car', 'options'] as const,
  records: () => ['car', 'car'] as const,
  record: (id: number) => ['car', 'car', id] as const,
  history: (id: number) => ['car', 'car', id, 'history'] as const,
  attachments: (id: number, category: CarAttachmentCategory) => ['car', 'car', id, 'attachments', category] as const,
  lookups: () => ['car', 'lookup'] as const,
  lookup: (search: string, role: CarLookupRole | undefined) => ['car', 'lookup', role ?? 'anyone', search] as const,
  documents: () => ['car', 'manual-documents'] as const,
  counts: () => ['car', 'counts'] as const,
  overdueCount: () => ['car', 'list', 'overdue-count'] as const,
  pareto: (query: ParetoQuery) => ['car', 'pareto', query.by, query.from, query.to] as const,
  adminRecord: (resource: CarAdminResource, id: number) => ['car', 'admin', resource, id] as const,
}

/** The form's choices (sources, root causes, problem types, terminals, departments) in the reader's language. */
export const carOptionsQueryOptions = () =>
  queryOptions({
    queryKey: carKeys.options(),
    queryFn: ({ signal }) => apiClient.request(carCalls.options, { signal, silent: true }),
    staleTime: 5 * 60_000,
  })

/** One CAR with what the reader may do with it; silent, the form says what went wrong. */
export const carQueryOptions = (id: number) =>
  queryOptions({
    queryKey: carKeys.record(id),
    queryFn: ({ signal }) => apiClient.request(carCalls.read, { params: { id }, signal, silent: true }),
  })

/** The CAR's status changes, oldest first. */
export const carHistoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: carKeys.history(id),
    queryFn: ({ signal }) => apiClient.request(carCalls.statusHistory, { params: { id }, signal, silent: true }),
  })

/** The files of one category of a CAR. */
export const carAttachmentsQueryOptions = (id: number, category: CarAttachmentCategory) =>
  queryOptions({
    queryKey: carKeys.attachments(id, category),
    queryFn: ({ signal }): Promise<Attachment[]> =>
      apiClient.request(carCalls.uploadList, { params: { id, category }, signal, silent: true }),
  })

/** People a CAR may name, matched on name or username; the whole short list when nothing is typed. */
export const carLookupQueryOptions = (search: string, role?: CarLookupRole) =>
  queryOptions({
    queryKey: carKeys.lookup(search.trim(), role),
    queryFn: ({ signal }) =>
      apiClient.request(carCalls.lookupUsers, { query: { search: search.trim() || undefined, role }, signal, silent: true }),
    staleTime: 60_000,
  })

/** A manual document a CAR can link to: its id and its number and title. */
export interface ManualDocumentChoice {
  id: number
  label: string
}

/** The documents of the manual's table of contents, in its order, to choose one by typing. */
export function manualDocumentChoices(toc: TableOfContents): ManualDocumentChoice[] {
  const found: ManualDocumentChoice[] = []
  const walk = (nodes: TableOfContents['nodes']) => {
    for (const node of nodes) {
      if (node.is_page) found.push({ id: node.id, label: [node.number, node.title].filter(Boolean).join(' ') })
      walk(node.children)
    }
  }
  walk(toc.nodes)
  return found
}

/** The manual's documents as choices, read from the table of contents the manual's reader shares. */
export const manualDocumentsQueryOptions = () => ({ ...tableOfContentsQueryOptions(), select: manualDocumentChoices })

/**
 * After a change to a CAR: the CAR, its history and files, every CAR list (the area's own and the data
 * grid's pages of `car/…` tables) and the menu's counts are read again. Choices and people stay.
 */
export async function invalidateCar(queryClient: QueryClient, id?: number) {
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: carKeys.all,
      predicate: (query) => {
        const [, kind, which] = query.queryKey
        if (kind === 'options' || kind === 'lookup' || kind === 'manual-documents') return false
        // Another CAR's own answers did not change.
        if (kind === 'car' && typeof which === 'number' && id !== undefined && which !== id) return false
        return true
      },
    }),
    queryClient.invalidateQueries({
      queryKey: gridKeys.all,
      predicate: (query) => typeof query.queryKey[1] === 'string' && query.queryKey[1].startsWith('car/'),
    }),
  ])
}

/** Raises a CAR as a Draft; the answer holds its number. */
export function useCreateCar() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CarFormInput) => apiClient.request(carCalls.create, { body, silent: true }),
    onSuccess: async (car) => {
      queryClient.setQueryData(carKeys.record(car.id), car)
      await invalidateCar(queryClient, car.id)
    },
  })
}

/** Saves the form at the version read (409 when someone saved in between). */
export function useUpdateCar(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CarFormInput) => apiClient.request(carCalls.update, { params: { id }, body, silent: true }),
    onSuccess: async (car) => {
      queryClient.setQueryData(carKeys.record(id), car)
      await invalidateCar(queryClient, id)
    },
  })
}

/** Takes a flow step with its comment and whom it names next. */
export function useCarAction(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CarActionInput) => apiClient.request(carCalls.action, { params: { id }, body, silent: true }),
    onSuccess: async (car) => {
      queryClient.setQueryData(carKeys.record(id), car)
      await invalidateCar(queryClient, id)
    },
  })
}

/** Adds a plain comment to a CAR. */
export function useAddCarComment(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (comment: string) => apiClient.request(carCalls.comment, { params: { id }, body: { comment }, silent: true }),
    onSuccess: async (comment) => {
      queryClient.setQueryData<Car>(carKeys.record(id), (car) =>
        car && !car.comments.some((item) => item.id === comment.id) ? { ...car, comments: [...car.comments, comment] } : car,
      )
      await invalidateCar(queryClient, id)
    },
  })
}

/** Where files of one category of a CAR are uploaded (the uploader's target). */
export const carUploadTarget = (id: number, category: CarAttachmentCategory): UploadTarget =>
  uploadTarget(carCalls.upload, { id, category })

/** One file of a CAR, as a blob with its name. */
export function carAttachmentDownload(id: number, category: CarAttachmentCategory, fileid: string | number) {
  return apiClient.download(carCalls.uploadRead, { params: { id, category, fileid: String(fileid) } })
}

/** Removes one file of a CAR; its category's list is read again. */
export function useDeleteCarAttachment(id: number, category: CarAttachmentCategory) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (fileid: string | number) =>
      apiClient.request(carCalls.uploadDelete, { params: { id, category, fileid: String(fileid) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carKeys.attachments(id, category) }),
  })
}

/** Saves the CAR's report, the PDF the server makes with every field, comment, approval and file name. */
export async function downloadCarReport(id: number) {
  saveDownload(await apiClient.download(carCalls.report, { params: { id } }))
}

/** The field messages of a 400 or 409 answer (`errors`), when it has some. */
export function carFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || (error.status !== 400 && error.status !== 409)) return {}
  const errors = (error.data as { errors?: Record<string, unknown> } | null | undefined)?.errors
  const out: Record<string, string> = {}
  for (const [field, text] of Object.entries(errors ?? {})) if (typeof text === 'string') out[field] = text
  return out
}

/** A save refused because someone else saved the CAR since it was read. */
export function isStaleCar(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && Object.keys(carFieldErrors(error)).length === 0
}

/** The HTTP status of a failed call, if it was one. */
export function failedStatus(error: unknown): number | undefined {
  return isApiError(error) ? error.status : undefined
}

// Lists, follow-up and Pareto

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
