import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import styled from 'styled-components'
import * as v from 'valibot'
import { CAR_EFFECTIVENESS_DAYS, CAR_LIMITS, type CarAction, carCalls } from '@shared/contract/car'
import { carMessages } from '@shared/validation'
import { refusalOf } from '@app/api/errors'
import { Button } from '@app/ui/Button'
import { Dialog } from '@app/ui/Dialog'
import { RadioGroup } from '@app/ui/RadioGroup'
import { TextArea } from '@app/ui/TextArea'
import { toast } from '@app/ui/Toast'
import { type Car, type CarActionInput, carFieldErrors, failedStatus, useCarAction } from './api'
import { PersonPicker } from './CarFields'
import { CAR_ACTION_LABEL, CAR_STATUS_LABEL } from './formLabels'

const Body = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};

  p {
    margin: 0;
  }
  .note {
    color: ${({ theme }) => theme.color.text.muted};
  }
  .failure {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.danger.subtle};
    color: ${({ theme }) => theme.color.text.danger};
  }
`

/** The choice a step needs besides its comment. */
type Needs = 'assignee' | 'approver_1' | 'approver_2' | 'checker' | null

/** What each step asks for: the next person when the CAR does not name them yet, the checker to close. */
export function stepNeeds(action: CarAction, named: { approver_1: boolean; approver_2: boolean }): Needs {
  if (action === 'assign') return 'assignee'
  if (action === 'submit_to_approver_1' && !named.approver_1) return 'approver_1'
  if (action === 'submit_to_approver_2' && !named.approver_2) return 'approver_2'
  if (action === 'approve_and_close') return 'checker'
  return null
}

export interface CarActionDialogProps {
  car: Car
  action: CarAction
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** Whether the CAR names its approvers (saved, or about to be saved with the form). */
  named: { approver_1: boolean; approver_2: boolean }
  /** The form has changes not saved yet: they are saved before the step is taken. */
  unsaved: boolean
  /** Saves the form's changes when there are some; resolves with the version to act on. */
  prepare: () => Promise<number>
  /** Show the empty fields' errors at once (stories). */
  defaultShowErrors?: boolean
}

/**
 * A flow step: its comment (required) and, where the step needs one, the next person; the server's
 * field refusals show on the fields, a refused step (403, 409) says why in words.
 */
export function CarActionDialog({ car, action, isOpen, onOpenChange, named, unsaved, prepare, defaultShowErrors = false }: CarActionDialogProps) {
  const { t, i18n } = useLingui()
  const formId = useId()
  const mutation = useCarAction(car.id)
  const needs = stepNeeds(action, named)
  const [comment, setComment] = useState('')
  const [person, setPerson] = useState<number | null>(needs === 'assignee' ? (car.assignee?.id ?? null) : null)
  const [days, setDays] = useState<string>(String(CAR_EFFECTIVENESS_DAYS[0]))
  const [submitted, setSubmitted] = useState(defaultShowErrors)
  const [saveFailed, setSaveFailed] = useState(false)
  const label = i18n._(CAR_ACTION_LABEL[action])
  const title = t`${label}: ${car.car_number}`

  const body: CarActionInput = {
    action,
    comment,
    assignee_id: needs === 'assignee' ? person : undefined,
    approver_id: needs === 'approver_1' || needs === 'approver_2' ? person : undefined,
    effectiveness_checker_id: needs === 'checker' ? person : undefined,
    effectiveness_days: needs === 'checker' ? (Number(days) as (typeof CAR_EFFECTIVENESS_DAYS)[number]) : undefined,
  }

  // The contract's rules, and the choice the step cannot go without.
  const own: Record<string, string> = {}
  const checked = v.safeParse(carCalls.action.body, body)
  if (!checked.success) for (const issue of checked.issues) own[v.getDotPath(issue) ?? 'comment'] ??= issue.message
  const personField = needs === 'assignee' ? 'assignee_id' : needs === 'checker' ? 'effectiveness_checker_id' : 'approver_id'
  const missing = {
    assignee: carMessages.selectAssignee,
    approver_1: carMessages.selectApprover1,
    approver_2: carMessages.selectApprover2,
    checker: carMessages.selectChecker,
  } as const
  if (needs && person === null) own[personField] ??= i18n._(missing[needs])
  const server = carFieldErrors(mutation.error)
  const errorOf = (field: string) => (submitted ? own[field] : undefined) ?? server[field]
  const status = failedStatus(mutation.error)
  const refused =
    status === 403
      ? t`You cannot take this step on this CAR now.`
      : status === 409
        ? t`This CAR was changed by someone else since you opened it. Close this dialog and reload the CAR to see where it stands.`
        : undefined
  const reason = refusalOf(mutation.error)
  const failure = saveFailed
    ? t`Error saving CAR data. Your changes are still in the form; nothing was sent.`
    : mutation.error && Object.keys(server).length === 0
      ? [refused ?? t`The step could not be taken. Try again.`, reason].filter(Boolean).join(' ')
      : undefined

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    const form = event.currentTarget
    if (Object.keys(own).length > 0) {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      return
    }
    setSaveFailed(false)
    let version: number
    try {
      version = await prepare()
    } catch {
      setSaveFailed(true)
      return
    }
    mutation.mutate(
      { ...body, comment: comment.trim(), version },
      {
        onSuccess: (answer) => {
          toast.positive(t`${label}: done. ${answer.car_number} is now ${i18n._(CAR_STATUS_LABEL[answer.status])}.`)
          setComment('')
          setSubmitted(false)
          onOpenChange(false)
        },
      },
    )
  }

  const personLabels = {
    assignee: t`Assignee`,
    approver_1: t`Approver 1`,
    approver_2: t`Approver 2`,
    checker: t`Effectiveness checked by`,
  } as const
  const roles = { assignee: 'assignee', approver_1: 'approver', approver_2: 'approver', checker: 'checker' } as const

  return (
    <Dialog
      title={title}
      size="lg"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isKeyboardDismissDisabled={mutation.isPending}
      actions={
        <>
          <Button slot="close">{t`Cancel`}</Button>
          <Button type="submit" form={formId} variant={action === 'reject' ? 'danger' : 'primary'} isPending={mutation.isPending}>
            {label}
          </Button>
        </>
      }
    >
      <Body id={formId} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        {unsaved && <p className="note">{t`Your changes to the form are saved first.`}</p>}
        {needs && (
          <PersonPicker
            label={personLabels[needs]}
            required
            lookup={roles[needs]}
            known={needs === 'assignee' ? car.assignee : null}
            value={person}
            onChange={setPerson}
            name={personField}
            isInvalid={Boolean(errorOf(personField))}
            errorMessage={errorOf(personField)}
          />
        )}
        {needs === 'checker' && (
          <RadioGroup
            label={t`Check the effectiveness after`}
            required
            orientation="horizontal"
            options={CAR_EFFECTIVENESS_DAYS.map((count) => ({ value: String(count), label: t`${count} days` }))}
            value={days}
            onChange={setDays}
            isInvalid={Boolean(errorOf('effectiveness_days'))}
            errorMessage={errorOf('effectiveness_days')}
          />
        )}
        <TextArea
          label={t`Comment`}
          required
          maxLength={CAR_LIMITS.comment}
          name="comment"
          value={comment}
          onChange={setComment}
          isInvalid={Boolean(errorOf('comment'))}
          errorMessage={errorOf('comment')}
          validationBehavior="aria"
          autoFocus={!needs}
        />
        {failure && (
          <p className="failure" role="alert">
            {failure}
          </p>
        )}
      </Body>
    </Dialog>
  )
}
