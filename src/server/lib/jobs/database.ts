import type { Database } from '../../db/client'

interface Rows {
  rows: unknown[]
}

/** The driver under Drizzle: node-postgres's pool, or the PGlite client (in process or on its thread). */
interface DriverClient {
  query(text: string, values?: unknown[]): Promise<Rows>
  /** PGlite only: several statements in one text, without values. */
  exec?(text: string): Promise<Rows[]>
}

/** pg-boss's database adapter, with what the queue needs to stop cleanly. */
export interface QueueDatabase {
  executeSql(text: string, values?: unknown[]): Promise<Rows>
  /** Statements running now. */
  pending(): number
  /** Resolves once no statement is running. */
  idle(): Promise<void>
  /** Statements after this fail at once: the database is about to close. */
  close(): void
}

/**
 * pg-boss's statements run on the portal's own database handle: the PGlite client (so they queue
 * with the portal's other statements on its single connection), or node-postgres's pool (so the
 * queue shares the pool's size and its error handling). pg-boss sends some work as several
 * statements in one text without values (a transaction under an advisory lock); node-postgres runs
 * such a text as a simple query, PGlite through `exec`.
 */
export function queueDatabase(database: Database): QueueDatabase {
  const client = (database.db as unknown as { $client?: DriverClient }).$client
  if (!client || typeof client.query !== 'function') {
    throw new Error('The database handle exposes no driver client: the job queue cannot reach it')
  }
  let running = 0
  let closed = false
  const waiting = new Set<() => void>()
  const settle = () => {
    if (running > 0) return
    for (const resolve of waiting) resolve()
    waiting.clear()
  }

  async function run(text: string, values: unknown[] | undefined): Promise<Rows> {
    if (database.kind === 'pglite' && !values?.length && client!.exec) {
      const results = await client!.exec(text)
      return { rows: results.at(-1)?.rows ?? [] }
    }
    return client!.query(text, values?.length ? values : undefined)
  }

  return {
    async executeSql(text, values) {
      if (closed) throw new Error('The job queue has stopped')
      running++
      try {
        return await run(text, values)
      } finally {
        running--
        settle()
      }
    },
    pending: () => running,
    idle: () => (running === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.add(resolve))),
    close() {
      closed = true
    },
  }
}
