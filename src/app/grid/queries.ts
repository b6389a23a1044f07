import { queryOptions } from '@tanstack/react-query'
import { DEFAULT_ROWS_PER_PAGE } from '@shared/constants'
import { type GridClient, defaultGridClient } from './client'
import { gridKeys } from './keys'
import { listParams, parseTableApi, searchParams } from './query'
import { isSendableFilter } from './rules'
import type { ColumnFilter, GridColumn, ListResponse, SortKey } from './types'

/** The search half of a page key: what the server filters and sorts by. */
export interface PageSearch {
  pageSize: number
  sort: readonly SortKey[]
  search: string
  filters: readonly ColumnFilter[]
  extra: Record<string, string>
  refresh: number
  /** The generic search's columns when the page names them; left out when they come from the server. */
  searchColumns?: readonly string[]
}

/** A page as the grid keeps it: the answer, and the search parameters (paging left out) it answers. */
export interface GridPage extends ListResponse {
  /** What was sent besides limit and offset: an export of these rows sends the same. */
  sent: [string, string][]
}

/**
 * Whether a request needs the column definitions to be written: the generic search names the
 * searchable columns, and filters are checked and matched against their column.
 */
export function needsColumns(search: Pick<PageSearch, 'search' | 'filters'>): boolean {
  return search.search.trim() !== '' || search.filters.length > 0
}

/**
 * A table's column definitions: those of any page already read (the route loader's first page), or
 * else the `columns_details` of a one-row request. For a first request that cannot be written
 * without them, such as a search restored from the address.
 */
export function columnsQueryOptions(input: { path: string; cmid: string; extra: Record<string, string>; client?: GridClient }) {
  const { path, cmid, extra } = input
  const client = input.client ?? defaultGridClient
  return queryOptions({
    queryKey: gridKeys.columns(path, cmid),
    queryFn: async ({ signal, client: queries }): Promise<readonly GridColumn[]> => {
      for (const [, page] of queries.getQueriesData<Partial<ListResponse>>({ queryKey: gridKeys.table(path, cmid) })) {
        if (page && !Array.isArray(page) && page.columns_details?.length) return page.columns_details
      }
      const answer = await client.list(path, listParams({ limit: 1, offset: 0, extra, columns: [] }), { signal, cmid })
      return answer.columns_details ?? []
    },
    retry: false,
    staleTime: Infinity,
  })
}

/**
 * A page of a table as a query: the grid reads it, a route loader can prefetch it. Without columns,
 * a request that needs them (a search, filters) first gets the table's own, so what is cached under
 * a search's key is always that search's answer.
 */
export function pageQueryOptions(input: {
  path: string
  cmid: string
  search: PageSearch
  offset: number
  columns: readonly GridColumn[]
  client?: GridClient
}) {
  const { path, cmid, search, offset } = input
  const client = input.client ?? defaultGridClient
  return queryOptions({
    queryKey: gridKeys.page(path, cmid, search, offset),
    queryFn: async ({ signal, client: queries }): Promise<GridPage> => {
      let columns = input.columns
      if (columns.length === 0 && needsColumns(search)) {
        columns = await queries.fetchQuery(columnsQueryOptions({ path, cmid, extra: search.extra, client }))
      }
      const sent = searchParams({
        sort: search.sort,
        search: search.search,
        // A filter whose value breaks its column's rules is shown with its message and never sent.
        filters: search.filters.filter((filter) => isSendableFilter(filter, columns)),
        extra: search.extra,
        columns,
      })
      const answer = await client.list(path, [['limit', String(search.pageSize)], ['offset', String(offset)], ...sent], {
        signal,
        cmid,
      })
      return { ...answer, sent }
    },
    retry: false,
    staleTime: Infinity,
  })
}

/** The first page a grid shows with no search: what a route loader prefetches. */
export function firstPageQueryOptions(api: string, cmid: string, client?: GridClient) {
  const { path, params } = parseTableApi(api)
  return pageQueryOptions({
    path,
    cmid,
    search: { pageSize: DEFAULT_ROWS_PER_PAGE, sort: [], search: '', filters: [], extra: params, refresh: 0 },
    offset: 0,
    columns: [],
    client,
  })
}
