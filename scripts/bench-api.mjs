#!/usr/bin/env node
/**
 * API benchmark: the built server on a fresh PGlite database, signed in as admin, then autocannon
 * (10 connections, 20 s each; BENCH_SECONDS shortens it) on users/refresh and a 50-row user list.
 * Prints requests per second, p97.5 latency and errors; never fails on timing.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'

const root = path.resolve(import.meta.dirname, '..')
const seconds = Number(process.env.BENCH_SECONDS ?? 20)
const connections = 10

if (!existsSync(path.join(root, 'dist/server/main.js'))) {
  const built = spawnSync('npm', ['run', '-s', 'build:server'], { cwd: root, stdio: 'inherit' })
  if (built.status !== 0) process.exit(1)
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

const port = await freePort()
const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-'))
const base = `http://127.0.0.1:${port}`
const child = spawn(process.execPath, ['dist/server/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_REQUESTS: '0',
    DAILY_ACCESS_LIMIT: '100000000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})

async function stop() {
  child.kill('SIGTERM')
  await new Promise((resolve) => child.once('exit', resolve))
  await rm(dataDir, { recursive: true, force: true })
}

async function waitForServer() {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/version`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('The server did not start within 2 minutes')
}

function bench(title, url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (error, result) => {
      if (error) return reject(error)
      const errors = result.errors + result.timeouts + result.non2xx
      console.log(
        `${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s   ` +
          `p97.5 ${String(result.latency.p97_5).padStart(4)} ms   errors ${errors}`,
      )
      resolve(result)
    })
  })
}

try {
  await waitForServer()
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: 'admin', password: 'Portal-Demo-2026!', company: 'freight' }),
  })
  const { token } = await login.json()
  if (!token) throw new Error(`Sign-in failed: ${login.status}`)
  const headers = { authorization: `Token ${token}`, 'accept-language': 'en-us' }
  const rows = (await (await fetch(`${base}/api/users/search?limit=50`, { headers })).json()).results.length
  console.log(`API on PGlite, ${connections} connections, ${seconds} s per call`)
  await bench('GET users/refresh', `${base}/api/users/refresh`, headers)
  await bench(`GET users/search?limit=50 (${rows} rows)`, `${base}/api/users/search?limit=50&sort=lname`, headers)
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await stop()
}
