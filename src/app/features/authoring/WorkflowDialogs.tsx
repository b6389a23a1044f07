import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import { AUTHORING_LIMITS } from '@shared/contract/qpm-authoring'
import { isPresent } from '@shared/validation'
import { Button } from '@app/ui/Button'
import { Checkbox } from '@app/ui/Checkbox'
import { DatePicker } from '@app/ui/DatePicker'
import { Dialog } from '@app/ui/Dialog'
import { RadioGroup } from '@app/ui/RadioGroup'
import { TextArea } from '@app/ui/TextArea'
import { toast } from '@app/ui/Toast'
import { fieldErrors, type Staging, type StagingAction, usePublish, useStagingAction } from './api'
import { DialogForm, refusal } from './NodeDialogs'

/** The actions whose comment the server requires. */
const COMMENT_REQUIRED: readonly StagingAction[] = ['approve', 'reject', 'approve_obsolete', 'reject_obsolete']

export interface ActionDialogProps {
  staging: Pick<Staging, 'id' | 'node_id' | 'title' | 'lang' | 'can'>
  action: StagingAction
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** Show the empty comment's error at once (stories). */
  defaultShowErrors?: boolean
}

/** A workflow transition with its comment (required to approve or reject), errors on the field. */
export function ActionDialog({ staging, action, isOpen, onOpenChange, defaultShowErrors = false }: ActionDialogProps) {
  const { t } = useLingui()
  const formId = useId()
  const mutation = useStagingAction(staging.node_id, staging.id)
  const [comment, setComment] = useState('')
  const [skipChain, setSkipChain] = useState(false)
  const [submitted, setSubmitted] = useState(defaultShowErrors)
  const needsComment = COMMENT_REQUIRED.includes(action)
  const server = fieldErrors(mutation.error)
  const commentError = (submitted && needsComment && !isPresent(comment) ? t`Field is required` : undefined) ?? server.comment
  const failure = mutation.error && !server.comment ? refusal(mutation.error) : undefined

  const titles: Record<StagingAction, string> = {
    submit: t`Submit “${staging.title}” for approval`,
    approve: t`Approve “${staging.title}”`,
    reject: t`Reject “${staging.title}”`,
    approve_obsolete: t`Approve withdrawing “${staging.title}”`,
    reject_obsolete: t`Reject withdrawing “${staging.title}”`,
  }
  const buttons: Record<StagingAction, string> = {
    submit: t`Submit`,
    approve: t`Approve`,
    reject: t`Reject`,
    approve_obsolete: t`Approve the withdrawal`,
    reject_obsolete: t`Reject the withdrawal`,
  }
  const done: Record<StagingAction, string> = {
    submit: t`Submitted.`,
    approve: t`Approved.`,
    reject: t`Rejected.`,
    approve_obsolete: t`Withdrawal approved.`,
    reject_obsolete: t`Withdrawal rejected.`,
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    if (needsComment && !isPresent(comment)) {
      event.currentTarget.querySelector<HTMLElement>('textarea')?.focus()
      return
    }
    mutation.mutate(
      { action, comment: comment.trim(), skipChain },
      {
        onSuccess: () => {
          toast.positive(done[action])
          setComment('')
          setSubmitted(false)
          onOpenChange(false)
        },
      },
    )
  }

  return (
    <Dialog
      title={titles[action]}
      size="lg"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isKeyboardDismissDisabled={mutation.isPending}
      actions={
        <>
          <Button slot="close">{t`Cancel`}</Button>
          <Button
            type="submit"
            form={formId}
            variant={action === 'reject' || action === 'reject_obsolete' ? 'danger' : 'primary'}
            isPending={mutation.isPending}
          >
            {buttons[action]}
          </Button>
        </>
      }
    >
      <DialogForm id={formId} onSubmit={submit} noValidate aria-label={titles[action]}>
        <TextArea
          label={t`Comment`}
          required={needsComment}
          maxLength={AUTHORING_LIMITS.commentMaxLength}
          value={comment}
          onChange={setComment}
          isInvalid={Boolean(commentError)}
          errorMessage={commentError}
          autoFocus
        />
        {action === 'submit' && staging.can.skip_chain && (
          <Checkbox
            label={t`Skip the approval chain (straight to Publish Ready)`}
            required={false}
            isSelected={skipChain}
            onChange={setSkipChain}
          />
        )}
        {failure && (
          <p className="failure" role="alert">
            {failure}
          </p>
        )}
      </DialogForm>
    </Dialog>
  )
}

/** Today as YYYY-MM-DD in the user's time zone. */
export function today(): string {
  const now = new Date()
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

export interface PublishDialogProps {
  staging: Pick<Staging, 'id' | 'node_id' | 'title' | 'lang'>
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** The effective date offered at first (today by default). */
  defaultDate?: string
}

/** Publishes a Publish Ready draft: significant or not, its effective date and what changed. */
export function PublishDialog({ staging, isOpen, onOpenChange, defaultDate }: PublishDialogProps) {
  const { t } = useLingui()
  const formId = useId()
  const publish = usePublish(staging.node_id, staging.id)
  const [significant, setSignificant] = useState<string>('')
  const [date, setDate] = useState(defaultDate ?? today())
  const [summary, setSummary] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const server = fieldErrors(publish.error)
  const required = t`Field is required`
  const significantError = (submitted && !significant ? required : undefined) ?? server.significant
  const dateError = (submitted && !date ? required : undefined) ?? server.effective_date
  const failure = publish.error && Object.keys(server).length === 0 ? refusal(publish.error) : undefined
  const title = t`Publish “${staging.title}”`

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    if (!significant || !date) return
    publish.mutate(
      { significant: significant === 'yes', effective_date: date, summary: summary.trim() || undefined },
      {
        onSuccess: (answer) => {
          toast.positive(t`Published as revision ${answer.revision.number}.`)
          onOpenChange(false)
        },
      },
    )
  }

  return (
    <Dialog
      title={title}
      size="lg"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isKeyboardDismissDisabled={publish.isPending}
      actions={
        <>
          <Button slot="close">{t`Cancel`}</Button>
          <Button type="submit" form={formId} variant="primary" isPending={publish.isPending}>
            {t`Publish`}
          </Button>
        </>
      }
    >
      <DialogForm id={formId} onSubmit={submit} noValidate aria-label={title}>
        <RadioGroup
          label={t`Is this a significant change?`}
          required
          options={[
            { value: 'yes', label: t`Significant`, description: t`Readers of its target groups must read and acknowledge it again.` },
            { value: 'no', label: t`Minor`, description: t`A correction: nobody is asked to read it again.` },
          ]}
          value={significant}
          onChange={setSignificant}
          isInvalid={Boolean(significantError)}
          errorMessage={significantError}
        />
        <DatePicker
          label={t`Effective date`}
          required
          value={date}
          onChange={setDate}
          isInvalid={Boolean(dateError)}
          errorMessage={dateError}
        />
        <TextArea
          label={t`What changed (shown to readers)`}
          required={false}
          maxLength={AUTHORING_LIMITS.summaryMaxLength}
          value={summary}
          onChange={setSummary}
          isInvalid={Boolean(server.summary)}
          errorMessage={server.summary}
        />
        {failure && (
          <p className="failure" role="alert">
            {failure}
          </p>
        )}
      </DialogForm>
    </Dialog>
  )
}
