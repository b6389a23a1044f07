import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { doclib as doclibContract } from '@shared/contract/doclib'
import type { EndpointResponse } from '@shared/contract/types'
import { apiClient } from '@app/api'
import { gridKeys } from '@app/grid/keys'
import type { Attachment } from '@app/blocks/Attachments'

const doclib = doclibContract

export type LibraryConfig = EndpointResponse<typeof doclib.configs>

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
    queryFn: () => apiClient.request(doclib.configs, { params: { cmid }, cmid }),
  })

/** The data grid's table api key of a library's entries. */
export const libraryApi = (conn: string, cmid: string) =>
  `GET doclib/library/${encodeURIComponent(conn)}/${encodeURIComponent(cmid)}`

/** After an entry or its documents change: the library's cached answers and the grid's pages are stale. */
export async function invalidateLibrary(queryClient: QueryClient, config: Pick<LibraryConfig, 'conn' | 'cmid'>) {
  const path = libraryApi(config.conn, config.cmid).slice('GET '.length)
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: doclibKeys.all }),
    queryClient.invalidateQueries({ queryKey: gridKeys.table(path, config.cmid) }),
  ])
}

export const libraryEntryQueryOptions = (conn: string, cmid: string, dlref: number) =>
  queryOptions({
    queryKey: doclibKeys.entry(cmid, dlref),
    queryFn: () => apiClient.request(doclib.libraryRead, { params: { conn, cmid, dlref }, cmid }),
  })

export const documentsQueryOptions = (cmid: string, dlref: number) =>
  queryOptions({
    queryKey: doclibKeys.documents(cmid, dlref),
    queryFn: () => apiClient.call<Attachment[]>('GET', 'doclib/documents', { query: { dlref }, cmid }),
  })

/** The e-mail form of an entry, prefilled by the server: subject, content and recipients. */
export const entryEmailQueryOptions = (cmid: string, dlref: number) =>
  queryOptions({
    queryKey: doclibKeys.email(cmid, dlref),
    queryFn: () => apiClient.request(doclib.emailRead, { query: { dlref }, cmid }),
  })

/** The file of a document, for the preview and downloads. */
export async function documentFile(config: LibraryConfig, dlref: number, id: string | number): Promise<Blob> {
  const file = await apiClient.download('GET', 'doclib/documents/{doctype}/{dlref}', {
    params: { doctype: config.doctype, dlref },
    query: { file: String(id) },
    cmid: config.cmid,
  })
  return file.blob
}
