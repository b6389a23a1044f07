import { sql } from 'drizzle-orm'
import { boolean, date, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { updatedAt } from './columns'
import { companies } from './companies'

// The probill search.

/** Shipments (probills) of the probill search, owned by a customer account (MT_CUST). */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** 10 digits. */
    probill: text('probill').notNull().unique(),
    /** MT_CUST of the owning customer account. */
    cust: text('cust').notNull(),
    shipper: text('shipper').notNull(),
    consignee: text('consignee').notNull(),
    /** Terminal codes. */
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    originPostal: text('origin_postal').notNull(),
    destPostal: text('dest_postal').notNull(),
    pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    pieces: integer('pieces').notNull(),
    /** Pounds. */
    weight: numeric('weight', { precision: 9, scale: 1, mode: 'number' }).notNull(),
    status: text('status').notNull(),
    ref1: text('ref1'),
    ref2: text('ref2'),
    ref3: text('ref3'),
    ref4: text('ref4'),
    /** An internal tracing path or an external carrier address. */
    traceLink: text('trace_link').notNull(),
    appointment: boolean('appointment').notNull().default(false),
    /** Short notes with simple markup, sanitised where they are shown. */
    notes: text('notes').notNull().default(''),
    /** 10 digits. */
    phone: text('phone').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Trigram indexes on lower(column) serve the contains searches (lower(column) LIKE '%text%'), one
    // per searchable column so that the generic search, an OR over all of them, is served too. The seed
    // vacuums the table after its bulk insert, which moves the rows' pending entries into the indexes.
    ...(['probill', 'cust', 'shipper', 'consignee', 'origin', 'destination', 'ref1', 'ref2', 'ref3', 'ref4'] as const).map(
      (name) => index(`shipments_${name}_lower_trgm`).using('gin', sql`lower(${t[name]}) gin_trgm_ops`),
    ),
    index('shipments_company_pickup').on(t.companyId, t.pickupDate, t.id),
    index('shipments_company_cust_pickup').on(t.companyId, t.cust, t.pickupDate, t.id),
    index('shipments_delivery').on(t.companyId, t.deliveryDate),
    // A status filter with a date range and a weight is counted from this index alone.
    index('shipments_status_pickup').on(t.companyId, t.status, t.pickupDate, t.weight),
    index('shipments_weight').on(t.companyId, t.weight),
  ],
)
