import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from '@tanstack/react-router'
import { Inbox } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import styled from 'styled-components'
import { isApiError, refusalOf } from '@app/api/errors'
import { DataGrid, type GridColumn, type GridRow } from '@app/grid'
import { useSession } from '@app/session'
import { useConfirm } from '@app/ui/AlertDialog'
import { Button } from '@app/ui/Button'
import { EmptyState } from '@app/ui/EmptyState'
import { setServerErrors, useAppForm } from '@app/ui/Form'
import { toast } from '@app/ui/Toast'
import { PageHeading } from '@app/shell/PageHeading'
import { resourceApi, resourceRecordQueryOptions, useRemoveResource, useSaveResource } from './api'
import { ChoiceField, MembersField, PropertyNameField, ReadingsField, RolesField } from './fields'
import type { ResourceField, ResourceSpec } from './resources'

/** The company of the page's address. */
export function usePageCompany() {
  const { company } = useParams({ strict: false }) as { company?: string }
  return company ?? ''
}

/** Where a screen's pages are: its list, its add form, a record's edit form. */
export function screenPath(company: string, page: string, what: { add?: true; edit?: number } = {}) {
  const base = `/${company}/pages/${page}`
  if (what.add) return `${base}/add`
  if (what.edit !== undefined) return `${base}/edit/${what.edit}`
  return base
}

/** The message of a refused call: the server's own, or `fallback`. */
export function refusal(error: unknown, fallback: string): string {
  return refusalOf(error) ?? fallback
}

/** The field errors a 400 or 409 answer names. */
export function fieldErrors(error: unknown): Record<string, string> | undefined {
  return isApiError(error) ? ((error.data as { errors?: Record<string, string> } | null)?.errors ?? undefined) : undefined
}

export function useGridUser() {
  const { auth, user } = useSession()
  return auth ? { signedIn: true, company: auth.company, group: user?.group ?? undefined } : null
}

/**
 * A resource's list in the data grid (search, sort, paging, export, column preferences), each row with
 * Edit and Delete; Delete asks first, and a record still in use stays with the server's reason.
 */
export function ResourceListPage({ spec, children }: { spec: ResourceSpec; children?: ReactNode }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const company = usePageCompany()
  const user = useGridUser()
  const remove = useRemoveResource(spec.resource)
  const { confirm, confirmDialog } = useConfirm()
  // The compiler keeps this list while the screen and the language stay the same.
  const columns: GridColumn[] = [
    {
      name: 'id',
      label: t`ID`,
      type: 'number',
      visible: false,
      searchable: false,
    },
    ...spec.columns.map((column) => ({
      name: column.name,
      label: i18n._(column.label),
      type: column.type,
      searchable: !column.unsearchable,
    })),
    {
      name: 'edit',
      label: t`Edit`,
      type: 'action',
      event: 'edit',
      action: t`Edit`,
      disable: true,
      searchable: false,
    },
    {
      name: 'delete',
      label: t`Delete`,
      type: 'action',
      event: 'delete',
      action: t`Delete`,
      disable: true,
      searchable: false,
    },
  ]
  const onEvent = async (name: string, row?: GridRow) => {
    const id = Number(row?.id)
    if (name === 'edit') void navigate({ href: screenPath(company, spec.page, { edit: id }) })
    if (name !== 'delete' || !row) return
    const label = spec.nameOf(row)
    const ok = await confirm({
      title: t`Delete ${label}?`,
      message: t`The ${i18n._(spec.noun)} "${label}" is deleted for good.`,
      variant: 'danger',
      confirmLabel: t`Delete`,
    })
    if (!ok) return
    try {
      await remove.mutateAsync(id)
      toast.positive(t`"${label}" deleted.`)
    } catch (error) {
      toast.negative(refusal(error, t`"${label}" could not be deleted.`))
    }
  }
  return (
    <>
      <PageHeading />
      <DataGrid
        api={resourceApi(spec.resource)}
        cmid={spec.cmid}
        title={i18n._(spec.title)}
        columns={columns}
        rowKey="id"
        exportable
        preferences
        keepHistory
        user={user}
        add={{
          label: t`Add`,
          onAdd: () =>
            void navigate({
              href: screenPath(company, spec.page, { add: true }),
            }),
        }}
        onEvent={(name, row) => void onEvent(name, row)}
        emptyState={<EmptyState icon={<Inbox />} title={t`Nothing here yet`} description={t`Records you add are listed here.`} />}
      />
      {children}
      {confirmDialog}
    </>
  )
}

