import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Archive, Send } from 'lucide-react'
import { useId, useState } from 'react'
import styled from 'styled-components'
import { AUTHORING_LIMITS } from '@shared/contract/qpm-authoring'
import { isApiError, serverMessage } from '@app/api/errors'
import type { GridRow } from '@app/grid'
import { Button } from '@app/ui/Button'
import { Dialog } from '@app/ui/Dialog'
import { setServerErrors, useAppForm } from '@app/ui/Form'
import { toast } from '@app/ui/Toast'
import { invalidateWorkLists, useMarkObsolete, usePublish } from './api'
import { obsoleteFormSchema, type PublishForm, publishFormSchema } from './schemas'

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};

  p,
  ul {
    margin: 0;
  }
  ul {
    padding-inline-start: ${({ theme }) => theme.space.lg};
  }
  .failures {
    color: ${({ theme }) => theme.color.text.danger};
  }
`

/** A staging row's name: its number and title, and its language. */
export function rowName(row: GridRow): string {
  const lang = typeof row.lang === 'string' ? ` (${row.lang.toUpperCase()})` : ''
  return `${[row.number, row.title].filter(Boolean).join(' ')}${lang}`
}

interface Failure {
  name: string
  message: string
}

/** The field errors of a 400 answer, when it has any. */
function fieldErrors(error: unknown): Record<string, string> | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined
  const errors = (error.data as { errors?: Record<string, string> } | null)?.errors
  return errors && Object.keys(errors).length ? errors : undefined
}

function Failures({ failures }: { failures: readonly Failure[] }) {
  const { t } = useLingui()
  if (!failures.length) return null
  return (
    <div className="failures" role="alert">
      <p>{t`These could not be done:`}</p>
      <ul>
        {failures.map((failure) => (
          <li key={failure.name}>{`${failure.name}: ${failure.message}`}</li>
        ))}
      </ul>
    </div>
  )
}

export interface ActionDialogProps {
  /** The rows to act on: the one pressed, or those selected. */
  rows: readonly GridRow[]
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** Called with the rows done, once the lists are refreshed. */
  onDone?: (done: readonly GridRow[]) => void
}

/**
 * Publishes Publish Ready drafts, each as the next revision of its language: the significant change
 * choice (a significant revision returns the document to its readers' required readings), the
 * effective date and a summary. What the server refuses stays in the dialog with its reason.
 */
export function PublishDialog({ rows, isOpen, onOpenChange, onDone, today }: ActionDialogProps & { today: string }) {
  const { t } = useLingui()
  const formId = useId()
  const queryClient = useQueryClient()
  const publish = usePublish()
  const [failures, setFailures] = useState<Failure[]>([])
  // The rows still to do: those published leave, so a second try sends only the refused ones.
  const [pending, setPending] = useState(rows)
  const form = useAppForm({
    defaultValues: { significant: '', effective_date: today, summary: '' } as PublishForm,
    validators: { onChange: publishFormSchema },
    onSubmit: async ({ value, formApi }) => {
      const done: GridRow[] = []
      const failed: Failure[] = []
      for (const row of pending) {
        try {
          await publish.mutateAsync({
            staging_id: Number(row.id),
            significant: value.significant === 'yes',
            effective_date: value.effective_date,
            summary: value.summary.trim() || undefined,
          })
          done.push(row)
        } catch (error) {
          const errors = fieldErrors(error)
          if (errors) {
            // The fields' own rules: the same for every row, so the rest wait for the user.
            const rest = setServerErrors(formApi, errors)
            if (rest.length) failed.push({ name: rowName(row), message: rest.join(' ') })
            break
          }
          failed.push({ name: rowName(row), message: serverMessage(isApiError(error) ? error.data : undefined) ?? t`The server did not answer.` })
        }
      }
      setFailures(failed)
      setPending((current) => current.filter((row) => !done.includes(row)))
      if (!done.length) return
      await invalidateWorkLists(queryClient)
      toast.positive(done.length === 1 ? t`${rowName(done[0]!)} is published.` : t`${done.length} drafts are published.`)
      onDone?.(done)
      if (!failed.length) onOpenChange(false)
    },
  })
  const title = rows.length === 1 ? t`Publish ${rowName(rows[0]!)}` : t`Publish ${rows.length} drafts`
  return (
    <form.AppForm>
      <Dialog
        title={title}
        size="lg"
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        isKeyboardDismissDisabled={publish.isPending}
        actions={
          <>
            <Button slot="close">{t`Cancel`}</Button>
            <form.SubmitButton form={formId} icon={<Send />}>
              {t`Publish`}
            </form.SubmitButton>
          </>
        }
      >
        <Body>
          {rows.length > 1 && (
            <ul aria-label={t`Drafts to publish`}>
              {pending.map((row) => (
                <li key={String(row.id)}>{rowName(row)}</li>
              ))}
            </ul>
          )}
          <form.Form id={formId} aria-label={title}>
            <form.AppField name="significant">
              {(field) => (
                <field.RadioGroup
                  label={t`Kind of change`}
                  required
                  options={[
                    {
                      value: 'yes',
                      label: t`Significant change`,
                      description: t`The document returns to its readers' required readings.`,
                    },
                    { value: 'no', label: t`Minor change`, description: t`Readers are not asked to read it again.` },
                  ]}
                />
              )}
            </form.AppField>
            <form.AppField name="effective_date">
              {(field) => <field.DateField label={t`Effective date`} required />}
            </form.AppField>
            <form.AppField name="summary">
              {(field) => (
                <field.TextArea
                  label={t`Summary of the change`}
                  required={false}
                  maxLength={AUTHORING_LIMITS.summaryMaxLength}
                />
              )}
            </form.AppField>
          </form.Form>
          <Failures failures={failures} />
        </Body>
      </Dialog>
    </form.AppForm>
  )
}

