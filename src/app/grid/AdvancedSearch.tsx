import { useLingui } from '@lingui/react/macro'
import { Plus, Trash2, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { Button } from '@app/ui/Button'
import { DateRangePicker } from '@app/ui/DateRangePicker'
import { IconButton } from '@app/ui/IconButton'
import { RadioGroup } from '@app/ui/RadioGroup'
import { Select } from '@app/ui/Select'
import { TextField } from '@app/ui/TextField'
import { operatorLabel } from './labels'
import { OneOfPicker } from './OneOfPicker'
import { matchOptions, optionOf } from './query'
import { defaultOperator, filterError, operatorsFor } from './rules'
import type { ColumnFilter, FilterOperator, GridColumn } from './types'

export interface AdvancedSearchProps {
  columns: readonly GridColumn[]
  filters: readonly ColumnFilter[]
  onChange: (filters: ColumnFilter[]) => void
  /** The panel's id, for the button that shows it (`aria-controls`). */
  id?: string
}

const Panel = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};

  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  .none {
    margin: 0;
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`

const Conditions = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`

/** One condition on a line: column, operator, value and the remove button; the line wraps when narrow. */
const Condition = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  .column,
  .operator {
    flex: 0 1 calc(${({ theme }) => theme.size.sideMenu} * 0.8);
    min-width: calc(${({ theme }) => theme.size.sideMenu} * 0.6);
  }
  .value {
    display: flex;
    flex-direction: column;
    justify-content: center;
    flex: 1 1 calc(${({ theme }) => theme.size.sideMenu} * 1.1);
    min-width: calc(${({ theme }) => theme.size.sideMenu} * 0.8);
    /* A yes/no choice, lower than a field, sits on the line's middle. */
    min-height: ${({ theme }) => theme.size.control.md};
  }
  .fixed {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.size.control.md};
    padding-inline: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.text.muted};
  }
  .remove {
    flex: none;
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`

/** The key of the line being added (column names never start with a space). */
const DRAFT = ' new'

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

/** A condition moved to another operator: a typed value goes along between the operators that take text. */
export function withOperator(filter: ColumnFilter, operator: FilterOperator): ColumnFilter {
  const takesText = (op: FilterOperator) => op !== 'one_of' && op !== 'date_range' && op !== 'yes_no'
  if ('value' in filter && takesText(filter.operator) && takesText(operator)) {
    return { column: filter.column, operator, value: filter.value } as ColumnFilter
  }
  return emptyFilter(filter.column, operator)
}

/** Where focus goes once the list is drawn again: the column of a line (by its key), or the Add button. */
type FocusTarget = { line: string } | 'add'

/**
 * The advanced search (document 2 section 5.4): a list of conditions the user adds one at a time,
 * each a column, an operator (the column type's natural one first) and a value, and each removable.
 * A column takes one condition. What is sent is the query builder's (`filterParams`).
 */
export default function AdvancedSearch({ columns, filters, onChange, id }: AdvancedSearchProps) {
  const { t } = useLingui()
  const offered = advancedColumns(columns)
  const byName = new Map(offered.map((column) => [column.name, column]))

  // A line being added, before its column is chosen.
  const [draft, setDraft] = useState(false)
  const panelRef = useRef<HTMLFieldSetElement>(null)
  const focusNext = useRef<FocusTarget | null>(null)
  useEffect(() => {
    const target = focusNext.current
    const panel = panelRef.current
    if (!target || !panel) return
    focusNext.current = null
    const element =
      target === 'add'
        ? panel.querySelector<HTMLElement>('[data-part="add"]')
        : panel.querySelector<HTMLElement>(`[data-condition="${CSS.escape(target.line)}"] [data-part="column"] button`)
    element?.focus()
  })

  const shown = filters.filter((filter) => byName.has(filter.column))
  const used = new Set(shown.map((filter) => filter.column))
  const free = offered.filter((column) => !used.has(column.name))

  const replace = (name: string, next: ColumnFilter) =>
    onChange(filters.map((filter) => (filter.column === name ? next : filter)))

  const add = () => {
    focusNext.current = { line: DRAFT }
    // One line is added at a time: Add again goes back to it.
    if (draft) panelRef.current?.querySelector<HTMLElement>(`[data-condition="${DRAFT}"] [data-part="column"] button`)?.focus()
    else setDraft(true)
  }

  // A line's key is its column: a line given a column is drawn anew, and focus goes to its column.
  const chooseColumn = (from: string | null, name: string) => {
    const column = byName.get(name)
    if (!column || name === from) return
    const next = emptyFilter(name, defaultOperator(column))
    focusNext.current = { line: name }
    if (from === null) {
      setDraft(false)
      onChange([...filters, next])
    } else {
      replace(from, next)
    }
  }

  const remove = (name: string | null) => {
    const keys = [...shown.map((filter) => filter.column), ...(draft ? [DRAFT] : [])]
    const at = keys.indexOf(name ?? DRAFT)
    const neighbour = keys[at + 1] ?? keys[at - 1]
    focusNext.current = neighbour === undefined ? 'add' : { line: neighbour }
    if (name === null) setDraft(false)
    else onChange(filters.filter((filter) => filter.column !== name))
  }

  const clear = () => {
    focusNext.current = 'add'
    setDraft(false)
    onChange([])
  }

  const lines = [
    ...shown.map((filter) => ({ line: filter.column, filter, column: byName.get(filter.column) })),
    ...(draft ? [{ line: DRAFT, filter: undefined, column: undefined }] : []),
  ]

  return (
    <Panel ref={panelRef} id={id}>
      <legend>{t`Advanced search`}</legend>
      {lines.length === 0 ? (
        <p className="none">{t`No conditions. Add one to narrow the rows.`}</p>
      ) : (
        <Conditions>
          {lines.map(({ line, filter, column }, index) => (
            <li key={line}>
              <ConditionLine
                line={line}
                position={index + 1}
                column={column}
                filter={filter}
                choices={offered.filter((choice) => choice === column || !used.has(choice.name))}
                onColumn={(name) => chooseColumn(column?.name ?? null, name)}
                onFilter={(next) => column && replace(column.name, next)}
                onRemove={() => remove(column?.name ?? null)}
              />
            </li>
          ))}
        </Conditions>
      )}
      <Actions>
        <Button icon={<Plus />} variant="secondary" data-part="add" isDisabled={free.length === 0 && !draft} onPress={add}>
          {t`Add condition`}
        </Button>
        <Button icon={<X />} variant="ghost" isDisabled={filters.length === 0 && !draft} onPress={clear}>
          {t`Clear filters`}
        </Button>
      </Actions>
    </Panel>
  )
}

interface ConditionLineProps {
  /** The line's key: its column's name, or the line being added's. */
  line: string
  /** The line's place in the list, from 1. */
  position: number
  /** The chosen column; none while the line is being added. */
  column: GridColumn | undefined
  filter: ColumnFilter | undefined
  /** The columns this line may be put on: its own and those without a condition. */
  choices: readonly GridColumn[]
  onColumn: (name: string) => void
  onFilter: (next: ColumnFilter) => void
  onRemove: () => void
}

/** One condition: a group named by its place, whose controls are named by the column. */
function ConditionLine({ line, position, column, filter, choices, onColumn, onFilter, onRemove }: ConditionLineProps) {
  const { t, i18n } = useLingui()
  const operators = column ? operatorsFor(column) : []
  return (
    <Condition data-condition={line}>
      <legend className="visually-hidden">{t`Condition ${position}`}</legend>
      <div className="column" data-part="column">
        <Select
          label={t`Column`}
          labelHidden
          required={false}
          placeholder={t`Choose a column`}
          options={choices.map((choice) => ({ id: choice.name, label: choice.label }))}
          value={column?.name ?? null}
          onChange={(key) => key !== null && onColumn(String(key))}
        />
      </div>
      {column && filter && (
        <>
          <div className="operator" data-part="operator">
            {operators.length > 1 ? (
              <Select
                label={t`${column.label}: condition`}
                labelHidden
                required={false}
                options={operators.map((operator) => ({ id: operator, label: i18n._(operatorLabel(operator, column)) }))}
                value={filter.operator}
                onChange={(key) => key !== null && onFilter(withOperator(filter, key as FilterOperator))}
              />
            ) : (
              <span className="fixed">{i18n._(operatorLabel(filter.operator, column))}</span>
            )}
          </div>
          <div className="value" data-part="value">
            <ConditionValue column={column} filter={filter} onFilter={onFilter} />
          </div>
        </>
      )}
      <IconButton
        className="remove"
        label={column ? t`Remove the condition on ${column.label}` : t`Remove this condition`}
        icon={<Trash2 />}
        onPress={onRemove}
      />
    </Condition>
  )
}

interface ConditionValueProps {
  column: GridColumn
  filter: ColumnFilter
  onFilter: (next: ColumnFilter) => void
}

/** The value a condition compares with, as its operator takes it; labelled by its column. */
function ConditionValue({ column, filter, onFilter }: ConditionValueProps) {
  const { t } = useLingui()
  // A number compared with, or a date, must be one: the field says so and nothing is sent.
  const error = filterError(filter, column)
  switch (filter.operator) {
    case 'yes_no':
      return (
        <RadioGroup
          label={column.label}
          labelHidden
          required={false}
          orientation="horizontal"
          options={[
            { value: 'Y', label: t`Yes` },
            { value: 'N', label: t`No` },
          ]}
          value={filter.value}
          onChange={(value) => onFilter({ column: column.name, operator: 'yes_no', value: value === 'N' ? 'N' : 'Y' })}
        />
      )
    case 'date_range':
      return (
        <DateRangePicker
          label={column.label}
          labelHidden
          required={false}
          value={filter.start && filter.end && !error ? { start: filter.start, end: filter.end } : null}
          onChange={(range, preset) =>
            onFilter(
              range
                ? { column: column.name, operator: 'date_range', preset, start: range.start, end: range.end }
                : { column: column.name, operator: 'date_range', preset: 'custom', start: '', end: '' },
            )
          }
        />
      )
    case 'one_of': {
      const options = column.searchOptions ?? []
      // A one-of restored with typed text (an older address) shows the options that text matches.
      const values = filter.values.length ? filter.values : matchOptions(options, filter.text ?? '')
      return (
        <OneOfPicker
          label={column.label}
          labelHidden
          options={options.map(optionOf).map((option) => ({ id: option.value, label: option.label }))}
          values={values}
          onChange={(chosen) => onFilter({ column: column.name, operator: 'one_of', values: chosen, text: '' })}
        />
      )
    }
    default:
      return (
        <TextField
          label={column.label}
          labelHidden
          required={false}
          maxLength={column.size ?? 200}
          value={filter.value}
          isInvalid={error ? true : undefined}
          errorMessage={error}
          onChange={(value) => onFilter({ ...filter, value })}
        />
      )
  }
}
