import type { MessageDescriptor } from '@lingui/core'
import type { Locale, MessageValues } from '@shared/i18n'
import type { Db } from '../../db/client'
import { translateTo } from '../../i18n'
import type { Deps } from '../../lib/context'
import { recordNotice } from '../../lib/email'
import { escapeHtml } from '../../lib/html'
import { carAreaMessages } from '../../messages'
import type { Person } from './scope'

// The CAR e-mails: each person in their own language, written to the e-mail history in the transaction
// of the change they tell of (so a message exists exactly when its step does), and handed to the job
// queue once that transaction has committed (`deliverNotice`).

export interface CarMail {
  subject: MessageDescriptor
  intro: MessageDescriptor
  /** number, title, name (who acted) and the message's own values. */
  values: MessageValues
  /** The step's comment, quoted under the introduction. */
  comment?: string | null
}

export interface Recorded {
  id: number
  delivery: 'queued' | 'recorded'
}

/** The CAR's page, when the request says where the portal is (a job's reminder has no link). */
export const carLink = (origin: string | null, companyCode: string, carId: number) =>
  origin ? `${origin}/${encodeURIComponent(companyCode)}/pages/car/car/${carId}` : null

/**
 * Writes the message to the people named who have an address, one message per language, in `ctx.db`
 * (the step's transaction), in the name of `sender` (the portal's own for a reminder). Answers the
 * messages written, to deliver once committed.
 */
export async function recordCarMail(
  ctx: { db: Db; mailer: Deps['mailer']; now: Date },
  options: { companyId: number; sender?: { userId: number; username: string }; link: string | null },
  people: (Person | undefined)[],
  mail: CarMail,
): Promise<Recorded[]> {
  const byLang = new Map<Locale, string[]>()
  for (const person of people) {
    if (!person?.email) continue
    const addresses = byLang.get(person.lang) ?? []
    if (!addresses.includes(person.email)) addresses.push(person.email)
    byLang.set(person.lang, addresses)
  }
  const written: Recorded[] = []
  for (const [locale, to] of byLang) {
    const html = [
      `<p>${escapeHtml(translateTo(locale, mail.intro, mail.values))}</p>`,
      mail.comment ? `<blockquote>${escapeHtml(mail.comment).replace(/\r?\n/g, '<br>')}</blockquote>` : '',
      options.link ? `<p><a href="${escapeHtml(options.link)}">${escapeHtml(translateTo(locale, carAreaMessages.mailLink))}</a></p>` : '',
    ]
      .filter(Boolean)
      .join('\n')
    written.push(
      await recordNotice(ctx, {
        companyId: options.companyId,
        userId: options.sender?.userId ?? null,
        sender: options.sender?.username,
        to,
        subject: translateTo(locale, mail.subject, mail.values).replace(/\s+/g, ' ').trim(),
        html,
      }),
    )
  }
  return written
}
