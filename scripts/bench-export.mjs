#!/usr/bin/env node
/**
 * Grid export benchmark: the built server on a fresh PGlite database (the seed's 20,000 shipments),
 * signed in as admin, exports every shipment once in each format (CSV, XLSX, PDF, JSON, XML) and prints
 * for each the time to the first byte and to the last, the server's CPU time (all its threads, the
 * database's included: the figure a busy machine disturbs least), the size, and its peak memory while
 * it ran: resident memory (RSS) and the main thread's JavaScript heap above what it held before the
 * export (after a garbage collection). Then the time a Google Sheet export takes to answer on a server
 * without Google credentials. Targets: under 3 s per format, memory flat. Prints figures; never fails
 * on timing. BENCH_EXPORT_RUNS repeats each export; BENCH_EXPORT_QUERY narrows the rows with a list
 * query (such as 'pickup_date__lt=2026-02-01'), to see whether memory follows the row count;
 * BENCH_EXPORT_LIVE=1 collects garbage every 100 ms and adds the most heap held after a collection (the
 * rows and buffers the export keeps, without the garbage a peak includes), at some cost in time.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort, waitForServer } from './bench-server.mjs'

const root = path.resolve(import.meta.dirname, '..')
const FORMATS = ['CSV', 'XLSX', 'PDF', 'JSON', 'XML']
const QUERY = process.env.BENCH_EXPORT_QUERY ?? ''
const RUNS = Math.max(1, Number(process.env.BENCH_EXPORT_RUNS) || 1)

if (!existsSync(path.join(root, 'dist/server/main.js'))) {
  const built = spawnSync('npm', ['run', '-s', 'build:server'], { cwd: root, stdio: 'inherit' })
  if (built.status !== 0) process.exit(1)
}

/**
 * Loaded into the server before its own code: samples the process's memory every few milliseconds and
 * answers the bench over the IPC channel ('start' collects garbage and resets the peaks, 'stop' reports).
 */
const PROBE = `
const mib = (bytes) => bytes / 1048576
const live = process.env.BENCH_EXPORT_LIVE === '1'
let base = { rss: 0, heap: 0 }
let peak = { rss: 0, heap: 0, held: 0 }
let cpu = process.cpuUsage()
const sample = () => {
  const { rss, heapUsed } = process.memoryUsage()
  peak = { ...peak, rss: Math.max(peak.rss, rss), heap: Math.max(peak.heap, heapUsed) }
}
setInterval(sample, 5).unref()
// With BENCH_EXPORT_LIVE=1, a full collection every 100 ms: the heap left after it is what is held.
if (live) {
  setInterval(() => {
    globalThis.gc?.()
    peak.held = Math.max(peak.held, process.memoryUsage().heapUsed)
  }, 100).unref()
}
process.channel?.unref()
process.on('message', (message) => {
  if (message === 'start') {
    globalThis.gc?.()
    const { rss, heapUsed } = process.memoryUsage()
    base = { rss, heap: heapUsed }
    peak = { ...base, held: heapUsed }
    cpu = process.cpuUsage()
    process.send({ base: { rss: mib(base.rss), heap: mib(base.heap) } })
  } else if (message === 'stop') {
    sample()
    const used = process.cpuUsage(cpu)
    process.send({
      peak: { rss: mib(peak.rss), heap: mib(peak.heap), held: live ? mib(peak.held) : undefined },
      cpu: (used.user + used.system) / 1e6,
    })
  }
})
`

const port = await freePort()
const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-export-'))
const base = `http://127.0.0.1:${port}`
const child = spawn(
  process.execPath,
  ['--expose-gc', '--import', `data:text/javascript,${encodeURIComponent(PROBE)}`, 'dist/server/main.js'],
  {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      GOOGLE_SERVICE_ACCOUNT_JSON: '',
      LOG_REQUESTS: '0',
      DAILY_ACCESS_LIMIT: '100000000',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  },
)

/** Asks the probe in the server and waits for its answer. */
function probe(message) {
  return new Promise((resolve) => {
    child.once('message', resolve)
    child.send(message)
  })
}

async function stop() {
  child.kill('SIGTERM')
  await new Promise((resolve) => child.once('exit', resolve))
  await rm(dataDir, { recursive: true, force: true })
}

function exportCall(headers, output_type, query_params) {
  return fetch(`${base}/api/export`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ api_url: 'shipments', output_type, query_params, title: 'Shipments', timezone: 'UTC' }),
  })
}

/** Exports every shipment in one format, reading the answer as it streams. */
async function benchFormat(headers, format) {
  const { base: before } = await probe('start')
  const started = performance.now()
  const response = await exportCall(headers, format, QUERY)
  let firstByte
  let bytes = 0
  let failed
  try {
    for await (const chunk of response.body) {
      firstByte ??= performance.now() - started
      bytes += chunk.length
    }
  } catch (error) {
    failed = error
  }
  const ms = performance.now() - started
  const { peak, cpu } = await probe('stop')
  const status = response.ok && !failed ? '' : `   FAILED (${response.status}${failed ? `, ${failed.message}` : ''})`
  console.log(
    `${format.padEnd(5)} ${(ms / 1000).toFixed(2).padStart(6)} s   server CPU ${cpu.toFixed(2).padStart(5)} s   ` +
      `first byte ${String(Math.round(firstByte ?? ms)).padStart(5)} ms   ` +
      `${(bytes / 1048576).toFixed(1).padStart(5)} MiB   RSS ${before.rss.toFixed(0)} -> peak ${peak.rss.toFixed(0)} MiB ` +
      `(+${(peak.rss - before.rss).toFixed(0)})   heap ${before.heap.toFixed(0)} -> peak ${peak.heap.toFixed(0)} MiB ` +
      `(+${(peak.heap - before.heap).toFixed(0)})` +
      `${peak.held === undefined ? '' : `   held after GC +${(peak.held - before.heap).toFixed(1)} MiB`}${status}`,
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
  const count = (await (await fetch(`${base}/api/shipments?limit=1&${QUERY}`, { headers })).json()).count
  // A first, empty export of each format loads its library, and a whole JSON export reads the table once,
  // so the figures below are each format's own rather than the first one's cold start.
  for (const format of FORMATS) await (await exportCall(headers, format, 'probill__in=none')).arrayBuffer()
  await (await exportCall(headers, 'JSON', '')).arrayBuffer()
  console.log(`Export of ${count} shipments${QUERY ? ` (${QUERY})` : ''}, PGlite, ${RUNS} run${RUNS > 1 ? 's' : ''} each (target < 3 s, memory flat)`)
  for (const format of FORMATS) for (let run = 0; run < RUNS; run++) await benchFormat(headers, format)
  const started = performance.now()
  const sheet = await exportCall(headers, 'Google Sheet', '')
  await sheet.arrayBuffer()
  console.log(
    `Google Sheet without credentials: answered ${sheet.status} in ${Math.round(performance.now() - started)} ms`,
  )
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await stop()
}
