import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import {
  refusal,
  ResourceForm,
  type ResourceFormField,
  type ResourceScreen,
  useResourceFormTitle,
  useResourceList,
} from '@app/blocks/ResourcePages'
import { DataGrid } from '@app/grid'
import { EmptyState } from '@app/ui/EmptyState'
import { PageHeading } from '@app/shell/PageHeading'
import { manualResourceData, resourceRecordQueryOptions } from './api'
import { ChoiceField, MembersField, PropertyNameField, ReadingsField, RolesField } from './fields'
import type { ResourceField, ResourceSpec } from './resources'

export { fieldErrors, refusal, screenPath, useGridUser, usePageCompany } from '@app/blocks/ResourcePages'

type Row = Record<string, unknown>

/** A manual field as the resource form draws it: texts as they are, the manual's own kinds as custom fields. */
function formField(field: ResourceField): ResourceFormField {
  const base = { name: field.name, label: field.label, required: field.required, description: field.description }
  switch (field.kind) {
    case 'text':
      return { ...base, kind: 'text', maxLength: field.maxLength, fixedOnEdit: field.fixedOnEdit }
    case 'textarea':
      return { ...base, kind: 'textarea', maxLength: field.maxLength }
    case 'choice':
      return {
        ...base,
        kind: 'custom',
        start: (record) => (typeof record?.[field.name] === 'number' ? record[field.name] : null),
        render: (label) => <ChoiceField label={label} required={field.required} from={field.from} option={field.option} />,
      }
    case 'property':
      return {
        ...base,
        kind: 'custom',
        start: (record) => (typeof record?.[field.name] === 'string' ? record[field.name] : ''),
        render: (label) => <PropertyNameField label={label} maxLength={field.maxLength} />,
      }
    case 'roles':
      return {
        ...base,
        kind: 'custom',
        start: (record) => (Array.isArray(record?.[field.name]) ? record[field.name] : []),
        render: (label) => <RolesField label={label} />,
      }
    case 'members':
      return {
        ...base,
        kind: 'custom',
        start: (record) => (Array.isArray(record?.members) ? (record.members as { id: number }[]).map((member) => member.id) : []),
        render: (label, record) => (
          <MembersField label={label} initial={(record?.members as { id: number; name: string; username: string }[]) ?? []} />
        ),
      }
    case 'readings':
      return {
        ...base,
        kind: 'custom',
        start: (record) => {
          const value = record?.[field.name]
          return Array.isArray(value)
            ? (value as { node_id: number | null; category_id: number | null; due_date: string }[]).map((reading) => ({
                node_id: reading.node_id,
                category_id: reading.category_id,
                due_date: reading.due_date,
              }))
            : []
        },
        render: (label, record) => (
          <ReadingsField
            label={label}
            initial={(record?.readings as { title: string; node_id: number | null; category_id: number | null }[]) ?? []}
          />
        ),
      }
  }
}

/** The resource screen of a manual administration spec. */
const screens = new Map<ResourceSpec, ResourceScreen>()
function screenOf(spec: ResourceSpec): ResourceScreen {
  let screen = screens.get(spec)
  if (!screen) {
    screen = {
      data: manualResourceData(spec.resource),
      cmid: spec.cmid,
      page: spec.page,
      title: spec.title,
      noun: spec.noun,
      nameOf: spec.nameOf,
      columns: spec.columns,
      fields: spec.fields.map(formField),
      schema: spec.schema,
    }
    screens.set(spec, screen)
  }
  return screen
}

/**
 * A resource's list in the data grid (search, sort, paging, export, column preferences), each row with
 * Edit and Delete; Delete asks first, and a record still in use stays with the server's reason.
 */
export function ResourceListPage({ spec, children }: { spec: ResourceSpec; children?: ReactNode }) {
  const list = useResourceList(screenOf(spec))
  return (
    <>
      <PageHeading />
      <DataGrid {...list.grid} />
      {children}
      {list.dialog}
    </>
  )
}

export interface ResourceFormProps {
  spec: ResourceSpec
  /** The record being changed; a new one when left out. */
  record?: Row
  /** What comes after the form on an edit page (a chain's approvers). */
  children?: ReactNode
}

/**
 * Adds or changes a record: the fields the screen names, checked by the contract's schema as the server
 * will check them; refused fields show the server's message on the field, and what was typed stays.
 */
export function ResourceFormPage({ spec, record, children }: ResourceFormProps) {
  const screen = screenOf(spec)
  const title = useResourceFormTitle(screen, record)
  return (
    <>
      <PageHeading title={title} />
      <ResourceForm screen={screen} record={record}>
        {children}
      </ResourceForm>
    </>
  )
}

/** The edit page of a record: read first, then the form. */
export function ResourceEditPage({ spec, id, children }: { spec: ResourceSpec; id: number; children?: ReactNode }) {
  const { t } = useLingui()
  const record = useQuery(resourceRecordQueryOptions(spec.resource, id))
  if (record.isError)
    return <EmptyState title={t`This record could not be read`} description={refusal(record.error, t`Try again later.`)} />
  if (!record.data) return null
  return (
    <ResourceFormPage key={id} spec={spec} record={record.data}>
      {children}
    </ResourceFormPage>
  )
}
