import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { instant } from './columns'
import { companies } from './companies'
import { users } from './users'

// Files attached to records.

/** Files kept in storage, attached to a record (owner type and id). */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    ownerType: text('owner_type').notNull(),
    ownerId: integer('owner_id').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Server-generated storage key; the client's file name is never a path. */
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    pages: integer('pages'),
    /** 'ready', or 'deleting' while the file is being removed. */
    status: text('status').notNull().default('ready'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedByName: text('uploaded_by_name').notNull(),
    uploadedAt: instant('uploaded_at').notNull(),
  },
  (t) => [index('attachments_owner').on(t.ownerType, t.ownerId, t.uploadedAt)],
)
