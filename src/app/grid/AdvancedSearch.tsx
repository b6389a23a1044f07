import { useLingui } from '@lingui/react/macro'
import { X } from 'lucide-react'
import styled from 'styled-components'
import { Button } from '@app/ui/Button'
import { DateRangePicker } from '@app/ui/DateRangePicker'
import { RadioGroup } from '@app/ui/RadioGroup'
import { Select } from '@app/ui/Select'
import { TextField } from '@app/ui/TextField'
import { operatorLabels } from './labels'
import { OneOfPicker } from './OneOfPicker'
import { optionOf } from './query'
import { defaultOperator, filterError, operatorsFor } from './rules'
import type { ColumnFilter, FilterOperator, GridColumn } from './types'

export interface AdvancedSearchProps {
  columns: readonly GridColumn[]
  filters: readonly ColumnFilter[]
  onChange: (filters: ColumnFilter[]) => void
}

const Panel = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(calc(${({ theme }) => theme.size.sideMenu} * 1.2), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};

  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: flex-end;
`

const UNFILTERED = new Set(['action', 'html', 'icon', 'img', 'img-link'])

/** The columns the advanced search offers. */
export function advancedColumns(columns: readonly GridColumn[]): GridColumn[] {
  return columns.filter((column) => !UNFILTERED.has(column.type ?? 'string'))
}

/** An empty filter of an operator. */
export function emptyFilter(column: string, operator: FilterOperator): ColumnFilter {
  switch (operator) {
    case 'one_of':
      return { column, operator, values: [], text: '' }
    case 'date_range':
      return { column, operator, preset: 'custom', start: '', end: '' }
    case 'yes_no':
      return { column, operator, value: 'Y' }
    default:
      return { column, operator, value: '' }
  }
}

/** Per-column filters with the operators of each column's type (document 2 section 5.4). */
export default function AdvancedSearch({ columns, filters, onChange }: AdvancedSearchProps) {
  const { t, i18n } = useLingui()
  // Every column with a value to compare takes a filter; `searchable` only scopes the generic search.
  const searchable = advancedColumns(columns)
  const filterOf = (column: GridColumn) => filters.find((filter) => filter.column === column.name)
  const put = (next: ColumnFilter | undefined, name: string) =>
    onChange([...filters.filter((filter) => filter.column !== name), ...(next ? [next] : [])])

  return (
    <Panel>
      <legend>{t`Advanced search`}</legend>
      {searchable.map((column) => {
        const filter = filterOf(column) ?? emptyFilter(column.name, defaultOperator(column))
        const operators = operatorsFor(column)
        // A number compared with, or a date, must be one: the field says so and nothing is sent.
        const error = filterError(filter, column)
        return (
          <Group key={column.name}>
            {operators.length > 1 && (
              <Select
                label={t`${column.label}: condition`}
                required={false}
                options={operators.map((operator) => ({ id: operator, label: i18n._(operatorLabels[operator]) }))}
                value={filter.operator}
                onChange={(key) => {
                  if (key === null) return
                  const operator = key as FilterOperator
                  const carried = 'value' in filter && operator !== 'one_of' && operator !== 'date_range' && operator !== 'yes_no'
                  put(carried ? { column: column.name, operator, value: String(filter.value) } as ColumnFilter : emptyFilter(column.name, operator), column.name)
                }}
              />
            )}
            {filter.operator === 'yes_no' ? (
              <RadioGroup
                label={column.label}
                required={false}
                options={[
                  { value: 'Y', label: t`Yes` },
                  { value: 'N', label: t`No` },
                  { value: '', label: t`Any` },
                ]}
                value={filterOf(column) ? filter.value : ''}
                onChange={(value) => put(value ? { column: column.name, operator: 'yes_no', value: value as 'Y' | 'N' } : undefined, column.name)}
              />
            ) : filter.operator === 'date_range' ? (
              <DateRangePicker
                label={column.label}
                required={false}
                value={filter.start && filter.end && !error ? { start: filter.start, end: filter.end } : null}
                onChange={(range, preset) =>
                  put(range ? { column: column.name, operator: 'date_range', preset, start: range.start, end: range.end } : undefined, column.name)
                }
              />
            ) : filter.operator === 'one_of' ? (
              <>
                <OneOfPicker
                  label={column.label}
                  options={(column.searchOptions ?? []).map(optionOf).map((option) => ({ id: option.value, label: option.label }))}
                  values={filter.values}
                  onChange={(values) => put({ column: column.name, operator: 'one_of', values, text: '' }, column.name)}
                />
                <TextField
                  label={t`${column.label}: matching text`}
                  required={false}
                  maxLength={100}
                  value={filter.text ?? ''}
                  onChange={(text) => put({ column: column.name, operator: 'one_of', values: [], text }, column.name)}
                />
              </>
            ) : (
              <TextField
                label={column.label}
                required={false}
                maxLength={column.size ?? 200}
                value={filter.value}
                isInvalid={error ? true : undefined}
                errorMessage={error}
                onChange={(value) => put({ ...filter, value } as ColumnFilter, column.name)}
              />
            )}
          </Group>
        )
      })}
      <Actions>
        <Button icon={<X />} variant="ghost" isDisabled={filters.length === 0} onPress={() => onChange([])}>
          {t`Clear filters`}
        </Button>
      </Actions>
    </Panel>
  )
}
