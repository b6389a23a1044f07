import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createApp } from '@server/app'
import { loadConfig } from '@server/config'
import { type Database, openDatabase } from '@server/db/client'
import { defineJob, enqueue, type JobFailure, type JobQueue, startJobs } from '@server/lib/jobs'
import { emailHistory, outboundEmails } from '@server/db/schema'
import type { MailTransport, OutgoingMail } from '@server/lib/smtp'
import { desc, eq, type SQL, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { onPostgres, startServer, type TestServer } from './harness'

interface Run {
  label: string
  attempt: number
  /** The database handle of the instance that ran it. */
  db: unknown
}

const runs: Run[] = []
const failures: (JobFailure & { label: string; at: number })[] = []
/** Runs of each label that fail before one succeeds. */
const failFirst = new Map<string, number>()

const flaky = defineJob({
  name: 'test-flaky',
  payload: v.object({ label: v.string() }),
  retry: { limit: 3, delaySeconds: 1, backoff: true },
  async handler(ctx, { label }) {
    runs.push({ label, attempt: ctx.job.attempt, db: ctx.db })
    const left = failFirst.get(label) ?? 0
    if (left > 0) {
      failFirst.set(label, left - 1)
      throw new Error(`${label} not yet`)
    }
  },
  async failed(_ctx, { label }, failure) {
    failures.push({ ...failure, label, at: Date.now() })
  },
})

const runsOf = (label: string) => runs.filter((run) => run.label === label)
const failuresOf = (label: string) => failures.filter((failure) => failure.label === label)

async function select<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows
}

async function jobRow(server: TestServer, id: string) {
  const [row] = await select<{ state: string; retry_count: number }>(
    server.database,
    sql`SELECT state, retry_count FROM pgboss.job WHERE id = ${id}::uuid`,
  )
  return row
}

/** Seconds between a failure and its retry. */
const waitOf = (failure: { retryAt: Date | null; at: number }) => (failure.retryAt!.getTime() - failure.at) / 1000

describe('retries', () => {
  let server: TestServer
  beforeAll(async () => {
    // No polling: the test runs the jobs itself.
    server = await startServer({}, { jobs: { work: false } })
  })
  afterAll(() => server?.close())

  it('retries a failing run after a delay that doubles, then succeeds', async () => {
    failFirst.set('twice', 2)
    const id = await enqueue(server.database, flaky, { label: 'twice' })

    expect(await server.runJobs()).toBe(1)
    expect(runsOf('twice').map((run) => run.attempt)).toEqual([1])
    const [first] = failuresOf('twice')
    expect(first).toMatchObject({ attempt: 1 })
    expect(String((first!.error as Error).message)).toBe('twice not yet')
    // Back-off from 1 second: the first retry waits 1 to 2 seconds.
    expect(waitOf(first!)).toBeGreaterThan(0.5)
    expect(waitOf(first!)).toBeLessThanOrEqual(2.5)
    expect(await jobRow(server, id)).toMatchObject({ state: 'retry' })

    // Not due yet: nothing runs.
    expect(await server.runJobs()).toBe(0)

    // Run the waiting retries now rather than waiting for them: the second fails, the third succeeds.
    expect(await server.runJobs({ includeWaiting: true })).toBe(2)
    expect(runsOf('twice').map((run) => run.attempt)).toEqual([1, 2, 3])
    const second = failuresOf('twice')[1]!
    expect(second.attempt).toBe(2)
    // The second retry waits 2 to 4 seconds.
    expect(waitOf(second)).toBeGreaterThan(1.5)
    expect(waitOf(second)).toBeLessThanOrEqual(4.5)
    expect(failuresOf('twice')).toHaveLength(2)
    expect(await jobRow(server, id)).toMatchObject({ state: 'completed', retry_count: 2 })
  })

  it('gives up after the retry limit', async () => {
    failFirst.set('never', 10)
    const id = await enqueue(server.database, flaky, { label: 'never' })
    expect(await server.runJobs({ includeWaiting: true })).toBe(4)
    expect(runsOf('never').map((run) => run.attempt)).toEqual([1, 2, 3, 4])
    expect(failuresOf('never').map((failure) => failure.retryAt === null)).toEqual([false, false, false, true])
    expect(await jobRow(server, id)).toMatchObject({ state: 'failed', retry_count: 3 })
  })

  it('checks the payload when the job is enqueued', async () => {
    await expect(enqueue(server.database, flaky, { label: 42 } as never)).rejects.toThrow()
    expect(await server.runJobs()).toBe(0)
  })

  it('waits for a later start', async () => {
    const id = await enqueue(server.database, flaky, { label: 'later' }, { startAfter: 60 })
    expect(await server.runJobs()).toBe(0)
    expect(await jobRow(server, id)).toMatchObject({ state: 'created' })
    expect(await server.runJobs({ includeWaiting: true })).toBe(1)
    expect(runsOf('later')).toHaveLength(1)
  })
})

