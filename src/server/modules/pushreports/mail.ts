import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Locale } from '@shared/i18n'
import type { ServerConfig } from '../../config'
import { translateTo } from '../../i18n'
import { pushReportAreaMessages } from '../../messages'

// A push report's e-mails: the delivery with its file and an unsubscribe link for its one recipient,
// and the notice to the owner when a run failed. The link carries a token naming the report and the
// address, signed with the report's own link key (HMAC-SHA256, the key kept in the report's row): it needs
// no sign-in, cannot be made up, and reads alike on every instance sharing the database.

const TOKEN_KIND = 'push-report-unsubscribe'

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url')

function signature(key: string, body: string): Buffer {
  return createHmac('sha256', key).update(`${TOKEN_KIND}.${body}`).digest()
}

/** The unsubscribe token of one address on one report, signed with the report's link key. */
export function unsubscribeToken(key: string, reportId: number, email: string): string {
  const body = base64url(JSON.stringify({ r: reportId, e: email.toLowerCase() }))
  return `${body}.${signature(key, body).toString('base64url')}`
}

/** What a token claims (its report and address), or null when it is malformed; not yet verified. */
export interface UnsubscribeClaim {
  reportId: number
  email: string
  body: string
  signed: string
}

export function readUnsubscribeClaim(token: string): UnsubscribeClaim | null {
  const [body, signed, extra] = token.trim().split('.')
  if (!body || !signed || extra !== undefined) return null
  try {
    const value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { r?: unknown; e?: unknown }
    if (typeof value.r !== 'number' || !Number.isInteger(value.r) || value.r < 1 || value.r > 2_147_483_647) return null
    if (typeof value.e !== 'string') return null
    return { reportId: value.r, email: value.e, body, signed }
  } catch {
    return null
  }
}

/** Whether the claim was signed with the report's link key. */
export function verifyUnsubscribeClaim(key: string, claim: UnsubscribeClaim): boolean {
  const given = Buffer.from(claim.signed, 'base64url')
  const expected = signature(key, claim.body)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The portal's address for links in e-mails. */
export function portalOrigin(config: ServerConfig): string {
  return config.publicUrl ?? 'http://localhost:8080'
}

export function unsubscribeLink(config: ServerConfig, company: string, token: string): string {
  return `${portalOrigin(config)}/${encodeURIComponent(company)}/unsubscribe?token=${encodeURIComponent(token)}`
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string)

export interface DeliveryMail {
  report: string
  page: string
  rows: number
  file: string
  link: string
}

/** The delivery's subject and HTML in the owner's language. */
export function deliveryMail(locale: Locale, mail: DeliveryMail): { subject: string; html: string } {
  const t = (descriptor: Parameters<typeof translateTo>[1], values?: Parameters<typeof translateTo>[2]) =>
    translateTo(locale, descriptor, values)
  const body = t(pushReportAreaMessages.mailBody, { report: mail.report, page: mail.page, rows: mail.rows, file: mail.file })
  return {
    subject: t(pushReportAreaMessages.mailSubject, { report: mail.report }),
    html: `<p>${escapeHtml(body)}</p>\n<p><a href="${escapeHtml(mail.link)}">${escapeHtml(t(pushReportAreaMessages.mailUnsubscribe))}</a></p>`,
  }
}

/** The notice to the owner of a run that failed after its retries. */
export function failureMail(
  locale: Locale,
  mail: { report: string; page: string; attempts: number; error: string; link: string },
): { subject: string; html: string } {
  const t = (descriptor: Parameters<typeof translateTo>[1], values?: Parameters<typeof translateTo>[2]) =>
    translateTo(locale, descriptor, values)
  const body = t(pushReportAreaMessages.mailFailed, { report: mail.report, page: mail.page, attempts: mail.attempts, error: mail.error })
  return {
    subject: t(pushReportAreaMessages.mailFailedSubject, { report: mail.report }),
    html: `<p>${escapeHtml(body)}</p>\n<p><a href="${escapeHtml(mail.link)}">${escapeHtml(t(pushReportAreaMessages.mailFailedOpen))}</a></p>`,
  }
}
