import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { AUTHORING_LIMITS } from '@shared/contract/qpm-authoring'
import { text } from '@shared/contract/fields'
import { date, fieldMessages, maxLength, message } from '@shared/validation'

/** The rules of the work lists' forms beyond the contract's: a delegation's dates. */
export const delegationMessages = {
  startPast: msg`The start date cannot be in the past.`,
  endPast: msg`The end date cannot be in the past.`,
  endBeforeStart: msg`The end date must be on or after the start date.`,
}

/** A required YYYY-MM-DD date, as the contract's publish and delegation calls take it. */
const requiredDate = () => v.pipe(text(10), date())

/** Publishing: the significant change choice, the effective date and a summary of the change. */
export const publishFormSchema = v.object({
  significant: v.pipe(
    v.string(),
    v.check((value) => value === 'yes' || value === 'no', message(fieldMessages.required)),
  ),
  effective_date: requiredDate(),
  summary: v.pipe(v.string(), maxLength<string>(AUTHORING_LIMITS.summaryMaxLength)),
})

export type PublishForm = v.InferInput<typeof publishFormSchema>

/** Marking obsolete: an optional comment for the history. */
export const obsoleteFormSchema = v.object({
  comment: v.pipe(v.string(), maxLength<string>(AUTHORING_LIMITS.commentMaxLength)),
})

/** Dates written YYYY-MM-DD compare as text. */
const notBefore = (day: () => string, descriptor: typeof delegationMessages.startPast) =>
  v.check((value: string) => !/^\d{4}-\d{2}-\d{2}$/.test(value) || value >= day(), message(descriptor))

/**
 * A delegation: the delegate and a range of days from today on, its end on or after its start. `today`
 * is the caller's day (YYYY-MM-DD), read when the form is checked.
 */
export function delegationFormSchema(today: () => string) {
  return v.pipe(
    v.object({
      delegate_id: v.pipe(v.nullable(v.number()), v.check((value) => value !== null, message(fieldMessages.required))),
      starts_on: v.pipe(requiredDate(), notBefore(today, delegationMessages.startPast)),
      ends_on: v.pipe(requiredDate(), notBefore(today, delegationMessages.endPast)),
    }),
    v.forward(
      v.partialCheck(
        [['starts_on'], ['ends_on']],
        (input) => input.ends_on >= input.starts_on,
        message(delegationMessages.endBeforeStart),
      ),
      ['ends_on'],
    ),
  )
}

export type DelegationForm = v.InferInput<ReturnType<typeof delegationFormSchema>>
