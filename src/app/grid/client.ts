import { general } from '@shared/contract/general'
import { grid as gridCalls } from '@shared/contract/grid'
import { pushreports } from '@shared/contract/pushreports'
import type { GridDownloadFormat, Separator } from '@shared/constants'
import { apiClient, type ApiClient } from '@app/api/client'
import type { Download } from '@app/api/download'
import type { ListResponse } from './types'

/** A user's saved table preference. */
export interface TablePreference {
  /** Rows per page. */
  record: number
  sep: Separator
  table: { name: string; index: number; visible: 'Y' | 'N' }[]
  /** False when nothing is saved and these are the defaults. */
  saved?: boolean
}

/** The export request of document 2 section 3. */
export interface ExportRequest {
  api_url: string
  output_type: GridDownloadFormat
  query_params: Record<string, string>
  title: string
  timezone: string
  browser_url: string
}

/** Everything the grid asks the server; stories and tests hand in their own. */
export interface GridClient {
  list(path: string, query: [string, string][], options: { signal?: AbortSignal; cmid: string }): Promise<ListResponse>
  loadPreference(keys: { api: string; cmid: string }, signal?: AbortSignal): Promise<TablePreference>
  savePreference(body: {
    api: string
    cmid: string
    record_pref: number
    table_pref: { name: string; index: number; visible: 'Y' | 'N' }[]
    view_pref: 'T'
    sep_pref: Separator
  }): Promise<unknown>
  resetPreference(keys: { api: string; cmid: string }): Promise<unknown>
  /** A file download (CSV, XLSX, PDF, XML, JSON). */
  exportFile(request: ExportRequest, options: { signal?: AbortSignal; cmid: string }): Promise<Download>
  /** A Google Sheet: the address of the new sheet. */
  exportSheet(request: ExportRequest, options: { signal?: AbortSignal; cmid: string }): Promise<string>
  pushReportCount(apiUrl: string, options: { signal?: AbortSignal; cmid: string }): Promise<number>
  update(path: string, body: Record<string, unknown>, options: { cmid: string }): Promise<unknown>
}

/**
 * The address in a Google Sheet answer: the server's `{ url }` (contract `general.export`), or a
 * plain string or `{ data }` as other servers answer.
 */
export function sheetUrl(answer: unknown): string {
  if (typeof answer === 'string' && answer.trim()) return answer
  const record = answer as { url?: unknown; data?: unknown } | null
  for (const value of [record?.url, record?.data]) {
    if (typeof value === 'string' && value.trim()) return value
  }
  throw new Error('The Google Sheet answer has no address')
}

function countOf(answer: unknown): number {
  if (typeof answer === 'number') return answer
  const record = answer as { count?: unknown; data?: unknown } | null
  const value = record?.count ?? record?.data
  return typeof value === 'number' ? value : Number(value ?? 0)
}

/** The grid's calls through the app's API client. */
export function createGridClient(client: ApiClient = apiClient): GridClient {
  return {
    list: (path, query, { signal, cmid }) =>
      client.call<ListResponse>('GET', path, { query: Object.fromEntries(query), signal, cmid }),
    loadPreference: (keys, signal) => client.request(gridCalls.getTableInfo, { query: keys, signal, cmid: keys.cmid }),
    savePreference: (body) => client.request(gridCalls.saveTableInfo, { body, cmid: body.cmid }),
    resetPreference: (keys) => client.request(gridCalls.resetTableInfo, { body: keys, cmid: keys.cmid }),
    exportFile: (request, { signal, cmid }) =>
      client.download(general.export, { body: { ...request }, signal, cmid }),
    exportSheet: async (request, { signal, cmid }) =>
      sheetUrl(await client.request(general.export, { body: { ...request }, signal, cmid })),
    pushReportCount: async (apiUrl, { signal, cmid }) =>
      countOf(await client.request(pushreports.count, { query: { api_url: apiUrl }, signal, cmid })),
    update: (path, body, { cmid }) => client.call('PUT', path, { body, cmid }),
  }
}

/** The app's grid client. */
export const defaultGridClient = createGridClient()
