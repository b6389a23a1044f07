import type { Readable } from 'node:stream'
import { createTransport, type Transporter } from 'nodemailer'

export interface OutgoingMail {
  from: string
  to: string[]
  cc: string[]
  bcc: string[]
  subject: string
  /** The body: HTML (the e-mail form), or plain text (activation codes and other notices). */
  html?: string
  text?: string
  attachments: { filename: string; contentType: string; content: Buffer | Readable }[]
}

/** Delivers mail to the outside world; the only part tests replace. */
export interface MailTransport {
  /** Answers what the transport reports (nodemailer's info). */
  send(mail: OutgoingMail): Promise<unknown>
}

/** A nodemailer transport: an SMTP URL (`smtps://user:pass@host:465`) or nodemailer's own options. */
export function createMailTransport(options: string | Parameters<typeof createTransport>[0]): MailTransport {
  const transporter: Transporter = createTransport(options as never)
  return {
    send(mail) {
      return transporter.sendMail({
        from: mail.from,
        to: mail.to,
        cc: mail.cc.length ? mail.cc : undefined,
        bcc: mail.bcc.length ? mail.bcc : undefined,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments,
      })
    },
  }
}
