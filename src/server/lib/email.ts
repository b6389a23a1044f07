import type { EmailPayload } from '@shared/contract'
import type { Readable } from 'node:stream'
import sanitizeHtml from 'sanitize-html'
import { emailHistory } from '../db/schema'
import type { AuthedContext } from '../http/context'
import { blockMessages } from '../messages'
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
 * configured. A refused delivery is recorded as failed and answered 502.
 */
export async function sendEmail(
  ctx: AuthedContext,
  payload: EmailPayload,
  files: MailAttachment[] = [],
): Promise<SentMail> {
  const content = sanitizeEmailHtml(payload.content)
  const additional = payload.additionalContent ? sanitizeEmailHtml(payload.additionalContent) : ''
  const html = additional ? `${content}\n${additional}` : content
  let delivery: SentMail['delivery'] = 'recorded'
  let error: string | null = null
  if (ctx.mailer) {
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
  }
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
      delivery,
      error,
      sentAt: ctx.now,
    })
    .returning({ id: emailHistory.id })
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
