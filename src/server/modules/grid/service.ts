import { and, eq } from 'drizzle-orm'
import { DEFAULT_ROWS_PER_PAGE } from '@shared/constants'
import type { Db } from '../../db/client'
import { tablePreferences } from '../../db/schema'

export type TableColumn = { name: string; index: number; visible: 'Y' | 'N' }

export interface TablePreference {
  record: number
  sep: string
  table: TableColumn[]
  view: string
}

/** What a user sees before saving anything: the default page size, horizontal lines, the columns' own order. */
export const DEFAULT_PREFERENCE = {
  record: DEFAULT_ROWS_PER_PAGE as number,
  sep: 'horizontal' as const,
  table: [] as TableColumn[],
  view: 'T' as const,
}

/** One user's preference row for an API path and menu id. */
const preferenceOf = (userId: number, api: string, cmid: string) =>
  and(eq(tablePreferences.userId, userId), eq(tablePreferences.api, api), eq(tablePreferences.cmid, cmid))

export async function storedPreference(db: Db, userId: number, api: string, cmid: string) {
  const [row] = await db.select().from(tablePreferences).where(preferenceOf(userId, api, cmid)).limit(1)
  return row
}

const sameTable = (a: readonly TableColumn[], b: readonly TableColumn[]) =>
  a.length === b.length && a.every((column, i) => column.name === b[i]?.name && column.index === b[i]?.index && column.visible === b[i]?.visible)

/** Whether a preference says what is stored already (or, with nothing stored, the defaults). */
export function samePreference(current: TablePreference, next: TablePreference): boolean {
  return (
    current.record === next.record &&
    current.sep === next.sep &&
    current.view === next.view &&
    sameTable(current.table, next.table)
  )
}

export async function savePreference(
  db: Db,
  key: { userId: number; api: string; cmid: string },
  preference: TablePreference,
  now: Date,
): Promise<void> {
  const values = { ...preference, updatedAt: now }
  await db
    .insert(tablePreferences)
    .values({ ...key, ...values })
    .onConflictDoUpdate({
      target: [tablePreferences.userId, tablePreferences.api, tablePreferences.cmid],
      set: values,
    })
}

export async function resetPreference(db: Db, userId: number, api: string, cmid: string): Promise<void> {
  await db.delete(tablePreferences).where(preferenceOf(userId, api, cmid))
}
