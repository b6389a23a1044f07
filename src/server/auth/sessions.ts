import { and, eq, isNull, ne } from 'drizzle-orm'
import type { ServerConfig } from '../config'
import type { Db } from '../db/client'
import { sessions } from '../db/schema'
import type { IdentitySession, SessionRow } from './identity'
import { newToken, sha256 } from './tokens'

export interface NewSession {
  userId: number
  companyId: number
  groupId: number | null
  impersonatorId?: number | null
  ip: string | null
  userAgent: string | null
}

function idleEnd(now: Date, expiresAt: Date, config: ServerConfig): Date {
  return new Date(Math.min(now.getTime() + config.session.idleMs, expiresAt.getTime()))
}

/** Starts a session; the token is returned once and only its digest is stored. */
export async function createSession(
  db: Db,
  now: Date,
  config: ServerConfig,
  input: NewSession,
): Promise<{ token: string; session: SessionRow }> {
  const token = newToken()
  const expiresAt = new Date(now.getTime() + config.session.absoluteMs)
  const [session] = await db
    .insert(sessions)
    .values({
      tokenHash: sha256(token),
      userId: input.userId,
      companyId: input.companyId,
      groupId: input.groupId,
      impersonatorId: input.impersonatorId ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      idleExpiresAt: idleEnd(now, expiresAt, config),
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
    })
    .returning()
  return { token, session: session as SessionRow }
}

/** Extends the idle window; written at most every `touchEveryMs` to spare a write per request. */
export async function touchSession<S extends IdentitySession>(
  db: Db,
  session: S,
  now: Date,
  config: ServerConfig,
): Promise<S> {
  if (now.getTime() - session.lastSeenAt.getTime() < config.session.touchEveryMs) return session
  const idleExpiresAt = idleEnd(now, session.expiresAt, config)
  await db.update(sessions).set({ lastSeenAt: now, idleExpiresAt }).where(eq(sessions.id, session.id))
  return { ...session, lastSeenAt: now, idleExpiresAt }
}

/** A new token for the same session: the old one stops working; the absolute expiry stays. */
export async function rotateToken<S extends IdentitySession>(db: Db, session: S, now: Date, config: ServerConfig) {
  const token = newToken()
  const idleExpiresAt = idleEnd(now, session.expiresAt, config)
  await db
    .update(sessions)
    .set({ tokenHash: sha256(token), lastSeenAt: now, idleExpiresAt })
    .where(eq(sessions.id, session.id))
  return { token, session: { ...session, lastSeenAt: now, idleExpiresAt } }
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/** Ends every live session of a user, except `keep` (the caller's own, after a password change). */
export async function revokeUserSessions(db: Db, userId: number, now: Date, keep?: string): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)]
  if (keep) conditions.push(ne(sessions.id, keep))
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(...conditions))
}

export async function setSessionGroup(db: Db, sessionId: string, groupId: number): Promise<void> {
  await db.update(sessions).set({ groupId }).where(eq(sessions.id, sessionId))
}