/**
 * Withdraws documents whose request to withdraw them is approved: they leave the readers' tree and
 * search, their history stays. A comment goes to the history.
 */
export function ObsoleteDialog({ rows, isOpen, onOpenChange, onDone }: ActionDialogProps) {
  const { t } = useLingui()
  const formId = useId()
  const queryClient = useQueryClient()
  const markObsolete = useMarkObsolete()
  const [failures, setFailures] = useState<Failure[]>([])
  const [pending, setPending] = useState(rows)
  const form = useAppForm({
    defaultValues: { comment: '' },
    validators: { onChange: obsoleteFormSchema },
    onSubmit: async ({ value, formApi }) => {
      const done: GridRow[] = []
      const failed: Failure[] = []
      for (const row of pending) {
        try {
          await markObsolete.mutateAsync({ id: Number(row.node_id), comment: value.comment.trim() || undefined })
          done.push(row)
        } catch (error) {
          const errors = fieldErrors(error)
          if (errors) {
            const rest = setServerErrors(formApi, errors)
            if (rest.length) failed.push({ name: rowName(row), message: rest.join(' ') })
            break
          }
          failed.push({ name: rowName(row), message: serverMessage(isApiError(error) ? error.data : undefined) ?? t`The server did not answer.` })
        }
      }
      setFailures(failed)
      setPending((current) => current.filter((row) => !done.includes(row)))
      if (!done.length) return
      await invalidateWorkLists(queryClient)
      toast.positive(done.length === 1 ? t`${rowName(done[0]!)} is obsolete.` : t`${done.length} documents are obsolete.`)
      onDone?.(done)
      if (!failed.length) onOpenChange(false)
    },
  })
  const title = rows.length === 1 ? t`Mark ${rowName(rows[0]!)} obsolete` : t`Mark ${rows.length} documents obsolete`
  return (
    <form.AppForm>
      <Dialog
        title={title}
        size="lg"
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        isKeyboardDismissDisabled={markObsolete.isPending}
        actions={
          <>
            <Button slot="close">{t`Cancel`}</Button>
            <form.SubmitButton form={formId} variant="danger" icon={<Archive />}>
              {t`Mark obsolete`}
            </form.SubmitButton>
          </>
        }
      >
        <Body>
          <p>{t`An obsolete document leaves the manual's contents and search; its revisions and history are kept.`}</p>
          {rows.length > 1 && (
            <ul aria-label={t`Documents to mark obsolete`}>
              {pending.map((row) => (
                <li key={String(row.id)}>{rowName(row)}</li>
              ))}
            </ul>
          )}
          <form.Form id={formId} aria-label={title}>
            <form.AppField name="comment">
              {(field) => (
                <field.TextArea label={t`Comment for the history`} required={false} maxLength={AUTHORING_LIMITS.commentMaxLength} />
              )}
            </form.AppField>
          </form.Form>
          <Failures failures={failures} />
        </Body>
      </Dialog>
    </form.AppForm>
  )
}
