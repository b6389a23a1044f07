import { ACTIVE_STATUS, isStaff } from '@shared/auth'
import type { EmailPayload } from '@shared/contract'
import { EMAIL_MAX_RECIPIENTS } from '@shared/contract/email'
import { and, count, eq, gt, inArray, isNull, min, ne, or, sql } from 'drizzle-orm'
import sanitizeHtml from 'sanitize-html'
import * as v from 'valibot'
import { attachments, contacts, emailHistory, users } from '../db/schema'
import { blockMessages, emailLimitMessages } from '../messages'
import { audit } from './audit'
import type { Db } from '../db/client'
import type { AuthedContext, Deps } from './context'
import { fail, invalidFields } from './errors'
import { defineJob, enqueue, type JobContext, type JobFailure, jobSettled } from './jobs'

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

/** A stored document sent with a message: read from storage when the message leaves. */
export interface MailAttachment {
  /** The `attachments` row's id. */
  id: string
  filename: string
  size: number
}

/** `queued` until the first delivery attempt ends, then `sent` or `failed`; `recorded` without SMTP. */
export type Delivery = 'queued' | 'sent' | 'failed' | 'recorded'

export interface SentMail {
  id: number
  delivery: Delivery
  message: string
}

/** The message's state in the e-mail history after one delivery attempt. */
const attempted = (now: Date) => ({ attempts: sql`${emailHistory.attempts} + 1`, lastAttemptAt: now })

/** Sends one message of the e-mail history through the mail relay; a refusal is retried. */
async function deliver(ctx: JobContext, { id }: { id: number }): Promise<void> {
  const [row] = await ctx.db.select().from(emailHistory).where(eq(emailHistory.id, id))
  // Gone, or sent by an earlier run.
  if (!row || row.delivery === 'sent') return
  if (!ctx.mailer) throw new Error('No mail relay is configured (SMTP_URL)')
  const ids = row.attachments.map((file) => file.id)
  const stored = ids.length
    ? await ctx.db
        .select({ id: attachments.id, storageKey: attachments.storageKey, contentType: attachments.contentType })
        .from(attachments)
        .where(inArray(attachments.id, ids))
    : []
  const found = row.attachments.map((file) => {
    const item = stored.find((candidate) => candidate.id === file.id)
    if (!item) throw new Error(`The attached document ${file.filename} no longer exists`)
    return { ...item, filename: file.filename }
  })
  const files = found.map((file) => ({
    filename: file.filename,
    contentType: file.contentType,
    content: ctx.storage.stream(file.storageKey),
  }))
  try {
    await ctx.mailer.send({
      from: ctx.config.mailFrom,
      to: row.to,
      cc: row.cc,
      bcc: row.bcc,
      subject: row.subject,
      html: row.html,
      attachments: files,
    })
  } finally {
    // A refused message may leave its files unread: they are closed either way.
    for (const file of files) file.content.destroy()
  }
  await ctx.db
    .update(emailHistory)
    .set({ delivery: 'sent', error: null, retryAt: null, ...attempted(ctx.now) })
    .where(eq(emailHistory.id, id))
}

/** A refused attempt: the history keeps the relay's answer, the attempt count and the next try. */
async function recordFailure(ctx: JobContext, { id }: { id: number }, failure: JobFailure): Promise<void> {
  const error = failure.error instanceof Error ? failure.error.message : String(failure.error)
  await ctx.db
    .update(emailHistory)
    .set({ delivery: 'failed', error: error.slice(0, 500) || 'unknown', retryAt: failure.retryAt, ...attempted(ctx.now) })
    // A retry that already succeeded keeps its state.
    .where(and(eq(emailHistory.id, id), ne(emailHistory.delivery, 'sent')))
}

/**
 * Delivers a message of the e-mail history. Retries reach about an hour after the first attempt:
 * 1-2, 2-4, 4-8, 8-16 and 16-32 minutes apart.
 */
export const emailDelivery = defineJob({
  name: 'email-deliver',
  payload: v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  retry: { limit: 5, delaySeconds: 60, backoff: true },
  timeoutSeconds: 5 * 60,
  concurrency: 4,
  handler: deliver,
  failed: recordFailure,
})

/**
 * Waits, up to the configured time, for the first delivery attempt of a message (made by whichever
 * instance took the job), and answers the message's state then.
 */
async function firstAttempt(ctx: AuthedContext, id: number, jobId: string) {
  const deadline = Date.now() + ctx.config.emailSendWaitMs
  for (;;) {
    const [row] = await ctx.db
      .select({ delivery: emailHistory.delivery, attempts: emailHistory.attempts, retryAt: emailHistory.retryAt })
      .from(emailHistory)
      .where(eq(emailHistory.id, id))
    const left = deadline - Date.now()
    if (!row || row.attempts > 0 || left <= 0) {
      return { delivery: (row?.delivery ?? 'queued') as Delivery, retrying: !!row?.retryAt }
    }
    // This instance's run is heard at once; another instance's is read at the next look.
    await jobSettled(ctx, jobId, Math.min(left, 200))
  }
}

