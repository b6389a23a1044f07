import { can, isStaff } from '@shared/auth'
import { and, eq } from 'drizzle-orm'
import { buildProfile } from '../../auth/identity'
import { revokeUserSessions } from '../../auth/sessions'
import { accountKey, clearFailures } from '../../auth/throttle'
import { hashPassword } from '../../crypto/passwords'
import { memberships, userGroups, users } from '../../db/schema'
import { audit } from '../../lib/audit'
import { authed, type RequestContext } from '../../lib/context'
import { fail, forbidden } from '../../lib/errors'
import { manages, managesWholeCompany } from '../../lib/scope'
import { authMessages } from '../../messages'
import { findUser, type UsersInput } from './service'

// Account administration: locking and creating accounts.

/** Locks or unlocks an account the caller manages (POST users/lock_unlock_user). */
export async function setLocked(ctx: RequestContext, body: UsersInput<'lockUnlockUser'>['body']) {
  const me = authed(ctx)
  const target = await findUser(ctx.db, me.identity.company.id, body.username)
  if (!target) fail(404, authMessages.userNotFound, { code: 'USER_NOT_FOUND' })
  if (!manages(me.identity, target)) throw forbidden()
  if (target.id === me.identity.user.id) fail(400, authMessages.cannotLockSelf, { code: 'SELF_LOCK' })
  // Only a manual administrator may lock another administrator.
  if (can({ QPM_ROLE: target.roles }, 'admin') && !can(buildProfile(me.identity), 'admin')) throw forbidden()
  await ctx.db
    .update(users)
    .set({ locked: body.lock, failedLogins: 0, updatedAt: ctx.now })
    .where(eq(users.id, target.id))
  if (body.lock) await revokeUserSessions(ctx.db, target.id, ctx.now)
  else await clearFailures(ctx.db, [accountKey(me.identity.company.code, target.username)])
  await audit(ctx.db, {
    event: body.lock ? 'user.lock' : 'user.unlock',
    at: ctx.now,
    userId: me.identity.user.id,
    companyId: me.identity.company.id,
    ip: ctx.ip,
    detail: { target: target.username },
  })
  const message = ctx.t(body.lock ? authMessages.userLocked : authMessages.userUnlocked, {
    username: target.username,
  })
  return { status: 0 as const, message, locked: body.lock }
}

/** Creates an account, Inactive until its owner activates it (POST users/create). */
export async function createUser(ctx: RequestContext, body: UsersInput<'create'>['body']) {
  const me = authed(ctx)
  const whole = managesWholeCompany(me.identity)
  // A customer's group admin adds customer accounts under their own customer number.
  if (!whole && (isStaff(body.type) || body.type === 'ADMIN')) throw forbidden()
  const cust = whole ? (body.cust ?? null) : me.identity.user.cust
  if (await findUser(ctx.db, me.identity.company.id, body.username)) {
    fail(409, authMessages.userExists, { code: 'USER_EXISTS', errors: { username: ctx.t(authMessages.userExists) } })
  }
  const groupCode = body.group ?? me.identity.current?.group.code
  const [group] = groupCode
    ? await ctx.db
        .select()
        .from(userGroups)
        .where(and(eq(userGroups.companyId, me.identity.company.id), eq(userGroups.code, groupCode)))
        .limit(1)
    : []
  if (groupCode && !group)
    fail(400, authMessages.groupUnknown, { errors: { group: ctx.t(authMessages.groupUnknown) } })
  if (group && !whole && !me.identity.memberships.some((m) => m.group.id === group.id)) throw forbidden()
  const [created] = await ctx.db
    .insert(users)
    .values({
      companyId: me.identity.company.id,
      username: body.username,
      mtType: body.type,
      email: body.email,
      cust,
      fname: body.fname,
      lname: body.lname,
      lang: body.lang,
      status: 'Inactive',
      passwordHash: await hashPassword(body.password),
      passwordChangedAt: ctx.now,
      mustReset: body.must_reset,
      limited: body.limited,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning({ id: users.id })
  if (created && group) await ctx.db.insert(memberships).values({ userId: created.id, groupId: group.id })
  await audit(ctx.db, {
    event: 'user.create',
    at: ctx.now,
    userId: me.identity.user.id,
    companyId: me.identity.company.id,
    ip: ctx.ip,
    detail: { target: body.username },
  })
  return {
    status: 0 as const,
    uid: body.username,
    message: ctx.t(authMessages.userCreated, { username: body.username }),
  }
}
