import * as v from 'valibot'
import { email, fieldMessages, maxLength, message, plainText, required } from '../validation'

const requiredMessage = message(fieldMessages.required)

/** A required text field: trimmed, non-empty, at most `max` characters, no control characters. */
export const text = (max: number) =>
  v.pipe(v.string(requiredMessage), v.trim(), required(), maxLength(max), plainText())

/** An optional text field; blank becomes undefined. */
export const optionalText = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string())),
    v.transform((value) => (value == null ? undefined : value.trim() || undefined)),
    maxLength(max),
    plainText(),
  )

/** A required e-mail address. */
export const emailField = () => v.pipe(text(254), email())

/** A required text field that keeps its spaces (passwords). */
export const secret = (max: number) => v.pipe(v.string(requiredMessage), required(), maxLength(max), plainText())

/**
 * Text taken as it comes (a search, a path segment, a filter): at most `max` characters and no control
 * characters, blank allowed.
 */
export const looseText = (max: number) => v.pipe(v.string(), maxLength(max), plainText())

/** A path segment naming something by its code (a menu id, a library, a metadata tag). */
export const segment = (max = 64) => v.pipe(v.string(), v.trim(), required(), maxLength(max), plainText())
