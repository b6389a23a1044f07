import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { dailyAccess } from '../db/schema'
import type { RequestContext } from '../http/context'
import { HttpError } from '../http/errors'
import { httpMessages } from '../messages'

function prepareCount(db: Db) {
  return db
    .insert(dailyAccess)
    .values({ userId: sql.placeholder('userId'), day: sql.placeholder('day'), count: 1 })
    .onConflictDoUpdate({
      target: [dailyAccess.userId, dailyAccess.day],
      set: { count: sql`${dailyAccess.count} + 1` },
    })
    .returning({ count: dailyAccess.count })
    .prepare('daily_access_count')
}

const counters = new WeakMap<Db, ReturnType<typeof prepareCount>>()

/** Counts the request in the user's day (UTC) and answers 429 beyond the daily limit. */
export async function countRequest(ctx: RequestContext, userId: number): Promise<void> {
  let counter = counters.get(ctx.db)
  if (!counter) {
    counter = prepareCount(ctx.db)
    counters.set(ctx.db, counter)
  }
  const [row] = await counter.execute({ userId, day: ctx.now.toISOString().slice(0, 10) })
  const limit = ctx.config.dailyAccessLimit
  if ((row?.count ?? 0) > limit) {
    throw new HttpError(429, httpMessages.dailyLimit, { code: 'DAILY_LIMIT', values: { limit } })
  }
}
