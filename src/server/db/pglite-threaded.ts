import type { Worker } from 'node:worker_threads'
import { startWorker } from '../threads'
import type { ThreadReply, ThreadRequest, ThreadStart } from './pglite-protocol'

type Distribute<T> = T extends unknown ? Omit<T, 'id'> : never
type Call = Distribute<ThreadRequest>

interface QueryOptions {
  rowMode?: 'array' | 'object'
  /** Parsers by type id; Drizzle's keep the text of dates and timestamps, which the thread does for these ids. */
  parsers?: Record<number, unknown>
}

export interface ThreadResults {
  rows: unknown[]
  fields: { name: string; dataTypeID: number }[]
  affectedRows?: number
}

/** The thread's built entry beside the server's bundle, or its source compiled by tsx (tests). */
const startThread = (start: ThreadStart): Worker => startWorker('pglite-thread', import.meta.url, { workerData: start })

/** The part of the PGlite client a transaction's callback receives. */
export interface ThreadTransaction {
  query(text: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResults>
  exec(text: string): Promise<ThreadResults[]>
}

/**
 * PGlite on its own thread, with the calls Drizzle's PGlite driver makes (query, exec, transaction).
 * Calls keep PGlite's order and its rule that a transaction holds the database until it ends.
 */
export class ThreadedPglite {
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  private nextId = 1
  private failed: Error | undefined

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: ThreadReply) => this.settle(message))
    worker.on('error', (error) => this.fail(error))
    worker.on('exit', (code) => this.fail(new Error(`The database thread stopped (exit code ${code})`)))
  }

  /** Starts the thread and waits until its database is open. */
  static create(start: ThreadStart): Promise<ThreadedPglite> {
    const client = new ThreadedPglite(startThread(start))
    return new Promise((resolve, reject) => {
      client.pending.set(0, { resolve: () => resolve(client), reject })
    })
  }

  private settle(message: ThreadReply) {
    const waiting = this.pending.get(message.id)
    if (!waiting) return
    this.pending.delete(message.id)
    if (message.error) {
      const { message: text, ...fields } = message.error
      waiting.reject(Object.assign(new Error(text), fields))
    } else {
      waiting.resolve(message.result)
    }
  }

  private fail(error: Error) {
    this.failed ??= error
    for (const waiting of this.pending.values()) waiting.reject(error)
    this.pending.clear()
  }

  private call<T>(request: Call): Promise<T> {
    if (this.failed) return Promise.reject(this.failed)
    const id = this.nextId++
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      // A worker thread's port, not a window: there is no origin to name.
      // oxlint-disable-next-line unicorn/require-post-message-target-origin
      this.worker.postMessage({ ...request, id })
    })
  }

  private queryIn(tx: number | undefined, text: string, params?: unknown[], options?: QueryOptions) {
    const keepText = options?.parsers ? Object.keys(options.parsers).map(Number) : undefined
    return this.call<ThreadResults>({ op: 'query', tx, text, params, rowMode: options?.rowMode, keepText })
  }

  query(text: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResults> {
    return this.queryIn(undefined, text, params, options)
  }

  exec(text: string): Promise<ThreadResults[]> {
    return this.call({ op: 'exec', text })
  }

  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(fn: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const tx = await this.call<number>({ op: 'begin' })
    const scoped: ThreadTransaction = {
      query: (text, params, options) => this.queryIn(tx, text, params, options),
      exec: (text) => this.call({ op: 'exec', tx, text }),
    }
    let result: T
    try {
      result = await fn(scoped)
    } catch (error) {
      await this.call({ op: 'end', tx, commit: false })
      throw error
    }
    await this.call({ op: 'end', tx, commit: true })
    return result
  }

  /** The data folder as an uncompressed tarball (PGlite's `dumpDataDir('none')`). */
  async dumpDataDir(_compression: 'none'): Promise<Blob> {
    const bytes = await this.call<ArrayBuffer>({ op: 'dump' })
    return new Blob([bytes], { type: 'application/x-tar' })
  }

  async close(): Promise<void> {
    if (this.failed) return
    await this.call({ op: 'close' })
    await this.worker.terminate()
  }
}
