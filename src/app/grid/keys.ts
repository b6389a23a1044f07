import type { ColumnFilter, SortKey } from './types'

/** Query keys of the grid: every cached page of a table sits under `table(path, cmid)`. */
export const gridKeys = {
  all: ['grid'] as const,
  table: (path: string, cmid: string) => [...gridKeys.all, path, cmid] as const,
  page: (
    path: string,
    cmid: string,
    search: {
      pageSize: number
      sort: readonly SortKey[]
      search: string
      filters: readonly ColumnFilter[]
      extra: Record<string, string>
      refresh: number
      /** The generic search's columns when the page names them (the server's own need no key). */
      searchColumns?: readonly string[]
    },
    offset: number,
  ) => [...gridKeys.table(path, cmid), 'rows', search, offset] as const,
  /** The table's column definitions, when a request needs them before any page has told them. */
  columns: (path: string, cmid: string) => [...gridKeys.table(path, cmid), 'columns'] as const,
  preference: (path: string, cmid: string) => [...gridKeys.all, 'preference', path, cmid] as const,
  pushReportCount: (path: string, cmid: string) => [...gridKeys.all, 'pushreport-count', path, cmid] as const,
}
