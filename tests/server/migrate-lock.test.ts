import { randomUUID } from 'node:crypto'
import { readFile, mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from '@server/app'
import { loadConfig } from '@server/config'
import { type Database, migrationsFolder, openDatabase } from '@server/db/client'
import { DEMO_PASSWORD, seedIfEmpty } from '@server/db/seed'
import { companies, users } from '@server/db/schema'
import { diskStorage } from '@server/storage'
import { count, eq, sql } from 'drizzle-orm'
import { Client } from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { onPostgres } from './harness'

const START = new Date('2026-03-02T14:00:00.000Z')
const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.toReversed()) await cleanup()
})

async function adminQuery(sqlText: string) {
  const client = new Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query(sqlText)
  } finally {
    await client.end()
  }
}

/** A new, empty PostgreSQL database, dropped after the file. */
async function newDatabaseUrl(): Promise<string> {
  const name = `portal_lock_${randomUUID().replace(/-/g, '').slice(0, 16)}`
  await adminQuery(`CREATE DATABASE "${name}" TEMPLATE template0`)
  cleanups.push(() => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = `/${name}`
  return url.toString()
}

async function storage() {
  const dir = await mkdtemp(join(tmpdir(), 'portal-lock-files-'))
  cleanups.push(() => rm(dir, { recursive: true, force: true }))
  return diskStorage(dir)
}

async function open(url: string): Promise<Database> {
  const database = await openDatabase({ databaseUrl: url })
  cleanups.push(() => database.close())
  return database
}

/** A server instance on a database: what main.ts serves. */
async function serveOn(database: Database) {
  const app = createApp({
    db: database.db,
    clock: { now: () => new Date() },
    config: loadConfig({ NODE_ENV: 'test', SESSION_CACHE_MS: '0' }, { log: false }),
  })
  const listener = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => listener.once('listening', () => resolve()))
  cleanups.push(() => new Promise<void>((resolve) => listener.close(() => resolve())))
  return `http://127.0.0.1:${(listener.address() as AddressInfo).port}/api`
}

describe.skipIf(!onPostgres)('instances starting together on one new PostgreSQL database', () => {
  it('migrate and seed it once; the others wait, then serve the same data', { timeout: 300_000 }, async () => {
    const url = await newDatabaseUrl()
    const instances = await Promise.all([open(url), open(url), open(url)])
    const [main, ...others] = instances
    const results = await Promise.all([
      // As main.ts starts: migrations and the seed under one lock.
      (async () => {
        const store = await storage()
        return main!.exclusively(async () => {
          await main!.migrate()
          return seedIfEmpty(main!, { now: START, storage: store })
        })
      })(),
      // Each call taking the lock on its own.
      ...others.map(async (database) => {
        const store = await storage()
        await database.migrate()
        return seedIfEmpty(database, { now: START, storage: store })
      }),
    ])
    expect(results.filter(Boolean)).toHaveLength(1)

    const db = main!.db
    expect((await db.select({ n: count() }).from(companies))[0]!.n).toBe(2)
    expect((await db.select({ n: count() }).from(users).where(eq(users.username, 'admin')))[0]!.n).toBe(1)
    const journal = JSON.parse(await readFile(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[]
    }
    const applied = (await db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)) as unknown as {
      rows: { n: number }[]
    }
    expect(applied.rows[0]!.n).toBe(journal.entries.length)

    // Migrating again is a no-op, and the lock is free again.
    await Promise.all(instances.map((database) => database.migrate()))

    // The instances share sessions: signed in on one, known on another, signed out everywhere.
    const [first, second] = await Promise.all([serveOn(instances[0]!), serveOn(instances[1]!)])
    const login = await fetch(`${first}/users/login`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'admin', password: DEMO_PASSWORD, company: 'freight' }),
    })
    expect(login.status).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const headers = { authorization: `Token ${token}` }
    expect((await fetch(`${second}/users/refresh`, { headers })).status).toBe(200)
    expect((await fetch(`${second}/users/logout`, { method: 'POST', headers })).status).toBeLessThan(300)
    expect((await fetch(`${first}/users/refresh`, { headers })).status).toBe(401)
  })

  it('holds the lock for one instance at a time and lets nested work through', async () => {
    const url = await newDatabaseUrl()
    const [a, b] = await Promise.all([open(url), open(url)])
    const order: string[] = []
    let release!: () => void
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const first = a.exclusively(async () => {
      order.push('a: start')
      // Nested work of the same instance does not wait for itself.
      await a.exclusively(async () => order.push('a: nested'))
      await held
      order.push('a: end')
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    const second = b.exclusively(async () => {
      order.push('b: start')
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(order).toEqual(['a: start', 'a: nested'])
    release()
    await Promise.all([first, second])
    expect(order).toEqual(['a: start', 'a: nested', 'a: end', 'b: start'])
  })
})
