import { reserve, retryAt, tempSessionKey } from '../../auth/throttle'
import { defineHandlers } from '../../http/routes'
import { authed } from '../../lib/context'
import { fail } from '../../lib/errors'
import { blockMessages, ssoGuardMessages } from '../../messages'
import { authorizationStatus, findCompanyId, findTempSession, openTempSession, setStatusHeader } from './service'

/** Document 1 section 7, "Single sign-on (oidc)". */
export const oidcRoutes = defineHandlers('oidc', {
  tempSession: async (ctx, { query }) => {
    const companyId = await findCompanyId(ctx.db, query.company)
    if (!companyId) fail(400, blockMessages.tempSessionFailed, { code: 'TEMP_SESSION' })
    // Anyone may ask, so each address may open only so many per window; the count lives in the database.
    const { windowMs } = ctx.config.throttle
    const key = tempSessionKey(ctx.ip)
    if (!(await reserve(ctx.db, key, { limit: ctx.config.sso.tempSessionsPerAddress, windowMs }, ctx.now))) {
      const until = await retryAt(ctx.db, key, windowMs, ctx.now)
      const minutes = Math.max(1, Math.ceil((until.getTime() - ctx.now.getTime()) / 60_000))
      fail(429, ssoGuardMessages.tempSessionThrottled, {
        code: 'TEMP_SESSION_THROTTLED',
        values: { minutes },
        headers: { 'Retry-After': String(minutes * 60) },
      })
    }
    const expiresAt = new Date(ctx.now.getTime() + ctx.config.sso.tempSessionMs)
    const temp = await openTempSession(ctx.db, { username: query.username, companyId }, ctx.now, expiresAt)
    return { SEUID: temp.id, SESESS: temp.secret, expires: expiresAt.toISOString() }
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
