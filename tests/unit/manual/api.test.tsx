import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { qpmUser } from '@shared/contract/qpm-user'
import { apiClient } from '@app/api/client'
import { manualSettingsKeys, requiredReadingKeys } from '@app/api/queries'
import {
  bookmarksQueryOptions,
  documentQueryOptions,
  manualKeys,
  requiredReadingsQueryOptions,
  searchQueryOptions,
  settingsQueryOptions,
  tableOfContentsQueryOptions,
  useAcknowledge,
  useBookmark,
  useSaveSettings,
} from '@app/features/manual/api'
import { httpError } from '../session/fixtures'
import { palletDocument, requiredReadings, settings, tableOfContents } from '../../../stories/fixtures/manual'

const signal = new AbortController().signal
const run = async (options: { queryKey: readonly unknown[]; queryFn?: unknown }) =>
  (options.queryFn as (context: unknown) => Promise<unknown>)({ queryKey: options.queryKey, signal, meta: undefined })

function setup() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return { queryClient, wrapper }
}

afterEach(() => vi.restoreAllMocks())

describe("the manual's keys", () => {
  it('nest under qpm, the reader’s under qpm/user, and share the shell’s keys of the readings and settings', () => {
    expect(manualKeys.requiredReadings()).toEqual(requiredReadingKeys.all)
    expect(manualKeys.settings()).toEqual(manualSettingsKeys.all)
    for (const key of [
      manualKeys.toc(),
      manualKeys.document(15),
      manualKeys.bookmarkPage(2),
      manualKeys.indexes(),
      manualKeys.search({ q: 'a', page: 1 }),
    ]) {
      expect(key.slice(0, 2)).toEqual(manualKeys.reader())
    }
    expect(manualKeys.config().slice(0, 1)).toEqual(manualKeys.all)
  })
})

describe("the manual's reads", () => {
  it.each([
    ['table of contents', () => tableOfContentsQueryOptions(), qpmUser.tableOfContents, {}],
    ['document', () => documentQueryOptions(15), qpmUser.document, { params: { id: 15 }, silent: true }],
    ['required readings', () => requiredReadingsQueryOptions(), qpmUser.requiredReadings, {}],
    ['settings', () => settingsQueryOptions(), qpmUser.settings, {}],
    [
      'bookmarks, page 2',
      () => bookmarksQueryOptions(2),
      qpmUser.bookmarks,
      { query: { limit: 20, offset: 20, sort: '-bookmarked_at' } },
    ],
    [
      'search, page 3 in a section',
      () => searchQueryOptions({ q: '"ne pas gerber"', section: 3, page: 3 }),
      qpmUser.search,
      { query: { q: '"ne pas gerber"', section: 3, tag: undefined, limit: 20, offset: 40 } },
    ],
  ] as const)('%s calls its contract entry', async (_name, make, entry, sent) => {
    const request = vi.spyOn(apiClient, 'request').mockResolvedValue({} as never)
    await run(make())
    expect(request).toHaveBeenCalledWith(entry, { ...sent, signal })
  })
})

