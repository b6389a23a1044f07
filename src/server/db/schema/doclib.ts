import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns'
import { companies } from './companies'

// The document library.

/** A document library: one per menu id of a company (menu entries with DOCLIB 'Y'). */
export const doclibLibraries = pgTable(
  'doclib_libraries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    cmid: text('cmid').notNull(),
    /** The {conn} of the library's paths: the source its entries come from. */
    conn: text('conn').notNull().default('portal'),
    /** DOCLIB_TYPE of the menu entry, the {doctype} of document paths. */
    doctype: text('doctype').notNull(),
    title: text('title').notNull(),
    titleFr: text('title_fr'),
    /** Metadata fields: [{ tag, label, labelFr, type, required, maxlength, options }]. */
    fields: jsonb('fields')
      .$type<
        {
          tag: string
          label: string
          labelFr?: string
          type: 'string' | 'date' | 'number' | 'select'
          required?: boolean
          maxlength?: number
          options?: string[]
        }[]
      >()
      .notNull()
      .default([]),
  },
  (t) => [uniqueIndex('doclib_libraries_company_cmid').on(t.companyId, t.cmid)],
)

/** An entry of a library (dlref), owned by a customer account or by nobody (staff only). */
export const doclibEntries = pgTable(
  'doclib_entries',
  {
    id: serial('id').primaryKey(),
    libraryId: integer('library_id')
      .notNull()
      .references(() => doclibLibraries.id, { onDelete: 'cascade' }),
    cust: text('cust'),
    title: text('title').notNull(),
    reference: text('reference'),
    description: text('description'),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('doclib_entries_library').on(t.libraryId, t.createdAt, t.id),
    index('doclib_entries_cust').on(t.libraryId, t.cust),
    index('doclib_entries_title_trgm').using('gin', t.title.op('gin_trgm_ops')),
  ],
)

export const doclibMetadata = pgTable(
  'doclib_metadata',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => doclibEntries.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('doclib_metadata_entry_tag').on(t.entryId, t.tag)],
)
