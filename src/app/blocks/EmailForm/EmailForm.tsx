import { useLingui } from '@lingui/react/macro'
import { Send } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import styled from 'styled-components'
import { isPresent } from '@shared/validation'
import { general } from '@shared/contract/general'
import type { Endpoint } from '@shared/contract/types'
import { Button } from '@app/ui/Button'
import { TextField } from '@app/ui/TextField'
import { toast as appToaster, type Toaster } from '@app/ui/Toast'
import { sendEmail } from './api'
import type { EmailPayload } from './recipients'
import { RecipientsField } from './RecipientsField'
import { RichText } from './RichText'

export interface EmailValues {
  to: string[]
  cc: string[]
  bcc: string[]
  subject: string
  /** HTML. */
  content: string
}

export interface EmailFormProps {
  /** Prefilled values; prefilled CC or BCC are shown at once. */
  defaultValues?: Partial<EmailValues>
  /** Text added to the message by the caller (such as a signature), sent as additionalContent. */
  additionalContent?: string
  /** The view-source tool of the editor (ADMIN profiles). */
  allowSource?: boolean
  /** The contract entry that sends the message; `email/send` by default. */
  endpoint?: Endpoint
  /** Fields added to the payload (such as the library entry of the documents). */
  extra?: Record<string, unknown>
  /** A custom transport (stories, tests); resolves when the message is sent. */
  send?: (payload: EmailPayload & Record<string, unknown>) => Promise<unknown>
  /** Called after a successful send. */
  onSent?: (answer: unknown) => void
  /** Shows a Cancel button. */
  onCancel?: () => void
  /** The heading; 'New Message' by default. */
  title?: string
  /** The notifications, the app's by default. */
  toaster?: Toaster
  /** Show the errors of an empty form at once (stories). */
  defaultShowErrors?: boolean
}

type Errors = Partial<Record<'to' | 'subject', string>>

/** The To list and the subject are required (document 2 section 5.3); the content may be empty. */
export function emailErrors(values: EmailValues, requiredMessage: string): Errors {
  const errors: Errors = {}
  if (!values.to.length) errors.to = requiredMessage
  if (!isPresent(values.subject)) errors.subject = requiredMessage
  return errors
}

const Root = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};

  h2 {
    margin: 0;
  }
  .copies {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
  }
  .actions {
    display: flex;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space.sm};
  }
`

/** The 'New Message' form: To, CC, BCC, Subject and rich-text content. */
export function EmailForm({
  defaultValues = {},
  additionalContent,
  allowSource = false,
  endpoint = general.emailSend,
  extra,
  send,
  onSent,
  onCancel,
  title,
  toaster = appToaster,
  defaultShowErrors = false,
}: EmailFormProps) {
  const { t } = useLingui()
  const headingId = useId()
  const [values, setValues] = useState<EmailValues>({
    to: defaultValues.to ?? [],
    cc: defaultValues.cc ?? [],
    bcc: defaultValues.bcc ?? [],
    subject: defaultValues.subject ?? '',
    content: defaultValues.content ?? '',
  })
  const [showCc, setShowCc] = useState(Boolean(defaultValues.cc?.length))
  const [showBcc, setShowBcc] = useState(Boolean(defaultValues.bcc?.length))
  const [submitted, setSubmitted] = useState(defaultShowErrors)
  const [sending, setSending] = useState(false)
  const errors = submitted ? emailErrors(values, t`Field is required`) : {}
  const set = <K extends keyof EmailValues>(key: K) => (value: EmailValues[K]) => setValues((v) => ({ ...v, [key]: value }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    const found = emailErrors(values, t`Field is required`)
    if (Object.keys(found).length) {
      const first = (event.currentTarget as HTMLFormElement).querySelector<HTMLElement>('[aria-invalid="true"]')
      first?.focus()
      return
    }
    const payload: EmailPayload & Record<string, unknown> = {
      ...extra,
      subject: values.subject.trim(),
      content: values.content,
      ...(additionalContent ? { additionalContent } : {}),
      to: values.to,
      cc: values.cc,
      bcc: values.bcc,
    }
    setSending(true)
    const notice = toaster.info(t`Sending email`, { timeout: 0 })
    try {
      const answer = send ? await send(payload) : await sendEmail(endpoint, payload)
      toaster.close(notice)
      toaster.positive(t`Email sent`)
      onSent?.(answer)
    } catch {
      // The failure dismisses the progress notice without a message of its own (document 2 section 8).
      toaster.close(notice)
    } finally {
      setSending(false)
    }
  }

  const all = [...values.to, ...values.cc, ...values.bcc]
  const others = (own: readonly string[]) => all.filter((a) => !own.includes(a))
  return (
    <Root aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId}>{title ?? t`New Message`}</h2>
      <RecipientsField label={t`To`} required value={values.to} onChange={set('to')} taken={others(values.to)} errorMessage={errors.to} />
      {(!showCc || !showBcc) && (
        <div className="copies">
          {!showCc && (
            <Button size="sm" variant="ghost" onPress={() => setShowCc(true)}>
              {t`Add CC`}
            </Button>
          )}
          {!showBcc && (
            <Button size="sm" variant="ghost" onPress={() => setShowBcc(true)}>
              {t`Add BCC`}
            </Button>
          )}
        </div>
      )}
      {showCc && <RecipientsField label={t`CC`} value={values.cc} onChange={set('cc')} taken={others(values.cc)} autoFocus={!defaultValues.cc?.length} />}
      {showBcc && <RecipientsField label={t`BCC`} value={values.bcc} onChange={set('bcc')} taken={others(values.bcc)} autoFocus={!defaultValues.bcc?.length} />}
      <TextField
        label={t`Subject`}
        required
        maxLength={200}
        value={values.subject}
        onChange={set('subject')}
        isInvalid={Boolean(errors.subject)}
        errorMessage={errors.subject}
      />
      <RichText label={t`Message`} value={values.content} onChange={set('content')} allowSource={allowSource} />
      <div className="actions">
        {onCancel && <Button onPress={onCancel}>{t`Cancel`}</Button>}
        <Button type="submit" variant="primary" icon={<Send />} isPending={sending}>
          {t`Send`}
        </Button>
      </div>
    </Root>
  )
}
