import {
  FILTER_NEGATION,
  FILTER_SUFFIXES,
  GENERIC_SEARCH_PARAM,
  NO_MATCH_SENTINEL,
  TABLE_API_PREFIX,
} from '@shared/constants'
import type { ColumnFilter, GridColumn, SearchOption, SortKey } from './types'

/** The parts of a table api key 'GET path?query'. */
export interface TableApi {
  /** The path relative to the API base, without the query string. */
  path: string
  /** Fixed parameters written in the key. */
  params: Record<string, string>
}

/** Reads a table api key; anything not starting with 'GET ' is a developer error. */
export function parseTableApi(api: string): TableApi {
  if (typeof api !== 'string' || !api.startsWith(TABLE_API_PREFIX) || api.trim() === TABLE_API_PREFIX.trim()) {
    throw new Error(`The table api key must begin with '${TABLE_API_PREFIX}': ${String(api)}`)
  }
  const rest = api.slice(TABLE_API_PREFIX.length).trim().replace(/^\/+/, '')
  const at = rest.indexOf('?')
  const path = at >= 0 ? rest.slice(0, at) : rest
  const params = Object.fromEntries(new URLSearchParams(at >= 0 ? rest.slice(at + 1) : ''))
  return { path, params }
}

/** Columns the generic search covers: searchable, not boolean, not advanced-only. */
export function genericSearchColumns(columns: readonly GridColumn[]): GridColumn[] {
  return columns.filter(
    (column) => column.searchable !== false && column.type !== 'boolean' && !column.additionalSearchable,
  )
}

/** 'col=text|col2=text' over the generic search columns; empty text gives nothing. */
export function genericSearchValue(columns: readonly GridColumn[], text: string): string | undefined {
  const value = text.trim()
  if (!value) return undefined
  return genericSearchColumns(columns)
    .map((column) => `${column.name}=${value}`)
    .join('|')
}

const TEXT_SUFFIX: Record<string, { suffix: string; negate: boolean }> = {
  contains: { suffix: FILTER_SUFFIXES.contains, negate: false },
  not_contains: { suffix: FILTER_SUFFIXES.contains, negate: true },
  is: { suffix: FILTER_SUFFIXES.is, negate: false },
  is_not: { suffix: FILTER_SUFFIXES.is, negate: true },
  starts_with: { suffix: FILTER_SUFFIXES.startsWith, negate: false },
  not_starts_with: { suffix: FILTER_SUFFIXES.startsWith, negate: true },
  ends_with: { suffix: FILTER_SUFFIXES.endsWith, negate: false },
  not_ends_with: { suffix: FILTER_SUFFIXES.endsWith, negate: true },
  gt: { suffix: FILTER_SUFFIXES.greaterThan, negate: false },
  gte: { suffix: FILTER_SUFFIXES.greaterOrEqual, negate: false },
  lt: { suffix: FILTER_SUFFIXES.lessThan, negate: false },
  lte: { suffix: FILTER_SUFFIXES.lessOrEqual, negate: false },
}

/** The value and label of a search option. */
export function optionOf(option: SearchOption): { value: string; label: string } {
  if (typeof option === 'object') return { value: String(option.value), label: option.label }
  return { value: String(option), label: String(option) }
}

/** Options whose label or value contains the typed text, case-insensitive. */
export function matchOptions(options: readonly SearchOption[], text: string): string[] {
  const needle = text.trim().toLowerCase()
  if (!needle) return []
  return options
    .map(optionOf)
    .filter((option) => option.label.toLowerCase().includes(needle) || option.value.toLowerCase().includes(needle))
    .map((option) => option.value)
}

/** The day after a 'YYYY-MM-DD' day. */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  // Plain calendar arithmetic in UTC: no time zone or daylight saving change moves the day.
  const next = new Date(0)
  next.setUTCFullYear(year, month - 1, date + 1)
  return next.toISOString().slice(0, 10)
}

/**
 * The query parameters of one column filter, or none when it is empty:
 * text `<col>__icontains` (a trailing `!` negates), numbers `__gt` ... `__lte`,
 * a date range `__gte` start and `__lt` the day after the end, one-of `__in`, yes/no `<col>=Y|N`.
 */
export function filterParams(filter: ColumnFilter, column?: GridColumn): [string, string][] {
  const name = filter.column
  switch (filter.operator) {
    case 'one_of': {
      let values = [...filter.values]
      if (values.length === 0 && filter.text?.trim()) {
        values = matchOptions(column?.searchOptions ?? [], filter.text)
        if (values.length === 0) values = [NO_MATCH_SENTINEL]
      }
      return values.length ? [[`${name}__in`, values.join(',')]] : []
    }
    case 'date_range':
      if (!filter.start || !filter.end) return []
      return [
        [`${name}${FILTER_SUFFIXES.greaterOrEqual}`, filter.start],
        [`${name}${FILTER_SUFFIXES.lessThan}`, nextDay(filter.end)],
      ]
    case 'yes_no':
      return [[name, filter.value]]
    default: {
      const value = filter.value.trim()
      if (!value) return []
      const entry = TEXT_SUFFIX[filter.operator]
      if (!entry) return []
      return [[`${name}${entry.suffix}${entry.negate ? FILTER_NEGATION : ''}`, value]]
    }
  }
}

/** 'a,-b' from sort keys (at most 3). */
export function sortParam(sort: readonly SortKey[]): string | undefined {
  if (sort.length === 0) return undefined
  return sort
    .slice(0, 3)
    .map((key) => `${key.desc ? '-' : ''}${key.id}`)
    .join(',')
}

/** What a list request asks for. */
export interface ListRequest {
  limit: number
  offset: number
  sort?: readonly SortKey[]
  /** The basic search text. */
  search?: string
  /** Advanced filters. */
  filters?: readonly ColumnFilter[]
  /** Parameters of the api key and of the page. */
  extra?: Record<string, string>
  columns: readonly GridColumn[]
}

/** Search parameters without paging: what an export and a push report send. */
export function searchParams(request: Omit<ListRequest, 'limit' | 'offset'>): [string, string][] {
  const entries: [string, string][] = Object.entries(request.extra ?? {})
  const sort = sortParam(request.sort ?? [])
  if (sort) entries.push(['sort', sort])
  const generic = genericSearchValue(request.columns, request.search ?? '')
  if (generic) entries.push([GENERIC_SEARCH_PARAM, generic])
  for (const filter of request.filters ?? []) {
    entries.push(...filterParams(filter, request.columns.find((column) => column.name === filter.column)))
  }
  return entries
}

/** Every parameter of a list request, in a stable order. */
export function listParams(request: ListRequest): [string, string][] {
  return [['limit', String(request.limit)], ['offset', String(request.offset)], ...searchParams(request)]
}

/** The same as a query string without '?'. */
export function listQueryString(request: ListRequest): string {
  return new URLSearchParams(listParams(request)).toString()
}
