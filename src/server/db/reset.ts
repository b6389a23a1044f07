import { rm } from 'node:fs/promises'
import { resolve } from 'node:path'
import { openDatabase } from './client'
import { seed } from './seed'

/** Rebuilds the embedded database: removes DATA_DIR/db, migrates and seeds it again. */
async function reset() {
  if (process.env.DATABASE_URL) {
    console.error('db:reset rebuilds the embedded PGlite database only; unset DATABASE_URL.')
    process.exit(1)
  }
  const dir = resolve(process.env.DATA_DIR ?? '.data', 'db')
  await rm(dir, { recursive: true, force: true })
  const database = await openDatabase({ dataDir: dir })
  await database.migrate()
  await seed(database.db)
  await database.close()
  console.log(`Rebuilt the demo database in ${dir}.`)
}

reset().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
