import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { CircleCheck } from 'lucide-react'
import { useCallback, useId, useRef } from 'react'
import styled from 'styled-components'
import { formatInstant } from '@shared/format'
import { isApiError } from '@app/api/errors'
import { Badge } from '@app/ui/Badge'
import { Button } from '@app/ui/Button'
import { toast } from '@app/ui/Toast'
import { type ManualDocument, manualKeys, useAcknowledge } from './api'

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.default};
  border-inline-start: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.accent.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};

  &[data-overdue] {
    border-inline-start-color: ${({ theme }) => theme.color.danger.default};
  }
  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
  }
  .failure {
    color: ${({ theme }) => theme.color.text.danger};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
`

const Done = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.color.text.success};
  outline: none;

  svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon.md};
    height: ${({ theme }) => theme.size.icon.md};
  }
`

/** The notice at the top of a document the reader must read: the due date, and overdue when past it. */
export function ReadingNotice({ reading }: { reading: NonNullable<ManualDocument['required_reading']> }) {
  const due = reading.due_date
  return (
    <p>
      {reading.overdue ? (
        <Badge variant="danger">
          <Trans>Overdue</Trans>
        </Badge>
      ) : (
        <Badge variant="warning">
          <Trans>Required reading</Trans>
        </Badge>
      )}{' '}
      <Trans>Read this document and confirm it at the end of the page by {due}.</Trans>
    </p>
  )
}

/**
 * "I have read and understood": the acknowledgement of a pending required reading, for the revision on
 * screen. A failure keeps the reading pending and offers to try again; a newer revision published
 * meanwhile is shown first.
 */
export function Acknowledgement({ document }: { document: ManualDocument }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const acknowledge = useAcknowledge(document.id)
  const headingId = useId()
  // The button goes once the reading is confirmed: focus moves to the confirmation that replaces it,
  // rather than to the page, when the reader confirmed here.
  const confirming = useRef(false)
  const doneRef = useCallback((node: HTMLParagraphElement | null) => {
    if (!node || !confirming.current) return
    confirming.current = false
    node.focus()
  }, [])

  if (!document.required_reading) {
    if (!document.acknowledged_at) return null
    const when = formatInstant(document.acknowledged_at, 'YYYY-MM-DD HH:mm')
    const revision = document.revision
    return (
      <Done ref={doneRef} tabIndex={-1}>
        <CircleCheck aria-hidden="true" focusable="false" />
        <Trans>
          You confirmed reading revision {revision} on {when}.
        </Trans>
      </Done>
    )
  }

  const error = acknowledge.error
  const newer = isApiError(error) && error.status === 409
  const send = () => {
    confirming.current = true
    acknowledge.mutate(document.revision, {
      onSuccess: (answer) => toast.positive(t`Thank you: your reading of revision ${answer.revision} is recorded.`),
      // The revision on screen is no longer the one in force: show the new one, then ask again.
      onError: (failure) => {
        if (isApiError(failure) && failure.status === 409) {
          void queryClient.invalidateQueries({ queryKey: manualKeys.document(document.id) })
        }
      },
    })
  }
  const title = document.title
  return (
    <Panel aria-labelledby={headingId} data-overdue={document.required_reading.overdue || undefined}>
      <h2 id={headingId}>
        <Trans>Required reading</Trans>
        {document.required_reading.overdue && (
          <Badge variant="danger">
            <Trans>Overdue</Trans>
          </Badge>
        )}
      </h2>
      <p>
        <Trans>
          Confirm that you have read and understood “{title}”, revision {document.revision}.
        </Trans>
      </p>
      {error && (
        <p className="failure" role="alert">
          {newer
            ? t`A newer revision was published while you were reading. Read it again, then confirm.`
            : t`Your confirmation could not be recorded, so the document stays in your required readings. Try again.`}
        </p>
      )}
      <div className="actions">
        <Button variant="primary" icon={<CircleCheck />} isPending={acknowledge.isPending} onPress={send}>
          {error && !newer ? t`Try again` : t`I have read and understood`}
        </Button>
      </div>
    </Panel>
  )
}
