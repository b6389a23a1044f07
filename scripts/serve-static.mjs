#!/usr/bin/env node
// Serves a built static site (Storybook by default) on 127.0.0.1 for the browser tests.
// Usage: node scripts/serve-static.mjs [dir=storybook-static] [port=6107]
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, resolve, sep } from 'node:path'

const root = resolve(process.argv[2] ?? 'storybook-static')
const port = Number(process.argv[3] ?? process.env.PORT ?? 6107)
const host = '127.0.0.1'

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

if (!existsSync(join(root, 'index.html'))) {
  console.error(`serve-static: ${root} has no index.html. Build it first (npm run build-storybook).`)
  process.exit(1)
}

/** The file a URL path names inside root, or undefined when it escapes root or does not exist. */
function fileFor(urlPath) {
  let path
  try {
    path = resolve(join(root, decodeURIComponent(urlPath)))
  } catch {
    return undefined
  }
  if (path !== root && !path.startsWith(root + sep)) return undefined
  if (existsSync(path) && statSync(path).isDirectory()) path = join(path, 'index.html')
  return existsSync(path) && statSync(path).isFile() ? path : undefined
}

const server = createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end()
    return
  }
  const { pathname } = new URL(req.url ?? '/', `http://${host}`)
  const file = fileFor(pathname)
  if (!file) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found')
    return
  }
  res.writeHead(200, {
    'Content-Type': types[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': statSync(file).size,
    // Hashed build assets never change, so one page can reload stories without fetching them again.
    'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  })
  if (req.method === 'HEAD') res.end()
  else createReadStream(file).pipe(res)
})

server.on('error', (error) => {
  const reason = error.code === 'EADDRINUSE' ? `port ${port} is already in use` : error.message
  console.error(`serve-static: cannot listen on ${host}:${port}: ${reason}`)
  process.exit(1)
})

server.listen(port, host, () => console.log(`serve-static: ${root} on http://${host}:${port}`))

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)))
