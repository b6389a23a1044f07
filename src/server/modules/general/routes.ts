import { and, asc, desc, eq, gt, isNull, lte, or } from 'drizzle-orm'
import { announcements } from '../../db/schema'
import { authed } from '../../http/context'
import { defineHandlers } from '../../http/routes'
import { exportTable } from '../export/export'
import { sendEmail } from '../../lib/email'
import { apiDocuments } from './api-documents'

/** Document 1 section 7, "General": the backend version, table exports, the home page's announcements and the e-mail form. */
export const generalRoutes = defineHandlers('general', {
  version: async (ctx) => ({ version: ctx.config.version }),

  export: async (ctx, { body }) => exportTable(ctx, body),

  announcementsHome: async (ctx) => {
    const me = authed(ctx)
    const live = and(
      eq(announcements.companyId, me.identity.company.id),
      lte(announcements.startsAt, ctx.now),
      or(isNull(announcements.endsAt), gt(announcements.endsAt, ctx.now)),
    )
    const rows = await ctx.db
      .select()
      .from(announcements)
      .where(live)
      .orderBy(asc(announcements.sequence), desc(announcements.startsAt))
    // French readers get the French announcements, falling back to English where none exist.
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
  },

  apiDocumentsList: async (ctx) => apiDocuments(ctx),

  emailSend: async (ctx, { body }) => {
    const sent = await sendEmail(authed(ctx), body)
    return sent.delivery === 'failed' ? ctx.c.json(sent, 502) : sent
  },
})
