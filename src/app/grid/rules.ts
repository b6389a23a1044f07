import * as v from 'valibot'
import { type ColumnSearchType, MAX_SORT_KEYS, type SearchMode } from '@shared/constants'
import { date, dateTime, maxValue, minValue, number } from '@shared/validation'
import { NUMBER_OPERATORS, TEXT_OPERATORS, type ColumnFilter, type FilterOperator, type GridColumn, type SortKey } from './types'

/**
 * The client's search type of a column's `defaultFilterType`, whichever name it comes under: the
 * client's own (text, one-of, date-range, yes-no) or the server's (`in` for one-of, `daterange`,
 * `icontains`...). Undefined when the name means nothing known, so the column starts as text.
 */
export function searchTypeOf(value: unknown): ColumnSearchType | undefined {
  if (typeof value !== 'string') return undefined
  switch (value.trim().toLowerCase().replace(/[\s_]+/g, '-')) {
    case 'text':
    case 'string':
    case 'contains':
    case 'icontains':
      return 'text'
    case 'one-of':
    case 'oneof':
    case 'in':
      return 'one-of'
    case 'date-range':
    case 'daterange':
      return 'date-range'
    case 'yes-no':
    case 'yesno':
    case 'boolean':
      return 'yes-no'
    default:
      return undefined
  }
}

/** The search types a column offers (document 2 section 5.4), its natural one first. */
export function searchTypesFor(column: GridColumn): ColumnSearchType[] {
  if (column.type === 'boolean') return ['yes-no']
  const types: ColumnSearchType[] = []
  if (column.searchOptions && column.searchOptions.length > 0) types.push('one-of')
  if (column.type === 'date' || column.type === 'datetime') types.push('date-range')
  return [...types, 'text']
}

/** Whether a column holds numbers. */
const isNumeric = (column: GridColumn) => column.type === 'number' || column.type === 'decimal'
/** Whether a column holds days or instants. */
const isDated = (column: GridColumn) => column.type === 'date' || column.type === 'datetime'

/**
 * The operators a column offers (document 2 section 5.4), its natural one first: Is (yes/no) alone for
 * boolean; one-of when it has search options; a date range for date and date-time; for number and
 * decimal the equalities and comparisons before the text ones; and the eight case-insensitive text
 * operators for every column but boolean.
 */
export function operatorsFor(column: GridColumn): FilterOperator[] {
  if (column.type === 'boolean') return ['yes_no']
  const text: FilterOperator[] = [...TEXT_OPERATORS]
  const natural: FilterOperator[] = []
  if (column.searchOptions && column.searchOptions.length > 0) natural.push('one_of')
  if (isDated(column)) natural.push('date_range')
  if (isNumeric(column)) {
    natural.push('is', 'is_not', ...NUMBER_OPERATORS)
    return [...natural, ...text.filter((operator) => operator !== 'is' && operator !== 'is_not')]
  }
  return [...natural, ...text]
}

/**
 * The operator a column's condition starts with: the type the column names (`defaultFilterType`) when
 * the column can take it, else its natural one, the first of `operatorsFor`: one-of where there are
 * options, a date range for dates, equals for numbers, contains for text.
 */
export function defaultOperator(column: GridColumn): FilterOperator {
  if (column.type === 'boolean') return 'yes_no'
  switch (searchTypeOf(column.defaultFilterType)) {
    case 'one-of':
      if (column.searchOptions?.length) return 'one_of'
      break
    case 'date-range':
      if (isDated(column)) return 'date_range'
      break
    case 'text':
      return 'contains'
  }
  return operatorsFor(column)[0] ?? 'contains'
}

/** The largest number a filter may compare with; the server refuses larger ones. */
export const FILTER_NUMBER_LIMIT = 1e12

const numberValue = v.pipe(
  v.string(),
  number<string>(),
  minValue<string>(-FILTER_NUMBER_LIMIT),
  maxValue<string>(FILTER_NUMBER_LIMIT),
)
const dateValue = v.pipe(v.string(), date<string>())
const dateTimeValue = v.pipe(v.string(), dateTime<string>())

function firstIssue(schema: v.GenericSchema<string>, value: string): string | undefined {
  const result = v.safeParse(schema, value)
  return result.success ? undefined : result.issues[0]?.message
}

