import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { doclib } from '@shared/contract/doclib'
import type { EndpointResponse } from '@shared/contract/types'
import { apiClient, type Download, saveDownload, uploadTarget, type UploadTarget } from '@app/api'
import { gridKeys } from '@app/grid/keys'
import type { Attachment } from '@app/blocks/Attachments'

/**
 * The document library's data layer: query keys, query options, downloads and the mutations that
 * change an entry. Pages read and write through these; none calls the API client itself.
 */

export type LibraryConfig = EndpointResponse<typeof doclib.configs>
export type LibraryEntry = EndpointResponse<typeof doclib.libraryRead>

/** What a new entry is made of: the page's fields, sent as the contract's body. */
export interface NewEntry {
  title: string
  description?: string
  metadata?: Record<string, string>
}

export const doclibKeys = {
  all: ['doclib'] as const,
  config: (cmid: string) => ['doclib', 'config', cmid] as const,
  entry: (cmid: string, dlref: number) => ['doclib', 'entry', cmid, dlref] as const,
  documents: (cmid: string, dlref: number) => ['doclib', 'documents', cmid, dlref] as const,
  email: (cmid: string, dlref: number) => ['doclib', 'email', cmid, dlref] as const,
}

export const libraryConfigQueryOptions = (cmid: string) =>
  queryOptions({
    queryKey: doclibKeys.config(cmid),
    queryFn: ({ signal }) => apiClient.request(doclib.configs, { params: { cmid }, cmid, signal }),
  })

/** The data grid's table api key of a library's entries (`doclib.libraryList`). */
export const libraryApi = (conn: string, cmid: string) =>
  `${doclib.libraryList.method} doclib/library/${encodeURIComponent(conn)}/${encodeURIComponent(cmid)}`

/** After an entry or its documents change: the library's cached answers and the grid's pages are stale. */
export async function invalidateLibrary(queryClient: QueryClient, config: Pick<LibraryConfig, 'conn' | 'cmid'>) {
  const path = libraryApi(config.conn, config.cmid).slice(`${doclib.libraryList.method} `.length)
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: doclibKeys.all }),
    queryClient.invalidateQueries({ queryKey: gridKeys.table(path, config.cmid) }),
  ])
}

export const libraryEntryQueryOptions = (conn: string, cmid: string, dlref: number) =>
  queryOptions({
    queryKey: doclibKeys.entry(cmid, dlref),
    queryFn: ({ signal }) => apiClient.request(doclib.libraryRead, { params: { conn, cmid, dlref }, cmid, signal }),
  })

export const documentsQueryOptions = (cmid: string, dlref: number) =>
  queryOptions({
    queryKey: doclibKeys.documents(cmid, dlref),
    queryFn: ({ signal }): Promise<Attachment[]> =>
      apiClient.request(doclib.documentsList, { query: { dlref }, cmid, signal }),
  })

/** The e-mail form of an entry, prefilled by the server: subject, content and recipients. */
export const entryEmailQueryOptions = (cmid: string, dlref: number) =>
  queryOptions({
    queryKey: doclibKeys.email(cmid, dlref),
    queryFn: ({ signal }) => apiClient.request(doclib.emailRead, { query: { dlref }, cmid, signal }),
  })

/** The contract entry that e-mails an entry's documents, for the e-mail form. */
export const entryEmailEndpoint = doclib.emailSend

/** One stored document of an entry, as a file with its name. */
export function documentDownload(config: LibraryConfig, dlref: number, id: string | number): Promise<Download> {
  return apiClient.download(doclib.documentRead, {
    params: { doctype: config.doctype, id: dlref },
    query: { file: String(id) },
    cmid: config.cmid,
  })
}

/** The file of a document, for the preview. */
export async function documentFile(config: LibraryConfig, dlref: number, id: string | number): Promise<Blob> {
  return (await documentDownload(config, dlref, id)).blob
}

/** Saves an entry's first document, or all of them in one zip. */
export async function saveEntryDocuments(config: LibraryConfig, dlref: number, which: 'first' | 'all') {
  const entry = which === 'first' ? doclib.downloadFirst : doclib.downloadAll
  saveDownload(await apiClient.download(entry, { params: { conn: config.conn, cmid: config.cmid, dlref }, cmid: config.cmid }))
}

/** Where an entry's documents are uploaded (the uploader adds the `dlref` field). */
export const documentsTarget: UploadTarget = uploadTarget(doclib.documentsCreate)

/**
 * Uploads one file to an entry with the wizard's split entries (`params`, JSON), reporting progress.
 * The wizard shows a failure itself, so the call is silent.
 */
export function uploadEntryDocument(
  config: LibraryConfig,
  dlref: number,
  file: File,
  params: string,
  { onProgress, signal }: { onProgress: (fraction: number) => void; signal: AbortSignal },
) {
  const body = new FormData()
  body.append('dlref', String(dlref))
  body.append('params', params)
  body.append('file', file, file.name)
  return apiClient.upload(doclib.documentsCreate, {
    body,
    signal,
    cmid: config.cmid,
    silent: true,
    onProgress: ({ loaded, total }) => onProgress(total ? loaded / total : 0),
  })
}

/** Creates an entry of the library; its documents come after. */
export function useCreateEntry(config: LibraryConfig) {
  return useMutation({
    mutationFn: (entry: NewEntry) =>
      apiClient.request(doclib.libraryCreate, {
        params: { conn: config.conn, cmid: config.cmid },
        body: entry,
        cmid: config.cmid,
      }),
  })
}

/** Deletes an entry with its documents; the library's lists are refreshed. */
export function useDeleteEntry(config: LibraryConfig) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (dlref: number) =>
      apiClient.request(doclib.libraryDelete, { params: { conn: config.conn, cmid: config.cmid, dlref }, cmid: config.cmid }),
    onSuccess: () => invalidateLibrary(queryClient, config),
  })
}

/** Deletes one document of an entry; the entry and the library are refreshed. */
export function useDeleteDocument(config: LibraryConfig, dlref: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string | number) =>
      apiClient.request(doclib.documentDelete, {
        params: { doctype: config.doctype, id: dlref },
        query: { file: String(id) },
        cmid: config.cmid,
      }),
    onSuccess: () => invalidateLibrary(queryClient, config),
  })
}
