import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { fieldMessages, maxLength, message, required } from '../validation'
import { text } from './fields'

/** Document 2 section 5.3: recipients are added by comma or space and must be unique. */
export const emailMessages = {
  duplicate: msg`Each recipient may appear only once`,
} as const

/** Splits recipient text typed with commas, semicolons or spaces. */
export function splitRecipients(value: string | string[]): string[] {
  const parts = typeof value === 'string' ? [value] : value
  return parts
    .flatMap((part) => part.split(/[\s,;]+/))
    .map((part) => part.trim())
    .filter(Boolean)
}

/** Recipients of one message, To, CC and BCC together; the server refuses more. */
export const EMAIL_MAX_RECIPIENTS = 20

const isEmail = (value: string) => v.EMAIL_REGEX.test(value)
const lower = (list: readonly string[]) => list.map((item) => item.toLowerCase())

/** A list of e-mail addresses, as a JSON list or as text; every address valid, none twice. */
const recipients = v.pipe(
  v.union([v.array(v.string()), v.string()], message(fieldMessages.email)),
  v.transform((value): string[] => splitRecipients(value)),
  v.check((list: string[]) => list.every(isEmail), message(fieldMessages.email)),
  v.check((list: string[]) => new Set(lower(list)).size === list.length, message(emailMessages.duplicate)),
)

/**
 * Document 2 section 3, "E-mail payload"; the content is rich text (HTML), sanitised by the server. Only
 * the To list and the subject are required (section 5.3): a message may go with its attachments alone.
 */
export const emailEntries = {
  subject: text(200),
  content: v.optional(v.pipe(v.string(), maxLength(500_000)), ''),
  additionalContent: v.optional(v.pipe(v.string(), maxLength(500_000)), ''),
  to: v.pipe(recipients, required()),
  cc: v.optional(recipients, []),
  bcc: v.optional(recipients, []),
}

type EmailInput = { to: string[]; cc: string[]; bcc: string[] }

/** The same address in To, CC and BCC at once is refused on the later list. */
export const uniqueAcrossLists = <T extends EmailInput>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const seen = new Set(lower(dataset.value.to))
    for (const key of ['cc', 'bcc'] as const) {
      for (const address of lower(dataset.value[key])) {
        if (seen.has(address)) {
          addIssue({
            message: message(emailMessages.duplicate),
            path: [{ type: 'object', origin: 'value', input: dataset.value, key, value: dataset.value[key] }],
          })
          return
        }
        seen.add(address)
      }
    }
  })

export const emailPayloadSchema = v.pipe(v.object(emailEntries), uniqueAcrossLists())

export type EmailPayload = v.InferOutput<typeof emailPayloadSchema>

/**
 * What a send answers: the history row, and whether the message left (`sent`), was refused by the
 * relay (`failed`, tried again later), is still on its way (`queued`) or was only recorded.
 */
export const emailSentSchema = v.object({
  id: v.number(),
  delivery: v.picklist(['sent', 'recorded', 'failed', 'queued']),
  message: v.string(),
})
