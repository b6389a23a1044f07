import { useLingui } from '@lingui/react/macro'
import { ArrowDown, ArrowUp, Plus } from 'lucide-react'
import { type KeyboardEvent, type ReactNode, memo, useId, useRef, useState } from 'react'
import styled from 'styled-components'
import * as v from 'valibot'
import { emailField } from '@shared/contract/fields'
import { PUSH_REPORT_MAX_COLUMNS, PUSH_REPORT_MAX_RECIPIENTS, PUSH_REPORT_WEEKDAYS } from '@shared/contract/pushreports'
import { pushReportMessages } from '@shared/validation'
import { Button } from '@app/ui/Button'
import { Checkbox } from '@app/ui/Checkbox'
import { useLatestCallback } from '@app/grid/useDebounced'
import { Chip } from '@app/ui/Chip'
import { useBoundField } from '@app/ui/Form'
import { IconButton } from '@app/ui/IconButton'
import { TextField } from '@app/ui/TextField'
import type { PushReportSource } from './api'
import { WEEKDAY_LABELS } from './labels'

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  .hint {
    margin: 0;
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .error {
    margin: 0;
    color: ${({ theme }) => theme.color.text.danger};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Columns = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Order = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
  .position {
    min-width: 2ch;
    color: ${({ theme }) => theme.color.text.muted};
    font-variant-numeric: tabular-nums;
  }
  .label {
    flex: 1;
  }
`

/** A group of controls with its legend, help and the form's error, the error tied to the group. */
function FieldGroup({
  legend,
  hint,
  error,
  name,
  children,
}: {
  legend: string
  hint?: ReactNode
  error?: string
  name: string
  children: ReactNode
}) {
  const hintId = useId()
  const errorId = useId()
  const described = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ')
  return (
    <Group data-field={name} aria-describedby={described || undefined} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p className="error" id={errorId}>
          {error}
        </p>
      )}
    </Group>
  )
}

const isEmail = (text: string) => v.safeParse(emailField(), text).success

/**
 * The recipients: e-mail addresses added with Enter, a comma or the Add button, each removable; an
 * address is listed once (`recipients` field).
 */
export function RecipientsField() {
  const { t, i18n } = useLingui()
  const { field, change, bound } = useBoundField<string[]>()
  const list = field.state.value ?? []
  const [typed, setTyped] = useState('')
  const [problem, setProblem] = useState<string>()
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null)
  const full = list.length >= PUSH_REPORT_MAX_RECIPIENTS

  const add = (text: string) => {
    const parts = text
      .split(/[,;\s]+/)
      .map((part) => part.trim())
      .filter(Boolean)
    if (parts.length === 0) return
    const next = [...list]
    for (const part of parts) {
      if (!isEmail(part)) {
        setProblem(t`${part} is not an e-mail address.`)
        setTyped(parts.slice(parts.indexOf(part)).join(', '))
        change(next)
        return
      }
      if (next.some((address) => address.toLowerCase() === part.toLowerCase())) {
        setProblem(i18n._(pushReportMessages.duplicateRecipient))
        setTyped(parts.slice(parts.indexOf(part)).join(', '))
        change(next)
        return
      }
      if (next.length >= PUSH_REPORT_MAX_RECIPIENTS) break
      next.push(part)
    }
    setProblem(undefined)
    setTyped('')
    change(next)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      add(typed)
    }
  }

  const remove = (address: string) => {
    change(list.filter((item) => item !== address))
    input.current?.focus()
  }

  return (
    <FieldGroup
      legend={t`Recipients`}
      name={field.name}
      hint={t`The e-mail addresses the file is sent to, at most ${PUSH_REPORT_MAX_RECIPIENTS}. Press Enter or type a comma after each address.`}
      error={problem ? undefined : bound.errorMessage}
    >
      {list.length > 0 && (
        <Chips aria-label={t`Recipients`}>
          {list.map((address) => (
            <li key={address}>
              <Chip label={address} onRemove={() => remove(address)} />
            </li>
          ))}
        </Chips>
      )}
      <Row>
        <TextField
          inputRef={input}
          label={t`E-mail address`}
          required={false}
          maxLength={254}
          inputMode="email"
          value={typed}
          isDisabled={full}
          isInvalid={problem !== undefined}
          errorMessage={problem}
          validationBehavior="aria"
          onBlur={() => field.handleBlur()}
          onKeyDown={onKeyDown}
          onChange={(text) => {
            setProblem(undefined)
            if (/[,;]/.test(text)) add(text)
            else setTyped(text)
          }}
        />
        <Button icon={<Plus />} isDisabled={full || !typed.trim()} onPress={() => add(typed)}>
          {t`Add`}
        </Button>
      </Row>
    </FieldGroup>
  )
}

/** The weekdays of a weekly report, Monday to Friday (`weekdays` field). */
export function WeekdaysField() {
  const { t, i18n } = useLingui()
  const { field, change, bound } = useBoundField<number[]>()
  const days = field.state.value ?? []
  const toggle = (day: number, on: boolean) =>
    change(on ? [...days.filter((item) => item !== day), day].sort() : days.filter((item) => item !== day))
  return (
    <FieldGroup legend={t`Days of the week`} name={field.name} error={bound.errorMessage}>
      <Row>
        {PUSH_REPORT_WEEKDAYS.map((day) => (
          <Checkbox
            key={day}
            label={i18n._(WEEKDAY_LABELS[day]!)}
            required={false}
            isSelected={days.includes(day)}
            onChange={(on) => toggle(day, on)}
            onBlur={() => field.handleBlur()}
          />
        ))}
      </Row>
    </FieldGroup>
  )
}

interface ColumnBoxProps {
  name: string
  label: string
  selected: boolean
  onToggle: (name: string, on: boolean) => void
  onBlur: () => void
}

/** One column's box in the columns field. */
const ColumnBox = memo(function ColumnBox({ name, label, selected, onToggle, onBlur }: ColumnBoxProps) {
  return (
    <li>
      <Checkbox label={label} required={false} isSelected={selected} onChange={(on) => onToggle(name, on)} onBlur={onBlur} />
    </li>
  )
})

/**
 * The report's columns: a box per column of the search, with all and none, and the chosen ones in the
 * order the file has them, each moved up or down with its buttons (`columns` field).
 */
export function ColumnsField({ columns }: { columns: PushReportSource['columns'] }) {
  const { t, i18n } = useLingui()
  const { field, change, bound } = useBoundField<string[]>()
  const chosen = field.state.value ?? []
  const labels = new Map(columns.map((column) => [column.name, column.label]))
  // A saved report may name a column the search no longer offers: it stays listed, by its name.
  const offered = [...columns, ...chosen.filter((name) => !labels.has(name)).map((name) => ({ name, label: name, visible: false }))]
  const label = (name: string) => labels.get(name) ?? name
  // Stable across renders, so a box is drawn again only when its own choice changes (a search may offer
  // dozens of columns).
  const toggle = useLatestCallback((name: string, on: boolean) =>
    change(on ? [...chosen.filter((item) => item !== name), name] : chosen.filter((item) => item !== name)),
  )
  const blur = useLatestCallback(() => field.handleBlur())
  // The order list is drawn while it is open: two buttons a column are not redrawn behind a closed summary.
  const [ordering, setOrdering] = useState(false)
  const move = (index: number, by: -1 | 1) => {
    const next = [...chosen]
    const [item] = next.splice(index, 1)
    if (item === undefined) return
    next.splice(index + by, 0, item)
    change(next)
  }
  const count = i18n.number(chosen.length)
  return (
    <FieldGroup
      legend={t`Columns`}
      name={field.name}
      hint={t`${count} of at most ${PUSH_REPORT_MAX_COLUMNS} columns chosen.`}
      error={bound.errorMessage}
    >
      <Row>
        <Button size="sm" onPress={() => change(offered.map((column) => column.name))}>
          {t`Select all`}
        </Button>
        <Button size="sm" onPress={() => change([])}>
          {t`Select none`}
        </Button>
      </Row>
      <Columns>
        {offered.map((column) => (
          <ColumnBox
            key={column.name}
            name={column.name}
            label={column.label}
            selected={chosen.includes(column.name)}
            onToggle={toggle}
            onBlur={blur}
          />
        ))}
      </Columns>
      {chosen.length > 1 && (
        <details onToggle={(event) => setOrdering(event.currentTarget.open)}>
          <summary>{t`Change the order of the columns`}</summary>
          {ordering && (
            <Order aria-label={t`Column order`}>
              {chosen.map((name, index) => (
                <li key={name}>
                  <span className="position">{i18n.number(index + 1)}</span>
                  <span className="label">{label(name)}</span>
                  <IconButton
                    label={t`Move ${label(name)} up`}
                    icon={<ArrowUp />}
                    isDisabled={index === 0}
                    onPress={() => move(index, -1)}
                  />
                  <IconButton
                    label={t`Move ${label(name)} down`}
                    icon={<ArrowDown />}
                    isDisabled={index === chosen.length - 1}
                    onPress={() => move(index, 1)}
                  />
                </li>
              ))}
            </Order>
          )}
        </details>
      )}
    </FieldGroup>
  )
}
