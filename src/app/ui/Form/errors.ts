import { type AnyFieldApi, type AnyFormApi, useStore } from '@tanstack/react-form'

/** The text of a form error: a message string, a standard-schema issue, or a list of either. */
export function errorText(error: unknown): string | undefined {
  if (!error) return undefined
  if (typeof error === 'string') return error
  if (Array.isArray(error)) {
    for (const item of error) {
      const text = errorText(item)
      if (text) return text
    }
    return undefined
  }
  if (typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message
  return undefined
}

/**
 * A bound field's error, shown once the user has left the field or tried to submit, so that
 * typing in one field never flags the untouched ones.
 */
export function useShownError(field: AnyFieldApi): string | undefined {
  const submitted = useStore(field.form.store, (state) => state.submissionAttempts > 0)
  const { errors, isBlurred } = field.state.meta
  return submitted || isBlurred ? errorText(errors) : undefined
}

/**
 * Puts a 400 answer's field errors (`errors: {field: message}`) on the form. What the user typed
 * stays; each message clears when its field changes or the form is submitted again. Returns the
 * messages whose field is not on the form, for the caller to show elsewhere.
 */
export function setServerErrors(form: AnyFormApi, errors: Record<string, string> | null | undefined): string[] {
  const unmatched: string[] = []
  for (const [name, message] of Object.entries(errors ?? {})) {
    if (!(name in form.fieldInfo)) {
      unmatched.push(message)
      continue
    }
    form.setFieldMeta(name, (prev) => ({
      ...prev,
      errorMap: { ...prev?.errorMap, onServer: message },
      // Marked as the field's own error so another field's change does not clear it.
      errorSourceMap: { ...prev?.errorSourceMap, onServer: 'field' },
    }))
  }
  return unmatched
}

/** Retires every server message before a new submission, which the server will judge afresh. */
export function clearServerErrors(form: AnyFormApi): void {
  for (const [name, meta] of Object.entries(form.state.fieldMeta as Record<string, { errorMap?: { onServer?: unknown } } | undefined>)) {
    if (!meta?.errorMap?.onServer) continue
    form.setFieldMeta(name, (prev) => ({ ...prev, errorMap: { ...prev?.errorMap, onServer: undefined } }))
  }
}

const FOCUSABLE = [
  'input:not([type="hidden"]):not([hidden]):not([disabled])',
  'textarea:not([disabled])',
  '[role="spinbutton"]',
  'button:not([disabled]):not([tabindex="-1"])',
  '[tabindex="0"]',
].join(', ')

/** Focuses the first field (in page order) whose name is in `names`; fields carry `data-field`. */
export function focusFirstField(root: HTMLElement | null, names: ReadonlySet<string>): boolean {
  if (!root) return false
  for (const element of root.querySelectorAll<HTMLElement>('[data-field]')) {
    if (!names.has(element.dataset.field ?? '')) continue
    const target = element.querySelector<HTMLElement>('input[type="radio"]:checked') ?? element.querySelector<HTMLElement>(FOCUSABLE)
    if (target) {
      target.focus()
      return true
    }
  }
  return false
}

/** Names of the fields that have an error now. */
export function invalidFieldNames(form: AnyFormApi): Set<string> {
  const names = new Set<string>()
  for (const [name, meta] of Object.entries(form.state.fieldMeta as Record<string, { errors?: unknown[] } | undefined>)) {
    if (meta?.errors?.some((error) => errorText(error))) names.add(name)
  }
  return names
}
