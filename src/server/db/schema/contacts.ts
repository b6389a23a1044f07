import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { companies } from './companies'

// The company's contacts.

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The customer account the contact serves; null for every account. */
    cust: text('cust'),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    title: text('title'),
    department: text('department'),
    email: text('email'),
    phone: text('phone'),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [index('contacts_company').on(t.companyId, t.cust)],
)
