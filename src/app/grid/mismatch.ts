import { filterParams } from './query'
import type { ColumnFilter, GridColumn } from './types'

/**
 * Advanced filters whose parameters the table cannot read: the column is not one of the table's
 * columns, or the filter produces no parameter although it holds a value.
 */
export function filterMismatches(
  filters: readonly ColumnFilter[],
  columns: readonly GridColumn[],
  responseColumns?: readonly string[],
): { filter: ColumnFilter; reason: string }[] {
  const known = new Set([...columns.map((column) => column.name), ...(responseColumns ?? [])])
  const problems: { filter: ColumnFilter; reason: string }[] = []
  for (const filter of filters) {
    if (!known.has(filter.column)) {
      problems.push({ filter, reason: `unknown column ${filter.column}` })
      continue
    }
    const column = columns.find((entry) => entry.name === filter.column)
    const params = filterParams(filter, column)
    const hasValue = 'value' in filter ? String(filter.value).trim() !== '' : true
    if (hasValue && params.length === 0 && filter.operator !== 'one_of' && filter.operator !== 'date_range') {
      problems.push({ filter, reason: `no parameter for operator ${filter.operator}` })
    }
  }
  return problems
}
