import { useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Plus, Trash2 } from 'lucide-react'
import { type ReactNode, useDeferredValue, useMemo, useRef, useState } from 'react'
import type { Key } from 'react-aria-components'
import styled from 'styled-components'
import { CAR_LIMITS } from '@shared/contract/car'
import { Button } from '@app/ui/Button'
import { ComboBox } from '@app/ui/ComboBox'
import { useBoundField } from '@app/ui/Form'
import { IconButton } from '@app/ui/IconButton'
import { type CarLookupRole, type CarPerson, carLookupQueryOptions, manualDocumentsQueryOptions } from './api'

/** How a person is shown in a picker and as text. */
export const personLabel = (person: Pick<CarPerson, 'name' | 'username'>) => `${person.name} (${person.username})`

export interface PersonPickerProps {
  label: string
  required: boolean
  /** Whom the lookup offers: assignees, approvers or effectiveness checkers. */
  lookup: CarLookupRole
  /** The chosen person's id. */
  value: number | null
  onChange: (id: number | null) => void
  /** The person already named, so their name shows before any search. */
  known?: CarPerson | null
  description?: string
  name?: string
  onBlur?: () => void
  isInvalid?: boolean
  errorMessage?: string
  autoFocus?: boolean
  /** Shown but not changeable (a field outside the caller's part of the CAR). */
  isDisabled?: boolean
}

/** A person chosen by typing part of a name or username: the lookup answers as the user types. */
export function PersonPicker({ label, required, lookup: role, value, onChange, known, ...field }: PersonPickerProps) {
  const [people, setPeople] = useState(() => new Map<number, CarPerson>(known ? [[known.id, known]] : []))
  const chosen = value === null ? undefined : (people.get(value) ?? (known?.id === value ? known : undefined))
  const [inputValue, setInputValue] = useState(chosen ? personLabel(chosen) : '')
  // A person named from outside (the CAR read again) shows by name.
  const [shownFor, setShownFor] = useState(value)
  if (shownFor !== value) {
    setShownFor(value)
    if (value !== null) setInputValue(chosen ? personLabel(chosen) : '')
  }
  // The chosen person's own label is not a search: the list then offers everyone again.
  const typed = chosen && inputValue === personLabel(chosen) ? '' : inputValue
  const search = useDeferredValue(typed)
  const lookup = useQuery({ ...carLookupQueryOptions(search, role), placeholderData: keepPreviousData })
  const items = useMemo(() => {
    const found = lookup.data ?? []
    const list = chosen && !found.some((person) => person.id === chosen.id) ? [chosen, ...found] : found
    return list.map((person) => ({ id: person.id, label: personLabel(person) }))
  }, [lookup.data, chosen])
  const choose = (key: Key | null) => {
    if (key === null) {
      onChange(null)
      return
    }
    const person = lookup.data?.find((row) => row.id === Number(key)) ?? chosen
    if (person) {
      setPeople((map) => new Map(map).set(person.id, person))
      setInputValue(personLabel(person))
    }
    onChange(Number(key))
  }
  return (
    <ComboBox
      {...field}
      label={label}
      required={required}
      items={items}
      inputValue={inputValue}
      onInputChange={(text) => {
        setInputValue(text)
        if (text === '' && value !== null) onChange(null)
      }}
      value={value}
      onChange={choose}
    />
  )
}

/** `PersonPicker` bound to a form field holding the person's id. */
export function BoundPersonPicker(props: Omit<PersonPickerProps, 'value' | 'onChange' | 'name' | 'onBlur' | 'isInvalid' | 'errorMessage'>) {
  const { field, change, bound } = useBoundField<number | null>()
  return (
    <div data-field={field.name}>
      <PersonPicker
        {...props}
        name={field.name}
        onBlur={bound.onBlur}
        isInvalid={bound.isInvalid}
        errorMessage={bound.errorMessage}
        value={field.state.value ?? null}
        onChange={change}
      />
    </div>
  )
}

/** A manual document chosen by typing part of its number or title. */
export function BoundDocumentPicker({
  label,
  known,
  isDisabled = false,
}: {
  label: string
  known?: { id: number; title: string } | null
  isDisabled?: boolean
}) {
  const { field, change, bound } = useBoundField<number | null>()
  const documents = useQuery(manualDocumentsQueryOptions())
  const options = useMemo(() => {
    const list = documents.data ?? []
    return known && !list.some((item) => item.id === known.id) ? [{ id: known.id, label: known.title }, ...list] : list
  }, [documents.data, known])
  return (
    <ComboBox
      {...bound}
      label={label}
      required={false}
      isDisabled={isDisabled}
      options={options}
      value={field.state.value ?? null}
      onChange={(key: Key | null) => change(key === null ? null : Number(key))}
    />
  )
}

const Chain = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: 1fr auto;
    align-items: start;
    gap: ${({ theme }) => theme.space.sm};
  }
  li > :last-child {
    margin-top: ${({ theme }) => theme.space.lg};
  }
`

const ChainBox = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
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
`

export interface WhyChainProps {
  label: string
  /** How many steps the chain has now. */
  count: number
  onAdd: () => void
  onRemove: (index: number) => void
  /** Draws step `index` (its bound text area, labelled by `whyLabel`). */
  renderStep: (index: number) => ReactNode
}

/** The label and help of step `index` of the chain. */
export function useWhyLabels() {
  const { t } = useLingui()
  return (index: number) => ({
    label: t`Why ${index + 1}`,
    description: index === 0 ? t`Why did the problem happen?` : t`Why did the answer to why ${index} happen?`,
  })
}

/**
 * The root cause as a chain of "Why?" steps (up to five), each explaining the one before. A new step
 * takes the focus; removing one gives it to the step before, or to the add button.
 */
export function WhyChain({ label, count, onAdd, onRemove, renderStep }: WhyChainProps) {
  const { t } = useLingui()
  const root = useRef<HTMLFieldSetElement>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  const full = count >= CAR_LIMITS.whys
  const focusStep = (index: number) =>
    setTimeout(() => {
      const target = root.current?.querySelectorAll<HTMLTextAreaElement>('textarea')[index]
      if (target) target.focus()
      else addButton.current?.focus()
    }, 0)
  return (
    <ChainBox ref={root}>
      <legend>{label}</legend>
      <p className="hint">{t`Ask why the problem happened, then why that happened, up to five times; the last answer leads to the root cause.`}</p>
      <Chain>
        {Array.from({ length: count }, (_, index) => (
          // The steps have no identity but their place in the chain.
          // oxlint-disable-next-line react/no-array-index-key
          <li key={index}>
            {renderStep(index)}
            <IconButton
              label={t`Remove why ${index + 1}`}
              icon={<Trash2 />}
              onPress={() => {
                onRemove(index)
                focusStep(index === 0 ? 0 : index - 1)
              }}
            />
          </li>
        ))}
      </Chain>
      <div>
        <Button
          ref={addButton}
          variant="secondary"
          icon={<Plus />}
          isDisabled={full}
          onPress={() => {
            onAdd()
            focusStep(count)
          }}
        >
          {full ? t`Five whys asked` : t`Add a why`}
        </Button>
      </div>
    </ChainBox>
  )
}
