import type { Locale } from '@shared/i18n'
import { fallbackMessage, issuesToFieldErrors } from '@shared/validation'
import * as v from 'valibot'
import { httpMessages } from '../messages'
import { HttpError } from './errors'

/** Field errors keyed by dotted path; an issue about the whole body lands on '_'. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors = issuesToFieldErrors(issues)
  if (Object.hasOwn(errors, '')) {
    errors._ = errors[''] as string
    delete errors['']
  }
  return errors
}

/** Parses input with a contract schema, or answers 400 with the field messages in the request's language. */
export async function parseInput<S extends v.GenericSchema | v.GenericSchemaAsync>(
  schema: S,
  input: unknown,
  locale: Locale,
): Promise<v.InferOutput<S>> {
  // A check that names no message of its own gets the document 1 section 5 one, never valibot's English.
  const result = await v.safeParseAsync(schema, input, { lang: locale, message: fallbackMessage })
  if (result.success) return result.output
  throw new HttpError(400, httpMessages.invalid, { code: 'VALIDATION', errors: fieldErrors(result.issues) })
}

/** A 400 for checks only the server can make (current password, a code), shaped like schema errors. */
export function invalidFields(errors: Record<string, string>): HttpError {
  return new HttpError(400, httpMessages.invalid, { code: 'VALIDATION', errors })
}
