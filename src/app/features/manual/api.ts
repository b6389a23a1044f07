import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { qpmUser } from '@shared/contract/qpm-user'
import type { EndpointResponse } from '@shared/contract/types'
import {
  apiClient,
  manualSettingsKeys,
  type ManualSettings,
  type RequiredReadingsAnswer,
  requiredReadingKeys,
  saveDownload,
} from '@app/api'

/**
 * The quality manual's data layer (reader side): query keys, query options, downloads and the mutations
 * that acknowledge, bookmark, request a change and save the settings. Pages read and write through these;
 * none calls the API client itself.
 */

export type ManualConfig = EndpointResponse<typeof qpmUser.config>
export type TableOfContents = EndpointResponse<typeof qpmUser.tableOfContents>
export type ManualDocument = EndpointResponse<typeof qpmUser.document>
export type ManualAttachment = ManualDocument['attachments'][number]
export type RequiredReadings = RequiredReadingsAnswer
export type PendingReading = RequiredReadings['required_readings'][number]
export type AcknowledgedReading = RequiredReadings['documents'][number]
export type BookmarkPage = EndpointResponse<typeof qpmUser.bookmarks>
export type Bookmark = BookmarkPage['results'][number]
export type ManualIndex = EndpointResponse<typeof qpmUser.indexes>
export type IndexEntry = ManualIndex['entries'][number]
export type SearchOptions = EndpointResponse<typeof qpmUser.options>
export type SearchAnswer = EndpointResponse<typeof qpmUser.search>
export type SearchResult = SearchAnswer['results'][number]
export type { ManualSettings }

/** Results of the search per page. */
export const SEARCH_PAGE_SIZE = 20
/** Bookmarks per page. */
export const BOOKMARK_PAGE_SIZE = 20

/** What the search page asks for: the words, the filters and the page (from 1). */
export interface SearchInput {
  q: string
  section?: number
  tag?: number
  page: number
}

/**
 * The manual's query keys, all under `qpm`. Everything a reader sees in their documents' language is
 * under `qpm/user`, so changing that language invalidates it at once.
 */
export const manualKeys = {
  all: ['qpm'] as const,
  config: () => ['qpm', 'common', 'config'] as const,
  reader: () => ['qpm', 'user'] as const,
  toc: () => ['qpm', 'user', 'table_of_contents'] as const,
  documents: () => ['qpm', 'user', 'document'] as const,
  document: (id: number) => ['qpm', 'user', 'document', id] as const,
  requiredReadings: () => requiredReadingKeys.all,
  bookmarks: () => ['qpm', 'user', 'bookmarks'] as const,
  bookmarkPage: (page: number) => ['qpm', 'user', 'bookmarks', page] as const,
  settings: () => manualSettingsKeys.all,
  indexes: () => ['qpm', 'user', 'indexes'] as const,
  options: () => ['qpm', 'user', 'options'] as const,
  searches: () => ['qpm', 'user', 'search'] as const,
  search: (input: SearchInput) => ['qpm', 'user', 'search', input] as const,
}

/**
 * How long a document, the contents and the reader's settings stand without asking again: long enough
 * that a page drawn from what its loader just fetched does not fetch it all a second time on mount.
 * Changes made here (a bookmark, the settings, an acknowledgement) invalidate what they touch at once.
 */
const READER_STALE_MS = 30_000

export const manualConfigQueryOptions = () =>
  queryOptions({
    queryKey: manualKeys.config(),
    queryFn: ({ signal }) => apiClient.request(qpmUser.config, { signal }),
    staleTime: 5 * 60_000,
  })

export const tableOfContentsQueryOptions = () =>
  queryOptions({
    queryKey: manualKeys.toc(),
    queryFn: ({ signal }) => apiClient.request(qpmUser.tableOfContents, { signal }),
    staleTime: READER_STALE_MS,
  })

/**
 * One document. Silent: an unknown or staff-only document is the 404 or 403 page (the route's loader
 * sends the reader there), not a notice over the page.
 */
export const documentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: manualKeys.document(id),
    queryFn: ({ signal }) => apiClient.request(qpmUser.document, { params: { id }, signal, silent: true }),
    staleTime: READER_STALE_MS,
  })

export { requiredReadingsQueryOptions } from './readings'

export const bookmarksQueryOptions = (page: number) =>
  queryOptions({
    queryKey: manualKeys.bookmarkPage(page),
    queryFn: ({ signal }) =>
      apiClient.request(qpmUser.bookmarks, {
        query: { limit: BOOKMARK_PAGE_SIZE, offset: (page - 1) * BOOKMARK_PAGE_SIZE, sort: '-bookmarked_at' },
        signal,
      }),
  })

/** The reader's settings (document 1 section 3: documentTextSize, documentsLanguage). */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: manualKeys.settings(),
    queryFn: ({ signal }): Promise<ManualSettings> => apiClient.request(qpmUser.settings, { signal }),
    staleTime: READER_STALE_MS,
  })

