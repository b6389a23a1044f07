import { createHash, randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { Client } from 'pg'
import { createApp } from '@server/app'
import { type Clock, loadConfig, type ServerConfig } from '@server/config'
import { type Database, migrationsFolder, openDatabase } from '@server/db/client'
import { DEMO_PASSWORD, seed } from '@server/db/seed'
import { type JobQueue, type QueueOptions, startJobs } from '@server/lib/jobs'
import type { MailTransport } from '@server/lib/smtp'
import { diskStorage } from '@server/storage'

export { DEMO_PASSWORD }

/** A clock the tests move by hand, so session expiry needs no waiting. */
export class TestClock implements Clock {
  constructor(private current: Date) {}
  now(): Date {
    return new Date(this.current)
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms)
  }
}

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE

export interface CallOptions {
  token?: string
  /** JSON body. */
  json?: unknown
  /** URL-encoded form body. */
  form?: Record<string, string>
  /** Multipart form body; Blob values are sent as files (a File keeps its name). */
  multipart?: Record<string, string | Blob | Blob[]>
  headers?: Record<string, string>
}

export interface CallResult {
  status: number
  // Answers are read field by field in the tests; the contract schemas check their shape.
  // oxlint-disable-next-line typescript/no-explicit-any
  body: any
  text: string
  headers: Headers
}

export interface TestServer {
  url: string
  clock: TestClock
  database: Database
  /** The server's attachment folder. */
  storageDir: string
  /** PostgreSQL only: the test database, for a second instance on it. */
  databaseUrl: string | undefined
  /** The server's job queue. */
  jobs: JobQueue
  /**
   * Runs the jobs that are due now, and those they add, until none is left; `includeWaiting` also runs
   * jobs waiting for their start or their retry delay. Answers how many runs were made.
   */
  runJobs(options?: { includeWaiting?: boolean }): Promise<number>
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>
  /** Signs in and returns the answer; fails the test when the sign-in does not answer 200. */
  // oxlint-disable-next-line typescript/no-explicit-any
  login(username: string, company?: string): Promise<any>
  close(): Promise<void>
}

/** PostgreSQL runs when DATABASE_URL is set; each server gets its own database there. */
export const onPostgres = !!process.env.DATABASE_URL

/** Each server gets its own PostgreSQL database, copied from the seeded template and dropped at the end. */
async function adminQuery(url: string, sql: string) {
  const client = new Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

function databaseUrlFor(url: string, name: string): string {
  const target = new URL(url)
  target.pathname = `/${name}`
  return target.toString()
}

const BENEFITS_USERS = ['bemployee', 'badmin']

const START = new Date('2026-03-02T14:00:00.000Z')

// What the seeded database depends on: a change to any of these builds a new template. A folder stands
// for every file in it (the seed and the tables have one file per area).
const TEMPLATE_SOURCES = [
  'src/server/db/seed/',
  'src/server/db/schema/',
  'src/shared/companies.ts',
  'node_modules/@electric-sql/pglite/package.json',
]

/** The files of a folder, in a stable order. */
async function filesIn(folder: string): Promise<string[]> {
  return (await readdir(folder)).sort().map((name) => join(folder, name))
}

async function templateKey(): Promise<string> {
  const hash = createHash('sha256')
  const folder = migrationsFolder()
  const sources = await Promise.all(TEMPLATE_SOURCES.map((source) => (source.endsWith('/') ? filesIn(source) : [source])))
  const files = [
    ...(await filesIn(folder)).filter((name) => name.endsWith('.sql')),
    join(folder, 'meta', '_journal.json'),
    ...sources.flat(),
  ]
  for (const file of files) hash.update(file).update(await readFile(file))
  return hash.digest('hex').slice(0, 16)
}

/**
 * A new PGlite database costs seconds to initialise, so the migrated and seeded one is built once,
 * dumped, and every test file starts from a copy of that dump.
 */
async function pgliteTemplate(): Promise<{ dump: Blob; files: string }> {
  const key = await templateKey()
  const file = join(tmpdir(), `portal-test-db-${key}.tar`)
  // The seeded attachments: copied into each server's own folder.
  const files = join(tmpdir(), `portal-test-files-${key}`)
  if (!existsSync(file)) {
    const database = await openDatabase({})
    await database.migrate()
    await rm(files, { recursive: true, force: true })
    await seed(database.db, { now: START, storage: diskStorage(files) })
    const dump = await database.dump!()
    await database.close()
    const partial = `${file}.${process.pid}`
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()))
    await rename(partial, file)
  }
  return { dump: new Blob([await readFile(file)]), files }
}

