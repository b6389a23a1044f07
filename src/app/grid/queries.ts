import { queryOptions } from '@tanstack/react-query'
import { DEFAULT_ROWS_PER_PAGE } from '@shared/constants'
import { type GridClient, defaultGridClient } from './client'
import { gridKeys } from './keys'
import { listParams, parseTableApi } from './query'
import type { ColumnFilter, GridColumn, SortKey } from './types'

/** The search half of a page key: what the server filters and sorts by. */
export interface PageSearch {
  pageSize: number
  sort: readonly SortKey[]
  search: string
  filters: readonly ColumnFilter[]
  extra: Record<string, string>
  refresh: number
}

/** A page of a table as a query: the grid reads it, a route loader can prefetch it. */
export function pageQueryOptions(input: {
  path: string
  cmid: string
  search: PageSearch
  offset: number
  columns: readonly GridColumn[]
  client?: GridClient
}) {
  const { path, cmid, search, offset, columns } = input
  const client = input.client ?? defaultGridClient
  return queryOptions({
    queryKey: gridKeys.page(path, cmid, search, offset),
    queryFn: ({ signal }) =>
      client.list(
        path,
        listParams({
          limit: search.pageSize,
          offset,
          sort: search.sort,
          search: search.search,
          filters: search.filters,
          extra: search.extra,
          columns,
        }),
        { signal, cmid },
      ),
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
