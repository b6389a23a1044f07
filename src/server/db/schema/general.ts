import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { instant } from './columns'
import { companies } from './companies'

// The home page's announcements.

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    html: text('html').notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at'),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [index('announcements_company').on(t.companyId, t.lang, t.startsAt)],
)
