import { queryOptions } from '@tanstack/react-query'
import { doclib as doclibContract } from '@shared/contract/doclib'
import type { EndpointResponse } from '@shared/contract/types'
import { apiClient } from '@app/api'
import type { Attachment } from '@app/ui/Attachments'

const doclib = doclibContract

export type LibraryConfig = EndpointResponse<typeof doclib.configs>
export type LibraryList = EndpointResponse<typeof doclib.libraryList>
export type LibraryEntry = LibraryList['results'][number]

export const doclibKeys = {
  all: ['doclib'] as const,
  config: (cmid: string) => ['doclib', 'config', cmid] as const,
  list: (cmid: string, page: number) => ['doclib', 'list', cmid, page] as const,
  entry: (cmid: string, dlref: number) => ['doclib', 'entry', cmid, dlref] as const,
  documents: (cmid: string, dlref: number) => ['doclib', 'documents', cmid, dlref] as const,
}

export const PAGE_SIZE = 20

export const libraryConfigQueryOptions = (cmid: string) =>
  queryOptions({
    queryKey: doclibKeys.config(cmid),
    queryFn: () => apiClient.request(doclib.configs, { params: { cmid }, cmid }),
  })

export const libraryListQueryOptions = (conn: string, cmid: string, page: number) =>
  queryOptions({
    queryKey: doclibKeys.list(cmid, page),
    queryFn: () =>
      apiClient.request(doclib.libraryList, {
        params: { conn, cmid },
        query: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, sort: '-updated_at' },
        cmid,
      }),
  })

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

/** The file of a document, for the preview and downloads. */
export async function documentFile(config: LibraryConfig, dlref: number, id: string | number): Promise<Blob> {
  const file = await apiClient.download('GET', 'doclib/documents/{doctype}/{dlref}', {
    params: { doctype: config.doctype, dlref },
    query: { file: String(id) },
    cmid: config.cmid,
  })
  return file.blob
}
