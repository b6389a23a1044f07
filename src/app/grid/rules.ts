import { type ColumnSearchType, MAX_SORT_KEYS, type SearchMode } from '@shared/constants'
import { NUMBER_OPERATORS, TEXT_OPERATORS, type ColumnFilter, type FilterOperator, type GridColumn, type SortKey } from './types'

/** The search types a column offers (document 2 section 5.4). */
export function searchTypesFor(column: GridColumn): ColumnSearchType[] {
  if (column.type === 'boolean') return ['yes-no']
  const types: ColumnSearchType[] = ['text']
  if (column.searchOptions && column.searchOptions.length > 0) types.push('one-of')
  if (column.type === 'date' || column.type === 'datetime') types.push('date-range')
  return types
}

/**
 * The operators a column offers: boolean gives Is (yes/no); ONE_OF when it has search options;
 * a date range for date and date-time; number comparisons for number and decimal; and the eight
 * case-insensitive text operators for every other column.
 */
export function operatorsFor(column: GridColumn): FilterOperator[] {
  if (column.type === 'boolean') return ['yes_no']
  const operators: FilterOperator[] = [...TEXT_OPERATORS]
  if (column.type === 'number' || column.type === 'decimal') operators.push(...NUMBER_OPERATORS)
  if (column.searchOptions && column.searchOptions.length > 0) operators.push('one_of')
  if (column.type === 'date' || column.type === 'datetime') operators.push('date_range')
  return operators
}

/** The operator a column's filter starts with. */
export function defaultOperator(column: GridColumn): FilterOperator {
  if (column.type === 'boolean') return 'yes_no'
  switch (column.defaultFilterType) {
    case 'one-of':
      return column.searchOptions?.length ? 'one_of' : 'contains'
    case 'date-range':
      return column.type === 'date' || column.type === 'datetime' ? 'date_range' : 'contains'
    case 'yes-no':
      return 'contains'
    default:
      return 'contains'
  }
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
