import { integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { updatedAt } from './columns'
import { users } from './users'

// The data grid's table preferences.

export const tablePreferences = pgTable(
  'table_preferences',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    api: text('api').notNull(),
    cmid: text('cmid').notNull(),
    record: integer('record').notNull(),
    sep: text('sep').notNull(),
    table: jsonb('table').$type<{ name: string; index: number; visible: 'Y' | 'N' }[]>().notNull(),
    view: text('view').notNull().default('T'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('table_preferences_key').on(t.userId, t.api, t.cmid)],
)
