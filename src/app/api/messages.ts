import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'

/** How a skin asks users to get in touch after a server error (skins/<skin>/skin.json). */
export type ErrorContact = { kind: 'phone'; phone: string } | { kind: 'email'; emails: readonly string[] }

/** 'a, b or c' in the active language. */
function orList(items: readonly string[]): string {
  return new Intl.ListFormat(i18n.locale || 'en', { type: 'disjunction' }).format(items)
}

/** The server-error toast in the skin's wording (document 1 section 8). */
export function serverErrorMessage(contact: ErrorContact): string {
  if (contact.kind === 'phone') {
    const phone = contact.phone
    return t`You have encountered an error. Please contact your Sales Professional or Customer Service at ${phone}`
  }
  const email = orList(contact.emails)
  return t`You have encountered an error. Please contact your benefits or payroll department at ${email}`
}
