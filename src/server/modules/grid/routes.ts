import { msg } from '@lingui/core/macro'
import { and, eq } from 'drizzle-orm'
import { tablePreferences } from '../../db/schema'
import { authed, fail } from '../../http/context'
import { defineHandlers } from '../../http/routes'
import { authMessages } from '../../messages'

const noChanges = msg`No Changes Detected`

/** What a user sees before saving anything: 20 rows, horizontal lines, the columns' own order. */
const DEFAULT_PREFERENCE = { record: 20, sep: 'horizontal', table: [] as TableColumn[], view: 'T' }

type TableColumn = { name: string; index: number; visible: 'Y' | 'N' }

const sameTable = (a: readonly TableColumn[], b: readonly TableColumn[]) =>
  a.length === b.length && a.every((column, i) => column.name === b[i]?.name && column.index === b[i]?.index && column.visible === b[i]?.visible)

/** Document 2 section 3: a user's table preferences per API path and menu id. */
export const gridRoutes = defineHandlers('grid', {
  getTableInfo: async (ctx, { query }) => {
    const me = authed(ctx)
    const [row] = await ctx.db
      .select()
      .from(tablePreferences)
      .where(
        and(
          eq(tablePreferences.userId, me.identity.user.id),
          eq(tablePreferences.api, query.api),
          eq(tablePreferences.cmid, query.cmid),
        ),
      )
      .limit(1)
    if (!row) return { record: 20, sep: 'horizontal' as const, table: [], view: 'T' as const, saved: false }
    return {
      record: row.record,
      sep: row.sep as 'horizontal',
      table: row.table,
      view: 'T' as const,
      saved: true,
    }
  },

  saveTableInfo: async (ctx, { body }) => {
    const me = authed(ctx)
    const table = body.table_pref.map((column, position) => ({
      name: column.name,
      index: column.index ?? position,
      visible: column.visible,
    }))
    const where = and(
      eq(tablePreferences.userId, me.identity.user.id),
      eq(tablePreferences.api, body.api),
      eq(tablePreferences.cmid, body.cmid),
    )
    // Saving needs at least one change (document 1 section 5), against what is stored or the defaults.
    const [stored] = await ctx.db.select().from(tablePreferences).where(where).limit(1)
    const current = stored ?? DEFAULT_PREFERENCE
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
      .values({ userId: me.identity.user.id, api: body.api, cmid: body.cmid, ...values })
      .onConflictDoUpdate({
        target: [tablePreferences.userId, tablePreferences.api, tablePreferences.cmid],
        set: values,
      })
    return { status: 0 as const, message: ctx.t(authMessages.success) }
  },

  resetTableInfo: async (ctx, { body }) => {
    const me = authed(ctx)
    await ctx.db
      .delete(tablePreferences)
      .where(
        and(
          eq(tablePreferences.userId, me.identity.user.id),
          eq(tablePreferences.api, body.api),
          eq(tablePreferences.cmid, body.cmid),
        ),
      )
    return null
  },
})