describe('polling', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startServer({}, { jobs: { pollSeconds: 0.5 } })
  })
  afterAll(() => server?.close())

  it('runs an enqueued job without being asked, and its retry once due', async () => {
    failFirst.set('polled', 1)
    const id = await enqueue(server.database, flaky, { label: 'polled' })
    await expect.poll(() => jobRow(server, id), { timeout: 10_000, interval: 100 }).toMatchObject({ state: 'completed' })
    expect(runsOf('polled').map((run) => run.attempt)).toEqual([1, 2])
  })
})

describe('e-mail delivery', () => {
  let server: TestServer
  let token: string
  const delivered: OutgoingMail[] = []
  /** Attempts the relay refuses before it takes messages again. */
  let refuse = 0
  /** While set, the relay holds every message until it is called. */
  let hold: Promise<void> | undefined
  const mailer: MailTransport = {
    async send(mail) {
      await hold
      if (refuse > 0) {
        refuse--
        throw new Error('451 4.3.0 Mail server temporarily unavailable')
      }
      delivered.push(mail)
    },
  }

  beforeAll(async () => {
    server = await startServer({ emailSendWaitMs: 2_000 }, { mailer })
    token = (await server.login('admin')).token
  })
  afterAll(() => server?.close())

  const history = async (id: number) =>
    (await server.database.db.select().from(emailHistory).where(eq(emailHistory.id, id)))[0]!
  const send = (subject: string) =>
    server.call('POST', 'email/send', { token, json: { subject, content: '<p>Pickup at 9</p>', to: ['dock@shipper.example'] } })

  it('retries a refused message and shows failed, then sent, in the history', async () => {
    refuse = 1
    const before = Date.now()
    const result = await send('Retried')
    // The answer waits for the first attempt, which the relay refused.
    expect(result.status).toBe(502)
    expect(result.body).toMatchObject({
      delivery: 'failed',
      message: 'Unable to send the email for now. It will be tried again in a few minutes.',
    })
    const failed = await history(result.body.id)
    expect(failed).toMatchObject({
      delivery: 'failed',
      attempts: 1,
      error: '451 4.3.0 Mail server temporarily unavailable',
    })
    // The first retry is due 1 to 2 minutes later.
    const wait = (failed.retryAt!.getTime() - before) / 1000
    expect(wait).toBeGreaterThan(55)
    expect(wait).toBeLessThan(125)
    expect(delivered.filter((mail) => mail.subject === 'Retried')).toHaveLength(0)

    expect(await server.runJobs()).toBe(0)
    expect(await server.runJobs({ includeWaiting: true })).toBe(1)
    expect(await history(result.body.id)).toMatchObject({ delivery: 'sent', attempts: 2, error: null, retryAt: null })
    const sent = delivered.filter((mail) => mail.subject === 'Retried')
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to: ['dock@shipper.example'], html: failed.html })
  })

  it('answers queued when the first attempt takes longer than the wait, and sends it after', async () => {
    let release!: () => void
    hold = new Promise((resolve) => (release = resolve))
    try {
      const result = await send('Slow relay')
      expect(result.status).toBe(200)
      expect(result.body).toMatchObject({ delivery: 'queued', message: 'The email is on its way; it will be sent in a moment.' })
      expect(await history(result.body.id)).toMatchObject({ delivery: 'queued', attempts: 0 })
      release()
      await expect.poll(async () => (await history(result.body.id)).delivery, { timeout: 5_000, interval: 50 }).toBe('sent')
      expect(delivered.filter((mail) => mail.subject === 'Slow relay')).toHaveLength(1)
    } finally {
      hold = undefined
      release()
    }
  })

  it('sends activation codes through the queue, as plain text', async () => {
    const inactive = (await server.login('inactive')).token
    expect((await server.call('POST', 'users/send_activation_code', { token: inactive })).status).toBe(200)
    const [row] = await server.database.db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.to, 'inactive@northwayfreight.example'))
      .orderBy(desc(outboundEmails.id))
      .limit(1)
    await expect.poll(async () => (await server.database.db.select().from(outboundEmails).where(eq(outboundEmails.id, row!.id)))[0]!.sentAt, {
      timeout: 5_000,
      interval: 50,
    }).not.toBeNull()
    const mail = delivered.find((item) => item.to[0] === 'inactive@northwayfreight.example')
    expect(mail?.text).toBe(row!.body)
    expect(mail?.html).toBeUndefined()
  })
})

