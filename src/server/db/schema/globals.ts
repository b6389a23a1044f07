import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { companies } from './companies'
import { users } from './users'

// Ratings and help pages.

export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    cmid: text('cmid'),
    rating: integer('rating'),
    comment: text('comment'),
    /** 'Do not show' answers are rows without a rating. */
    dismissed: boolean('dismissed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('ratings_user').on(t.userId, t.createdAt), index('ratings_company').on(t.companyId, t.createdAt)],
)

export const helpPages = pgTable(
  'help_pages',
  {
    id: serial('id').primaryKey(),
    mid: text('mid').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    html: text('html').notNull(),
  },
  (t) => [uniqueIndex('help_pages_mid_lang').on(t.mid, t.lang)],
)
