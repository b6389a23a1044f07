import { msg } from '@lingui/core/macro'
import { can, isStaff } from '@shared/auth'
import { and, eq, ne, sql } from 'drizzle-orm'
import { buildProfile } from '../../auth/identity'
import { hashPassword } from '../../auth/passwords'
import { revokeUserSessions } from '../../auth/sessions'
import { accountKey, clearFailures } from '../../auth/throttle'
import { memberships, userGroups, users } from '../../db/schema'
import { authed, fail } from '../../http/context'
import type { AreaHandlers } from '../../http/routes'
import { forbidden } from '../../http/guards'
import { audit } from '../../lib/audit'
import { type ListSource, type ListSpec, listAnswer } from '../../lib/list'
import { managedUsers, manages, managesWholeCompany } from '../../lib/scope'
import { authMessages } from '../../messages'
import { findUser } from './session'
import type { SQL } from 'drizzle-orm'

const lockedFlag = sql<'Y' | 'N'>`CASE WHEN ${users.locked} THEN 'Y' ELSE 'N' END`

/** The user list's columns (document 2 section 7 filters apply to each). */
export const userListSpec: ListSpec = {
  columns: [
    { name: 'username', label: msg`User ID`, type: 'string', expr: users.username, searchable: true },
    { name: 'fname', label: msg`First name`, type: 'string', expr: users.fname, searchable: true },
    { name: 'lname', label: msg`Last name`, type: 'string', expr: users.lname, searchable: true },
    { name: 'email', label: msg`Email`, type: 'string', expr: users.email, searchable: true },
    { name: 'type', label: msg`User type`, type: 'string', expr: users.mtType },
    { name: 'cust', label: msg`Account`, type: 'string', expr: users.cust, searchable: true },
    { name: 'status', label: msg`Status`, type: 'string', expr: users.status },
    { name: 'locked', label: msg`Locked`, type: 'boolean', expr: users.locked },
    { name: 'lang', label: msg`Language`, type: 'string', expr: users.lang },
    { name: 'last_login_at', label: msg`Last sign-in`, type: 'datetime', expr: users.lastLoginAt },
  ],
  defaultSort: 'lname,fname',
  tiebreak: users.id,
}

/** The user list's rows: the last sign-in as an ISO instant in UTC, like every other instant the API sends. */
const userListSource: ListSource = {
  spec: userListSpec,
  table: users,
  fields: {
    username: users.username,
    fname: users.fname,
    lname: users.lname,
    email: users.email,
    type: users.mtType,
    cust: users.cust,
    status: users.status,
    locked: lockedFlag,
    lang: users.lang,
    last_login_at: sql`to_char(${users.lastLoginAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  },
}

/** Account administration and the audit user's switch list. */
export const adminHandlers = {
  search: async (ctx, { query }) => {
    const me = authed(ctx)
    return listAnswer(me, userListSource, managedUsers(me.identity), query)
  },

  switchTable: async (ctx, { query }) => {
    const me = authed(ctx)
    const scope = and(eq(users.companyId, me.identity.company.id), ne(users.id, me.identity.user.id)) as SQL
    return listAnswer(me, userListSource, scope, query)
  },

  lockUnlockUser: async (ctx, { body }) => {
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
  },

  create: async (ctx, { body }) => {
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
  },
} satisfies Partial<AreaHandlers<'users'>>
