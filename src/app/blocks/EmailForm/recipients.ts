import * as v from 'valibot'

/** Recipients are typed separated by commas, semicolons or spaces (document 2 section 5.3). */
export function splitRecipients(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean)
}

export const isEmailAddress = (value: string) => v.EMAIL_REGEX.test(value)

export interface AddResult {
  /** The list with the new valid addresses appended. */
  list: string[]
  /** Typed text that is not an e-mail address (kept in the input to correct). */
  invalid: string[]
  /** Addresses already in the list (compared without case). */
  duplicates: string[]
}

/** Adds typed addresses to a list: valid ones once each, the rest reported. */
export function addRecipients(list: readonly string[], typed: readonly string[], taken: readonly string[] = []): AddResult {
  const next = [...list]
  const seen = new Set([...list, ...taken].map((a) => a.toLowerCase()))
  const invalid: string[] = []
  const duplicates: string[] = []
  for (const address of typed) {
    if (!isEmailAddress(address)) invalid.push(address)
    else if (seen.has(address.toLowerCase())) duplicates.push(address)
    else {
      seen.add(address.toLowerCase())
      next.push(address)
    }
  }
  return { list: next, invalid, duplicates }
}

/** The e-mail payload (document 2 section 3). */
export interface EmailPayload {
  subject: string
  content: string
  additionalContent?: string
  to: string[]
  cc: string[]
  bcc: string[]
}
