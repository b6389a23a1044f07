import { existsSync } from 'node:fs'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Env, Handler, Hono, MiddlewareHandler } from 'hono'
import { etag } from 'hono/etag'
import { appPage } from './app-page'
import { isCompressible, varyOnEncoding } from './encoding'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** The name of the file a precompressed copy was made from (`app.js` for `app.js.br`). */
const original = (path: string) => path.replace(/\.(br|gz|zst)$/, '')

/**
 * Validators for a file serveStatic answered: a weak ETag from its date, size and coding (each
 * coding is a representation of its own), and Vary for text, whichever coding went out.
 */
const fileValidators: MiddlewareHandler = async (c, next) => {
  await next()
  const { headers, status } = c.res
  if ((status !== 200 && status !== 206) || headers.has('ETag')) return
  const modified = Date.parse(headers.get('Last-Modified') ?? '')
  // A part names the whole file's size after its range.
  const size = status === 206 ? /\/(\d+)$/.exec(headers.get('Content-Range') ?? '')?.[1] : headers.get('Content-Length')
  const length = Number(size ?? Number.NaN)
  if (Number.isNaN(modified) || Number.isNaN(length)) return
  headers.set('ETag', `W/"${modified.toString(36)}-${length.toString(36)}-${headers.get('Content-Encoding') ?? 'identity'}"`)
  if (isCompressible(headers.get('Content-Type'))) varyOnEncoding(headers)
}

/**
 * Serves the built app: hashed assets cached for a year, everything else revalidated, and every
 * other path answered with the app's page so the router handles it (history API fallback), naming
 * that path's route chunks for preloading (app-page.ts). Text goes as the build's brotli or gzip copy
 * when the browser takes it; a request with a matching If-None-Match is answered 304. Source maps and
 * the build's own files (.vite/) are not served.
 */
export function serveApp<E extends Env>(app: Hono<E>, appDir: string | undefined, missing: () => Response) {
  // Source maps would publish the app's source: never served, even when a build left some behind. Nor
  // is any dot-file or dot-folder (the build's route table lives in .vite/).
  app.use('*', async (c, next) => {
    const path = c.req.path.toLowerCase()
    return path.endsWith('.map') || /\/\./.test(path) ? c.text('Not Found', 404) : next()
  })
  if (!appDir || !existsSync(appDir)) {
    app.get('*', () => missing())
    return
  }
  // Conditional requests: answered 304 when If-None-Match names the ETag set below or by the page.
  app.use('*', etag())
  app.use(
    '/assets/*',
    fileValidators,
    serveStatic({ root: appDir, precompressed: true, onFound: (_path, c) => c.header('Cache-Control', IMMUTABLE) }),
  )
  // A missing chunk must fail as a chunk load error, not load the page again.
  app.get('/assets/*', (c) => c.text('Not Found', 404))
  // The app's page, with its route's preloads: for the paths that name index.html itself too.
  const page = appPage(appDir)
  const answerPage: Handler<E> = async (c) => (await page(c)) ?? missing()
  app.get('/', answerPage)
  app.get('/index.html', answerPage)
  app.use(
    '*',
    fileValidators,
    serveStatic({
      root: appDir,
      precompressed: true,
      onFound: (path, c) => c.header('Cache-Control', original(path).endsWith('.html') ? 'no-cache' : 'public, max-age=3600'),
    }),
  )
  app.get('*', answerPage)
}
