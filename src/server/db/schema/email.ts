import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { createdAt, instant } from './columns'
import { companies } from './companies'
import { users } from './users'

// Mail: the messages of the e-mail form and the outbox.

/** Every message sent from the e-mail form, whether or not it left through SMTP. */
export const emailHistory = pgTable(
  'email_history',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    sender: text('sender').notNull(),
    to: text('to').array().notNull(),
    cc: text('cc')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bcc: text('bcc')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    subject: text('subject').notNull(),
    /** Sanitised HTML, as sent. */
    html: text('html').notNull(),
    /** [{ id, filename, size }] of the documents attached. */
    attachments: jsonb('attachments')
      .$type<{ id: string; filename: string; size: number }[]>()
      .notNull()
      .default([]),
    /**
     * 'queued' (waiting for its first delivery attempt), 'sent', 'failed' (the last attempt was
     * refused; `retryAt` says when the next one is due) or 'recorded' (no SMTP configured).
     */
    delivery: text('delivery').notNull(),
    /** The relay's answer to the last failed attempt. */
    error: text('error'),
    /** Delivery attempts made so far. */
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: instant('last_attempt_at'),
    /** When the next attempt is due after a failure; null when none is left. */
    retryAt: instant('retry_at'),
    sentAt: instant('sent_at').notNull(),
  },
  (t) => [index('email_history_company').on(t.companyId, t.sentAt)],
)

/** Mail waiting for the mail relay (activation codes and the like). */
export const outboundEmails = pgTable('outbound_emails', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').references(() => companies.id),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
  sentAt: instant('sent_at'),
})
