import { useLingui } from '@lingui/react/macro'
import { AlertCircle, CheckCircle2 } from 'lucide-react'
import { useId, useState } from 'react'
import styled from 'styled-components'
import * as v from 'valibot'
import { fieldRules } from '@shared/validation'
import { VisuallyHidden } from '@app/ui/VisuallyHidden'
import { cellValue } from './cells'
import type { GridColumn, GridRow } from './types'

/** Where a cell's edit stands: saving, saved, failed (with the server's message), or invalid. */
export type EditState =
  | { status: 'saving' }
  | { status: 'saved' }
  | { status: 'failed'; message?: string }

/** A row's edit states by column name. */
export type RowEdits = Readonly<Record<string, EditState>>

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  width: 100%;

  input {
    flex: 1;
    min-width: 0;
    min-height: ${({ theme }) => theme.size.control.sm};
    padding: 0 ${({ theme }) => theme.space.xs};
    border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.strong};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface.default};
    color: ${({ theme }) => theme.color.text.default};
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.border.danger};
  }
  input:focus-visible {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: 0;
  }
  svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
  }
  .ok {
    color: ${({ theme }) => theme.color.text.success};
  }
  .bad {
    color: ${({ theme }) => theme.color.text.danger};
  }
`

/** The valibot rules of an editable column, from the shared field rules. */
export function editRules(column: GridColumn) {
  if (column.type === 'number' || column.type === 'decimal') {
    return fieldRules({
      name: column.name,
      kind: 'number',
      required: Boolean(column.required),
      decimals: column.type === 'decimal' ? (column.decimals ?? 2) : (column.decimals ?? 0),
      min: column['min-value'],
      max: column['max-value'],
    })
  }
  return fieldRules({
    name: column.name,
    kind: column.type === 'email' ? 'email' : 'text',
    required: Boolean(column.required),
    maxLength: column.size ?? 'none',
  })
}

/** The first message of the column's rules for a value, or undefined when it passes. */
export function editError(column: GridColumn, value: string): string | undefined {
  const result = v.safeParse(editRules(column), value)
  return result.success ? undefined : result.issues[0]?.message
}

export interface EditableCellProps {
  row: GridRow
  column: GridColumn
  /** Names the row in the input's label: the row's key ('Reference number 1 of 3100000000'). */
  rowLabel: string
  state: EditState | undefined
  /** Called with a value that passed the column's rules (the grid debounces and saves it). */
  onChange: (value: string) => void
}

/** An input inside a grid cell; it keeps arrow keys and Space for itself while focused. */
export function EditableCell({ row, column, rowLabel, state, onChange }: EditableCellProps) {
  const { t } = useLingui()
  const initial = cellValue(row, column)
  const [value, setValue] = useState(initial === null || initial === undefined ? '' : String(initial))
  const [error, setError] = useState<string>()
  const errorId = useId()
  return (
    <Wrap>
      {/* A plain input, without a field around it: a page holds one per row, and it needs no label element. */}
      <input
        aria-label={t`${column.label} of ${rowLabel}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={value}
        maxLength={column.size}
        title={error}
        onChange={(event) => {
          const next = event.target.value
          setValue(next)
          const message = editError(column, next)
          setError(message)
          if (!message) onChange(next)
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Tab' && event.key !== 'Escape') event.stopPropagation()
        }}
      />
      {error ? (
        <span className="bad" title={error}>
          <AlertCircle aria-hidden="true" />
          <VisuallyHidden id={errorId}>{error}</VisuallyHidden>
        </span>
      ) : state?.status === 'saved' ? (
        <span className="ok">
          <CheckCircle2 aria-hidden="true" />
          <VisuallyHidden>{t`Saved`}</VisuallyHidden>
        </span>
      ) : state?.status === 'failed' ? (
        <span className="bad" title={state.message}>
          <AlertCircle aria-hidden="true" />
          <VisuallyHidden>{state.message ?? t`Not saved`}</VisuallyHidden>
        </span>
      ) : null}
    </Wrap>
  )
}
