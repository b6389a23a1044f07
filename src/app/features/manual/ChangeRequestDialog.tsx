import { useLingui } from '@lingui/react/macro'
import { Send } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import styled from 'styled-components'
import { MANUAL_LIMITS } from '@shared/constants'
import { isPresent } from '@shared/validation'
import { isApiError, serverMessage } from '@app/api/errors'
import { Button } from '@app/ui/Button'
import { Dialog } from '@app/ui/Dialog'
import { TextArea } from '@app/ui/TextArea'
import { toast } from '@app/ui/Toast'
import { type ManualDocument, useChangeRequest } from './api'

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};

  p {
    margin: 0;
  }
  .failure {
    color: ${({ theme }) => theme.color.text.danger};
  }
`

/** The server's word on a refused comment (400 with field messages), when it has one for the comment. */
function commentError(error: unknown): string | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined
  const errors = (error.data as { errors?: Record<string, unknown> } | undefined)?.errors
  return typeof errors?.comment === 'string' ? errors.comment : undefined
}

export interface ChangeRequestDialogProps {
  document: Pick<ManualDocument, 'id' | 'title' | 'number' | 'revision'>
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** The comment typed so far: kept by the page, so closing the dialog or a failed send loses nothing. */
  comment: string
  onCommentChange: (comment: string) => void
  /** Show the empty comment's error at once (stories). */
  defaultShowErrors?: boolean
}

/** A request to change a document, e-mailed to its owner: a required comment. */
export function ChangeRequestDialog({
  document,
  isOpen,
  onOpenChange,
  comment,
  onCommentChange,
  defaultShowErrors = false,
}: ChangeRequestDialogProps) {
  const { t } = useLingui()
  const formId = useId()
  const send = useChangeRequest(document.id)
  const [submitted, setSubmitted] = useState(defaultShowErrors)
  const required = submitted && !isPresent(comment) ? t`Field is required` : undefined
  const refused = commentError(send.error)
  const fieldError = required ?? refused

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    if (!isPresent(comment)) {
      event.currentTarget.querySelector<HTMLElement>('textarea')?.focus()
      return
    }
    send.mutate(comment.trim(), {
      onSuccess: (answer) => {
        toast.positive(answer.message)
        onCommentChange('')
        setSubmitted(false)
        send.reset()
        onOpenChange(false)
      },
    })
  }

  const title = [document.number, document.title].filter(Boolean).join(' ')
  const failure = send.error && !refused ? (serverMessage(isApiError(send.error) ? send.error.data : undefined) ?? '') : ''
  return (
    <Dialog
      title={t`Request a change`}
      size="lg"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isKeyboardDismissDisabled={send.isPending}
      actions={
        <>
          <Button slot="close">{t`Cancel`}</Button>
          <Button type="submit" form={formId} variant="primary" icon={<Send />} isPending={send.isPending}>
            {t`Send the request`}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} noValidate aria-label={t`Request a change`}>
        <p>{t`Your comment is sent to the owner of “${title}” (revision ${document.revision}).`}</p>
        <TextArea
          label={t`What should change, and why`}
          required
          maxLength={MANUAL_LIMITS.commentMaxLength}
          value={comment}
          onChange={onCommentChange}
          isInvalid={Boolean(fieldError)}
          errorMessage={fieldError}
          autoFocus
        />
        {send.isError && !refused && (
          <p className="failure" role="alert">
            {t`Your request could not be sent. Your comment is kept: try again.`} {failure}
          </p>
        )}
      </Form>
    </Dialog>
  )
}
