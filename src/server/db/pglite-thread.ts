/**
 * The embedded database on its own thread. The server's thread parses requests, checks access and
 * writes answers while this one runs PostgreSQL (WebAssembly) and reads its results, so the two use
 * both cores. Messages are the calls of the PGlite client that Drizzle makes: query, exec, and a
 * transaction as begin ... end.
 *
 * Plain TypeScript without the server's aliases: it is built as its own entry, and run from source
 * through tsx in tests.
 */
import { parentPort, workerData } from 'node:worker_threads'
import type { PGlite, ParserOptions, Transaction } from '@electric-sql/pglite'
import { createPglite } from './pglite-open'
import type { ThreadReply, ThreadRequest, ThreadStart } from './pglite-protocol'

const start = workerData as ThreadStart
const port = parentPort!

const pglite = await createPglite(start.dataDir, start.loadDataDir)

const keepText = (value: string) => value
/** Types whose text Drizzle reads itself (dates, timestamps, intervals): the same parser object each time. */
const parserCache = new Map<string, ParserOptions>()
function parsersFor(types: number[] | undefined): ParserOptions | undefined {
  if (!types?.length) return undefined
  const key = types.join(',')
  let parsers = parserCache.get(key)
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, keepText]))
    parserCache.set(key, parsers)
  }
  return parsers
}

interface OpenTransaction {
  tx: Transaction
  /** Ends the transaction: commit or roll back, then answer the request `replyTo`. */
  finish: (commit: boolean, replyTo: number) => void
}
const transactions = new Map<number, OpenTransaction>()
let nextTransaction = 1
const ROLLBACK = Symbol('rollback')

function reply(message: ThreadReply, transfer?: ArrayBuffer[]) {
  port.postMessage(message, transfer)
}

/** A database error as plain fields: the other thread rebuilds an Error with the same ones. */
function failure(id: number, error: unknown): ThreadReply {
  if (!(error instanceof Error)) return { id, error: { message: String(error) } }
  const fields: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue
    fields[key] = typeof value === 'object' && value !== null ? JSON.parse(JSON.stringify(value)) : value
  }
  return { id, error: { ...fields, message: error.message, name: error.name } }
}

function client(tx: number | undefined): Transaction | PGlite {
  if (tx === undefined) return pglite
  const open = transactions.get(tx)
  if (!open) throw new Error(`No open transaction ${tx}`)
  return open.tx
}

async function handle(request: ThreadRequest): Promise<void> {
  const { id } = request
  switch (request.op) {
    case 'query': {
      const result = await client(request.tx).query(request.text, request.params, {
        rowMode: request.rowMode,
        parsers: parsersFor(request.keepText),
      })
      reply({ id, result: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows } })
      return
    }
    case 'exec': {
      const results = await client(request.tx).exec(request.text)
      reply({ id, result: results.map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows })) })
      return
    }
    case 'begin': {
      const number = nextTransaction++
      let replyTo = -1
      pglite
        .transaction(async (tx) => {
          const commit = await new Promise<boolean>((resolve) => {
            transactions.set(number, {
              tx,
              finish: (yes, endId) => {
                replyTo = endId
                resolve(yes)
              },
            })
            reply({ id, result: number })
          })
          transactions.delete(number)
          if (!commit) throw ROLLBACK
        })
        .then(
          () => reply({ id: replyTo, result: null }),
          (error: unknown) => reply(error === ROLLBACK ? { id: replyTo, result: null } : failure(replyTo, error)),
        )
      return
    }
    case 'end': {
      const open = transactions.get(request.tx)
      if (!open) throw new Error(`No open transaction ${request.tx}`)
      open.finish(request.commit, id)
      return
    }
    case 'dump': {
      const file = await pglite.dumpDataDir('none')
      const bytes = await file.arrayBuffer()
      reply({ id, result: bytes }, [bytes])
      return
    }
    case 'close': {
      await pglite.close()
      reply({ id, result: null })
      port.close()
      return
    }
  }
}

port.on('message', (request: ThreadRequest) => {
  handle(request).catch((error: unknown) => reply(failure(request.id, error)))
})
reply({ id: 0, result: 'ready' })
