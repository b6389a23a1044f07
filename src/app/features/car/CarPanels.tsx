import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowRight } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import styled from 'styled-components'
import * as v from 'valibot'
import { CAR_ATTACHMENT_CATEGORIES, CAR_LIMITS, type CarAttachmentCategory, carCalls } from '@shared/contract/car'
import { formatInstant } from '@shared/format'
import { saveDownload } from '@app/api'
import { refusalOf } from '@app/api/errors'
import { AttachmentsList } from '@app/blocks/Attachments'
import { useSession } from '@app/session'
import { Uploader } from '@app/blocks/Uploader'
import { Button } from '@app/ui/Button'
import { ErrorState } from '@app/ui/ErrorState'
import { Spinner } from '@app/ui/Spinner'
import { TextArea } from '@app/ui/TextArea'
import { VisuallyHidden } from '@app/ui/VisuallyHidden'
import { toast } from '@app/ui/Toast'
import {
  type Car,
  carAttachmentDownload,
  carAttachmentsQueryOptions,
  carFieldErrors,
  carHistoryQueryOptions,
  carKeys,
  carUploadTarget,
  useAddCarComment,
  useDeleteCarAttachment,
} from './api'
import { CAR_ACTION_LABEL, CAR_ATTACHMENT_LABEL, CAR_HISTORY_ACTION_LABEL, CAR_RATING_LABEL, CAR_STATUS_LABEL } from './formLabels'

const when = (instant: string) => formatInstant(instant, 'YYYY-MM-DD HH:mm')

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  .muted {
    margin: 0;
    color: ${({ theme }) => theme.color.text.muted};
  }
`

const Entries = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-left: ${({ theme }) => theme.border.width.thick} solid ${({ theme }) => theme.color.border.default};
    background: ${({ theme }) => theme.color.surface.sunken};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .head strong {
    color: ${({ theme }) => theme.color.text.default};
  }
  .move {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.color.text.default};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  .move svg {
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
  }
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`

const CommentForm = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  > :first-child {
    align-self: stretch;
  }
  .failure {
    margin: 0;
    color: ${({ theme }) => theme.color.text.danger};
  }
