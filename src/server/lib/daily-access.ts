import { sql } from 'drizzle-orm'
import { API_DOCUMENT_PATHS } from '@shared/constants'
import type { Db } from '../db/client'
import { dailyAccess } from '../db/schema'
import { httpMessages } from '../messages'
import type { RequestContext } from './context'
import { HttpError } from './errors'

function prepareCount(db: Db) {
  return db
    .insert(dailyAccess)
    .values({ userId: sql.placeholder('userId'), day: sql.placeholder('day'), count: sql.placeholder('added') })
    .onConflictDoUpdate({
      target: [dailyAccess.userId, dailyAccess.day],
      set: { count: sql`${dailyAccess.count} + excluded.count` },
    })
    .returning({ count: dailyAccess.count })
    .prepare('daily_access_count')
}

type Counter = ReturnType<typeof prepareCount>

interface Waiting {
  resolve: (count: number) => void
  reject: (error: unknown) => void
}

/** One user's day: the requests waiting to be added, and whether an addition is being written. */
interface Tally {
  waiting: Waiting[]
  writing: boolean
}

/**
 * Adds requests to their row in `daily_access`. The count stays a row that every instance adds to;
 * requests of one user that arrive while an addition for that user is being written are added
 * together by the next one, and each gets its own place in the day's count, as if they had been
 * added one by one.
 */
class DailyCounter {
  private readonly tallies = new Map<string, Tally>()

  constructor(private readonly counter: Counter) {}

  count(userId: number, day: string): Promise<number> {
    const key = `${userId}:${day}`
    let tally = this.tallies.get(key)
    if (!tally) {
      tally = { waiting: [], writing: false }
      this.tallies.set(key, tally)
    }
    const place = new Promise<number>((resolve, reject) => tally.waiting.push({ resolve, reject }))
    if (!tally.writing) void this.write(key, tally, userId, day)
    return place
  }

  private async write(key: string, tally: Tally, userId: number, day: string): Promise<void> {
    tally.writing = true
    while (tally.waiting.length) {
      const batch = tally.waiting.splice(0)
      try {
        const [row] = await this.counter.execute({ userId, day, added: batch.length })
        const total = row?.count ?? batch.length
        // The batch's requests take the last places of the new total, in the order they came.
        batch.forEach((waiting, i) => waiting.resolve(total - (batch.length - 1 - i)))
      } catch (error) {
        for (const waiting of batch) waiting.reject(error)
      }
    }
    tally.writing = false
    this.tallies.delete(key)
  }
}

const counters = new WeakMap<Db, DailyCounter>()

/** Counts the request in the user's day (UTC) and answers 429 beyond the daily limit. */
export async function countRequest(ctx: RequestContext, userId: number): Promise<void> {
  let counter = counters.get(ctx.db)
  if (!counter) {
    counter = new DailyCounter(prepareCount(ctx.db))
    counters.set(ctx.db, counter)
  }
  const count = await counter.count(userId, ctx.now.toISOString().slice(0, 10))
  const limit = ctx.config.dailyAccessLimit
  if (count > limit) {
    // The terms-of-use address ends the message, where the app's error dialog makes it a link.
    const terms = `${new URL(ctx.c.req.url).origin}/documents/${API_DOCUMENT_PATHS.terms}`
    throw new HttpError(429, httpMessages.dailyLimit, { code: 'DAILY_LIMIT', values: { limit, terms } })
  }
}
