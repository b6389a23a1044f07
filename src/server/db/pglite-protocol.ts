/** Messages between the server's thread and the database thread (pglite-thread.ts). */

export interface ThreadStart {
  /** PGlite data folder; undefined keeps the database in memory. */
  dataDir: string | undefined
  /** A data folder dump to start from. */
  loadDataDir: Blob | undefined
}

export type ThreadRequest =
  | {
      id: number
      op: 'query'
      tx?: number
      text: string
      params?: unknown[]
      rowMode?: 'array' | 'object'
      /** Type ids whose values stay text (Drizzle reads dates and timestamps itself). */
      keepText?: number[]
    }
  | { id: number; op: 'exec'; tx?: number; text: string }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' }

export interface ThreadError {
  message: string
  name?: string
  [field: string]: unknown
}

export type ThreadReply = { id: number; result: unknown; error?: undefined } | { id: number; error: ThreadError }
