import { msg } from '@lingui/core/macro'
import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm'
import { appConfig, companies, helpPages, menuGroups, menus, ratings, users } from '../../db/schema'
import { authed, fail } from '../../http/context'
import { defineHandlers } from '../../http/routes'
import { type ListSpec, listColumns, listPage } from '../../lib/list'
import { findMenuItem } from '../../lib/menus'
import { managedUsers } from '../../lib/scope'
import { globalMessages } from '../../messages'

const ratingListSpec: ListSpec = {
  columns: [
    { name: 'username', label: msg`User ID`, type: 'string', expr: users.username, searchable: true },
    { name: 'cmid', label: msg`Page`, type: 'string', expr: ratings.cmid, searchable: true },
    { name: 'rating', label: msg`Rating`, type: 'number', expr: ratings.rating },
    { name: 'comment', label: msg`Comment`, type: 'string', expr: ratings.comment, searchable: true },
    { name: 'created_at', label: msg`Date`, type: 'datetime', expr: ratings.createdAt },
  ],
  defaultSort: '-created_at',
  tiebreak: ratings.id,
}

const DAY = 86_400_000

/** Document 1 section 7, "Globals": access checks, company, help pages and ratings. */
export const globalsRoutes = defineHandlers('globals', {
  accessCmid: async (ctx, { query }) => {
    const me = authed(ctx)
    const found = await findMenuItem(ctx.db, me.identity.current?.group, query.cmid, ctx.locale)
    if (!found) fail(403, globalMessages.noPageAccess, { code: 'CMID_DENIED' })
    return {
      access: true as const,
      cmid: query.cmid,
      title: found.item?.CMTITLE ?? found.entry.TMVNAM,
      subtitle: found.item ? found.entry.TMVNAM : null,
      analytics: found.item?.CMANO_ANALYTICS ?? 'N',
    }
  },

  accessExpiry: async (ctx) => {
    const { session } = authed(ctx).identity
    return {
      expired: false as const,
      expires_at: session.expiresAt.toISOString(),
      idle_expires_at: session.idleExpiresAt.toISOString(),
    }
  },

  company: async (ctx) => {
    const rows = await ctx.db
      .select({
        code: companies.code,
        name: companies.name,
        skin: companies.skin,
        logo: appConfig.logo,
        isDefault: companies.isDefault,
      })
      .from(companies)
      .leftJoin(appConfig, eq(appConfig.companyId, companies.id))
      .orderBy(desc(companies.isDefault), asc(companies.code))
    const list = rows.map((row) => ({
      code: row.code,
      name: row.name,
      skin: row.skin,
      logo: row.logo ?? '',
      is_default: row.isDefault,
    }))
    return { default: list.find((row) => row.is_default)?.code ?? list[0]?.code ?? '', companies: list }
  },

  helpPage: async (ctx, { params }) => {
    // The help page's own id (a menu's helpmenu.MHMID), or a top menu's TMMID, which names its help page.
    const menu = await ctx.db
      .select({ mhmid: menus.mhmid })
      .from(menus)
      .innerJoin(menuGroups, eq(menuGroups.id, menus.menuGroupId))
      .where(and(eq(menus.tmmid, params.mid), eq(menuGroups.companyId, authed(ctx).identity.company.id), isNotNull(menus.mhmid)))
      .limit(1)
    const mid = menu[0]?.mhmid ?? params.mid
    const rows = await ctx.db.select().from(helpPages).where(eq(helpPages.mid, mid))
    const page = rows.find((row) => row.lang === ctx.locale) ?? rows.find((row) => row.lang === 'en')
    if (!page) fail(404, globalMessages.helpNotFound, { code: 'HELP_NOT_FOUND' })
    return { mid: page.mid, lang: page.lang, title: page.title, html: page.html }
  },

  addRate: async (ctx, { body }) => {
    const me = authed(ctx)
    await ctx.db.insert(ratings).values({
      userId: me.identity.user.id,
      companyId: me.identity.company.id,
      cmid: body.cmid ?? ctx.cmid,
      rating: body.rating,
      comment: body.comment ?? null,
      createdAt: ctx.now,
    })
    return { status: 0 as const, message: ctx.t(globalMessages.thanksForRating) }
  },

  dontShowRating: async (ctx, { body }) => {
    const me = authed(ctx)
    await ctx.db.insert(ratings).values({
      userId: me.identity.user.id,
      companyId: me.identity.company.id,
      cmid: body.cmid ?? ctx.cmid,
      dismissed: true,
      createdAt: ctx.now,
    })
    return { status: 0 as const, message: ctx.t(globalMessages.ratingHidden) }
  },

  checkRateFrequency: async (ctx) => {
    const me = authed(ctx)
    const [last] = await ctx.db
      .select({ at: ratings.createdAt })
      .from(ratings)
      .where(eq(ratings.userId, me.identity.user.id))
      .orderBy(desc(ratings.createdAt))
      .limit(1)
    if (!last) return { show: true, next_at: null }
    const next = new Date(last.at.getTime() + ctx.config.ratingIntervalDays * DAY)
    return { show: next.getTime() <= ctx.now.getTime(), next_at: next.toISOString() }
  },

  ratingList: async (ctx, { query }) => {
    const me = authed(ctx)
    const page = listPage(ctx, ratingListSpec, query)
    const scope = and(eq(ratings.companyId, me.identity.company.id), managedUsers(me.identity))
    const where = page.where ? and(scope, page.where) : scope
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select({
          id: ratings.id,
          username: users.username,
          cmid: ratings.cmid,
          rating: ratings.rating,
          comment: ratings.comment,
          dismissed: ratings.dismissed,
          createdAt: ratings.createdAt,
        })
        .from(ratings)
        .innerJoin(users, eq(users.id, ratings.userId))
        .where(where)
        .orderBy(...page.orderBy)
        .limit(page.limit)
        .offset(page.offset),
      ctx.db
        .select({ count: count() })
        .from(ratings)
        .innerJoin(users, eq(users.id, ratings.userId))
        .where(where ?? sql`true`),
    ])
    return {
      results: rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() })),
      count: total?.count ?? 0,
      ...listColumns(ctx, ratingListSpec),
    }
  },
})
