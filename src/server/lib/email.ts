import type { Readable } from 'node:stream'
import { ACTIVE_STATUS, isStaff } from '@shared/auth'
import type { EmailPayload } from '@shared/contract'
import { EMAIL_MAX_RECIPIENTS } from '@shared/contract/email'
import { and, count, eq, gt, inArray, isNull, min, or, sql } from 'drizzle-orm'
import sanitizeHtml from 'sanitize-html'
import { contacts, emailHistory, users } from '../db/schema'
import { type AuthedContext, fail } from '../http/context'
import { invalidFields } from '../http/validate'
import { blockMessages, emailLimitMessages } from '../messages'
import { audit } from './audit'

/** What the rich-text editor produces, and nothing that runs or loads: no script, style, frames or forms. */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'style'),
    'img',
    'span',
    'u',
    's',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgb\(\s*\d+\s*,\s*\d+\s*,\s*\d+\s*\)$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgb\(\s*\d+\s*,\s*\d+\s*,\s*\d+\s*\)$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(bold|normal|\d{3})$/],
      'font-style': [/^(italic|normal)$/],
      'text-decoration': [/^(underline|line-through|none)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
}

/** The message's HTML as it is stored and sent. */
export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, POLICY).trim()
}

/** Markup that runs, loads or submits something: what the sanitiser exists to remove. */
const ACTIVE_CONTENT =
  /<\s*\/?\s*(script|style|iframe|frame|frameset|object|embed|applet|form|input|button|textarea|select|svg|math|base|meta|link)\b|\son[a-z]+\s*=|(java|vb)script\s*:/i

/** Whether sanitised HTML still shows the reader something: text or an image. */
function readable(html: string): boolean {
  return (
    /<img\b[^>]*\bsrc=/i.test(html) ||
    sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') !== ''
  )
}

/**
 * The HTML as it is stored and sent, or null when it was made of active content alone: such a message
 * is refused rather than sent empty. Active content beside readable text is removed.
 */
function cleanContent(html: string): string | null {
  const clean = sanitizeEmailHtml(html)
  return ACTIVE_CONTENT.test(html) && !readable(clean) ? null : clean
}

type RecipientField = 'to' | 'cc' | 'bcc'
const RECIPIENT_FIELDS: RecipientField[] = ['to', 'cc', 'bcc']

/**
 * The addresses a customer account may write to: the active users of its own customer account and
 * the contacts of its company that serve that account or every account. Answers the first other one.
 */
