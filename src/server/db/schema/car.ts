import { sql } from 'drizzle-orm'
import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns'
import { companies } from './companies'

// Corrective action requests (CAR): the lists their administrators keep.

/** A company's named records, each name unique in the company in either language (any case). */
const namedTable = <const N extends string>(name: N) =>
  pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      companyId: integer('company_id')
        .notNull()
        .references(() => companies.id),
      name: text('name').notNull(),
      /** The French name; the English one serves when null. */
      nameFr: text('name_fr'),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    (t) => [
      uniqueIndex(`${name}_company_name`).on(t.companyId, sql`lower(${t.name})`),
      uniqueIndex(`${name}_company_name_fr`).on(t.companyId, sql`lower(${t.nameFr})`),
    ],
  )

/** Where a corrective action request comes from (car/admin/car_source). */
export const carSources = namedTable('car_sources')
