import { msg } from '@lingui/core/macro'
import { defineHandlers } from '../../http/routes'
import { authed } from '../../lib/context'
import { fail } from '../../lib/errors'
import { authMessages } from '../../messages'
import {
  DEFAULT_PREFERENCE,
  resetPreference,
  samePreference,
  savePreference,
  storedPreference,
  type TableColumn,
} from './service'

const noChanges = msg`No Changes Detected`

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
    const table: TableColumn[] = body.table_pref.map((column, position) => ({
      name: column.name,
      index: column.index ?? position,
      visible: column.visible,
    }))
    const preference = { record: body.record_pref, sep: body.sep_pref, table, view: body.view_pref }
    // Saving needs at least one change (document 1 section 5), against what is stored or the defaults.
    const current = (await storedPreference(ctx.db, userId, body.api, body.cmid)) ?? DEFAULT_PREFERENCE
    if (samePreference(current, preference)) fail(400, noChanges, { code: 'NO_CHANGES' })
    await savePreference(ctx.db, { userId, api: body.api, cmid: body.cmid }, preference, ctx.now)
    return { status: 0 as const, message: ctx.t(authMessages.success) }
  },

  resetTableInfo: async (ctx, { body }) => {
    await resetPreference(ctx.db, authed(ctx).identity.user.id, body.api, body.cmid)
    return null
  },
})
