import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import styled from 'styled-components'
import { Button } from '@app/ui/Button'
import { setServerErrors, useAppForm } from '@app/ui/Form'
import { toast } from '@app/ui/Toast'
import { useSaveRecord } from './api'
import { fieldErrors, refusal, screenPath, usePageCompany } from './pages'
import type { ResourceFormField, ResourceScreen } from './types'

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
export function startingValues(fields: readonly ResourceFormField[], record?: Record<string, unknown>) {
  const values: Record<string, unknown> = {}
  for (const field of fields) {
    const value = record?.[field.name]
    values[field.name] = field.kind === 'custom' ? field.start(record) : typeof value === 'string' ? value : ''
  }
  return values
}

/** The form's heading: "Add terminal", or "Edit terminal Montréal" with the record's name. */
export function useResourceFormTitle(screen: ResourceScreen, record?: Record<string, unknown>) {
  const { t, i18n } = useLingui()
  return record ? t`Edit ${i18n._(screen.noun)} ${screen.nameOf(record)}` : t`Add ${i18n._(screen.noun)}`
}

export interface ResourceFormProps {
  screen: ResourceScreen
  /** The record being changed; a new one when left out. */
  record?: Record<string, unknown>
  /** What comes after the form on an edit page (a chain's approvers). */
  children?: ReactNode
}

/**
 * Adds or changes a record: the fields the screen names, checked by the contract's schema as the server
 * will check them; refused fields show the server's message on the field, and what was typed stays.
 * Saved, it goes back to the list.
 */
export function ResourceForm({ screen, record, children }: ResourceFormProps) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const company = usePageCompany()
  const save = useSaveRecord(screen.data)
  const [problem, setProblem] = useState<string>()
  const id = typeof record?.id === 'number' ? record.id : undefined
  const listPath = screenPath(company, screen.page)
  const form = useAppForm({
    defaultValues: startingValues(screen.fields, record),
    validators: { onChange: (screen.schema ?? screen.data.calls.create.body) as never },
    onSubmit: async ({ value, formApi }) => {
      setProblem(undefined)
      try {
        const saved = await save.mutateAsync({ id, body: value })
        toast.positive(t`"${screen.nameOf(saved)}" saved.`)
        await navigate({ href: listPath })
      } catch (error) {
        const rest = setServerErrors(formApi as never, fieldErrors(error))
        setProblem(rest[0] ?? refusal(error, t`Not saved. Check the fields and try again.`))
      }
    },
  })
  const title = useResourceFormTitle(screen, record)
  return (
    <Narrow>
      {problem && <Problem role="alert">{problem}</Problem>}
      <form.AppForm>
        <form.Form aria-label={title}>
          {screen.fields.map((field) => (
            <form.AppField key={field.name} name={field.name}>
              {(bound) => {
                const label = i18n._(field.label)
                switch (field.kind) {
                  case 'text':
                    return (
                      <bound.TextField
                        label={label}
                        description={field.description ? i18n._(field.description) : undefined}
                        required={field.required}
                        maxLength={field.maxLength}
                        isReadOnly={Boolean(record && field.fixedOnEdit)}
                      />
                    )
                  case 'textarea':
                    return <bound.TextArea label={label} required={field.required} maxLength={field.maxLength} />
                  case 'custom':
                    return field.render(label, record)
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
  )
}
