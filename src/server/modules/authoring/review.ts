import { REVIEW_REMINDER_DAYS } from '@shared/contract/qpm-authoring'
import { toLocale } from '@shared/i18n'
import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Db } from '../../db/client'
import { manualReviewReminders } from '../../db/schema'
import { translateTo } from '../../i18n'
import type { Deps } from '../../lib/context'
import { queueNotice } from '../../lib/email'
import { escapeHtml } from '../../lib/html'
import { defineJob } from '../../lib/jobs'
import { authoringMessages } from '../../messages'

// Periodic review (document 1 section 7): each document with a review interval is due for review that
// many months after its last publication. Its owner is e-mailed 30 and 7 days before, and once when the
// date has passed; each reminder is sent once per review date, whichever instance runs the job.

interface Due {
  node_id: number
  company_id: number
  number: string | null
  title: string
  review_date: string
  days_left: number
  email: string | null
  lang: string | null
}

/** The reminder a document is due for today, if any: '30', '7' or 'overdue'. */
export function reminderKind(daysLeft: number): string | null {
  if (daysLeft < 0) return 'overdue'
  const [first, second] = REVIEW_REMINDER_DAYS
  if (daysLeft <= second) return String(second)
  if (daysLeft <= first) return String(first)
  return null
}

/**
 * Sends the reminders due on `now`'s day, once each (a row of manual_review_reminders per document,
 * review date and kind). Answers how many were sent.
 */
export async function sendReviewReminders(ctx: { db: Db; mailer: Deps['mailer']; now: Date }): Promise<number> {
  const today = ctx.now.toISOString().slice(0, 10)
  const result = await ctx.db.execute(sql`
    WITH due AS (
      SELECT n.id AS node_id, n.company_id, n.number, n.owner_id,
        (SELECT r.title FROM manual_revisions r WHERE r.node_id = n.id AND r.status = 'published' ORDER BY r.lang LIMIT 1) AS title,
        (((SELECT max(r.published_at) FROM manual_revisions r WHERE r.node_id = n.id AND r.status = 'published') AT TIME ZONE 'UTC')::date
          + make_interval(months => n.review_interval_months))::date AS review_date
      FROM manual_nodes n
      WHERE n.kind = 'document' AND n.status = 'active' AND n.deleted_at IS NULL AND n.review_interval_months IS NOT NULL
    )
    SELECT due.node_id, due.company_id, due.number, due.title, due.review_date::text AS review_date,
      (due.review_date - ${today}::date) AS days_left, u.email, u.lang
    FROM due LEFT JOIN users u ON u.id = due.owner_id
    WHERE due.review_date IS NOT NULL AND due.review_date - ${today}::date <= ${REVIEW_REMINDER_DAYS[0]}`)
  const rows = (result as unknown as { rows: Due[] }).rows
  let sent = 0
  for (const row of rows) {
    const kind = reminderKind(Number(row.days_left))
    if (!kind) continue
    // Claims the reminder first: a second run (or instance) finds it taken.
    const [claimed] = await ctx.db
      .insert(manualReviewReminders)
      .values({ nodeId: Number(row.node_id), reviewDate: row.review_date, kind, createdAt: ctx.now })
      .onConflictDoNothing()
      .returning({ nodeId: manualReviewReminders.nodeId })
    if (!claimed || !row.email) continue
    const locale = toLocale(row.lang ?? 'en')
    const values = { number: row.number ?? '', title: row.title, date: row.review_date, days: Number(row.days_left) }
    const overdue = kind === 'overdue'
    const email = await queueNotice(ctx, {
      companyId: Number(row.company_id),
      to: [row.email],
      subject: translateTo(locale, overdue ? authoringMessages.mailOverdueSubject : authoringMessages.mailReviewSubject, values)
        .replace(/\s+/g, ' ')
        .trim(),
      html: `<p>${escapeHtml(translateTo(locale, overdue ? authoringMessages.mailOverdue : authoringMessages.mailReview, values))}</p>`,
    })
    await ctx.db.execute(sql`UPDATE manual_review_reminders SET email_id = ${email.id}
      WHERE node_id = ${Number(row.node_id)} AND review_date = ${row.review_date} AND kind = ${kind}`)
    sent++
  }
  return sent
}

/** Every day at 06:00 UTC. */
export const reviewReminders = defineJob({
  name: 'manual-review-reminders',
  payload: v.object({}),
  schedule: { cron: '0 6 * * *', payload: {} },
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  async handler(ctx) {
    await sendReviewReminders(ctx)
  },
})
