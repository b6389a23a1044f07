import type { Db } from '../db/client'
import { outboundEmails } from '../db/schema'

export interface Mail {
  companyId: number | null
  to: string
  subject: string
  body: string
}

/** Queues a message in the outbox table, which the mail relay drains; no mail is lost on restart. */
export async function queueMail(db: Db, mail: Mail): Promise<void> {
  await db.insert(outboundEmails).values(mail)
}

/** j***@example.com: enough to recognise one's address, not enough to harvest it. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@')
  return `${name.slice(0, 1)}***@${domain}`
}
