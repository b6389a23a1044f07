import { defineHandlers } from '../../http/routes'
import { authed } from '../../lib/context'
import { fail } from '../../lib/errors'
import { answerList } from '../../lib/list'
import { findMenuItem } from '../../lib/menus'
import { globalMessages } from '../../messages'
import { ratingList } from './lists'
import { companyList, findHelpPage, lastRatedAt, recordRating } from './service'

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

  company: async (ctx) => companyList(ctx.db),

  helpPage: async (ctx, { params }) => {
    const page = await findHelpPage(authed(ctx), params.mid)
    if (!page) fail(404, globalMessages.helpNotFound, { code: 'HELP_NOT_FOUND' })
    return { mid: page.mid, lang: page.lang, title: page.title, html: page.html }
  },

  addRate: async (ctx, { body }) => {
    await recordRating(authed(ctx), { cmid: body.cmid, rating: body.rating, comment: body.comment ?? null })
    return { status: 0 as const, message: ctx.t(globalMessages.thanksForRating) }
  },

  dontShowRating: async (ctx, { body }) => {
    await recordRating(authed(ctx), { cmid: body.cmid, dismissed: true })
    return { status: 0 as const, message: ctx.t(globalMessages.ratingHidden) }
  },

  checkRateFrequency: async (ctx) => {
    const last = await lastRatedAt(ctx, authed(ctx).identity.user.id)
    if (!last) return { show: true, next_at: null }
    const next = new Date(last.getTime() + ctx.config.ratingIntervalDays * DAY)
    return { show: next.getTime() <= ctx.now.getTime(), next_at: next.toISOString() }
  },

  ratingList: async (ctx, { query }) => answerList(ctx, ratingList, query),
})
