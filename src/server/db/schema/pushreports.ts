import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { attachments } from './attachments'
import { createdAt, instant, updatedAt } from './columns'
import { companies } from './companies'
import { emailHistory } from './email'
import { users } from './users'

// Push reports: a grid's saved search, run on a schedule and delivered as a file (document 2 section 2.6).

export const pushReports = pgTable(
  'push_reports',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The report's name, unique among its owner's reports. */
    name: text('name').notNull(),
    /** The table's API path without query string ('shipments'). */
    apiUrl: text('api_url').notNull(),
    cmid: text('cmid'),
    groupCode: text('group_code'),
    /** The grid's title when the report was made (the file's heading). */
    title: text('title').notNull(),
    outputType: text('output_type').notNull().default('PDF'),
    queryParams: jsonb('query_params').$type<Record<string, string>>().notNull().default({}),
    /** Column names, in order (at most 70). */
    columns: jsonb('columns').$type<string[]>().notNull().default([]),
    /** 'daily', 'weekly' or 'monthly'. */
    frequency: text('frequency').notNull().default('daily'),
    /** Weekly: 1 Monday to 5 Friday. */
    weekdays: jsonb('weekdays').$type<number[]>().notNull().default([]),
    monthDay: integer('month_day'),
    /** 'HH:mm', Eastern time, at the latest 12:30. */
    deliveryTime: text('delivery_time').notNull().default('07:00'),
    recipients: jsonb('recipients').$type<string[]>().notNull().default([]),
    /** 'personal', 'company' or 'general'. */
    access: text('access').notNull().default('personal'),
    onlyWithRows: boolean('only_with_rows').notNull().default(false),
    /** 'active' or 'paused'. */
    state: text('state').notNull().default('active'),
    /** The next delivery; null while paused. The scheduler takes reports whose time has come. */
    nextRunAt: instant('next_run_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('push_reports_user_api').on(t.userId, t.apiUrl),
    uniqueIndex('push_reports_user_name').on(t.userId, sql`lower(${t.name})`),
    index('push_reports_due').on(t.nextRunAt).where(sql`${t.state} = 'active'`),
    index('push_reports_company').on(t.companyId),
  ],
)

/** One run of a report: due, running, delivered, void, failed or archived (document 2 section 4). */
export const pushReportRuns = pgTable(
  'push_report_runs',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => pushReports.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The delivery time it runs for; with `trigger` 'schedule', one run per report and time. */
    scheduledFor: instant('scheduled_for').notNull(),
    /** 'schedule' or 'now'. */
    trigger: text('trigger').notNull().default('schedule'),
    /** New, Queued, Processed, Void, Incomplete or Archived. */
    status: text('status').notNull().default('New'),
    outputType: text('output_type').notNull(),
    startedAt: instant('started_at'),
    finishedAt: instant('finished_at'),
    attempts: integer('attempts').notNull().default(0),
    rows: integer('rows'),
    /** The stored file; removed (null) when archived. */
    attachmentId: uuid('attachment_id').references(() => attachments.id, { onDelete: 'set null' }),
    fileName: text('file_name'),
    fileSize: integer('file_size'),
    /** The addresses it went to. */
    recipients: jsonb('recipients').$type<string[]>().notNull().default([]),
    emailId: integer('email_id').references(() => emailHistory.id, { onDelete: 'set null' }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('push_report_runs_report').on(t.reportId, t.scheduledFor),
    uniqueIndex('push_report_runs_once')
      .on(t.reportId, t.scheduledFor)
      .where(sql`${t.trigger} = 'schedule'`),
    index('push_report_runs_retention').on(t.finishedAt).where(sql`${t.attachmentId} is not null`),
  ],
)
