import { eq, sql } from 'drizzle-orm'
import { newToken, sha256 } from '../../auth/tokens'
import { companies, tempSessions } from '../../db/schema'
import { authed, fail } from '../../http/context'
import { defineHandlers } from '../../http/routes'
import { blockMessages } from '../../messages'
import { authorizationStatus, findTempSession, setStatusHeader } from './authorizations'

/** Document 1 section 7, "Single sign-on (oidc)". */
export const oidcRoutes = defineHandlers('oidc', {
  tempSession: async (ctx, { query }) => {
    const [company] = await ctx.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(sql`lower(${companies.code})`, query.company.toLowerCase()))
      .limit(1)
    if (!company) fail(400, blockMessages.tempSessionFailed, { code: 'TEMP_SESSION' })
    const secret = newToken()
    const expiresAt = new Date(ctx.now.getTime() + ctx.config.sso.tempSessionMs)
    const [row] = await ctx.db
      .insert(tempSessions)
      .values({
        secretHash: sha256(secret),
        username: query.username,
        companyId: company.id,
        createdAt: ctx.now,
        expiresAt,
      })
      .returning({ id: tempSessions.id })
    return { SEUID: row!.id, SESESS: secret, expires: expiresAt.toISOString() }
  },

  status: async (ctx, { query }) => {
    const me = authed(ctx)
    const status = await authorizationStatus(ctx.db, { sessionId: me.identity.session.id }, query.source, ctx.now)
    setStatusHeader(ctx.c, status)
    return { authorized: status.authorized }
  },

  anonStatus: async (ctx, { query }) => {
    const temp = await findTempSession(ctx.db, query, ctx.now)
    const status = temp
      ? await authorizationStatus(ctx.db, { tempSessionId: temp.id }, query.source, ctx.now)
      : { source: query.source, authorized: false, expires: null }
    setStatusHeader(ctx.c, status)
    return { authorized: status.authorized }
  },

  // Document 2 section 6: the force-authorization action is permanently disabled.
  forceAuth: async () => fail(403, blockMessages.forceAuthDisabled, { code: 'FORCE_AUTH_DISABLED' }),
})
