import * as v from 'valibot'
import { CAR_EFFECTIVENESS_RATINGS, CAR_LIMITS, type CarEffectivenessRating } from '@shared/contract/car'
import { fieldMessages, maxLength, message } from '@shared/validation'

const RATINGS: readonly string[] = CAR_EFFECTIVENESS_RATINGS

/** A chosen rating. */
export const isRating = (value: string): value is CarEffectivenessRating => RATINGS.includes(value)

/**
 * The rating dialog's form: a rating is required, notes are optional. Nothing is chosen at first (null,
 * so that Tab reaches the choices).
 */
export const ratingFormSchema = v.object({
  rating: v.pipe(
    v.nullable(v.string()),
    v.check((value) => value !== null && isRating(value), message(fieldMessages.required)),
  ),
  notes: v.pipe(v.string(), maxLength<string>(CAR_LIMITS.longText)),
})

export type RatingForm = v.InferInput<typeof ratingFormSchema>
