import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type * as v from 'valibot'
import { pushreports } from '@shared/contract/pushreports'
import type { EndpointResponse } from '@shared/contract/types'
import { apiClient, isApiError, saveDownload } from '@app/api'
import { gridKeys } from '@app/grid/keys'

/**
 * Push reports, client data layer: query keys, query options, the run file download and the mutations of
 * the form, the list and the repository. Pages read and write through these; none calls the API client
 * itself.
 */

export type PushReport = EndpointResponse<typeof pushreports.read>
export type PushReportSource = EndpointResponse<typeof pushreports.source>
export type PushReportRun = EndpointResponse<typeof pushreports.run>
export type PushReportRunDetail = EndpointResponse<typeof pushreports.repositoryItem>
export type PushReportCopyTargets = EndpointResponse<typeof pushreports.copyTargets>
export type PushReportFormInput = v.InferInput<(typeof pushreports.create)['body']>
export type PushReportSourceInput = v.InferInput<(typeof pushreports.source)['body']>
export type PushReportCopyInput = v.InferInput<(typeof pushreports.copy)['body']>
export type PushReportUnsubscribed = EndpointResponse<typeof pushreports.unsubscribe>

/** Query keys, all under `pushreports` so one prefix reaches the whole area. */
export const pushReportKeys = {
  all: ['pushreports'] as const,
  reports: () => ['pushreports', 'report'] as const,
  report: (id: number) => ['pushreports', 'report', id] as const,
  runs: (reportId: number) => ['pushreports', 'report', reportId, 'run'] as const,
  run: (reportId: number, id: number) => ['pushreports', 'report', reportId, 'run', id] as const,
  source: (input: PushReportSourceInput) =>
    ['pushreports', 'source', input.api_url, input.cmid ?? '', JSON.stringify(input.query_params ?? {})] as const,
  copyTargets: () => ['pushreports', 'copy-targets'] as const,
}

/** One report with what the reader may do with it; silent, the page says what went wrong. */
export const pushReportQueryOptions = (id: number) =>
  queryOptions({
    queryKey: pushReportKeys.report(id),
    queryFn: ({ signal }) => apiClient.request(pushreports.read, { params: { id }, signal, silent: true }),
  })

/** What a saved search runs, in words: its page, columns, filters and how many rows it finds now. */
export const pushReportSourceQueryOptions = (input: PushReportSourceInput) =>
  queryOptions({
    queryKey: pushReportKeys.source(input),
    queryFn: ({ signal }) => apiClient.request(pushreports.source, { body: input, signal, silent: true }),
    staleTime: 60_000,
    retry: false,
  })

/** How often a run still waiting or under way (New, Queued) is read again, in ms. */
export const RUN_REFRESH_MS = 3000

/** One run of a report in full: its recipients, its e-mail and its error; read again until it has ended. */
export const pushReportRunQueryOptions = (reportId: number, id: number) =>
  queryOptions({
    queryKey: pushReportKeys.run(reportId, id),
    queryFn: ({ signal }) =>
      apiClient.request(pushreports.repositoryItem, { params: { pushreport_id: reportId, id }, signal, silent: true }),
    refetchInterval: (query) => {
      const status = query.state.data?.status
      return status === 'New' || status === 'Queued' ? RUN_REFRESH_MS : false
    },
  })

/** The companies and their users a report may be copied to (staff). */
export const pushReportCopyTargetsQueryOptions = () =>
  queryOptions({
    queryKey: pushReportKeys.copyTargets(),
    queryFn: ({ signal }) => apiClient.request(pushreports.copyTargets, { signal, silent: true }),
    staleTime: 5 * 60_000,
  })

const LIST_PATHS: readonly string[] = [pushreports.list.path, pushreports.all.path, pushreports.customers.path]

/** The report lists of the grid (mine, all, customers'), narrowed to one page's reports when `cmid` is given. */
export const pushReportListApi = (which: 'mine' | 'all' | 'customers', cmid?: string) => {
  const entry = which === 'all' ? pushreports.all : which === 'customers' ? pushreports.customers : pushreports.list
  return `${entry.method} ${entry.path}${cmid ? `?cmid=${encodeURIComponent(cmid)}` : ''}`
}

/** The grid's `api` of a report's repository. */
export const pushReportRepositoryApi = (reportId: number) =>
  `${pushreports.repository.method} ${pushreports.repository.path.replace('{pushreport_id}', String(reportId))}`

/**
 * After a change to a report: the report, its runs, the report lists of the grid and the dialog's counts
 * are read again; other reports' own answers and the copy targets stay.
 */
export async function invalidatePushReports(queryClient: QueryClient, id?: number) {
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: pushReportKeys.all,
      predicate: (query) => {
        const [, kind, which] = query.queryKey
        if (kind === 'copy-targets' || kind === 'source') return false
        if (kind === 'report' && typeof which === 'number' && id !== undefined && which !== id) return false
        return true
      },
    }),
    queryClient.invalidateQueries({
      queryKey: gridKeys.all,
      predicate: (query) => {
        const [, path] = query.queryKey
        if (path === 'pushreport-count') return true
        if (typeof path !== 'string') return false
        return LIST_PATHS.includes(path) || path.startsWith('pushreportrepository/')
      },
    }),
  ])
}

/** Saves a new report; the answer is the report as read. */
export function useCreatePushReport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: PushReportFormInput) => apiClient.request(pushreports.create, { body, silent: true }),
    onSuccess: async (report) => {
      queryClient.setQueryData(pushReportKeys.report(report.id), report)
      await invalidatePushReports(queryClient, report.id)
    },
  })
}

/** Saves the whole form again; a changed `state` pauses or resumes the report. */
export function useUpdatePushReport(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: PushReportFormInput) => apiClient.request(pushreports.update, { params: { id }, body, silent: true }),
    onSuccess: async (report) => {
      queryClient.setQueryData(pushReportKeys.report(id), report)
      await invalidatePushReports(queryClient, id)
    },
  })
}

/** Deletes a report and its runs' files. */
export function useDeletePushReport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiClient.request(pushreports.remove, { params: { id }, silent: true }),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: pushReportKeys.report(id) })
      await invalidatePushReports(queryClient, id)
    },
  })
}

/** Runs a report at once ("run now"); the answer is the new run. */
export function useRunPushReport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiClient.request(pushreports.run, { params: { id }, silent: true }),
    onSuccess: (run) => invalidatePushReports(queryClient, run.report_id),
  })
}

/** Staff: copies a report to another company (and one of its users), paused. */
export function useCopyPushReport(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: PushReportCopyInput) => apiClient.request(pushreports.copy, { params: { id }, body, silent: true }),
    onSuccess: () => invalidatePushReports(queryClient),
  })
}

/** Takes an address off a report's recipients with the e-mail's signed token; no sign-in needed. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => apiClient.request(pushreports.unsubscribe, { body: { token }, silent: true }),
  })
}

/** Saves a run's file. */
export async function downloadRunFile(reportId: number, id: number) {
  saveDownload(await apiClient.download(pushreports.download, { params: { pushreport_id: reportId, id } }))
}

/** The field messages of a 400 or 409 answer (`errors`), when it has some. */
export function pushReportFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || (error.status !== 400 && error.status !== 409)) return {}
  const errors = (error.data as { errors?: Record<string, unknown> } | null | undefined)?.errors
  const out: Record<string, string> = {}
  for (const [field, text] of Object.entries(errors ?? {})) if (typeof text === 'string') out[field] = text
  return out
}

/** The HTTP status of a failed call, if it was one. */
export function failedStatus(error: unknown): number | undefined {
  return isApiError(error) ? error.status : undefined
}
