import * as v from 'valibot'
import { email, fieldMessages, maxLength, message, required } from '../validation'

const requiredMessage = message(fieldMessages.required)

/** A required text field: trimmed, non-empty, at most `max` characters. */
export const text = (max: number) => v.pipe(v.string(requiredMessage), v.trim(), required(), maxLength(max))

/** An optional text field; blank becomes undefined. */
export const optionalText = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string())),
    v.transform((value) => (value == null ? undefined : value.trim() || undefined)),
    maxLength(max),
  )

/** A required e-mail address. */
export const emailField = () => v.pipe(text(254), email())

/** A required text field that keeps its spaces (passwords). */
export const secret = (max: number) => v.pipe(v.string(requiredMessage), required(), maxLength(max))