export const indexQueryOptions = () =>
  queryOptions({
    queryKey: manualKeys.indexes(),
    queryFn: ({ signal }) => apiClient.request(qpmUser.indexes, { signal }),
  })

export const searchOptionsQueryOptions = () =>
  queryOptions({
    queryKey: manualKeys.options(),
    queryFn: ({ signal }) => apiClient.request(qpmUser.options, { signal }),
  })

export const searchQueryOptions = (input: SearchInput) =>
  queryOptions({
    queryKey: manualKeys.search(input),
    queryFn: ({ signal }) =>
      apiClient.request(qpmUser.search, {
        query: {
          q: input.q,
          section: input.section,
          tag: input.tag,
          limit: SEARCH_PAGE_SIZE,
          offset: (input.page - 1) * SEARCH_PAGE_SIZE,
        },
        signal,
      }),
    // Paging keeps the last results on screen until the next page arrives.
    placeholderData: (previous) => previous,
  })

/** The document as the server's PDF (title, number, revision, effective date and text). */
export async function downloadDocument(id: number) {
  saveDownload(await apiClient.download(qpmUser.download, { params: { id } }))
}

/** A file attached to a document. */
export async function downloadAttachment(id: number, file: string) {
  saveDownload(await apiClient.download(qpmUser.documentFile, { params: { id, file } }))
}

/** After an acknowledgement: the document and the reading lists are read again. */
async function invalidateReading(queryClient: QueryClient, id: number) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: manualKeys.document(id) }),
    queryClient.invalidateQueries({ queryKey: manualKeys.requiredReadings() }),
  ])
}

/**
 * Acknowledges the revision the reader read ("I have read and understood"). On success the reading
 * leaves the pending list at once and the lists are read again; on failure nothing changes, so the reading
 * stays pending and can be acknowledged again. Silent: the page says what went wrong.
 */
export function useAcknowledge(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (revision: number) => apiClient.request(qpmUser.read, { params: { id }, body: { revision } }),
    onSuccess: async (answer) => {
      queryClient.setQueryData<ManualDocument>(manualKeys.document(id), (document) =>
        document ? { ...document, required_reading: null, acknowledged_at: answer.read_at } : document,
      )
      queryClient.setQueryData<RequiredReadings>(manualKeys.requiredReadings(), (readings) =>
        readings
          ? {
              ...readings,
              required_readings: readings.required_readings.filter((reading) => reading.id !== id),
              nodes_to_read: answer.nodes_to_read,
            }
          : readings,
      )
      await invalidateReading(queryClient, id)
    },
  })
}

/** Sends a change request on the document to its owner; silent, the dialog says what went wrong. */
export function useChangeRequest(id: number) {
  return useMutation({
    mutationFn: (comment: string) =>
      apiClient.request(qpmUser.changeRequest, { params: { id }, body: { comment }, silent: true }),
  })
}

/** Adds or removes a bookmark; the document's flag changes at once and the bookmarks are read again. */
export function useBookmark(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (bookmarked: boolean) => {
      if (bookmarked) await apiClient.request(qpmUser.bookmarkAdd, { params: { id } })
      else await apiClient.request(qpmUser.bookmarkRemove, { params: { id } })
      return bookmarked
    },
    onSuccess: async (bookmarked) => {
      queryClient.setQueryData<ManualDocument>(manualKeys.document(id), (document) =>
        document ? { ...document, bookmarked } : document,
      )
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: manualKeys.bookmarks() }),
        queryClient.invalidateQueries({ queryKey: manualKeys.document(id) }),
      ])
    },
  })
}

/** Removes a bookmark from the bookmarks page. */
export function useRemoveBookmark() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiClient.request(qpmUser.bookmarkRemove, { params: { id } }),
    onSuccess: async (_answer, id) => {
      queryClient.setQueryData<ManualDocument>(manualKeys.document(id), (document) =>
        document ? { ...document, bookmarked: false } : document,
      )
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: manualKeys.bookmarks() }),
        queryClient.invalidateQueries({ queryKey: manualKeys.document(id) }),
      ])
    },
  })
}

/**
 * Saves the reader's settings. A new text size changes nothing else; a new documents' language makes
 * everything the reader has read in the other one stale (documents, contents, readings, index, search).
 */
export function useSaveSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: Partial<ManualSettings>) => apiClient.request(qpmUser.settingsSave, { body: settings }),
    onSuccess: async (saved, _sent) => {
      const before = queryClient.getQueryData<ManualSettings>(manualKeys.settings())
      queryClient.setQueryData(manualKeys.settings(), saved)
      if (before?.language !== saved.language) {
        await queryClient.invalidateQueries({
          queryKey: manualKeys.reader(),
          predicate: (query) => query.queryKey[2] !== manualKeys.settings()[2],
        })
      }
    },
  })
}
