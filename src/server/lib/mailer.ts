import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import type { Db } from '../db/client'
import { outboundEmails } from '../db/schema'
import { defineJob, enqueue, JobQueue } from './jobs'

export interface Mail {
  companyId: number | null
  to: string
  subject: string
  body: string
}

/** Sends one outbox message (an activation code) as plain text, and marks it sent. */
export const outboxDelivery = defineJob({
  name: 'outbox-deliver',
  payload: v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  // An activation code lasts 15 minutes: the retries (15-30 s apart, then up to 4 minutes) end well within it.
  retry: { limit: 4, delaySeconds: 15, backoff: true },
  timeoutSeconds: 2 * 60,
  async handler(ctx, { id }) {
    const [row] = await ctx.db.select().from(outboundEmails).where(eq(outboundEmails.id, id))
    if (!row || row.sentAt) return
    if (!ctx.mailer) throw new Error('No mail relay is configured (SMTP_URL)')
    await ctx.mailer.send({
      from: ctx.config.mailFrom,
      to: [row.to],
      cc: [],
      bcc: [],
      subject: row.subject,
      text: row.body,
      attachments: [],
    })
    await ctx.db.update(outboundEmails).set({ sentAt: ctx.now }).where(eq(outboundEmails.id, id))
  },
})

/**
 * Writes a message to the outbox table and, when a mail relay is configured, hands it to the job
 * queue, which sends it and retries a refusal. Without a relay the row stays unsent; nothing is lost
 * on restart either way.
 */
export async function queueMail(db: Db, mail: Mail): Promise<void> {
  const [row] = await db.insert(outboundEmails).values(mail).returning({ id: outboundEmails.id })
  if (JobQueue.on(db)?.deps.mailer) await enqueue({ db }, outboxDelivery, { id: row!.id })
}

/** j***@example.com: enough to recognise one's address, not enough to harvest it. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@')
  return `${name.slice(0, 1)}***@${domain}`
}
