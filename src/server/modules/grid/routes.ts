import { msg } from '@lingui/core/macro'
import { and, eq } from 'drizzle-orm'
import { DEFAULT_ROWS_PER_PAGE } from '@shared/constants'
import type { Db } from '../../db/client'
import { tablePreferences } from '../../db/schema'
import { authed, fail } from '../../http/context'
import { defineHandlers } from '../../http/routes'
import { authMessages } from '../../messages'

const noChanges = msg`No Changes Detected`

type TableColumn = { name: string; index: number; visible: 'Y' | 'N' }

/** What a user sees before saving anything: the default page size, horizontal lines, the columns' own order. */
const DEFAULT_PREFERENCE = {
  record: DEFAULT_ROWS_PER_PAGE as number,
  sep: 'horizontal' as const,
  table: [] as TableColumn[],
  view: 'T' as const,
}

/** One user's preference row for an API path and menu id. */
const preferenceOf = (userId: number, api: string, cmid: string) =>
  and(eq(tablePreferences.userId, userId), eq(tablePreferences.api, api), eq(tablePreferences.cmid, cmid))

async function storedPreference(db: Db, userId: number, api: string, cmid: string) {
  const [row] = await db.select().from(tablePreferences).where(preferenceOf(userId, api, cmid)).limit(1)
  return row
}

const sameTable = (a: readonly TableColumn[], b: readonly TableColumn[]) =>
  a.length === b.length && a.every((column, i) => column.name === b[i]?.name && column.index === b[i]?.index && column.visible === b[i]?.visible)

/** Document 2 section 3: a user's table preferences per API path and menu id. */
export const gridRoutes = defineHandlers('grid', {
  getTableInfo: async (ctx, { query }) => {
    const row = await storedPreference(ctx.db, authed(ctx).identity.user.id, query.api, query.cmid)
    if (!row) return { ...DEFAULT_PREFERENCE, saved: false }
    return {
      record: row.record,
      sep: row.sep as 'horizontal',
      table: row.table,
      view: 'T' as const,
      saved: true,
    }
  },

  saveTableInfo: async (ctx, { body }) => {
    const userId = authed(ctx).identity.user.id
    const table = body.table_pref.map((column, position) => ({
      name: column.name,
      index: column.index ?? position,
      visible: column.visible,
    }))
    // Saving needs at least one change (document 1 section 5), against what is stored or the defaults.
    const current = (await storedPreference(ctx.db, userId, body.api, body.cmid)) ?? DEFAULT_PREFERENCE
    if (
      current.record === body.record_pref &&
      current.sep === body.sep_pref &&
      current.view === body.view_pref &&
      sameTable(current.table as TableColumn[], table)
    ) {
      fail(400, noChanges, { code: 'NO_CHANGES' })
    }
    const values = { record: body.record_pref, sep: body.sep_pref, table, view: body.view_pref, updatedAt: ctx.now }
    await ctx.db
      .insert(tablePreferences)
      .values({ userId, api: body.api, cmid: body.cmid, ...values })
      .onConflictDoUpdate({
        target: [tablePreferences.userId, tablePreferences.api, tablePreferences.cmid],
        set: values,
      })
    return { status: 0 as const, message: ctx.t(authMessages.success) }
  },

  resetTableInfo: async (ctx, { body }) => {
    await ctx.db.delete(tablePreferences).where(preferenceOf(authed(ctx).identity.user.id, body.api, body.cmid))
    return null
  },
})
