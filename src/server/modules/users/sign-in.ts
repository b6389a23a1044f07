import { can } from '@shared/auth'
import { and, eq } from 'drizzle-orm'
import { buildProfile, lookupSession } from '../../auth/identity'
import { clearAccessCookie, setAccessCookie } from '../../auth/cookie'
import { verifyPassword } from '../../auth/passwords'
import { revokeSession, rotateToken } from '../../auth/sessions'
import { accountKey, addressKey, blockedUntil, clearFailures, recordFailure } from '../../auth/throttle'
import { accountLinks, companies, users } from '../../db/schema'
import { authed, fail } from '../../http/context'
import type { AreaHandlers } from '../../http/routes'
import { audit } from '../../lib/audit'
import { authMessages } from '../../messages'
import { findCompany, findUser, sessionPayload, startSession } from './session'

/** Sign-in, sign-out and the calls that open, refresh or switch a session. */
export const signInHandlers = {
  login: async (ctx, { body }) => {
    const keys = [accountKey(body.company, body.username), addressKey(ctx.ip)]
    const blocked = await blockedUntil(ctx.db, keys, ctx.now)
    if (blocked) {
      const minutes = Math.max(1, Math.ceil((blocked.getTime() - ctx.now.getTime()) / 60_000))
      await audit(ctx.db, { event: 'login.throttled', at: ctx.now, username: body.username, ip: ctx.ip })
      fail(429, authMessages.throttled, {
        code: 'LOGIN_THROTTLED',
        values: { minutes },
        headers: { 'Retry-After': String(minutes * 60) },
      })
    }
    const company = await findCompany(ctx.db, body.company)
    const user = company ? await findUser(ctx.db, company.id, body.username) : undefined
    const valid = await verifyPassword(user?.passwordHash, body.password)
    if (!company || !user || !valid) {
      const { maxAccountFailures, maxAddressFailures } = ctx.config.throttle
      await recordFailure(ctx.db, keys[0] as string, maxAccountFailures, ctx.now, ctx.config)
      await recordFailure(ctx.db, keys[1] as string, maxAddressFailures, ctx.now, ctx.config)
      if (user)
        await ctx.db
          .update(users)
          .set({ failedLogins: user.failedLogins + 1 })
          .where(eq(users.id, user.id))
      await audit(ctx.db, {
        event: 'login.failed',
        at: ctx.now,
        userId: user?.id,
        companyId: company?.id,
        username: body.username,
        ip: ctx.ip,
      })
      fail(401, authMessages.invalidCredentials, { code: 'INVALID_CREDENTIALS' })
    }
    // Refusals that reveal the account's state come only after the right password.
    if (user.locked) {
      await audit(ctx.db, { event: 'login.locked', at: ctx.now, userId: user.id, companyId: company.id, ip: ctx.ip })
      fail(403, authMessages.locked, { code: 'ACCOUNT_LOCKED' })
    }
    if (user.status === 'Disabled') {
      await audit(ctx.db, { event: 'login.disabled', at: ctx.now, userId: user.id, companyId: company.id, ip: ctx.ip })
      fail(403, authMessages.disabled, { code: 'ACCOUNT_DISABLED' })
    }
    // A correct password ends the count of both the account and the address: a shared office address is
    // not blocked for the colleagues of someone who mistyped; each account still has its own limit.
    await clearFailures(ctx.db, keys)
    const { response } = await startSession(ctx, user, company, { cookie: true })
    await audit(ctx.db, { event: 'login.success', at: ctx.now, userId: user.id, companyId: company.id, ip: ctx.ip })
    return response
  },

  logout: async (ctx) => {
    if (ctx.identity) {
      await revokeSession(ctx.db, ctx.identity.session.id, ctx.now)
      clearAccessCookie(ctx.c, ctx.config, ctx.identity.company.code)
      await audit(ctx.db, {
        event: 'logout',
        at: ctx.now,
        userId: ctx.identity.user.id,
        companyId: ctx.identity.company.id,
        ip: ctx.ip,
      })
    }
    return null
  },

  mt1login: async (ctx, { body }) => {
    const found = await lookupSession(ctx.db, body.session, ctx.now)
    if (!found.ok) fail(401, authMessages.sessionInvalid, { code: 'SESSION_INVALID' })
    const { user, company } = found.identity
    const { response } = await startSession(ctx, user, company, { cookie: true })
    await audit(ctx.db, { event: 'login.session', at: ctx.now, userId: user.id, companyId: company.id, ip: ctx.ip })
    return response
  },

  refresh: async (ctx) => {
    const me = authed(ctx)
    return { ...(await sessionPayload(ctx, me.identity)), ...(me.identity.viaCookie ? { token: me.token } : {}) }
  },

  refreshPost: async (ctx) => {
    const me = authed(ctx)
    return { ...(await sessionPayload(ctx, me.identity)), ...(me.identity.viaCookie ? { token: me.token } : {}) }
  },

  resetToken: async (ctx) => {
    const me = authed(ctx)
    const { token, session } = await rotateToken(ctx.db, me.identity.session, ctx.now, ctx.config)
    if (!session.impersonatorId) {
      setAccessCookie(ctx.c, ctx.config, me.identity.company.code, token, session.expiresAt, ctx.now)
    }
    await audit(ctx.db, { event: 'token.reset', at: ctx.now, userId: me.identity.user.id, ip: ctx.ip })
    return {
      token,
      expires_at: session.expiresAt.toISOString(),
      idle_expires_at: session.idleExpiresAt.toISOString(),
    }
  },

  switchAccount: async (ctx, { body }) => {
    const me = authed(ctx)
    const [target] = await ctx.db
      .select({ user: users, company: companies })
      .from(accountLinks)
      .innerJoin(users, eq(users.id, accountLinks.linkedUserId))
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(and(eq(accountLinks.userId, me.identity.user.id), eq(users.username, body.uid)))
      .limit(1)
    if (!target || target.user.locked) fail(403, authMessages.accountNotLinked, { code: 'ACCOUNT_NOT_LINKED' })
    const { response } = await startSession(ctx, target.user, target.company, { cookie: true })
    await audit(ctx.db, {
      event: 'account.switch',
      at: ctx.now,
      userId: me.identity.user.id,
      companyId: me.identity.company.id,
      ip: ctx.ip,
      detail: { to: target.user.username, company: target.company.code },
    })
    return { ...response, uid: target.user.username, comp: target.company.code, cust: target.user.cust }
  },

  switchUser: async (ctx, { body }) => {
    const me = authed(ctx)
    const target = await findUser(ctx.db, me.identity.company.id, body.username)
    if (!target) fail(404, authMessages.userNotFound, { code: 'USER_NOT_FOUND' })
    if (target.id === me.identity.user.id) fail(400, authMessages.cannotSwitchToSelf, { code: 'SAME_USER' })
    // An audit user never gains administrator rights by switching.
    const targetIsAdmin = can({ QPM_ROLE: target.roles }, 'admin')
    const iAmSuper = buildProfile(me.identity).QPM_ROLE.includes('ROLE_SUPER')
    if (target.locked || (targetIsAdmin && !iAmSuper)) {
      fail(403, authMessages.cannotSwitchToUser, { code: 'SWITCH_REFUSED' })
    }
    const { response } = await startSession(ctx, target, me.identity.company, {
      cookie: false,
      impersonatorId: me.identity.user.id,
    })
    await audit(ctx.db, {
      event: 'user.switch',
      at: ctx.now,
      userId: me.identity.user.id,
      companyId: me.identity.company.id,
      ip: ctx.ip,
      detail: { to: target.username },
    })
    return response
  },
} satisfies Partial<AreaHandlers<'users'>>
