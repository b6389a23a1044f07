import { useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { AlertTriangle, Check } from 'lucide-react'
import { useId, useState } from 'react'
import styled from 'styled-components'
import { CAR_EFFECTIVENESS_RATINGS, CAR_LIMITS } from '@shared/contract/car'
import { fieldErrors, refusal } from '@app/blocks/ResourcePages'
import { Button } from '@app/ui/Button'
import { Dialog } from '@app/ui/Dialog'
import { setServerErrors, useAppForm } from '@app/ui/Form'
import { toast } from '@app/ui/Toast'
import { useRateEffectiveness } from './api'
import { RATING_LABELS } from './listColumns'
import { isRating, type RatingForm, ratingFormSchema } from './ratingSchema'

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};

  p {
    margin: 0;
  }
  .about {
    color: ${({ theme }) => theme.color.text.muted};
  }
`

const Notice = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border: ${({ theme }) => theme.border.width.thin} solid;

  svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon.md};
    height: ${({ theme }) => theme.size.icon.md};
  }
  &[data-tone='warning'] {
    background: ${({ theme }) => theme.color.warning.subtle};
    border-color: ${({ theme }) => theme.color.warning.default};
    color: ${({ theme }) => theme.color.text.default};
  }
  &[data-tone='danger'] {
    background: ${({ theme }) => theme.color.danger.subtle};
    border-color: ${({ theme }) => theme.color.border.danger};
    color: ${({ theme }) => theme.color.text.danger};
  }
`

/** The effectiveness check being rated: its id, its CAR and what was rated before. */
export interface RatedCheck {
  id: number
  car_number: string
  title: string
  due_date: string
  rating: string | null
  notes?: string | null
}

export interface RatingDialogProps {
  check: RatedCheck
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}

/**
 * Rates whether a closed CAR's actions worked: effective, partly effective or not effective, with notes.
 * "Not effective" reopens the CAR (back to its assignee), which the dialog says before it is saved.
 */
export function RatingDialog({ check, isOpen, onOpenChange }: RatingDialogProps) {
  const { t, i18n } = useLingui()
  const formId = useId()
  const rate = useRateEffectiveness()
  const [problem, setProblem] = useState<string>()
  const form = useAppForm({
    defaultValues: { rating: check.rating, notes: check.notes ?? '' } as RatingForm,
    validators: { onChange: ratingFormSchema },
    onSubmit: async ({ value, formApi }) => {
      if (value.rating === null || !isRating(value.rating)) return
      setProblem(undefined)
      try {
        const chosen = value.rating
        await rate.mutateAsync({ id: check.id, body: { rating: chosen, notes: value.notes.trim() || undefined } })
        toast.positive(
          chosen === 'not_effective'
            ? t`${check.car_number} is rated not effective and goes back to its assignee.`
            : t`The effectiveness of ${check.car_number} is rated.`,
        )
        onOpenChange(false)
      } catch (error) {
        const rest = setServerErrors(formApi as never, fieldErrors(error))
        setProblem(rest[0] ?? refusal(error, t`The rating was not saved. Try again.`))
      }
    },
  })
  const rating = useStore(form.store, (state) => state.values.rating)
  const title = t`Rate the effectiveness of ${check.car_number}`
  return (
    <form.AppForm>
      <Dialog
        title={title}
        size="md"
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        isKeyboardDismissDisabled={rate.isPending}
        actions={
          <>
            <Button slot="close">{t`Cancel`}</Button>
            <form.SubmitButton form={formId} icon={<Check />}>
              {t`Save rating`}
            </form.SubmitButton>
          </>
        }
      >
        <Body>
          <p className="about">{t`${check.title}. Check due ${check.due_date}.`}</p>
          {problem && (
            <Notice data-tone="danger" role="alert">
              {problem}
            </Notice>
          )}
          <form.Form id={formId} aria-label={title}>
            <form.AppField name="rating">
              {(field) => (
                <field.RadioGroup
                  label={t`Were the actions effective?`}
                  required
                  options={CAR_EFFECTIVENESS_RATINGS.map((value) => ({ value, label: i18n._(RATING_LABELS[value]) }))}
                />
              )}
            </form.AppField>
            <div aria-live="polite">
              {rating === 'not_effective' && (
                <Notice data-tone="warning">
                  <AlertTriangle aria-hidden="true" />
                  <span>{t`Not effective reopens ${check.car_number}: it goes back to its assignee, who must act again.`}</span>
                </Notice>
              )}
            </div>
            <form.AppField name="notes">
              {(field) => <field.TextArea label={t`Notes`} required={false} maxLength={CAR_LIMITS.longText} />}
            </form.AppField>
          </form.Form>
        </Body>
      </Dialog>
    </form.AppForm>
  )
}