/**
 * Why a filter's value cannot be sent, in the shared rules' words ('Value must be number', 'Invalid
 * date format...'), or undefined when it can: a comparison on a number column needs a number, one on
 * a date or date-time column a date, and a date range two dates. A filter with an error is not sent.
 */
export function filterError(filter: ColumnFilter, column: GridColumn | undefined): string | undefined {
  if (!column) return undefined
  const type = column.type ?? 'string'
  if (filter.operator === 'date_range') {
    if (!filter.start || !filter.end) return undefined
    return firstIssue(dateValue, filter.start) ?? firstIssue(dateValue, filter.end)
  }
  if (!(NUMBER_OPERATORS as readonly string[]).includes(filter.operator) || !('value' in filter)) return undefined
  const value = String(filter.value).trim()
  if (!value) return undefined
  if (type === 'number' || type === 'decimal') return firstIssue(numberValue, value)
  if (type === 'date') return firstIssue(dateValue, value)
  if (type === 'datetime') return firstIssue(dateValue, value) && firstIssue(dateTimeValue, value)
  return undefined
}

/** Whether a filter is sent: it holds something and its value passes `filterError`. */
export function isSendableFilter(filter: ColumnFilter, columns: readonly GridColumn[]): boolean {
  return isActiveFilter(filter) && !filterError(filter, columns.find((column) => column.name === filter.column))
}

/** Whether a filter has something to send. */
export function isActiveFilter(filter: ColumnFilter): boolean {
  switch (filter.operator) {
    case 'one_of':
      return filter.values.length > 0 || Boolean(filter.text?.trim())
    case 'date_range':
      return Boolean(filter.start && filter.end)
    case 'yes_no':
      return true
    default:
      return filter.value.trim() !== ''
  }
}

/**
 * The search mode after the filters change (document 2 section 4): a filter with a non-default
 * type makes it advanced; filters while the mode is disabled make it basic.
 */
export function nextSearchMode(mode: SearchMode, filters: readonly ColumnFilter[], columns: readonly GridColumn[]): SearchMode {
  const active = filters.filter(isActiveFilter)
  const nonDefault = active.some((filter) => {
    const column = columns.find((entry) => entry.name === filter.column)
    return column ? filter.operator !== defaultOperator(column) : true
  })
  if (nonDefault) return 'advanced'
  if (active.length > 0 && mode === 'disabled') return 'basic'
  return mode
}

/** What changed between two grid requests, to decide whether cached pages still hold. */
export interface CacheState {
  /** Sort keys with direction, e.g. ['-date', 'probill']. */
  sort: readonly string[]
  pageSize: number
  /** Bumped by the refresh button. */
  refresh: number
  /** Bumped by a preference reset. */
  reset: number
}

/**
 * Whether cached pages are dropped (document 2 section 4): on refresh, a sort-direction change,
 * a page-size change or a preference reset. Other changes (a new sort column, a search) start a
 * new set of cached pages under another key and keep the old ones.
 */
export function shouldClearCache(previous: CacheState, next: CacheState): boolean {
  if (previous.refresh !== next.refresh || previous.reset !== next.reset) return true
  if (previous.pageSize !== next.pageSize) return true
  const direction = (keys: readonly string[]) => new Map(keys.map((key) => [key.replace(/^-/, ''), key.startsWith('-')]))
  const before = direction(previous.sort)
  const after = direction(next.sort)
  for (const [id, desc] of after) {
    if (before.has(id) && before.get(id) !== desc) return true
  }
  return false
}

/**
 * The sort keys after a header press: a plain press sorts by that column alone (the direction the
 * table chose); with Shift it adds the column as a further key, or turns an existing key around.
 * At most `MAX_SORT_KEYS`: a new key past the limit replaces the last one.
 */
export function nextSortKeys(keys: readonly SortKey[], id: string, desc: boolean, additive: boolean): SortKey[] {
  if (!additive) return [{ id, desc }]
  const index = keys.findIndex((key) => key.id === id)
  if (index >= 0) return keys.map((key, i) => (i === index ? { id, desc: !key.desc } : key))
  return [...keys.slice(0, MAX_SORT_KEYS - 1), { id, desc: false }]
}
