import { EventEmitter } from 'node:events'
import { setTimeout as sleep } from 'node:timers/promises'
import PgBoss from 'pg-boss'
import * as v from 'valibot'
import type { Database, Db } from '../../db/client'
import { diskStorage } from '../../storage'
import type { Deps } from '../context'
import { createMailTransport } from '../smtp'
import { definedJobs, type Job, type JobContext, onJobDefined } from './define'
import { type QueueDatabase, queueDatabase } from './database'

export interface QueueOptions {
  /**
   * Whether this instance polls for due jobs and runs them (default true). Tests may leave it off and
   * run jobs with `runDue` instead.
   */
  work?: boolean
  /** Seconds between two polls for due jobs of one queue; 2 by default, at least 0.5. */
  pollSeconds?: number
  /** Whether this instance takes part in turning schedules into jobs (default true). */
  schedules?: boolean
  /** Seconds between two looks at the schedules (1 to 45; 30 by default). */
  scheduleCheckSeconds?: number
  /** Failed runs and queue errors are logged (default true). */
  log?: boolean
}

/** What a server hands its queue: the same as its app's (storage and mail default to the configuration's). */
export type QueueDeps = Omit<Deps, 'storage' | 'mailer'> & Partial<Pick<Deps, 'storage' | 'mailer'>>

export interface EnqueueOptions {
  /** Seconds from now, or a time by the database's clock, before which the job does not run. */
  startAfter?: number | Date
}

/** What one run came to. */
export type RunOutcome = 'completed' | 'failed' | 'cancelled'

/** The queue running on each database handle: `enqueue(ctx, ...)` finds it through `ctx.db`. */
const queues = new WeakMap<Db, JobQueue>()

/** An error's message; pg-boss reports a worker's errors as plain objects with one. */
const message = (error: unknown) =>
  error instanceof Error
    ? error.message
    : typeof error === 'object' && error !== null && 'message' in error
      ? String(error.message)
      : String(error)

/**
 * The job queue of one server instance: pg-boss over the portal's database, so jobs, retries and
 * schedules are rows that every instance sharing the database sees. A job is taken with
 * `FOR UPDATE SKIP LOCKED`, so two instances never run the same job, and each schedule tick is
 * inserted once per minute however many instances look at the schedules.
 */
export class JobQueue {
  readonly deps: Deps
  private readonly boss: PgBoss
  private readonly sql: QueueDatabase
  private readonly registered = new Map<string, Promise<void>>()
  private installing: Promise<unknown> = Promise.resolve()
  private readonly workers = new Map<string, string[]>()
  private readonly settled = new EventEmitter()
  private readonly forget: () => void
  private running = 0
  private stopping = false

  private constructor(
    private readonly database: Database,
    deps: QueueDeps,
    private readonly options: Required<QueueOptions>,
  ) {
    const { config } = deps
    this.deps = {
      ...deps,
      db: database.db,
      storage: deps.storage ?? diskStorage(config.storageDir),
      mailer: deps.mailer !== undefined ? deps.mailer : config.smtpUrl ? createMailTransport(config.smtpUrl) : null,
    }
    this.sql = queueDatabase(database)
    this.boss = new PgBoss({
      db: this.sql as PgBoss.Db,
      schedule: options.schedules,
      cronMonitorIntervalSeconds: options.scheduleCheckSeconds,
      cronWorkerIntervalSeconds: Math.min(5, options.scheduleCheckSeconds),
      pollingIntervalSeconds: options.pollSeconds,
    })
    this.boss.on('error', (error) => this.log('error', `job queue: ${message(error)}`))
    this.settled.setMaxListeners(0)
    this.forget = onJobDefined((job) => void this.register(job).catch((error: unknown) => this.log('error', message(error))))
  }

  /**
   * Installs or updates pg-boss's tables (schema `pgboss`) when needed, creates a queue for every
   * defined job with its retry policy, writes the schedules to the database and, unless `work` is
   * off, starts polling.
   */
  static async start(database: Database, deps: QueueDeps, options: QueueOptions = {}): Promise<JobQueue> {
    if (queues.has(database.db)) throw new Error('A job queue already runs on this database handle')
    const queue = new JobQueue(database, deps, {
      work: options.work ?? true,
      pollSeconds: options.pollSeconds ?? 2,
      schedules: options.schedules ?? true,
      scheduleCheckSeconds: options.scheduleCheckSeconds ?? 30,
      log: options.log ?? true,
    })
    queues.set(database.db, queue)
    try {
      // One instance at a time installs pg-boss's tables and the queues; the others find them ready.
      await database.exclusively(async () => {
        await queue.boss.start()
        await Promise.all(definedJobs().map((job) => queue.register(job)))
        await queue.dropStaleSchedules()
      })
    } catch (error) {
      await queue.stop()
      throw error
    }
    return queue
  }