/**
 * PostgreSQL's counterpart of the PGlite dump: the migrated and seeded database is built once per
 * cluster as a template (under an advisory lock, should two test processes ask at once), and each server
 * gets a copy of it, which PostgreSQL makes from the files without replaying the migrations or the seed.
 */
async function postgresTemplate(adminUrl: string): Promise<{ name: string; files: string }> {
  const key = await templateKey()
  const name = `portal_template_${key}`
  const files = join(tmpdir(), `portal-test-pg-files-${key}`)
  const client = new Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock(727001)')
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!rowCount || !existsSync(files)) {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await client.query(`CREATE DATABASE "${name}" TEMPLATE template0`)
      const database = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl, name) })
      await database.migrate()
      await rm(files, { recursive: true, force: true })
      await seed(database.db, { now: START, storage: diskStorage(files) })
      await database.close()
    }
  } finally {
    await client.end()
  }
  return { name, files }
}

async function freshDatabase(
  storageDir: string,
): Promise<{ database: Database; databaseUrl?: string; dropDatabase?: () => Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) {
    const template = await pgliteTemplate()
    await cp(template.files, storageDir, { recursive: true })
    const database = await openDatabase({ loadDataDir: template.dump })
    // Migrating the copy is a no-op unless it is behind the migrations.
    await database.migrate()
    return { database }
  }
  const template = await postgresTemplate(databaseUrl)
  await cp(template.files, storageDir, { recursive: true })
  const name = `portal_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`
  await adminQuery(databaseUrl, `CREATE DATABASE "${name}" TEMPLATE "${template.name}"`)
  const url = databaseUrlFor(databaseUrl, name)
  const database = await openDatabase({ databaseUrl: url })
  await database.migrate()
  return { database, databaseUrl: url, dropDatabase: () => adminQuery(databaseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) }
}

/**
 * The real server on a fresh, migrated and seeded database, listening on a free port, with its job
 * queue (polling, without schedules unless `jobs` says otherwise).
 */
export async function startServer(
  overrides: Partial<ServerConfig> = {},
  deps: { mailer?: MailTransport | null; jobs?: QueueOptions } = {},
): Promise<TestServer> {
  const storageDir = await mkdtemp(join(tmpdir(), 'portal-test-storage-'))
  const { database, databaseUrl, dropDatabase } = await freshDatabase(storageDir)
  const clock = new TestClock(START)
  const config = loadConfig({ NODE_ENV: 'test' }, { log: false, storageDir, ...overrides })
  const mailer = deps.mailer ?? null
  const app = createApp({ db: database.db, clock, config, mailer })
  const jobs = await startJobs(database, { db: database.db, clock, config, mailer }, { schedules: false, log: false, ...deps.jobs })
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  async function call(method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
    const headers = new Headers(options.headers)
    if (options.token) headers.set('authorization', `Token ${options.token}`)
    let body: BodyInit | undefined
    if (options.json !== undefined) {
      headers.set('content-type', 'application/json')
      body = JSON.stringify(options.json)
    } else if (options.form) {
      body = new URLSearchParams(options.form)
    } else if (options.multipart) {
      const data = new FormData()
      for (const [key, value] of Object.entries(options.multipart)) {
        for (const item of Array.isArray(value) ? value : [value]) data.append(key, item)
      }
      body = data
    }
    const target = path.startsWith('/') ? `${url}${path}` : `${url}/api/${path}`
    const response = await fetch(target, { method, headers, body, redirect: 'manual' })
    const text = await response.text()
    let json: unknown
    try {
      json = text ? JSON.parse(text) : undefined
    } catch {
      json = undefined
    }
    return { status: response.status, body: json, text, headers: response.headers }
  }

  async function login(username: string, company = BENEFITS_USERS.includes(username) ? 'benefits' : 'freight') {
    const result = await call('POST', 'users/login', { form: { username, password: DEMO_PASSWORD, company } })
    if (result.status !== 200) throw new Error(`Sign-in of ${username} answered ${result.status}: ${result.text}`)
    return result.body
  }

  return {
    url,
    clock,
    database,
    storageDir,
    databaseUrl,
    jobs,
    runJobs: (options) => jobs.runDue(options),
    call,
    login,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await jobs.stop()
      await database.close()
      await dropDatabase?.()
      await rm(storageDir, { recursive: true, force: true })
    },
  }
}
