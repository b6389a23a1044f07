import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import type { Key } from 'react-aria-components'
import styled from 'styled-components'
import { ROLES, type Role } from '@shared/auth/roles'
import { Button } from '@app/ui/Button'
import { Checkbox } from '@app/ui/Checkbox'
import { Chip } from '@app/ui/Chip'
import { ComboBox } from '@app/ui/ComboBox'
import { useBoundField } from '@app/ui/Form'
import { TextField } from '@app/ui/TextField'
import {
  type AdminResource,
  documentOptionsQueryOptions,
  approverLookupQueryOptions,
  propertyLookupQueryOptions,
  resourceOptionsQueryOptions,
} from './api'
import { useRoleLabels } from './labels'

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};

  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  .error {
    margin: 0;
    color: ${({ theme }) => theme.color.text.danger};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${({ theme }) => theme.space.sm};
  }
  .muted {
    margin: 0;
    color: ${({ theme }) => theme.color.text.muted};
  }
`

/** A choice among a resource's records or the manual's documents, typed to filter. */
export function ChoiceField({
  label,
  required,
  from,
  option,
}: {
  label: string
  required: boolean
  from: AdminResource | 'documents'
  option?: (row: Record<string, unknown>) => string
}) {
  const { field, change, bound } = useBoundField<number | null>()
  const documents = useQuery({
    ...documentOptionsQueryOptions(),
    enabled: from === 'documents',
  })
  const records = useQuery({
    ...resourceOptionsQueryOptions(from === 'documents' ? 'tag' : from),
    enabled: from !== 'documents',
  })
  const options = useMemo(
    () =>
      from === 'documents'
        ? (documents.data ?? []).filter((node) => node.isPage).map((node) => ({ id: node.id, label: node.label }))
        : (records.data?.results ?? []).map((row) => ({
            id: Number(row.id),
            label: option ? option(row) : String(row.name),
          })),
    [from, documents.data, records.data, option],
  )
  return (
    <ComboBox
      {...bound}
      label={label}
      required={required}
      options={options}
      value={field.state.value ?? null}
      onChange={(key: Key | null) => change(key === null ? null : Number(key))}
    />
  )
}

/** A property's name: one the manual knows, chosen from the lookup with what it does, or typed. */
export function PropertyNameField({ label, maxLength }: { label: string; maxLength: number }) {
  const { field, change, bound } = useBoundField<string>()
  const lookup = useQuery(propertyLookupQueryOptions())
  const known = lookup.data?.find((choice) => choice.name === field.state.value)
  return (
    <ComboBox
      {...bound}
      label={label}
      required
      allowsCustomValue
      description={known ? `${known.description} (${known.default})` : undefined}
      options={(lookup.data ?? []).map((choice) => ({
        id: choice.name,
        label: choice.name,
      }))}
      inputValue={field.state.value}
      onInputChange={(text) => change(text.slice(0, maxLength))}
    />
  )
}

/** The manual roles of a user, one box each; at least one. */
export function RolesField({ label }: { label: string }) {
  const { field, change, bound } = useBoundField<Role[]>()
  const labels = useRoleLabels()
  const value = field.state.value
  const errorId = useId()
  return (
    <Group data-field={field.name} aria-describedby={bound.errorMessage ? errorId : undefined}>
      <legend>{label}</legend>
      {ROLES.map((role) => (
        <Checkbox
          key={role}
          label={labels[role]}
          required={false}
          isSelected={value.includes(role)}
          onChange={(selected: boolean) => change(selected ? [...value, role] : value.filter((item) => item !== role))}
          onBlur={bound.onBlur}
        />
      ))}
      {bound.errorMessage && (
        <p className="error" id={errorId}>
          {bound.errorMessage}
        </p>
      )}
    </Group>
  )
}

type Named = { id: number; name: string; username: string }

/** A group's members: chips with a remove button, and a search to add one more. */
export function MembersField({ label, initial }: { label: string; initial: readonly Named[] }) {
  const { t } = useLingui()
  const { field, change, bound } = useBoundField<number[]>()
  const [known, setKnown] = useState(() => new Map(initial.map((person) => [person.id, person])))
  const [search, setSearch] = useState('')
  const people = useQuery({
    ...approverLookupQueryOptions(search, 'member'),
    placeholderData: keepPreviousData,
  })
  const ids = field.state.value
  const add = (key: Key | null) => {
    if (key === null) return
    const person = people.data?.find((row) => row.id === Number(key))
    if (!person) return
    setKnown((map) => new Map(map).set(person.id, person))
    if (!ids.includes(person.id)) change([...ids, person.id])
    setSearch('')
  }
  return (
    <Group data-field={field.name}>
      <legend>{label}</legend>
      {ids.length === 0 ? (
        <p className="muted">
          <Trans>No members yet.</Trans>
        </p>
      ) : (
        <ul className="chips" aria-label={label}>
          {ids.map((id) => {
            const person = known.get(id)
            return (
              <li key={id}>
                <Chip
                  label={person ? `${person.name} (${person.username})` : String(id)}
                  onRemove={() => change(ids.filter((item) => item !== id))}
                />
              </li>
            )
          })}
        </ul>
      )}
      <ComboBox
        label={t`Add a member`}
        required={false}
        items={(people.data ?? [])
          .filter((row) => !ids.includes(row.id))
          .map((row) => ({
            id: row.id,
            label: `${row.name} (${row.username})`,
          }))}
        inputValue={search}
        onInputChange={setSearch}
        selectedKey={null}
        onSelectionChange={add}
        onBlur={bound.onBlur}
        isInvalid={bound.isInvalid}
        errorMessage={bound.errorMessage}
      />
    </Group>
  )
}

type Reading = {
  node_id: number | null
  category_id: number | null
  due_date: string
}

/** What a group must read: sections, documents or categories, each by a date. */
export function ReadingsField({
  label,
  initial,
}: {
  label: string
  initial: readonly (Omit<Reading, 'due_date'> & { title: string })[]
}) {
  const { t } = useLingui()
  const { field, change, bound } = useBoundField<Reading[]>()
  const documents = useQuery(documentOptionsQueryOptions())
  const categories = useQuery(resourceOptionsQueryOptions('process_category'))
  const [target, setTarget] = useState<Key | null>(null)
  const [due, setDue] = useState('')
  const [problem, setProblem] = useState<string>()
  const choices = useMemo(
    () => [
      ...(documents.data ?? []).map((node) => ({
        id: `n${node.id}`,
        label: node.label,
      })),
      ...(categories.data?.results ?? []).map((row) => ({
        id: `c${String(row.id)}`,
        label: t`Category: ${String(row.name)}`,
      })),
    ],
    [documents.data, categories.data, t],
  )
  const titleOf = (reading: Reading) => {
    const key = reading.node_id !== null ? `n${reading.node_id}` : `c${reading.category_id}`
    return (
      choices.find((choice) => choice.id === key)?.label ??
      initial.find((item) => item.node_id === reading.node_id && item.category_id === reading.category_id)?.title ??
      key
    )
  }
  const readings = field.state.value
  const add = () => {
    if (target === null || !/^\d{4}-\d{2}-\d{2}$/.test(due)) {
      setProblem(t`Choose what to read and a due date (YYYY-MM-DD).`)
      return
    }
    setProblem(undefined)
    const key = String(target)
    const id = Number(key.slice(1))
    change([
      ...readings,
      {
        node_id: key.startsWith('n') ? id : null,
        category_id: key.startsWith('c') ? id : null,
        due_date: due,
      },
    ])
    setTarget(null)
    setDue('')
  }
  return (
    <Group data-field={field.name}>
      <legend>{label}</legend>
      {readings.length === 0 ? (
        <p className="muted">
          <Trans>This group has nothing to read.</Trans>
        </p>
      ) : (
        <ul className="chips" aria-label={label}>
          {readings.map((reading, index) => (
            <li key={`${reading.node_id}-${reading.category_id}-${index}`}>
              <Chip
                label={t`${titleOf(reading)}, by ${reading.due_date}`}
                onRemove={() => change(readings.filter((_, at) => at !== index))}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="row">
        <ComboBox
          label={t`Section, document or category`}
          required={false}
          options={choices}
          selectedKey={target}
          onSelectionChange={setTarget}
        />
        <TextField
          label={t`Due date`}
          description={t`YYYY-MM-DD`}
          required={false}
          maxLength={10}
          value={due}
          onChange={setDue}
        />
        <Button variant="secondary" onPress={add}>
          <Trans>Add reading</Trans>
        </Button>
      </div>
      {(problem ?? bound.errorMessage) && (
        <p className="error" role="alert">
          {problem ?? bound.errorMessage}
        </p>
      )}
    </Group>
  )
}
