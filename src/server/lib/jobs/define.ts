import type * as v from 'valibot'
import type { Deps } from '../context'

/** How a failed run is tried again. */
export interface RetryPolicy {
  /** Runs after the first one fails; 0 never retries. */
  limit: number
  /** Seconds before the first retry. */
  delaySeconds: number
  /**
   * Each retry waits about twice as long as the one before: between `delaySeconds × 2^(n-1)` and
   * `delaySeconds × 2^n` before retry n, the random part keeping retries of many jobs apart.
   */
  backoff: boolean
}

/** A cron schedule kept in the database: every instance shares it, and each tick runs once. */
export interface JobSchedule<P> {
  /** Five fields (minute, hour, day of month, month, day of week); a tick is at most once a minute. */
  cron: string
  /** The time zone the cron fields are read in; UTC by default. */
  tz?: string
  /** The payload each tick runs with. */
  payload: P
}

/** What a job's handler sees of one run. */
export interface JobContext extends Deps {
  /** When the run started, from the injected clock. */
  now: Date
  job: {
    id: string
    name: string
    /** 1 for the first run, 2 for the first retry... */
    attempt: number
    /** Whether a failure of this run is tried again. */
    willRetry: boolean
  }
}

/** A failed run, as the `failed` hook receives it. */
export interface JobFailure {
  error: unknown
  /** The failed run's number (1 for the first). */
  attempt: number
  /** When the next run is due; null when no retry is left. */
  retryAt: Date | null
}

export interface JobDefinition<S extends v.GenericSchema> {
  /** Lower-case words joined by hyphens, unique in the server (`email-deliver`): the queue's name. */
  name: string
  /** The payload's schema, checked when the job is enqueued and again before each run. */
  payload: S
  /** Does the work; a throw fails the run, which is retried by `retry`. */
  handler(ctx: JobContext, payload: v.InferOutput<S>): Promise<void>
  /** Called after every failed run, with when it will be retried (or null), to record the state. */
  failed?(ctx: JobContext, payload: v.InferOutput<S>, failure: JobFailure): Promise<void>
  /** By default 3 retries, from 30 seconds, with back-off. */
  retry?: Partial<RetryPolicy>
  schedule?: JobSchedule<v.InferInput<S>>
  /** Seconds a run may last before it counts as failed (and is retried); 15 minutes by default. */
  timeoutSeconds?: number
  /** Runs of this job one instance makes at the same time; 1 by default. */
  concurrency?: number
}

/** A defined job: what `enqueue` takes. */
export interface Job<S extends v.GenericSchema = v.GenericSchema> extends JobDefinition<S> {
  retry: RetryPolicy
  timeoutSeconds: number
  concurrency: number
}

export const DEFAULT_RETRY: RetryPolicy = { limit: 3, delaySeconds: 30, backoff: true }

const NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/

const registry = new Map<string, Job>()
const listeners = new Set<(job: Job) => void>()

/**
 * Declares a job once, at the top of the area's module: its name, payload schema, handler, retry
 * policy and optional schedule. Every queue started in this process runs it.
 */
export function defineJob<S extends v.GenericSchema>(definition: JobDefinition<S>): Job<S> {
  if (!NAME.test(definition.name)) throw new Error(`Job name "${definition.name}": lower-case words joined by hyphens`)
  if (registry.has(definition.name)) throw new Error(`Job "${definition.name}" is defined twice`)
  const retry = { ...DEFAULT_RETRY, ...definition.retry }
  if (!Number.isInteger(retry.limit) || retry.limit < 0) throw new Error(`Job "${definition.name}": retry limit`)
  if (!Number.isInteger(retry.delaySeconds) || retry.delaySeconds < (retry.backoff ? 1 : 0)) {
    throw new Error(`Job "${definition.name}": retry delay in whole seconds, at least 1 with back-off`)
  }
  const job: Job<S> = {
    ...definition,
    retry,
    timeoutSeconds: definition.timeoutSeconds ?? 15 * 60,
    concurrency: definition.concurrency ?? 1,
  }
  registry.set(job.name, job as unknown as Job)
  for (const listener of listeners) listener(job as unknown as Job)
  return job
}

/** Every job defined so far. */
export function definedJobs(): Job[] {
  return [...registry.values()]
}

/** Hears of jobs defined later (a module loaded after the queue started); answers the unsubscribe. */
export function onJobDefined(listener: (job: Job) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
