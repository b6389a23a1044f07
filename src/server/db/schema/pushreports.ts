import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { companies } from './companies'
import { users } from './users'

// Push reports.

/** Push reports: a saved grid search sent on a schedule (document 2 section 2.6). */
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
    /** The table's API path without query string ('shipments'). */
    apiUrl: text('api_url').notNull(),
    cmid: text('cmid'),
    groupCode: text('group_code'),
    title: text('title').notNull(),
    outputType: text('output_type').notNull().default('PDF'),
    queryParams: jsonb('query_params').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('push_reports_user_api').on(t.userId, t.apiUrl)],
)
