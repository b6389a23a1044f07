import { and, asc, desc, eq, gt, isNull, lte, or } from 'drizzle-orm'
import { announcements } from '../../db/schema'
import type { AuthedContext } from '../../lib/context'

/**
 * The live announcements of the caller's company in the request's language; French readers get the
 * English ones where none is written in French.
 */
export async function liveAnnouncements(ctx: AuthedContext) {
  const live = and(
    eq(announcements.companyId, ctx.identity.company.id),
    lte(announcements.startsAt, ctx.now),
    or(isNull(announcements.endsAt), gt(announcements.endsAt, ctx.now)),
  )
  const rows = await ctx.db
    .select()
    .from(announcements)
    .where(live)
    .orderBy(asc(announcements.sequence), desc(announcements.startsAt))
  const inLocale = rows.filter((row) => row.lang === ctx.locale)
  const chosen = inLocale.length ? inLocale : rows.filter((row) => row.lang === 'en')
  const results = chosen.map((row) => ({
    id: row.id,
    title: row.title,
    html: row.html,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
  }))
  return { results, count: results.length }
}
