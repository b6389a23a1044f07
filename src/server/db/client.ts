import { AsyncLocalStorage } from 'node:async_hooks'
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PGlite } from '@electric-sql/pglite'
import { DrizzleQueryError } from 'drizzle-orm'
import { type PgDatabase, PgPreparedQuery, type PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { Client, Pool } from 'pg'
import { createPglite } from './pglite-open'
import { ThreadedPglite } from './pglite-threaded'
import * as schema from './schema'

export type Schema = typeof schema
/** The same Drizzle API over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

/** Fields of a database error that can repeat a statement's values or the row it failed on. */
const VALUE_FIELDS = ['params', 'detail', 'where', 'internalQuery', 'queryOptions'] as const

/** The one value some messages quote, such as `invalid input syntax for type uuid: "..."`. */
const QUOTED_INPUT = /^(invalid input (?:syntax|value) for [^:]+: ).+$/s

/** A database error stripped of values: its code, constraint and table stay, to find the cause. */
function redactDatabaseError(cause: unknown): unknown {
  if (!(cause instanceof Error)) return new Error('The database refused the statement.')
  const fields = cause as unknown as Record<string, unknown>
  for (const field of VALUE_FIELDS) if (fields[field] !== undefined) fields[field] = '[redacted]'
  const message = cause.message.replace(QUOTED_INPUT, '$1[redacted]')
  if (message !== cause.message) {
    cause.stack = cause.stack?.replace(cause.message, message)
    cause.message = message
  }
  return cause
}

/**
 * A failed statement as it reaches the error log: its SQL text and the database's reason, never the
 * values it carried (password and answer hashes, codes, personal details) nor the failing row.
 */
export class DatabaseQueryError extends Error {
  override name = 'DatabaseQueryError'

  constructor(
    readonly query: string,
    cause: unknown,
  ) {
    super(`Failed query: ${query}`, { cause: redactDatabaseError(cause) })
  }
}

/**
 * Drizzle wraps every failed statement in an error whose message, `params` and cause hold the values
 * sent: both drivers run statements through one method of its prepared query, which is wrapped here
 * once so that only a redacted error leaves the database layer.
 */
function redactFailedStatements() {
  type Run = (queryString: string, params: unknown[], query: () => Promise<unknown>) => Promise<unknown>
  const prepared = PgPreparedQuery.prototype as unknown as Record<string | symbol, unknown>
  const marker = Symbol.for('portal.redactFailedStatements')
  if (prepared[marker]) return
  const run = prepared.queryWithCache as Run | undefined
  if (typeof run !== 'function') {
    throw new Error('drizzle-orm runs statements another way now: update the redaction in db/client.ts')
  }
  prepared.queryWithCache = async function (this: unknown, ...args: Parameters<Run>) {
    try {
      return await run.apply(this, args)
    } catch (error) {
      throw error instanceof DrizzleQueryError ? new DatabaseQueryError(error.query, error.cause) : error
    }
  }
  prepared[marker] = true
}

redactFailedStatements()

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Applies the migrations of drizzle/, under the setup lock. */
  migrate(): Promise<void>
  /**
   * Runs work (migrations, the demo seed) while no other server instance runs its own: PostgreSQL
   * holds an advisory lock meanwhile, so instances started together wait for the first one and then
   * find its work done. PGlite serves a single process and needs no lock. Calls nest.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>
  close(): Promise<void>
  /** PGlite only: the data folder as a tarball. */
  dump?: () => Promise<Blob | File>
}

export interface OpenOptions {
  /** postgres://... selects PostgreSQL; otherwise PGlite. */
  databaseUrl?: string | undefined
  /** PGlite data folder; undefined keeps the database in memory. */
  dataDir?: string | undefined
  /** A PGlite data folder dump to start from (a prepared test database). */
  loadDataDir?: Blob | undefined
  /** PGlite on its own thread (the server), rather than on the caller's (scripts). */
  thread?: boolean
}

/** The drizzle/ folder: found upward from this module, whether run from src/ or dist/. */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'drizzle')
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate
    dir = dirname(dir)
  }
  return resolve('drizzle')
}

/**
 * PGlite in process (scripts, tests), or on a thread of its own (the server), so that the server's
 * thread and the database use both cores.
 */
async function openPglite(options: OpenOptions): Promise<Database> {
  const { dataDir, loadDataDir } = options
  if (dataDir) await mkdir(dataDir, { recursive: true })
  const client = options.thread
    ? await ThreadedPglite.create({ dataDir, loadDataDir })
    : await createPglite(dataDir, loadDataDir)
  const db = drizzlePglite(client as PGlite, { schema }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    exclusively: (work) => work(),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  }
}

/** The advisory lock key ('portal' in ASCII) under which one instance at a time migrates and seeds. */
const SETUP_LOCK = '123623963910508'

/**
 * Runs work under a session-level advisory lock taken on a connection of its own, outside the pool,
 * so a small pool cannot starve the work it guards. Work already under the lock runs at once.
 */
function setupLock(url: string): Database['exclusively'] {
  const held = new AsyncLocalStorage<true>()
  return async (work) => {
    if (held.getStore()) return work()
    const client = new Client({ connectionString: url })
    // A connection lost while waiting fails the lock query; the event itself must not end the process.
    client.on('error', () => {})
    await client.connect()
    try {
      await client.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK])
      return await held.run(true, work)
    } finally {
      // Ending the session frees the lock too; unlocking first hands it over at once.
      await client.query('SELECT pg_advisory_unlock($1)', [SETUP_LOCK]).catch(() => undefined)
      await client.end().catch(() => undefined)
    }
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) })
  const db = drizzlePg(pool, { schema }) as unknown as Db
  const exclusively = setupLock(url)
  let closing = false
  // An idle connection can be cut by the server (restart, failover, a dropped database): the pool
  // replaces it on the next query, so the error is reported rather than left to crash the process.
  pool.on('error', (error) => {
    if (!closing) console.error(`database: an idle connection failed: ${error.message}`)
  })
  return {
    db,
    kind: 'postgres',
    migrate: () => exclusively(() => migratePg(db as never, { migrationsFolder: migrationsFolder() })),
    exclusively,
    close: () => {
      closing = true
      return pool.end()
    },
  }
}

/** Opens PostgreSQL when a URL is given, else PGlite in `dataDir` (or in memory). */
export function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options)
}
