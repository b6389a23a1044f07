import { rm } from 'node:fs/promises'
import { resolve } from 'node:path'
import { diskStorage } from '../storage'
import { openDatabase } from './client'
import { seed } from './seed'

/** Rebuilds the embedded database and its attachments: removes DATA_DIR/db and DATA_DIR/files, migrates and seeds. */
async function reset() {
  if (process.env.DATABASE_URL) {
    console.error('db:reset rebuilds the embedded PGlite database only; unset DATABASE_URL.')
    process.exit(1)
  }
  const dir = resolve(process.env.DATA_DIR ?? '.data', 'db')
  const files = resolve(process.env.DATA_DIR ?? '.data', 'files')
  await rm(dir, { recursive: true, force: true })
  await rm(files, { recursive: true, force: true })
  const database = await openDatabase({ dataDir: dir })
  await database.migrate()
  await seed(database.db, { storage: diskStorage(files) })
  await database.close()
  console.log(`Rebuilt the demo database in ${dir}.`)
}

reset().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
