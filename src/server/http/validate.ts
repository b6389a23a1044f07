import type { Locale } from '@shared/i18n'
import { fieldMessages, issuesToFieldErrors } from '@shared/validation'
import * as v from 'valibot'
import { translateTo } from '../i18n'
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
  const result = await v.safeParseAsync(schema, input, { lang: locale })
  if (result.success) return result.output
  // A field left out of the body reads like an empty one.
  const required = translateTo(locale, fieldMessages.required)
  const issues = result.issues.map((issue) =>
    issue.type === 'object' && issue.input === undefined && issue.path?.length
      ? { ...issue, message: required }
      : issue,
  )
  throw new HttpError(400, httpMessages.invalid, { code: 'VALIDATION', errors: fieldErrors(issues) })
}

/** A 400 for checks only the server can make (current password, a code), shaped like schema errors. */
export function invalidFields(errors: Record<string, string>): HttpError {
  return new HttpError(400, httpMessages.invalid, { code: 'VALIDATION', errors })
}
