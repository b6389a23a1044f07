import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { newToken, sha256 } from '../../crypto/tokens'
import type { Db } from '../../db/client'
import { companies, sessions, ssoAuthorizations, tempSessions } from '../../db/schema'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whose authorization a record is: a signed-in session, or a temporary anonymous one. */
export type Holder = { sessionId: string } | { tempSessionId: string }

export interface Status {
  source: string
  authorized: boolean
  /** When the authorization ends; null while not authorized. */
  expires: string | null
}

const holderIs = (holder: Holder) =>
  'sessionId' in holder
    ? eq(ssoAuthorizations.sessionId, holder.sessionId)
    : eq(ssoAuthorizations.tempSessionId, holder.tempSessionId)

/** The holder's authorization for a source, as of `now`. */
export async function authorizationStatus(db: Db, holder: Holder, source: string, now: Date): Promise<Status> {
  const [row] = await db
    .select()
    .from(ssoAuthorizations)
    .where(and(holderIs(holder), eq(ssoAuthorizations.source, source)))
    .limit(1)
  const authorized = !!row?.authorized && row.expiresAt > now
  return { source, authorized, expires: authorized ? row!.expiresAt.toISOString() : null }
}

/** Marks the holder authorized for a source until `expiresAt`. */
export async function authorize(db: Db, holder: Holder, source: string, now: Date, expiresAt: Date) {
  const values = { source, authorized: true, authorizedAt: now, expiresAt }
  const target =
    'sessionId' in holder
      ? [ssoAuthorizations.sessionId, ssoAuthorizations.source]
      : [ssoAuthorizations.tempSessionId, ssoAuthorizations.source]
  await db
    .insert(ssoAuthorizations)
    .values({ ...values, ...holder })
    .onConflictDoUpdate({ target, set: values })
}

/** The Secondary-Auth-Status header the app reads (docs/shell-decisions.md, "Headers"). */
export function setStatusHeader(c: Context, status: Status) {
  c.header('Secondary-Auth-Status', JSON.stringify(status))
}

/** A live temporary session matching its secret, user name and company. */
export async function findTempSession(
  db: Db,
  query: { seuid: string; sesess?: string; username?: string; company?: string },
  now: Date,
) {
  if (!UUID.test(query.seuid)) return undefined
  const [row] = await db
    .select({ temp: tempSessions, company: companies.code })
    .from(tempSessions)
    .innerJoin(companies, eq(companies.id, tempSessions.companyId))
    .where(and(eq(tempSessions.id, query.seuid), gt(tempSessions.expiresAt, now)))
    .limit(1)
  if (!row) return undefined
  if (query.sesess !== undefined && row.temp.secretHash !== sha256(query.sesess)) return undefined
  if (query.username !== undefined && row.temp.username.toLowerCase() !== query.username.toLowerCase()) return undefined
  if (query.company !== undefined && row.company.toLowerCase() !== query.company.toLowerCase()) return undefined
  return row.temp
}

/** The holder a session id names on the authorization page: a live session, else a live temporary one. */
export async function findHolder(db: Db, sessionId: string, now: Date): Promise<Holder | undefined> {
  if (!UUID.test(sessionId)) return undefined
  const [session] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.idleExpiresAt, now),
      ),
    )
    .limit(1)
  if (session) return { sessionId: session.id }
  const temp = await findTempSession(db, { seuid: sessionId }, now)
  return temp ? { tempSessionId: temp.id } : undefined
}

/** A company's id by its code, any case. */
export async function findCompanyId(db: Db, code: string): Promise<number | undefined> {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(sql`lower(${companies.code})`, code.toLowerCase()))
    .limit(1)
  return company?.id
}

/**
 * Opens a temporary anonymous session: its secret is answered once and stored as a digest. Ended
 * ones are of no more use (their authorizations go with them) and are removed first.
 */
export async function openTempSession(
  db: Db,
  values: { username: string; companyId: number },
  now: Date,
  expiresAt: Date,
): Promise<{ id: string; secret: string }> {
  await db.delete(tempSessions).where(lte(tempSessions.expiresAt, now))
  const secret = newToken()
  const [row] = await db
    .insert(tempSessions)
    .values({ secretHash: sha256(secret), ...values, createdAt: now, expiresAt })
    .returning({ id: tempSessions.id })
  return { id: row!.id, secret }
}