  /** The queue running on a database handle, if any. */
  static on(db: Db): JobQueue | undefined {
    return queues.get(db)
  }

  private log(level: 'error' | 'warn', text: string) {
    if (this.options.log) console[level](text)
  }

  /**
   * Creates the job's queue (or brings its policy up to date), its schedule and its worker, once.
   * Queues are created one at a time, across instances too: PostgreSQL deadlocks on two queue
   * tables attached to pg-boss's partitioned job table at once.
   */
  register(job: Job): Promise<void> {
    let done = this.registered.get(job.name)
    if (!done) {
      done = this.installing.then(() => this.database.exclusively(() => this.install(job)))
      this.installing = done.catch(() => undefined)
      this.registered.set(job.name, done)
      done.catch(() => this.registered.delete(job.name))
    }
    return done
  }

  private queuePolicy(job: Job) {
    return {
      retryLimit: job.retry.limit,
      retryDelay: job.retry.delaySeconds,
      retryBackoff: job.retry.backoff,
      expireInSeconds: job.timeoutSeconds,
    }
  }

  private async install(job: Job): Promise<void> {
    const policy = this.queuePolicy(job)
    await this.boss.createQueue(job.name, { name: job.name, policy: 'standard', ...policy })
    await this.boss.updateQueue(job.name, { name: job.name, policy: 'standard', ...policy })
    if (job.schedule) {
      const payload = v.parse(job.payload, job.schedule.payload) as object
      await this.boss.schedule(job.name, job.schedule.cron, payload, { tz: job.schedule.tz ?? 'UTC', ...policy })
    } else {
      await this.boss.unschedule(job.name)
    }
    if (this.options.work && !this.stopping) {
      // One worker per concurrent run, so a free one takes a new job while the others are busy.
      const ids: string[] = []
      for (let i = 0; i < job.concurrency; i++) {
        ids.push(
          await this.boss.work<unknown>(job.name, { batchSize: 1, includeMetadata: true }, (batch) =>
            Promise.all(batch.map((item) => this.execute(job, item))),
          ),
        )
      }
      this.workers.set(job.name, ids)
    }
  }

  /** Schedules of jobs this server no longer defines stop ticking. */
  private async dropStaleSchedules() {
    const defined = new Set(definedJobs().map((job) => job.name))
    for (const schedule of await this.boss.getSchedules()) {
      if (!defined.has(schedule.name)) await this.boss.unschedule(schedule.name)
    }
  }

  /** Adds a job; this instance's worker is woken so it runs at once when it is due. */
  async enqueue<S extends v.GenericSchema>(job: Job<S>, payload: v.InferInput<S>, options: EnqueueOptions = {}) {
    const data = v.parse(job.payload, payload) as object
    await this.register(job as unknown as Job)
    const id = await this.boss.send(job.name, data, {
      ...this.queuePolicy(job as unknown as Job),
      ...(options.startAfter !== undefined ? { startAfter: options.startAfter } : {}),
    })
    if (!id) throw new Error(`The job queue refused a "${job.name}" job`)
    if (options.startAfter === undefined) for (const worker of this.workers.get(job.name) ?? []) this.boss.notifyWorker(worker)
    return id
  }

  /**
   * Runs every due job of the defined queues on this instance, and the jobs those runs add, until
   * none is left; `includeWaiting` also runs jobs whose start or retry delay has not passed yet.
   * Answers how many runs were made. Meant for tests, which should not wait for polls or back-off.
   */
  async runDue(options: { includeWaiting?: boolean } = {}): Promise<number> {
    let runs = 0
    for (let pass = 0; pass < 1000; pass++) {
      let ran = 0
      for (const job of definedJobs()) {
        await this.register(job)
        const batch = await this.boss.fetch<unknown>(job.name, {
          batchSize: 50,
          includeMetadata: true,
          ignoreStartAfter: !!options.includeWaiting,
        })
        for (const item of batch) await this.execute(job, item)
        ran += batch.length
      }
      if (ran === 0) return runs
      runs += ran
    }
    throw new Error('Jobs kept adding jobs: 1000 passes were not enough')
  }

