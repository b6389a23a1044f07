import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { Pool } from 'pg'
import { createPglite } from './pglite-open'
import { ThreadedPglite } from './pglite-threaded'
import * as schema from './schema'

export type Schema = typeof schema
/** The same Drizzle API over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  migrate(): Promise<void>
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
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) })
  const db = drizzlePg(pool, { schema }) as unknown as Db
  let closing = false
  // An idle connection can be cut by the server (restart, failover, a dropped database): the pool
  // replaces it on the next query, so the error is reported rather than left to crash the process.
  pool.on('error', (error) => {
    if (!closing) console.error(`database: an idle connection failed: ${error.message}`)
  })
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder: migrationsFolder() }),
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
