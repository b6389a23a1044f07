import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Locale } from '@shared/i18n'
import type { ServerConfig } from '../../config'
import { translateTo } from '../../i18n'
import { pushReportAreaMessages } from '../../messages'

// A push report's e-mails: the delivery with its file and an unsubscribe link for its one recipient,
// and the notice to the owner when a run failed. The link carries a token naming the report and the
// address, signed with the server's link key (HMAC-SHA256): it needs no sign-in and cannot be made up.

const TOKEN_KIND = 'push-report-unsubscribe'

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url')

function signature(config: ServerConfig, body: string): Buffer {
  return createHmac('sha256', config.linkSecret).update(`${TOKEN_KIND}.${body}`).digest()
}

/** The unsubscribe token of one address on one report. */
export function unsubscribeToken(config: ServerConfig, reportId: number, email: string): string {
  const body = base64url(JSON.stringify({ r: reportId, e: email.toLowerCase() }))
  return `${body}.${signature(config, body).toString('base64url')}`
}

/** The report and address a token names, or null when it is malformed or not signed by this portal. */
export function readUnsubscribeToken(config: ServerConfig, token: string): { reportId: number; email: string } | null {
  const [body, signed, extra] = token.trim().split('.')
  if (!body || !signed || extra !== undefined) return null
  const given = Buffer.from(signed, 'base64url')
  const expected = signature(config, body)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { r?: unknown; e?: unknown }
    if (typeof value.r !== 'number' || !Number.isInteger(value.r) || value.r < 1 || typeof value.e !== 'string') return null
    return { reportId: value.r, email: value.e }
  } catch {
    return null
  }
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
