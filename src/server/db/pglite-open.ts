import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'

/**
 * Opens the embedded database with the portal's settings, on the caller's thread (scripts, tests) or
 * on the database thread (pglite-thread.ts). Plain imports only: the thread is built on its own.
 */
export function createPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<PGlite> {
  return PGlite.create(dataDir, {
    extensions: { pg_trgm, unaccent },
    // Files are flushed in the background: a crash may lose the last moments of sessions and
    // counters, and every request avoids a synchronous write.
    relaxedDurability: true,
    ...(loadDataDir ? { loadDataDir } : {}),
  })
}
