import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { SCRATCH_MAX_AGE_MS } from '@shared/constants/business'
import { createApp } from './app'
import { loadConfig, systemClock } from './config'
import { openDatabase } from './db/client'
import { seedIfEmpty } from './db/seed'
import { startJobs } from './lib/jobs'
import { diskStorage } from './storage'

/** PGlite lives in DATA_DIR/db; attachments sit beside it in DATA_DIR/files. */
export const dataDir = () => resolve(process.env.DATA_DIR ?? '.data')

/**
 * The last resort once the portal is up: an error nothing else caught is logged once and the portal goes
 * on serving, so one bad request cannot stop it for everyone.
 */
function keepServing() {
  process.on('uncaughtException', (error, origin) => console.error(`${origin}:`, error))
  process.on('unhandledRejection', (reason) => console.error('unhandledRejection:', reason))
}

async function main() {
  const appDir = process.env.APP_DIR ? resolve(process.env.APP_DIR) : fileURLToPath(new URL('../app/', import.meta.url))
  const port = Number(process.env.PORT ?? 8080)
  const config = loadConfig(process.env, { appDir })
  config.publicUrl ??= `http://localhost:${port}`
  const databaseUrl = process.env.DATABASE_URL || undefined
  const database = await openDatabase({ databaseUrl, dataDir: resolve(dataDir(), 'db'), thread: true })
  const storage = diskStorage(config.storageDir)
  // One instance at a time migrates and seeds; one started alongside waits, then finds the work done.
  const seeded = await database.exclusively(async () => {
    await database.migrate()
    return seedIfEmpty(database, { storage })
  })
  if (seeded) console.log('Seeded the demo data.')
  const jobs = await startJobs(database, { db: database.db, clock: systemClock, config, storage })

  // Uploads a stopped server was in the middle of leave scratch files. With PGlite this process alone uses
  // DATA_DIR, so they all go now; with PostgreSQL other servers may share the files, so only old ones go.
  // Old ones go from time to time as well.
  const sweep = (age: number) => storage.sweepScratch(age).catch((error: unknown) => console.error(error))
  await sweep(databaseUrl ? SCRATCH_MAX_AGE_MS : 0)
  setInterval(() => void sweep(SCRATCH_MAX_AGE_MS), SCRATCH_MAX_AGE_MS).unref()

  const app = createApp({ db: database.db, clock: systemClock, config, storage })
  const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) => {
    const store = databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir()}`
    console.log(`Portal ${config.version} on http://localhost:${info.port} (${store})`)
  })
  keepServing()

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: finishing open requests, then closing the database.`)
    // Requests in flight may finish; a stuck one does not hold the process for ever.
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    server.close(() => {
      jobs
        .stop()
        .then(() => database.close())
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          console.error(error)
          process.exit(1)
        })
    })
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
