import { can } from '@shared/auth'
import { and, eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { clearAccessCookie, setAccessCookie } from '../../auth/cookie'
import { buildProfile, lookupSession } from '../../auth/identity'
import { revokeSession, rotateToken } from '../../auth/sessions'
import {
  accountAtAddressKey,
  accountKey,
  addressKey,
  clearFailures,
  confirmFailure,
  countFailure,
  forgetEndedCounts,
  release,
  reserve,
  retryAt,
  settleSuccess,
} from '../../auth/throttle'
import { verifyPassword } from '../../crypto/passwords'
import { accountLinks, companies, users } from '../../db/schema'
import { audit } from '../../lib/audit'
import { authed, type RequestContext } from '../../lib/context'
import { fail } from '../../lib/errors'
import { defineJob } from '../../lib/jobs'
import { noteChange } from '../../lib/trail'
import { authMessages } from '../../messages'
import { findCompany, findUser, startSession, type UsersInput } from './service'

// Sign-in, sign-out and the calls that open, refresh or switch a session.

/** Every night, the sign-in counts that no longer count are deleted. */
export const throttleCleanup = defineJob({
  name: 'login-throttle-cleanup',
  payload: v.object({}),
  schedule: { cron: '40 4 * * *', payload: {} },
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  async handler(ctx) {
    await forgetEndedCounts(ctx.db, ctx.config.throttle.windowMs, ctx.now)
  },
})

/** Signs a user in (POST users/login): the tries are counted per account and address before the password is checked. */
export async function signIn(ctx: RequestContext, body: UsersInput<'login'>['body']) {
  const { windowMs, blockMs, maxAccountFailures, maxAddressFailures } = ctx.config.throttle
  const account = accountKey(body.company, body.username)
  const address = addressKey(ctx.ip)
  const accountAtAddress = accountAtAddressKey(ctx.ip, body.company, body.username)
  const perAccount = { limit: maxAccountFailures, windowMs, blockMs }
  const perAddress = { limit: maxAddressFailures, windowMs, blockMs }
  // A try is counted before the password is checked, so tries sent together cannot pass the limit.
  let refused: string | undefined
  if (!(await reserve(ctx.db, account, perAccount, ctx.now))) refused = account
  else if (!(await reserve(ctx.db, address, perAddress, ctx.now))) {
    await release(ctx.db, account)
    refused = address
  }
  if (refused) {
    const until = await retryAt(ctx.db, refused, windowMs, ctx.now)
    const minutes = Math.max(1, Math.ceil((until.getTime() - ctx.now.getTime()) / 60_000))
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
    await confirmFailure(ctx.db, account, perAccount, ctx.now)
    await confirmFailure(ctx.db, address, perAddress, ctx.now)
    await countFailure(ctx.db, accountAtAddress, windowMs, ctx.now)
    if (user)
      await ctx.db
        .update(users)
        .set({ failedLogins: sql`${users.failedLogins} + 1` })
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
  if (user.locked || user.status === 'Disabled') {
    // The right password is no failure: the try is given back, the counts stay.
    await release(ctx.db, account)
    await release(ctx.db, address)
    const locked = user.locked
    await audit(ctx.db, {
      event: locked ? 'login.locked' : 'login.disabled',
      at: ctx.now,
      userId: user.id,
      companyId: company.id,
      ip: ctx.ip,
    })
    if (locked) fail(403, authMessages.locked, { code: 'ACCOUNT_LOCKED' })
    fail(403, authMessages.disabled, { code: 'ACCOUNT_DISABLED' })
  }
  // A correct password ends the account's count, and takes back from the address's count only the
  // failures of this account: another account's sign-in never clears an address guessing passwords.
  await clearFailures(ctx.db, [account])
  await settleSuccess(ctx.db, address, accountAtAddress)
  const { response } = await startSession(ctx, user, company, { cookie: true })
  await audit(ctx.db, { event: 'login.success', at: ctx.now, userId: user.id, companyId: company.id, ip: ctx.ip })
  return response
}

/** Ends the session and every session opened from it (POST users/logout). */
export async function signOut(ctx: RequestContext) {
  if (ctx.identity) {
    // Every session opened from this one ends with it (an audit user's switches among them).
    await revokeSession(ctx.db, ctx.identity.session.id, ctx.now)
    // A switched session never set the company cookie: the auditor's own stays.
    if (!ctx.identity.session.impersonatorId) clearAccessCookie(ctx.c, ctx.config, ctx.identity.company.code)
    await audit(ctx.db, {
      event: 'logout',
      at: ctx.now,
      userId: ctx.identity.user.id,
      companyId: ctx.identity.company.id,
      ip: ctx.ip,
    })
  }
  return null
}

/** Opens a session from a sibling portal's live session (POST users/mt1login). */
export async function signInFromSession(ctx: RequestContext, body: UsersInput<'mt1login'>['body']) {
  const found = await lookupSession(ctx.db, body.session, ctx.now)
  if (!found.ok) fail(401, authMessages.sessionInvalid, { code: 'SESSION_INVALID' })
  const { user, company, session: parent } = found.identity
  // Opened from that session: it ends when that one does, and an audit user's switch stays one.
  const { response } = await startSession(ctx, user, company, { cookie: !parent.impersonatorId, parent })
  await audit(ctx.db, {
    event: 'login.session',
    at: ctx.now,
    userId: user.id,
    companyId: company.id,
    ip: ctx.ip,
    detail: { from: parent.id },
  })
  return response
}

/** Replaces the session's token (PUT users/resettoken). */
export async function renewToken(ctx: RequestContext) {
  const me = authed(ctx)
  const { token, session } = await rotateToken(ctx.db, me.identity.session, ctx.now, ctx.config)
  if (!session.impersonatorId) {
    setAccessCookie(ctx.c, ctx.config, me.identity.company.code, token, session.expiresAt, ctx.now)
  }
  await audit(ctx.db, { event: 'token.reset', at: ctx.now, userId: me.identity.user.id, ip: ctx.ip })
  return {
    // Through the cookie, the new token goes to the cookie only.
    ...(me.identity.viaCookie ? {} : { token }),
    expires_at: session.expiresAt.toISOString(),
    idle_expires_at: session.idleExpiresAt.toISOString(),
  }
}

/** Switches to an account linked by group account access (POST users/switchaccount). */
export async function switchAccount(ctx: RequestContext, body: UsersInput<'switchAccount'>['body']) {
  const me = authed(ctx)
  const [target] = await ctx.db
    .select({ user: users, company: companies })
    .from(accountLinks)
    .innerJoin(users, eq(users.id, accountLinks.linkedUserId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(accountLinks.userId, me.identity.user.id), eq(users.username, body.uid)))
    .limit(1)
  if (!target || target.user.locked) fail(403, authMessages.accountNotLinked, { code: 'ACCOUNT_NOT_LINKED' })
  const { response } = await startSession(ctx, target.user, target.company, {
    cookie: true,
    parent: me.identity.session,
  })
  await audit(ctx.db, {
    event: 'account.switch',
    at: ctx.now,
    userId: me.identity.user.id,
    companyId: me.identity.company.id,
    ip: ctx.ip,
    detail: { to: target.user.username, company: target.company.code },
  })
  return { ...response, uid: target.user.username, comp: target.company.code, cust: target.user.cust }
}

/** Opens an audit user's read-only session as another user of the company (POST users/switchuser). */
export async function switchUser(ctx: RequestContext, body: UsersInput<'switchUser'>['body']) {
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
  // The switch ends with the auditor's session, and never outlasts it.
  const { response } = await startSession(ctx, target, me.identity.company, {
    cookie: false,
    impersonatorId: me.identity.user.id,
    parent: me.identity.session,
  })
  await audit(ctx.db, {
    event: 'user.switch',
    at: ctx.now,
    userId: me.identity.user.id,
    companyId: me.identity.company.id,
    ip: ctx.ip,
    detail: { to: target.username },
  })
  // The manual's audit trail records every switch, from this call or the manual's audit screens.
  noteChange(ctx, { resource: 'switch_user', recordId: target.username, action: 'switch', new: { username: target.username } })
  return response
}
