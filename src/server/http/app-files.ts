import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Env, Hono } from 'hono'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Serves the built app: hashed assets cached for a year, everything else revalidated, and every
 * other path answered with index.html so the router handles it (history API fallback). Source maps
 * are not served.
 */
export function serveApp<E extends Env>(app: Hono<E>, appDir: string | undefined, missing: () => Response) {
  const index = appDir ? join(appDir, 'index.html') : undefined
  // Source maps would publish the app's source: never served, even when a build left some behind.
  app.use('*', async (c, next) => (c.req.path.toLowerCase().endsWith('.map') ? c.text('Not Found', 404) : next()))
  if (appDir && existsSync(appDir)) {
    app.use('/assets/*', serveStatic({ root: appDir, onFound: (_path, c) => c.header('Cache-Control', IMMUTABLE) }))
    // A missing chunk must fail as a chunk load error, not load the page again.
    app.get('/assets/*', (c) => c.text('Not Found', 404))
    app.use(
      '*',
      serveStatic({
        root: appDir,
        onFound: (path, c) => c.header('Cache-Control', path.endsWith('.html') ? 'no-cache' : 'public, max-age=3600'),
      }),
    )
  }
  app.get('*', async (c) => {
    if (!index || !existsSync(index)) return missing()
    c.header('Cache-Control', 'no-cache')
    return c.html(await readFile(index, 'utf8'))
  })
}