const MESSAGES = {
  sent: blockMessages.emailSent,
  recorded: blockMessages.emailRecorded,
  queued: blockMessages.emailQueued,
  failed: blockMessages.emailFailed,
} as const

/**
 * A message the portal writes on a user's behalf to an address it chose itself (a document's owner, for
 * a change request): recorded in the e-mail history in the user's name and, when a relay is configured,
 * handed to the job queue, which delivers and retries it like the e-mail form's. The answer does not
 * wait for the delivery.
 */
export async function queueEmail(
  ctx: AuthedContext,
  message: { to: string[]; subject: string; html: string },
): Promise<{ id: number; delivery: 'queued' | 'recorded' }> {
  return queueNotice(ctx, {
    ...message,
    companyId: ctx.identity.company.id,
    userId: ctx.identity.user.id,
    sender: ctx.identity.user.username,
  })
}

/**
 * A message the portal writes by itself (a job's reminder) or in a user's name (`userId`, `sender`):
 * recorded in the e-mail history and, with a relay, delivered and retried by the job queue.
 */
export async function queueNotice(
  ctx: { db: Db; mailer: Deps['mailer']; now: Date },
  message: Notice,
): Promise<{ id: number; delivery: 'queued' | 'recorded' }> {
  const recorded = await recordNotice(ctx, message)
  if (recorded.delivery === 'queued') await enqueue(ctx, emailDelivery, { id: recorded.id })
  return recorded
}

/** A message the portal writes: its recipients, subject and HTML, its company, and in whose name. */
export interface Notice {
  to: string[]
  subject: string
  html: string
  companyId: number
  userId?: number | null
  sender?: string
  /** Stored documents sent with it (a push report's file). */
  attachments?: MailAttachment[]
}

/**
 * Writes a notice to the e-mail history only, `queued` when a relay is configured: `ctx.db` may be a
 * transaction, so the message exists exactly when the change it tells of does. Once that transaction
 * has committed, `deliverNotice` hands a queued one to the job queue.
 */
export async function recordNotice(
  ctx: { db: Db; mailer: Deps['mailer']; now: Date },
  message: Notice,
): Promise<{ id: number; delivery: 'queued' | 'recorded' }> {
  const delivery = ctx.mailer ? 'queued' : 'recorded'
  const [row] = await ctx.db
    .insert(emailHistory)
    .values({
      companyId: message.companyId,
      userId: message.userId ?? null,
      sender: message.sender ?? 'portal',
      to: message.to,
      subject: message.subject,
      html: sanitizeEmailHtml(message.html),
      attachments: (message.attachments ?? []).map(({ id, filename, size }) => ({ id, filename, size })),
      delivery,
      sentAt: ctx.now,
    })
    .returning({ id: emailHistory.id })
  return { id: row!.id, delivery }
}

/** Delivers a notice `recordNotice` wrote as queued (through the job queue, with its retries). */
export async function deliverNotice(ctx: { db: Db }, notice: { id: number; delivery: 'queued' | 'recorded' }): Promise<void> {
  if (notice.delivery === 'queued') await enqueue(ctx, emailDelivery, { id: notice.id })
}

/**
 * Records the message in the e-mail history, always, and when a relay is configured hands it to the
 * job queue, which delivers it through SMTP and retries a refusal with back-off. The answer waits for
 * the first attempt (at most `emailSendWaitMs`): `sent`, `failed` (answered 502; it is tried again), or
 * `queued` when the attempt is still under way. Before that: at most EMAIL_MAX_RECIPIENTS recipients,
 * no content made of active content alone, customer accounts write only to their own account's users
 * and contacts (400 on the field), and the hourly limit (429).
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
      delivery: ctx.mailer ? 'queued' : 'recorded',
      sentAt: ctx.now,
    })
    .returning({ id: emailHistory.id })
  await withinHourlyLimit(ctx, row!.id)
  let state: { delivery: Delivery; retrying: boolean } = { delivery: 'recorded', retrying: false }
  if (ctx.mailer) {
    const jobId = await enqueue(ctx, emailDelivery, { id: row!.id })
    state = await firstAttempt(ctx, row!.id, jobId)
  }
  const { delivery } = state
  await audit(ctx.db, {
    event: 'email.send',
    at: ctx.now,
    userId: ctx.identity.user.id,
    companyId: ctx.identity.company.id,
    username: ctx.identity.user.username,
    ip: ctx.ip,
    detail: { id: row!.id, delivery, recipients: payload.to.length + payload.cc.length + payload.bcc.length },
  })
  const message = delivery === 'failed' && state.retrying ? blockMessages.emailRetrying : MESSAGES[delivery]
  return { id: row!.id, delivery, message: ctx.t(message) }
}
