import { eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { loginThrottle } from '../db/schema'

export const accountKey = (company: string, username: string) =>
  `account:${company.toLowerCase()}:${username.toLowerCase()}`
export const addressKey = (ip: string) => `address:${ip}`
/** The failures one account caused from one address: what its owner's correct sign-in may take back. */
export const accountAtAddressKey = (ip: string, company: string, username: string) =>
  `${addressKey(ip)}|${accountKey(company, username)}`
export const tempSessionKey = (ip: string) => `temp-session:${ip}`

/** How many tries a key allows within its window. */
export interface Allowance {
  limit: number
  windowMs: number
  /** A failure that brings the count to the limit blocks the key this long; without it, until the window ends. */
  blockMs?: number
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`

/** Adds one to the key's count within its window: the row, or null when `limit` refused it. */
async function increment(db: Db, key: string, now: Date, windowMs: number, limit?: number) {
  const stale = sql`${loginThrottle.windowStartedAt} < ${at(new Date(now.getTime() - windowMs))}`
  const open = sql`(${loginThrottle.blockedUntil} IS NULL OR ${loginThrottle.blockedUntil} <= ${at(now)})`
  const rows = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`CASE WHEN ${stale} THEN 1 ELSE ${loginThrottle.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${stale} THEN ${at(now)} ELSE ${loginThrottle.windowStartedAt} END`,
      },
      ...(limit === undefined
        ? {}
        : { setWhere: sql`${open} AND (${stale} OR ${loginThrottle.failures} < ${limit})` }),
    })
    .returning({ failures: loginThrottle.failures })
  return rows[0] ?? null
}

/**
 * Takes one try of the key's allowance in a single statement, before the work it guards, so tries that
 * arrive together are counted one by one, on every server instance sharing the database. Answers
 * false, counting nothing, when the key is blocked or its window is full.
 */
export async function reserve(db: Db, key: string, allowance: Allowance, now: Date): Promise<boolean> {
  return (await increment(db, key, now, allowance.windowMs, allowance.limit)) !== null
}

/** Gives back a try that turned out not to be a failure. */
export async function release(db: Db, key: string): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ failures: sql`GREATEST(${loginThrottle.failures} - 1, 0)` })
    .where(eq(loginThrottle.key, key))
}

/** A reserved try failed: once the key's count reaches its limit, it stays blocked for `blockMs`. */
export async function confirmFailure(db: Db, key: string, allowance: Allowance, now: Date): Promise<void> {
  if (!allowance.blockMs) return
  const until = new Date(now.getTime() + allowance.blockMs)
  await db
    .update(loginThrottle)
    .set({ blockedUntil: until })
    .where(sql`${loginThrottle.key} = ${key} AND ${loginThrottle.failures} >= ${allowance.limit}`)
}

/** Counts one more failure of a key that blocks nothing by itself. */
export async function countFailure(db: Db, key: string, windowMs: number, now: Date): Promise<void> {
  await increment(db, key, now, windowMs)
}

/** When a key refused by `reserve` takes tries again. */
export async function retryAt(db: Db, key: string, windowMs: number, now: Date): Promise<Date> {
  const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.key, key)).limit(1)
  const windowEnd = row ? row.windowStartedAt.getTime() + windowMs : now.getTime()
  const blockEnd = row?.blockedUntil?.getTime() ?? 0
  return new Date(Math.max(windowEnd, blockEnd, now.getTime() + 1000))
}

/**
 * A correct sign-in: its own try is given back to the address, and so are the failures the same
 * account caused from there; the failures of other accounts stay counted.
 */
export async function settleSuccess(db: Db, address: string, accountAtAddress: string): Promise<void> {
  await db.execute(sql`
    UPDATE ${loginThrottle} SET failures = GREATEST(failures - 1 - COALESCE((
      SELECT own.failures FROM ${loginThrottle} own
      WHERE own.key = ${accountAtAddress} AND own.window_started_at >= ${loginThrottle}.window_started_at
    ), 0), 0)
    WHERE key = ${address}`)
  await clearFailures(db, [accountAtAddress])
}

export async function clearFailures(db: Db, keys: string[]) {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, keys))
}

/**
 * Deletes the counts whose window has ended and whose block is over: such a row counts as no row at
 * all (the next failure starts a new window), so only the table's size changes. Answers how many went.
 */
export async function forgetEndedCounts(db: Db, windowMs: number, now: Date): Promise<number> {
  const ended = await db
    .delete(loginThrottle)
    .where(
      sql`${loginThrottle.windowStartedAt} < ${at(new Date(now.getTime() - windowMs))}
        AND (${loginThrottle.blockedUntil} IS NULL OR ${loginThrottle.blockedUntil} <= ${at(now)})`,
    )
    .returning({ key: loginThrottle.key })
  return ended.length
}
