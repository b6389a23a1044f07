import { and, count, eq } from 'drizzle-orm'
import { pushReports } from '../../db/schema'
import type { AuthedContext } from '../../lib/context'

/** How many push reports the caller has on a table path. */
export async function countReports(ctx: AuthedContext, path: string): Promise<number> {
  const [row] = await ctx.db
    .select({ count: count() })
    .from(pushReports)
    .where(and(eq(pushReports.userId, ctx.identity.user.id), eq(pushReports.apiUrl, path)))
  return row?.count ?? 0
}