`

/** One category of the CAR's files: the list, and the uploader while the CAR may change. */
function AttachmentCategory({ car, category, canUpload }: { car: Car; category: CarAttachmentCategory; canUpload: boolean }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const files = useQuery(carAttachmentsQueryOptions(car.id, category))
  const remove = useDeleteCarAttachment(car.id, category)
  const name = i18n._(CAR_ATTACHMENT_LABEL[category])
  const refresh = () => void queryClient.invalidateQueries({ queryKey: carKeys.attachments(car.id, category) })
  return (
    <Stack as="section" aria-label={name}>
      <h3>{name}</h3>
      {files.isError ? (
        <ErrorState
          headingLevel={4}
          title={t`Error loading CAR data or documents`}
          message={refusalOf(files.error) ?? t`The files could not be listed.`}
          onRetry={() => void files.refetch()}
          isRetrying={files.isFetching}
        />
      ) : files.isPending ? (
        <Spinner label={t`Loading the files`} />
      ) : files.data.length === 0 ? (
        <p className="muted">{t`No files yet.`}</p>
      ) : (
        <AttachmentsList
          label={name}
          attachments={files.data}
          readOnly={!canUpload}
          loadFile={async (file) => (await carAttachmentDownload(car.id, category, file.id)).blob}
          onDownload={async (file) => saveDownload(await carAttachmentDownload(car.id, category, file.id))}
          onDelete={canUpload ? (file) => remove.mutateAsync(file.id) : undefined}
        />
      )}
      {canUpload && (
        <Uploader
          target={carUploadTarget(car.id, category)}
          maxFileSize={CAR_LIMITS.uploadBytes}
          onUploaded={refresh}
        />
      )}
    </Stack>
  )
}

/**
 * The CAR's files by category (document 2's uploader and attachments blocks, 25 MB each): added while
 * the CAR may be changed, and once it is closed only the effectiveness evidence, by its pending checker.
 */
export function AttachmentsPanel({ car }: { car: Car | undefined }) {
  const { t } = useLingui()
  const { auth } = useSession()
  if (!car) return <p className="muted">{t`Files can be added once the CAR is saved.`}</p>
  const check = car.effectiveness
  const checking = car.status === 'Closed' && check !== null && check.rating === null && check.checker.username === auth?.userid
  return (
    <Stack>
      {CAR_ATTACHMENT_CATEGORIES.map((category) => (
        <AttachmentCategory
          key={category}
          car={car}
          category={category}
          canUpload={car.editable || (category === 'effectiveness' && checking)}
        />
      ))}
    </Stack>
  )
}

/** The CAR's comments, oldest first, and a box to add one. */
export function CommentsPanel({ car }: { car: Car | undefined }) {
  const { t, i18n } = useLingui()
  const add = useAddCarComment(car?.id ?? 0)
  const [comment, setComment] = useState('')
  const [submitted, setSubmitted] = useState(false)
  if (!car) return <p className="muted">{t`Comments can be added once the CAR is saved.`}</p>
  const checked = v.safeParse(carCalls.comment.body, { comment })
  const own = checked.success ? undefined : checked.issues[0]?.message
  const error = (submitted ? own : undefined) ?? carFieldErrors(add.error).comment
  const failure = add.error && !carFieldErrors(add.error).comment ? (refusalOf(add.error) ?? t`The comment could not be added. Try again.`) : undefined
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    if (own) {
      event.currentTarget.querySelector('textarea')?.focus()
      return
    }
    add.mutate(comment.trim(), {
      onSuccess: () => {
        setComment('')
        setSubmitted(false)
        toast.positive(t`Comment added.`)
      },
    })
  }
  return (
    <Stack>
      {car.comments.length === 0 ? (
        <p className="muted">{t`No comments yet.`}</p>
      ) : (
        <Entries aria-label={t`Comments`}>
          {car.comments.map((item) => (
            <li key={item.id}>
              <span className="head">
                <strong>{item.author.name}</strong>
                <time dateTime={item.created_at}>{when(item.created_at)}</time>
                {item.action && <span>{i18n._(CAR_ACTION_LABEL[item.action])}</span>}
              </span>
              <p>{item.comment}</p>
            </li>
          ))}
        </Entries>
      )}
      <CommentForm onSubmit={submit} noValidate aria-label={t`Add a comment`}>
        <TextArea
          label={t`New comment`}
          required
          maxLength={CAR_LIMITS.comment}
          name="comment"
          value={comment}
          onChange={setComment}
          isInvalid={Boolean(error)}
          errorMessage={error}
          validationBehavior="aria"
        />
        {failure && (
          <p className="failure" role="alert">
            {failure}
          </p>
        )}
        <Button type="submit" isPending={add.isPending}>
          {t`Add comment`}
        </Button>
      </CommentForm>
    </Stack>
  )
}

/** Who moved the CAR from which status to which, when, with what comment. */
export function HistoryPanel({ car }: { car: Car | undefined }) {
  const { t, i18n } = useLingui()
  const history = useQuery({ ...carHistoryQueryOptions(car?.id ?? 0), enabled: Boolean(car) })
  if (!car) return <p className="muted">{t`The history starts once the CAR is saved.`}</p>
  if (history.isError)
    return (
      <ErrorState
        headingLevel={3}
        title={t`Error loading CAR data or documents`}
        message={refusalOf(history.error) ?? t`The status history could not be read.`}
        onRetry={() => void history.refetch()}
        isRetrying={history.isFetching}
      />
    )
  if (history.isPending) return <Spinner label={t`Loading the status history`} />
  if (history.data.length === 0) return <p className="muted">{t`No status changes yet.`}</p>
  return (
    <Entries aria-label={t`Status history`}>
      {history.data.map((entry) => {
        const action = CAR_HISTORY_ACTION_LABEL[entry.action]
        const to = i18n._(CAR_STATUS_LABEL[entry.to_status])
        return (
          <li key={entry.id}>
            <span className="move">
              {entry.from_status ? (
                <>
                  {i18n._(CAR_STATUS_LABEL[entry.from_status])}
                  <ArrowRight aria-hidden="true" focusable="false" />
                  <VisuallyHidden>{t`to`}</VisuallyHidden>
                  {to}
                </>
              ) : (
                to
              )}
            </span>
            <span className="head">
              <span>{action ? i18n._(action) : entry.action}</span>
              <strong>{entry.actor.name}</strong>
              <time dateTime={entry.created_at}>{when(entry.created_at)}</time>
            </span>
            {entry.comment && <p>{entry.comment}</p>}
          </li>
        )
      })}
    </Entries>
  )
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.text.muted};
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`

/** The effectiveness check a closed CAR waits for, or its result. */
export function EffectivenessPanel({ effectiveness }: { effectiveness: NonNullable<Car['effectiveness']> }) {
  const { t, i18n } = useLingui()
  return (
    <Facts>
      <dt>{t`Checked by`}</dt>
      <dd>{effectiveness.checker.name}</dd>
      <dt>{t`Due`}</dt>
      <dd>{effectiveness.due_date}</dd>
      <dt>{t`Rating`}</dt>
      <dd>{effectiveness.rating ? i18n._(CAR_RATING_LABEL[effectiveness.rating]) : t`Not checked yet`}</dd>
      {effectiveness.checked_at && (
        <>
          <dt>{t`Checked on`}</dt>
          <dd>{when(effectiveness.checked_at)}</dd>
        </>
      )}
      {effectiveness.notes && (
        <>
          <dt>{t`Notes`}</dt>
          <dd>{effectiveness.notes}</dd>
        </>
      )}
    </Facts>
  )
}

export { Facts }
