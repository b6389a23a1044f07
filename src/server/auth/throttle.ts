import { and, gt, inArray, sql } from 'drizzle-orm'
import type { ServerConfig } from '../config'
import type { Db } from '../db/client'
import { loginThrottle } from '../db/schema'

export const accountKey = (company: string, username: string) =>
  `account:${company.toLowerCase()}:${username.toLowerCase()}`
export const addressKey = (ip: string) => `address:${ip}`

/** The latest end of a block among the keys, or null when sign-in may be tried. */
export async function blockedUntil(db: Db, keys: string[], now: Date): Promise<Date | null> {
  const rows = await db
    .select({ blockedUntil: loginThrottle.blockedUntil })
    .from(loginThrottle)
    .where(and(inArray(loginThrottle.key, keys), gt(loginThrottle.blockedUntil, now)))
  const ends = rows.map((row) => row.blockedUntil?.getTime() ?? 0)
  return ends.length ? new Date(Math.max(...ends)) : null
}

/** Counts a failure in the key's window; reaching the limit blocks the key for `blockMs`. */
export async function recordFailure(db: Db, key: string, limit: number, now: Date, config: ServerConfig) {
  const windowStart = new Date(now.getTime() - config.throttle.windowMs)
  const stale = sql`${loginThrottle.windowStartedAt} < ${windowStart}`
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`CASE WHEN ${stale} THEN 1 ELSE ${loginThrottle.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${stale} THEN ${now} ELSE ${loginThrottle.windowStartedAt} END`,
      },
    })
    .returning({ failures: loginThrottle.failures })
  if ((row?.failures ?? 0) >= limit) {
    await db
      .update(loginThrottle)
      .set({ blockedUntil: new Date(now.getTime() + config.throttle.blockMs), failures: 0, windowStartedAt: now })
      .where(sql`${loginThrottle.key} = ${key}`)
  }
}

export async function clearFailures(db: Db, keys: string[]) {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, keys))
}