/** A second portal instance on the same PostgreSQL database: its own pool, app and queue. */
interface Instance {
  database: Database
  jobs: JobQueue
  close(): Promise<void>
}

async function secondInstance(server: TestServer, pollSeconds: number): Promise<Instance> {
  const database = await openDatabase({ databaseUrl: server.databaseUrl })
  const config = loadConfig({ NODE_ENV: 'test' }, { log: false, storageDir: server.storageDir })
  const app = createApp({ db: database.db, clock: server.clock, config, mailer: null })
  const listener = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => listener.once('listening', () => resolve()))
  expect((listener.address() as AddressInfo).port).toBeGreaterThan(0)
  const jobs = await startJobs(
    database,
    { db: database.db, clock: server.clock, config, mailer: null },
    { pollSeconds, scheduleCheckSeconds: 1, log: false },
  )
  return {
    database,
    jobs,
    async close() {
      await new Promise<void>((resolve) => listener.close(() => resolve()))
      await jobs.stop()
      await database.close()
    },
  }
}

describe.skipIf(!onPostgres)('two instances on one PostgreSQL database', () => {
  let server: TestServer
  let other: Instance
  const ticks: unknown[] = []

  beforeAll(async () => {
    server = await startServer({}, { jobs: { pollSeconds: 0.5, schedules: true, scheduleCheckSeconds: 1 } })
    other = await secondInstance(server, 0.5)
  })
  afterAll(async () => {
    await other?.close()
    await server?.close()
  })

  it('runs each queued job once, whichever instance takes it', async () => {
    const labels = Array.from({ length: 60 }, (_, i) => `batch-${i}`)
    // Half are enqueued through each instance, as requests spread by a load balancer would.
    await Promise.all(
      labels.map((label, i) => enqueue(i % 2 ? other.database : server.database, flaky, { label })),
    )
    // Both instances poll, and both are also drained by hand at the same time.
    await Promise.all([server.runJobs(), other.jobs.runDue(), server.runJobs(), other.jobs.runDue()])
    await expect
      .poll(() => labels.filter((label) => runsOf(label).length > 0).length, { timeout: 15_000, interval: 100 })
      .toBe(labels.length)
    for (const label of labels) expect(runsOf(label), label).toHaveLength(1)
    const byInstance = new Set(labels.map((label) => runsOf(label)[0]!.db))
    expect(byInstance).toEqual(new Set([server.database.db, other.database.db]))
  })

  it('runs a schedule tick once though both instances look at the schedules every second', async () => {
    // A tick is once a minute: begin early enough in a minute that the test sees exactly one.
    const second = new Date().getUTCSeconds()
    if (second > 40) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000))
    // Defined while both instances run: each adds it, and the schedule is one row in the database.
    defineJob({
      name: 'test-tick',
      payload: v.object({ every: v.literal('minute') }),
      schedule: { cron: '* * * * *', payload: { every: 'minute' } },
      async handler(ctx) {
        ticks.push(ctx.db)
      },
    })
    await expect.poll(() => ticks.length, { timeout: 10_000, interval: 100 }).toBe(1)
    const schedules = await select(server.database, sql`SELECT name FROM pgboss.schedule WHERE name = 'test-tick'`)
    expect(schedules).toHaveLength(1)
    // Both instances go on looking at the schedules every second: the minute's tick stays single.
    await new Promise((resolve) => setTimeout(resolve, 5_000))
    expect(ticks).toHaveLength(1)
    const tickJobs = await select(server.database, sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'test-tick'`)
    expect(tickJobs).toEqual([{ n: 1 }])
  }, 60_000)
})
