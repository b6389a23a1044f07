#!/usr/bin/env node
/**
 * API benchmark: the built server on a fresh PGlite database, signed in as admin, then autocannon
 * (10 connections, 20 s each; BENCH_SECONDS shortens it) on users/refresh, a 50-row user list, a
 * contains search and a 3-filter query on the 20,000 seeded shipments (target p97.5 < 60 ms), then a
 * 20,000-row CSV export timed with the server's resident memory sampled (target < 3 s, memory flat).
 * Prints the figures; never fails on timing.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { freePort, waitForServer } from './bench-server.mjs'

const root = path.resolve(import.meta.dirname, '..')
const seconds = Number(process.env.BENCH_SECONDS ?? 20)
const connections = 10

if (!existsSync(path.join(root, 'dist/server/main.js'))) {
  const built = spawnSync('npm', ['run', '-s', 'build:server'], { cwd: root, stdio: 'inherit' })
  if (built.status !== 0) process.exit(1)
}

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

/** The server's resident memory in MiB (Linux), or undefined elsewhere. */
async function serverRss() {
  try {
    const status = await readFile(`/proc/${child.pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024
  } catch {
    return undefined
  }
}

/** Downloads a whole-table CSV export, sampling the server's memory while it streams. */
async function benchExport(headers) {
  const before = await serverRss()
  let peak = before ?? 0
  const sampler = setInterval(async () => {
    peak = Math.max(peak, (await serverRss()) ?? 0)
  }, 20)
  const started = performance.now()
  const response = await fetch(`${base}/api/export`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ api_url: 'shipments', output_type: 'CSV', query_params: '', title: 'Shipments' }),
  })
  let bytes = 0
  let lines = 0
  for await (const chunk of response.body) {
    bytes += chunk.length
    for (const byte of chunk) if (byte === 10) lines++
  }
  const ms = performance.now() - started
  clearInterval(sampler)
  const memory =
    before === undefined ? 'memory not measured' : `server RSS ${before.toFixed(0)} -> peak ${peak.toFixed(0)} MiB`
  console.log(
    `${'POST export CSV (all shipments)'.padEnd(34)} ${String(lines - 1).padStart(6)} rows   ` +
      `${(ms / 1000).toFixed(2)} s   ${(bytes / 1048576).toFixed(1)} MiB   ${memory}   (target < 3 s)`,
  )
}

try {
  await waitForServer(base)
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
  const shipments = (await (await fetch(`${base}/api/shipments?limit=1`, { headers })).json()).count
  console.log(`Probill search on ${shipments} shipments (target p97.5 < 60 ms)`)
  await bench('GET shipments contains search', `${base}/api/shipments?shipper__icontains=harb&limit=20`, headers)
  await bench(
    'GET shipments 3 filters, sorted',
    `${base}/api/shipments?status__in=Delivered,Refused&pickup_date__gte=2026-01-01&pickup_date__lt=2026-04-01` +
      `&weight__gt=1000&sort=-pickup_date&limit=20`,
    headers,
  )
  await benchExport(headers)
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await stop()
}