async function outsideOwnAccount(ctx: AuthedContext, payload: EmailPayload): Promise<[RecipientField, string] | null> {
  const { user, company } = ctx.identity
  const wanted = [
    ...new Set(RECIPIENT_FIELDS.flatMap((field) => payload[field]).map((address) => address.toLowerCase())),
  ]
  const colleagues = user.cust ? eq(users.cust, user.cust) : eq(users.id, user.id)
  const contactsOf = user.cust ? or(eq(contacts.cust, user.cust), isNull(contacts.cust)) : isNull(contacts.cust)
  const [known, listed] = await Promise.all([
    ctx.db
      .select({ email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(
        and(
          eq(users.companyId, company.id),
          colleagues,
          eq(users.status, ACTIVE_STATUS),
          inArray(sql`lower(${users.email})`, wanted),
        ),
      ),
    ctx.db
      .select({ email: sql<string>`lower(${contacts.email})` })
      .from(contacts)
      .where(and(eq(contacts.companyId, company.id), contactsOf, inArray(sql`lower(${contacts.email})`, wanted))),
  ])
  const allowed = new Set([...known, ...listed].map((row) => row.email))
  for (const field of RECIPIENT_FIELDS) {
    const address = payload[field].find((item) => !allowed.has(item.toLowerCase()))
    if (address) return [field, address]
  }
  return null
}

/** The field errors of a message the server will not send; empty when it may go. */
async function refusals(ctx: AuthedContext, payload: EmailPayload, content: string | null, additional: string | null) {
  const errors: Record<string, string> = {}
  let total = 0
  for (const field of RECIPIENT_FIELDS) {
    total += payload[field].length
    if (total > EMAIL_MAX_RECIPIENTS) {
      errors[field] = ctx.t(emailLimitMessages.tooManyRecipients, { max: EMAIL_MAX_RECIPIENTS })
      break
    }
  }
  if (content === null) errors.content = ctx.t(emailLimitMessages.activeContent)
  if (additional === null) errors.additionalContent = ctx.t(emailLimitMessages.activeContent)
  if (!errors.to && !errors.cc && !errors.bcc && !isStaff(ctx.identity.user.mtType)) {
    const outside = await outsideOwnAccount(ctx, payload)
    if (outside) errors[outside[0]] = ctx.t(emailLimitMessages.notOwnAccount, { address: outside[1] })
  }
  return errors
}

/**
 * Refuses the message with 429 when it would pass the sender's hourly limit. The message's own row is
 * already written, so requests racing on several instances each count the others: none passes the limit.
 */
async function withinHourlyLimit(ctx: AuthedContext, id: number): Promise<void> {
  const { user, company } = ctx.identity
  const limit = isStaff(user.mtType) ? ctx.config.emailHourlyLimit.staff : ctx.config.emailHourlyLimit.customer
  const hour = 60 * 60_000
  const [row] = await ctx.db
    .select({ sent: count(), oldest: min(emailHistory.sentAt) })
    .from(emailHistory)
    .where(
      and(
        eq(emailHistory.companyId, company.id),
        gt(emailHistory.sentAt, new Date(ctx.now.getTime() - hour)),
        eq(emailHistory.userId, user.id),
      ),
    )
  if ((row?.sent ?? 0) <= limit) return
  await ctx.db.delete(emailHistory).where(eq(emailHistory.id, id))
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : ctx.now.getTime()
  const wait = Math.max(1, Math.ceil((oldest + hour - ctx.now.getTime()) / 1000))
  fail(429, emailLimitMessages.hourlyLimit, {
    values: { limit },
    code: 'EMAIL_LIMIT',
    headers: { 'Retry-After': String(wait) },
  })
}

export interface MailAttachment {
  id: string
  filename: string
  size: number
  contentType: string
  open(): Buffer | Readable | Promise<Buffer | Readable>
}

export interface SentMail {
  id: number
  delivery: 'sent' | 'recorded' | 'failed'
  message: string
}

/**
 * Records the message in the e-mail history, always, and sends it through SMTP when a relay is
 * configured. A refused delivery is recorded as failed and answered 502. Before that: at most
 * EMAIL_MAX_RECIPIENTS recipients, no content made of active content alone, customer accounts write
 * only to their own account's users and contacts (400 on the field), and the hourly limit (429).
 */
export async function sendEmail(
  ctx: AuthedContext,
  payload: EmailPayload,
  files: MailAttachment[] = [],
): Promise<SentMail> {
  const content = cleanContent(payload.content)
  const additional = payload.additionalContent ? cleanContent(payload.additionalContent) : ''
  const errors = await refusals(ctx, payload, content, additional)
  if (Object.keys(errors).length > 0) throw invalidFields(errors)
  const html = additional ? `${content}\n${additional}` : (content as string)
  const [row] = await ctx.db
    .insert(emailHistory)
    .values({
      companyId: ctx.identity.company.id,
      userId: ctx.identity.user.id,
      sender: ctx.identity.user.username,
      to: payload.to,
      cc: payload.cc,
      bcc: payload.bcc,
      subject: payload.subject,
      html,
      attachments: files.map(({ id, filename, size }) => ({ id, filename, size })),
      delivery: 'recorded',
      sentAt: ctx.now,
    })
    .returning({ id: emailHistory.id })
  await withinHourlyLimit(ctx, row!.id)
  let delivery: SentMail['delivery'] = 'recorded'
  if (ctx.mailer) {
    let error: string | null = null
    try {
      await ctx.mailer.send({
        from: ctx.config.mailFrom,
        to: payload.to,
        cc: payload.cc,
        bcc: payload.bcc,
        subject: payload.subject,
        html,
        attachments: await Promise.all(
          files.map(async (file) => ({ filename: file.filename, contentType: file.contentType, content: await file.open() })),
        ),
      })
      delivery = 'sent'
    } catch (cause) {
      delivery = 'failed'
      error = cause instanceof Error ? cause.message.slice(0, 500) : 'unknown'
    }
    await ctx.db.update(emailHistory).set({ delivery, error }).where(eq(emailHistory.id, row!.id))
  }
  await audit(ctx.db, {
    event: 'email.send',
    at: ctx.now,
    userId: ctx.identity.user.id,
    companyId: ctx.identity.company.id,
    username: ctx.identity.user.username,
    ip: ctx.ip,
    detail: { id: row!.id, delivery, recipients: payload.to.length + payload.cc.length + payload.bcc.length },
  })
  const message =
    delivery === 'sent'
      ? blockMessages.emailSent
      : delivery === 'recorded'
        ? blockMessages.emailRecorded
        : blockMessages.emailFailed
  return { id: row!.id, delivery, message: ctx.t(message) }
}