  /** Resolves true once this instance has finished a run of the job, false after `ms`. */
  whenSettled(jobId: string, ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        resolve(true)
      }
      const timer = setTimeout(() => {
        this.settled.off(jobId, done)
        resolve(false)
      }, ms)
      this.settled.once(jobId, done)
    })
  }

  /** One run: the payload is checked, the handler runs, and the job is completed or failed here. */
  private async execute(job: Job, item: PgBoss.JobWithMetadata<unknown>): Promise<RunOutcome> {
    this.running++
    try {
      if (this.stopping) {
        // Fetched as the server stops: failed, so another instance (or the next start) retries it.
        await this.boss.fail(job.name, item.id, { message: 'The server stopped before the job ran' })
        return 'failed'
      }
      const parsed = v.safeParse(job.payload, item.data)
      if (!parsed.success) {
        // A payload no run can accept: retrying would fail the same way.
        this.log('error', `job ${job.name} ${item.id}: payload refused: ${v.summarize(parsed.issues)}`)
        await this.boss.cancel(job.name, item.id)
        return 'cancelled'
      }
      const ctx: JobContext = {
        ...this.deps,
        now: this.deps.clock.now(),
        job: {
          id: item.id,
          name: job.name,
          attempt: item.retryCount + 1,
          willRetry: item.retryCount < item.retryLimit,
        },
      }
      try {
        await job.handler(ctx, parsed.output)
      } catch (error) {
        await this.boss.fail(job.name, item.id, error instanceof Error ? error : { message: message(error) })
        const after = await this.boss.getJobById<unknown>(job.name, item.id)
        const retryAt = after?.state === 'retry' ? new Date(after.startAfter) : null
        this.log(
          'warn',
          `job ${job.name} ${item.id}: run ${ctx.job.attempt} failed: ${message(error)}` +
            (retryAt ? `; retry at ${retryAt.toISOString()}` : '; no retry left'),
        )
        if (job.failed) {
          await job.failed(ctx, parsed.output, { error, attempt: ctx.job.attempt, retryAt }).catch((hook: unknown) => {
            this.log('error', `job ${job.name} ${item.id}: recording the failure failed: ${message(hook)}`)
          })
        }
        return 'failed'
      }
      await this.boss.complete(job.name, item.id)
      return 'completed'
    } finally {
      this.running--
      this.settled.emit(item.id)
    }
  }

  /**
   * Stops polling and scheduling, lets runs in progress finish (up to `timeoutMs`), then waits for
   * the queue's last statements: the database may be closed once this resolves.
   */
  async stop(timeoutMs = 5_000): Promise<void> {
    if (this.stopping) return
    this.stopping = true
    this.forget()
    try {
      await this.boss.stop({ graceful: true, close: false, timeout: timeoutMs })
    } catch (error) {
      this.log('error', `job queue: ${message(error)}`)
    }
    // pg-boss completes a run's job without waiting for it: wait until nothing has run for a moment.
    const deadline = Date.now() + timeoutMs
    for (let quiet = 0; quiet < 2 && Date.now() < deadline; ) {
      const timeout = new AbortController()
      await Promise.race([this.sql.idle(), sleep(deadline - Date.now(), undefined, { signal: timeout.signal }).catch(() => {})])
      timeout.abort()
      await sleep(20)
      quiet = this.running === 0 && this.sql.pending() === 0 ? quiet + 1 : 0
    }
    this.sql.close()
    if (queues.get(this.database.db) === this) queues.delete(this.database.db)
  }
}

/** Starts the job queue of a server instance on its database (after the migrations). */
export function startJobs(database: Database, deps: QueueDeps, options?: QueueOptions): Promise<JobQueue> {
  return JobQueue.start(database, deps, options)
}

function queueOf(ctx: { db: Db }): JobQueue {
  const queue = JobQueue.on(ctx.db)
  if (!queue) throw new Error('No job queue runs on this database: start it with startJobs()')
  return queue
}

/**
 * Adds a job, to run as soon as an instance is free (or after `startAfter`). The payload is checked
 * against the job's schema here. Answers the job's id.
 */
export function enqueue<S extends v.GenericSchema>(
  ctx: { db: Db },
  job: Job<S>,
  payload: v.InferInput<S>,
  options?: EnqueueOptions,
): Promise<string> {
  return queueOf(ctx).enqueue(job, payload, options)
}

/** Waits up to `ms` for this instance to finish a run of the job; answers whether it did. */
export function jobSettled(ctx: { db: Db }, jobId: string, ms: number): Promise<boolean> {
  const queue = JobQueue.on(ctx.db)
  return queue ? queue.whenSettled(jobId, ms) : sleep(ms).then(() => false)
}
