import type * as v from 'valibot'

/** Issue paths as dotted keys: 'answers.2.answer'; issues about the whole value use ''. */
export function issuePath(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).map((item) => String(item.key)).join('.')
}

/** The first message per field, for a 400 response's `errors` and for showing beside form fields. */
export function issuesToFieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const path = issuePath(issue)
    if (!Object.hasOwn(errors, path)) errors[path] = issue.message
  }
  return errors
}
