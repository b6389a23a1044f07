import type { contract, EndpointInput, SessionResponse } from '@shared/contract'
import { and, eq, sql } from 'drizzle-orm'
import { setAccessCookie } from '../../auth/cookie'
import {
  buildIdentity,
  buildProfile,
  type CompanyRow,
  type Identity,
  type IdentitySession,
  type IdentityUser,
  loadMemberships,
  type UserRow,
} from '../../auth/identity'
import { createSession } from '../../auth/sessions'
import type { Db } from '../../db/client'
import { companies, users } from '../../db/schema'
import type { RequestContext } from '../../lib/context'
import { loadAppConfig, loadGroups, loadMasterConfig } from '../../lib/menus'

/** What a users call's handler receives, by call name. */
export type UsersInput<K extends keyof typeof contract.users> = EndpointInput<(typeof contract.users)[K]>

export async function findCompany(db: Db, code: string): Promise<CompanyRow | undefined> {
  const [row] = await db
    .select()
    .from(companies)
    .where(sql`lower(${companies.code}) = ${code.trim().toLowerCase()}`)
    .limit(1)
  return row
}

export async function findUser(db: Db, companyId: number, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), sql`lower(${users.username}) = ${username.trim().toLowerCase()}`))
    .limit(1)
  return row
}

/** The body of a sign-in or refresh: status, profile, groups, master and app configuration. */
export async function sessionPayload(ctx: RequestContext, identity: Identity) {
  const profile = buildProfile(identity)
  const appConfigRead = loadAppConfig(ctx.db, identity.company.id)
  const [groups, masterconfig, appconfig] = await Promise.all([
    appConfigRead.then((appConfig) =>
      loadGroups(ctx.db, identity.memberships, identity.company.code, ctx.locale, { profile, appConfig }),
    ),
    loadMasterConfig(ctx.db, { ssoAuthorizeUrl: ctx.config.sso.authorizeUrl }),
    appConfigRead,
  ])
  return {
    status: identity.user.mustReset ? (4 as const) : (0 as const),
    profile,
    groups,
    masterconfig,
    appconfig,
    expires_at: identity.session.expiresAt.toISOString(),
    idle_expires_at: identity.session.idleExpiresAt.toISOString(),
  }
}

export interface StartOptions {
  impersonatorId?: number
  /** Set the company access cookie (not for an audit user's switch, which keeps the auditor's). */
  cookie: boolean
  /** The session this one is opened from: it shares that one's end and impersonation. */
  parent?: IdentitySession
}

/** Opens a session for a user and answers like a sign-in. */
export async function startSession(
  ctx: RequestContext,
  user: IdentityUser,
  company: CompanyRow,
  options: StartOptions,
): Promise<{ response: SessionResponse; identity: Identity }> {
  const list = await loadMemberships(ctx.db, user.id)
  const { token, session } = await createSession(ctx.db, ctx.now, ctx.config, {
    userId: user.id,
    companyId: company.id,
    groupId: list[0]?.group.id ?? null,
    impersonatorId: options.impersonatorId ?? null,
    ...(options.parent ? { parent: options.parent } : {}),
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  })
  if (!session.impersonatorId) {
    await ctx.db.update(users).set({ lastLoginAt: ctx.now, failedLogins: 0 }).where(eq(users.id, user.id))
  }
  const identity = await buildIdentity(ctx.db, { session, user, company }, ctx.now)
  if (options.cookie) setAccessCookie(ctx.c, ctx.config, company.code, token, session.expiresAt, ctx.now)
  return { response: { ...(await sessionPayload(ctx, identity)), token }, identity }
}
