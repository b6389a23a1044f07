import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { createdAt, instant } from './columns'
import { companies } from './companies'

// Maintenance windows.

export const maintenanceNotices = pgTable(
  'maintenance_notices',
  {
    id: serial('id').primaryKey(),
    /** Null: every company. */
    companyId: integer('company_id').references(() => companies.id),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    message: text('message').notNull(),
    messageFr: text('message_fr'),
    createdAt: createdAt(),
  },
  (t) => [index('maintenance_window').on(t.startsAt, t.endsAt)],
)
