import type { Locale } from '@shared/i18n'
import { fallbackMessage, fieldMessages, hasForbiddenCharacters, issuesToFieldErrors } from '@shared/validation'
import * as v from 'valibot'
import { translateTo } from '../i18n'
import { HttpError, invalidFields, sqlState } from '../lib/errors'
import { boundaryMessages, httpMessages } from '../messages'

/**
 * Caps on every string of a request, applied before any schema reads it; each field's own cap is
 * usually far lower. Path and query text is short by nature; a body's longest field is rich text.
 */
export const STRING_LIMITS = { pathOrQuery: 2_000, body: 500_000 } as const

/** A 400 lists at most this many fields. */
const MAX_FIELD_ERRORS = 50

/** Field errors keyed by dotted path; an issue about the whole body lands on '_'. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors = issuesToFieldErrors(issues)
  if (Object.hasOwn(errors, '')) {
    errors._ = errors[''] as string
    delete errors['']
  }
  return errors
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

const length = (text: string, max: number) => (text.length <= max ? text.length : [...text].length)

/**
 * The faults of the strings in a request's input, wherever they are (object keys included), by dotted
 * path: control characters (tab, line feed and carriage return excepted), broken surrogates, and text
 * longer than `max` characters. Files of a multipart form are not text and are left to the upload.
 */
export function stringFaults(input: unknown, max: number, locale: Locale): Record<string, string> {
  const errors: Record<string, string> = {}
  const report = (path: string, message: string) => {
    const key = path || '_'
    if (!Object.hasOwn(errors, key)) errors[key] = message
  }
  const check = (text: string, path: string, cap: number) => {
    if (hasForbiddenCharacters(text)) report(path, translateTo(locale, fieldMessages.forbiddenCharacters))
    else if (length(text, cap) > cap) report(path, translateTo(locale, fieldMessages.maxLength, { n: cap }))
  }
  // Iterative, so a deeply nested body cannot exhaust the stack.
  const pending: [unknown, string][] = [[input, '']]
  while (pending.length && Object.keys(errors).length < MAX_FIELD_ERRORS) {
    const [value, path] = pending.pop() as [unknown, string]
    const at = (key: string | number) => (path ? `${path}.${key}` : String(key))
    if (typeof value === 'string') check(value, path, max)
    else if (Array.isArray(value)) value.forEach((item, index) => pending.push([item, at(index)]))
    else if (isPlainObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        // A bad key is reported on its object: the key itself is not fit to name a field.
        const faults = hasForbiddenCharacters(key) || length(key, STRING_LIMITS.pathOrQuery) > STRING_LIMITS.pathOrQuery
        if (faults) report(path, translateTo(locale, fieldMessages.forbiddenCharacters))
        else pending.push([item, at(key)])
      }
    }
  }
  return errors
}

/** Refuses input holding strings no field takes (see `stringFaults`) with a 400 naming the fields. */
export function checkStrings(input: unknown, max: number, locale: Locale): void {
  const errors = stringFaults(input, max, locale)
  if (Object.keys(errors).length) throw invalidFields(errors)
}

/**
 * Parses input with a contract schema, or answers 400 with the field messages in the request's language.
 * Every string is checked first against the request-wide rules (`max` characters, no control characters).
 */
export async function parseInput<S extends v.GenericSchema | v.GenericSchemaAsync>(
  schema: S,
  input: unknown,
  locale: Locale,
  max: number = STRING_LIMITS.body,
): Promise<v.InferOutput<S>> {
  checkStrings(input, max, locale)
  // A check that names no message of its own gets the document 1 section 5 one, never valibot's English.
  const result = await v.safeParseAsync(schema, input, { lang: locale, message: fallbackMessage })
  if (result.success) return result.output
  throw new HttpError(400, httpMessages.invalid, { code: 'VALIDATION', errors: fieldErrors(result.issues) })
}

/** SQLSTATE class 22, "data exception": a value the database cannot read as its column's type. */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/

/**
 * A value the contract let through but the database refused: a 400 rather than a 500. The contract
 * checks come first; this only keeps a gap in them from reading as a server fault. The database's
 * error stays as the cause, for the log.
 */
export function dataException(error: unknown): HttpError | undefined {
  if (!sqlState(error, DATA_EXCEPTION)) return undefined
  return Object.assign(new HttpError(400, boundaryMessages.invalidValue, { code: 'INVALID_VALUE' }), {
    cause: error,
  })
}
