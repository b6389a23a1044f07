import { text, timestamp } from 'drizzle-orm/pg-core'

/** An instant: a timestamp with time zone, read as a Date. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
export const createdAt = () => instant('created_at').notNull().defaultNow()
export const updatedAt = () => instant('updated_at').notNull().defaultNow()
/** Legacy 'Y' / 'N' flags keep their wire format in the database too. */
export const yn = (name: string) => text(name).notNull().default('N')
