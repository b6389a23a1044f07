import { and, count, eq } from 'drizzle-orm'
import { pushReports } from '../../db/schema'
import { authed } from '../../http/context'
import { defineHandlers } from '../../http/routes'
import { resolveGridList } from '../grid/lists'

/** Push reports (document 2 section 2.6): so far, the count the push report dialog shows. */
export const pushreportsRoutes = defineHandlers('pushreports', {
  count: async (ctx, { query }) => {
    const me = authed(ctx)
    const { path } = await resolveGridList(ctx, query.api_url, 'api_url')
    const [row] = await ctx.db
      .select({ count: count() })
      .from(pushReports)
      .where(and(eq(pushReports.userId, me.identity.user.id), eq(pushReports.apiUrl, path)))
    return row?.count ?? 0
  },
})
