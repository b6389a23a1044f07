import { eq, sql } from 'drizzle-orm'
import type { ServerConfig } from '../config'
import { newToken, sha256 } from '../crypto/tokens'
import type { Db } from '../db/client'
import { sessions } from '../db/schema'
import type { IdentitySession, SessionRow } from './identity'

export interface NewSession {
  userId: number
  companyId: number
  groupId: number | null
  impersonatorId?: number | null
  /**
   * The session this one is opened from (a session-id sign-in, an account or audit switch). The new
   * session ends when it does: same absolute expiry, revoked with it, and its impersonation is kept.
   */
  parent?: Pick<IdentitySession, 'id' | 'expiresAt' | 'impersonatorId'>
  ip: string | null
  userAgent: string | null
}

function idleEnd(now: Date, expiresAt: Date, config: ServerConfig): Date {
  return new Date(Math.min(now.getTime() + config.session.idleMs, expiresAt.getTime()))
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`

/**
 * Marks activity on a session and on every session it was opened from: a session's idle end never
 * comes before that of a session opened from it, so the one opened never outlives it.
 */
async function touchChain(db: Db, sessionId: string, now: Date, config: ServerConfig): Promise<void> {
  const idle = new Date(now.getTime() + config.session.idleMs)
  await db.execute(sql`
    WITH RECURSIVE chain(id, parent_id) AS (
      SELECT id, parent_id FROM ${sessions} WHERE id = ${sessionId}::uuid
      UNION ALL
      SELECT s.id, s.parent_id FROM ${sessions} s JOIN chain c ON s.id = c.parent_id
    )
    UPDATE ${sessions} SET
      last_seen_at = GREATEST(last_seen_at, ${at(now)}),
      idle_expires_at = GREATEST(idle_expires_at, LEAST(${at(idle)}, expires_at))
    WHERE id IN (SELECT id FROM chain) AND revoked_at IS NULL`)
}

/** Starts a session; the token is returned once and only its digest is stored. */
export async function createSession(
  db: Db,
  now: Date,
  config: ServerConfig,
  input: NewSession,
): Promise<{ token: string; session: SessionRow }> {
  const token = newToken()
  const { parent } = input
  const expiresAt = parent ? parent.expiresAt : new Date(now.getTime() + config.session.absoluteMs)
  const [session] = await db
    .insert(sessions)
    .values({
      tokenHash: sha256(token),
      userId: input.userId,
      companyId: input.companyId,
      groupId: input.groupId,
      impersonatorId: input.impersonatorId ?? parent?.impersonatorId ?? null,
      parentId: parent?.id ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      idleExpiresAt: idleEnd(now, expiresAt, config),
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
    })
    .returning()
  // Opening a session from another is activity of that one too.
  if (parent) await touchChain(db, parent.id, now, config)
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
  await touchChain(db, session.id, now, config)
  return { ...session, lastSeenAt: now, idleExpiresAt: idleEnd(now, session.expiresAt, config) }
}

/** A new token for the same session: the old one stops working; the absolute expiry stays. */
export async function rotateToken<S extends IdentitySession>(db: Db, session: S, now: Date, config: ServerConfig) {
  const token = newToken()
  await db.update(sessions).set({ tokenHash: sha256(token) }).where(eq(sessions.id, session.id))
  await touchChain(db, session.id, now, config)
  return { token, session: { ...session, lastSeenAt: now, idleExpiresAt: idleEnd(now, session.expiresAt, config) } }
}

/** Ends a session and every session opened from it, however far down. */
export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.execute(sql`
    WITH RECURSIVE tree(id) AS (
      SELECT id FROM ${sessions} WHERE id = ${sessionId}::uuid
      UNION ALL
      SELECT s.id FROM ${sessions} s JOIN tree t ON s.parent_id = t.id
    )
    UPDATE ${sessions} SET revoked_at = ${at(now)}
    WHERE id IN (SELECT id FROM tree) AND revoked_at IS NULL`)
}

/**
 * Ends every live session of a user and every session opened from them (an audit user's switches
 * among them), except `keep` (the caller's own, after a password change) and the sessions it was
 * opened from.
 */
export async function revokeUserSessions(db: Db, userId: number, now: Date, keep?: string): Promise<void> {
  await db.execute(sql`
    WITH RECURSIVE kept(id, parent_id) AS (
      SELECT id, parent_id FROM ${sessions} WHERE id = ${keep ?? null}::uuid
      UNION ALL
      SELECT s.id, s.parent_id FROM ${sessions} s JOIN kept k ON s.id = k.parent_id
    ), tree(id) AS (
      SELECT id FROM ${sessions}
      WHERE user_id = ${userId} AND revoked_at IS NULL AND expires_at > ${at(now)}
        AND id NOT IN (SELECT id FROM kept)
      UNION ALL
      SELECT s.id FROM ${sessions} s JOIN tree t ON s.parent_id = t.id
    )
    UPDATE ${sessions} SET revoked_at = ${at(now)}
    WHERE id IN (SELECT id FROM tree) AND revoked_at IS NULL`)
}

export async function setSessionGroup(db: Db, sessionId: string, groupId: number): Promise<void> {
  await db.update(sessions).set({ groupId }).where(eq(sessions.id, sessionId))
}
