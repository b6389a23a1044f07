import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'

// The companies of the portal and their settings.

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  skin: text('skin').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
})

export const appConfig = pgTable('app_config', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  logo: text('logo').notNull(),
  manual: text('manual').notNull(),
  carEnabled: text('car_enabled').notNull().default('false'),
})

/** FRAMEWORK, HTTPCLUSTER and other settings: one row per entry of a key's list. */
export const masterConfig = pgTable(
  'master_config',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    key: text('key').notNull(),
    mcValue: text('mc_value').notNull(),
    mcDescription: text('mc_description'),
    mcV1: text('mc_v1'),
    mcV2: text('mc_v2'),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [index('master_config_category_key').on(t.category, t.key, t.sequence)],
)