const Problem = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.danger.subtle};
  color: ${({ theme }) => theme.color.text.danger};
`

const Narrow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.size.dialog.md};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`

/** A form's starting values: the record's, or blanks. */
export function startingValues(fields: readonly ResourceField[], record?: Record<string, unknown>) {
  const values: Record<string, unknown> = {}
  for (const field of fields) {
    const value = record?.[field.name]
    switch (field.kind) {
      case 'roles':
        values[field.name] = Array.isArray(value) ? value : []
        break
      case 'members':
        values[field.name] = Array.isArray(record?.members) ? (record.members as { id: number }[]).map((member) => member.id) : []
        break
      case 'readings':
        values[field.name] = Array.isArray(value)
          ? (
              value as {
                node_id: number | null
                category_id: number | null
                due_date: string
              }[]
            ).map((reading) => ({
              node_id: reading.node_id,
              category_id: reading.category_id,
              due_date: reading.due_date,
            }))
          : []
        break
      case 'choice':
        values[field.name] = typeof value === 'number' ? value : null
        break
      default:
        values[field.name] = typeof value === 'string' ? value : ''
    }
  }
  return values
}

export interface ResourceFormProps {
  spec: ResourceSpec
  /** The record being changed; a new one when left out. */
  record?: Record<string, unknown>
  /** What comes after the form on an edit page (a chain's approvers). */
  children?: ReactNode
}

/**
 * Adds or changes a record: the fields the screen names, checked by the contract's schema as the server
 * will check them; refused fields show the server's message on the field, and what was typed stays.
 */
export function ResourceFormPage({ spec, record, children }: ResourceFormProps) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const company = usePageCompany()
  const save = useSaveResource(spec.resource)
  const [problem, setProblem] = useState<string>()
  const id = typeof record?.id === 'number' ? record.id : undefined
  const listPath = screenPath(company, spec.page)
  const form = useAppForm({
    defaultValues: startingValues(spec.fields, record),
    validators: { onChange: spec.schema as never },
    onSubmit: async ({ value, formApi }) => {
      setProblem(undefined)
      try {
        const saved = await save.mutateAsync({ id, body: value })
        toast.positive(t`"${spec.nameOf(saved)}" saved.`)
        await navigate({ href: listPath })
      } catch (error) {
        const rest = setServerErrors(formApi as never, fieldErrors(error))
        setProblem(rest[0] ?? refusal(error, t`Not saved. Check the fields and try again.`))
      }
    },
  })
  const title = record ? t`Edit ${i18n._(spec.noun)} ${spec.nameOf(record)}` : t`Add ${i18n._(spec.noun)}`
  return (
    <>
      <PageHeading title={title} />
      <Narrow>
        {problem && <Problem role="alert">{problem}</Problem>}
        <form.AppForm>
          <form.Form aria-label={title}>
            {spec.fields.map((field) => (
              <form.AppField key={field.name} name={field.name}>
                {(bound) => {
                  const label = i18n._(field.label)
                  const description = field.description ? i18n._(field.description) : undefined
                  switch (field.kind) {
                    case 'text':
                      return (
                        <bound.TextField
                          label={label}
                          description={description}
                          required={field.required}
                          maxLength={field.maxLength}
                          isReadOnly={Boolean(record && field.fixedOnEdit)}
                        />
                      )
                    case 'textarea':
                      return <bound.TextArea label={label} required={field.required} maxLength={field.maxLength} />
                    case 'choice':
                      return <ChoiceField label={label} required={field.required} from={field.from} option={field.option} />
                    case 'property':
                      return <PropertyNameField label={label} maxLength={field.maxLength} />
                    case 'roles':
                      return <RolesField label={label} />
                    case 'members':
                      return (
                        <MembersField
                          label={label}
                          initial={
                            (record?.members as {
                              id: number
                              name: string
                              username: string
                            }[]) ?? []
                          }
                        />
                      )
                    case 'readings':
                      return (
                        <ReadingsField
                          label={label}
                          initial={
                            (record?.readings as {
                              title: string
                              node_id: number | null
                              category_id: number | null
                            }[]) ?? []
                          }
                        />
                      )
                  }
                }}
              </form.AppField>
            ))}
            <Actions>
              <form.SubmitButton>{t`Save`}</form.SubmitButton>
              <Button variant="secondary" onPress={() => void navigate({ href: listPath })}>
                {t`Cancel`}
              </Button>
            </Actions>
          </form.Form>
        </form.AppForm>
        {children}
      </Narrow>
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
