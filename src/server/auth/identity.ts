import { asc, eq, getTableColumns, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { can, isPasswordExpired, passwordExpiresAt } from '@shared/auth'
import type { Profile } from '@shared/contract'
import { sha256 } from '../crypto/tokens'
import type { Db } from '../db/client'
import { companies, memberships, sessions, userGroups, users } from '../db/schema'
import type { SessionCache } from './session-cache'

export type UserRow = typeof users.$inferSelect

/** The account columns a request reads; hashes, codes and details are loaded by the calls that need them. */
export const identityUserColumns = {
  id: users.id,
  companyId: users.companyId,
  username: users.username,
  mtType: users.mtType,
  mtStyle: users.mtStyle,
  email: users.email,
  cust: users.cust,
  fname: users.fname,
  lname: users.lname,
  defaultAccount: users.defaultAccount,
  lang: users.lang,
  status: users.status,
  theme: users.theme,
  roles: users.roles,
  locked: users.locked,
  mustReset: users.mustReset,
  limited: users.limited,
  passwordChangedAt: users.passwordChangedAt,
}

export type IdentityUser = Pick<UserRow, keyof typeof identityUserColumns>

const identitySessionColumns = {
  id: sessions.id,
  userId: sessions.userId,
  companyId: sessions.companyId,
  groupId: sessions.groupId,
  impersonatorId: sessions.impersonatorId,
  parentId: sessions.parentId,
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
  idleExpiresAt: sessions.idleExpiresAt,
  revokedAt: sessions.revokedAt,
}

export type IdentitySession = Pick<SessionRow, keyof typeof identitySessionColumns>

const { passwordHash, securityAnswers, activationCodeHash, activationExpiresAt, activationAttempts } =
  getTableColumns(users)

/** The secret columns of one account, for the calls that check a password, an answer or a code. */
export async function loadSecrets(db: Db, userId: number) {
  const [row] = await db
    .select({ passwordHash, securityAnswers, activationCodeHash, activationExpiresAt, activationAttempts })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  if (!row) throw new Error(`No user ${userId}`)
  return row
}
export type CompanyRow = typeof companies.$inferSelect
export type SessionRow = typeof sessions.$inferSelect
export type GroupRow = typeof userGroups.$inferSelect

export interface Membership {
  group: GroupRow
  isAdmin: boolean
}

/** Who is calling: the session, its user and company, their groups and the current one. */
export interface Identity {
  session: IdentitySession
  user: IdentityUser
  company: CompanyRow
  memberships: Membership[]
  /** The current group: the group header, else the session's, else the first. */
  current: Membership | null
  /** The company cookie carried the token (no Authorization header). */
  viaCookie: boolean
}

export async function loadMemberships(db: Db, userId: number): Promise<Membership[]> {
  const rows = await db
    .select({ group: userGroups, isAdmin: memberships.isAdmin })
    .from(memberships)
    .innerJoin(userGroups, eq(userGroups.id, memberships.groupId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.sequence), asc(userGroups.id))
  return rows
}

/** An expired password (document 2 section 9) must be renewed like a reset one: MT_RESU 1, status 4. */
function withPasswordAge(user: IdentityUser, now: Date): IdentityUser {
  return user.mustReset || !isPasswordExpired(user.passwordChangedAt, now) ? user : { ...user, mustReset: true }
}

export async function buildIdentity(
  db: Db,
  parts: { session: IdentitySession; user: IdentityUser; company: CompanyRow },
  now: Date,
  viaCookie = false,
): Promise<Identity> {
  const list = await loadMemberships(db, parts.user.id)
  const current = list.find((m) => m.group.id === parts.session.groupId) ?? list[0] ?? null
  return { ...parts, user: withPasswordAge(parts.user, now), memberships: list, current, viaCookie }
}

export type SessionLookup =
  { ok: true; identity: Identity } | { ok: false; reason: 'unknown' | 'revoked' | 'expired' | 'locked' }

/** The audit user a switched session was opened by. */
const impersonators = alias(users, 'impersonator')

function prepareLookup(db: Db) {
  return db
    .select({
      session: identitySessionColumns,
      user: identityUserColumns,
      company: companies,
      group: userGroups,
      isAdmin: memberships.isAdmin,
      impersonator: { roles: impersonators.roles, locked: impersonators.locked },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(impersonators, eq(impersonators.id, sessions.impersonatorId))
    .innerJoin(companies, eq(companies.id, sessions.companyId))
    .leftJoin(memberships, eq(memberships.userId, sessions.userId))
    .leftJoin(userGroups, eq(userGroups.id, memberships.groupId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .orderBy(asc(memberships.sequence), asc(userGroups.id))
    .prepare('session_lookup')
}

const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>()

export type LookupRow = Awaited<ReturnType<ReturnType<typeof prepareLookup>['execute']>>[number]

export type LookupCache = SessionCache<LookupRow>

async function readSession(db: Db, tokenHash: string): Promise<LookupRow[]> {
  let lookup = lookups.get(db)
  if (!lookup) {
    lookup = prepareLookup(db)
    lookups.set(db, lookup)
  }
  return lookup.execute({ tokenHash })
}

function toLookup(rows: LookupRow[], now: Date, viaCookie: boolean): SessionLookup {
  const row = rows[0]
  if (!row) return { ok: false, reason: 'unknown' }
  if (row.session.revokedAt) return { ok: false, reason: 'revoked' }
  const t = now.getTime()
  if (t >= row.session.expiresAt.getTime() || t >= row.session.idleExpiresAt.getTime()) {
    return { ok: false, reason: 'expired' }
  }
  if (row.user.locked) return { ok: false, reason: 'locked' }
  // A switched session lasts only while the audit user who opened it may still switch.
  if (row.session.impersonatorId) {
    const by = row.impersonator
    if (!by || by.locked || !can({ QPM_ROLE: by.roles }, 'audit')) return { ok: false, reason: 'revoked' }
  }
  const list = rows.flatMap((r) => (r.group ? [{ group: r.group, isAdmin: r.isAdmin ?? false }] : []))
  const current = list.find((m) => m.group.id === row.session.groupId) ?? list[0] ?? null
  return {
    ok: true,
    identity: {
      session: row.session,
      user: withPasswordAge(row.user, now),
      company: row.company,
      memberships: list,
      current,
      viaCookie,
    },
  }
}

/**
 * Resolves a bearer token into an identity, if its session is live at `now`. Runs on every request:
 * one prepared round trip (a row per group of the user), or none while the cache holds it.
 */
export async function lookupSession(
  db: Db,
  token: string,
  now: Date,
  viaCookie = false,
  cache?: LookupCache,
): Promise<SessionLookup> {
  const tokenHash = sha256(token)
  const cached = cache?.get(tokenHash, now)
  if (cached) {
    const found = toLookup(cached, now, viaCookie)
    // Another instance may have extended the session: a refusal is always read again.
    if (found.ok) return found
    cache?.delete(tokenHash)
  }
  const rows = await readSession(db, tokenHash)
  const found = toLookup(rows, now, viaCookie)
  if (found.ok) cache?.set(tokenHash, rows, now)
  return found
}

/** The profile of document 1 section 3 for an identity. */
export function buildProfile(identity: Identity): Profile {
  const { user, company, session, current } = identity
  return {
    MT_UID: user.username,
    MT_TYPE: user.mtType as Profile['MT_TYPE'],
    MT_STYLE: current?.group.style ?? user.mtStyle ?? company.skin,
    MT_EMAIL: user.email,
    MT_CUST: user.cust,
    MT_FNAME: user.fname,
    MT_LNAME: user.lname,
    MT_SESSIONID: session.id,
    MT_ADM: current?.isAdmin ? 'Y' : 'N',
    MT_GRP: current?.group.code ?? null,
    MT_RESU: user.mustReset ? 1 : 0,
    MT_DACT: user.defaultAccount ?? user.cust,
    MT_LANG: user.lang === 'fr' ? 'fr' : 'en',
    MT_COMP: company.code,
    MT_STATUS: user.status,
    MT_THEME: user.theme === 'dark' ? 'dark' : 'light',
    MT_LIMITED: user.limited ? 'Y' : 'N',
    MT_PWEXP: user.passwordChangedAt ? passwordExpiresAt(user.passwordChangedAt).toISOString() : null,
    QPM_ROLE: [...user.roles],
  }
}