describe('confirming a reading', () => {
  it('sends the revision read, then drops the reading from the pending list and marks the document', async () => {
    const { queryClient, wrapper } = setup()
    queryClient.setQueryData(manualKeys.document(15), palletDocument)
    queryClient.setQueryData(manualKeys.requiredReadings(), requiredReadings)
    const request = vi.spyOn(apiClient, 'request').mockImplementation((async (entry: unknown) => {
      if (entry === qpmUser.read) {
        return {
          id: 15,
          revision: 2,
          language: 'en',
          read_at: '2026-02-25T10:00:00Z',
          content_hash: 'x',
          nodes_to_read: [13, 14],
        }
      }
      // The lists read again after the change: the server's answers.
      if (entry === qpmUser.document)
        return { ...palletDocument, required_reading: null, acknowledged_at: '2026-02-25T10:00:00Z' }
      return { ...requiredReadings, required_readings: requiredReadings.required_readings.slice(0, 2), nodes_to_read: [13, 14] }
    }) as never)
    const { result } = renderHook(() => useAcknowledge(15), { wrapper })
    await act(() => result.current.mutateAsync(2))
    expect(request).toHaveBeenCalledWith(qpmUser.read, { params: { id: 15 }, body: { revision: 2 } })
    const readings = queryClient.getQueryData<typeof requiredReadings>(manualKeys.requiredReadings())
    expect(readings?.required_readings.map((reading) => reading.id)).toEqual([13, 14])
    expect(readings?.nodes_to_read).toEqual([13, 14])
    expect(queryClient.getQueryData<typeof palletDocument>(manualKeys.document(15))).toMatchObject({
      required_reading: null,
      acknowledged_at: '2026-02-25T10:00:00Z',
    })
  })

  it('changes nothing when the server refuses, so the reading stays pending', async () => {
    const { queryClient, wrapper } = setup()
    queryClient.setQueryData(manualKeys.document(15), palletDocument)
    queryClient.setQueryData(manualKeys.requiredReadings(), requiredReadings)
    vi.spyOn(apiClient, 'request').mockRejectedValue(httpError(500, { message: 'Down' }))
    const { result } = renderHook(() => useAcknowledge(15), { wrapper })
    await act(async () => {
      await result.current.mutateAsync(2).catch(() => undefined)
    })
    expect(queryClient.getQueryData(manualKeys.requiredReadings())).toEqual(requiredReadings)
    expect(queryClient.getQueryData(manualKeys.document(15))).toEqual(palletDocument)
  })
})

describe('bookmarks and settings', () => {
  it('a bookmark marks the document at once and makes the bookmarks stale', async () => {
    const { queryClient, wrapper } = setup()
    queryClient.setQueryData(manualKeys.document(15), palletDocument)
    queryClient.setQueryData(manualKeys.bookmarkPage(1), { results: [], count: 0, columns: [], columns_details: [] })
    const request = vi
      .spyOn(apiClient, 'request')
      .mockImplementation((async (entry: unknown) =>
        entry === qpmUser.bookmarkAdd
          ? { id: 15, bookmarked: true }
          : entry === qpmUser.document
            ? { ...palletDocument, bookmarked: true }
            : {}) as never)
    const { result } = renderHook(() => useBookmark(15), { wrapper })
    await act(() => result.current.mutateAsync(true))
    expect(request).toHaveBeenCalledWith(qpmUser.bookmarkAdd, { params: { id: 15 } })
    expect(queryClient.getQueryData<typeof palletDocument>(manualKeys.document(15))?.bookmarked).toBe(true)
    expect(queryClient.getQueryState(manualKeys.bookmarkPage(1))?.isInvalidated).toBe(true)
  })

  it('a new text size changes nothing else; a new documents’ language makes what was read in the other stale', async () => {
    const { queryClient, wrapper } = setup()
    queryClient.setQueryData(manualKeys.settings(), settings)
    queryClient.setQueryData(manualKeys.toc(), tableOfContents)
    vi.spyOn(apiClient, 'request').mockImplementation((async (_entry: unknown, options: { body?: object } = {}) => ({
      ...settings,
      ...options.body,
    })) as never)
    const { result } = renderHook(() => useSaveSettings(), { wrapper })
    await act(() => result.current.mutateAsync({ text_size: 20, language: 'en' }))
    expect(queryClient.getQueryData(manualKeys.settings())).toEqual({ text_size: 20, language: 'en' })
    expect(queryClient.getQueryState(manualKeys.toc())?.isInvalidated).toBe(false)
    await act(() => result.current.mutateAsync({ text_size: 20, language: 'fr' }))
    await waitFor(() => expect(queryClient.getQueryState(manualKeys.toc())?.isInvalidated).toBe(true))
    expect(queryClient.getQueryState(manualKeys.settings())?.isInvalidated).toBe(false)
  })
})
