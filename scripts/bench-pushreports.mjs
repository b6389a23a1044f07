#!/usr/bin/env node
/**
 * Push reports: the built server on a fresh PGlite database (the seed's 20,000 shipments), without a mail
 * relay (the e-mails are recorded in the e-mail history, as they would be handed to one).
 * - One run of a report of every shipment (20,000 rows, every column of the grid) in each output type,
 *   started with "run now": the time from the request to the run's end as its repository shows it, the
 *   run's own time, the rows and the file's size, and the server's resident memory (RSS) before, after,
 *   and its highest since it started (target: under 3 s each, memory flat).
 * - 500 reports of the demo customer, each on the customer's own shipments in an output type taken in
 *   turn, all due at the same minute: the time from the server's start to the last delivery, and from the
 *   first run's start to the last one's end (target: all delivered within 5 minutes).
 * Prints figures; never fails on timing. BENCH_PUSH_REPORTS sets the reports due at once (500).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startServer } from './bench-server.mjs'

const root = path.resolve(import.meta.dirname, '..')
const FORMATS = ['CSV', 'XLSX', 'PDF', 'JSON', 'XML']
const DUE = Number(process.env.BENCH_PUSH_REPORTS ?? 500)
const PASSWORD = 'Portal-Demo-2026!'
const RUN_TARGET_S = 3
const DUE_TARGET_S = 300
const DONE = new Set(['Processed', 'Void', 'Incomplete'])

if (!existsSync(path.join(root, 'dist/server/main.js'))) {
  const built = spawnSync('npm', ['run', '-s', 'build:server'], { cwd: root, stdio: 'inherit' })
  if (built.status !== 0) process.exit(1)
}

/** Resident memory of a process, now and at its highest, in MiB (Linux's /proc). */
function memory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kib = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)
    return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 }
  } catch {
    return { rss: 0, peak: 0 }
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const mib = (value) => `${value.toFixed(0)} MiB`

async function signIn(base, username) {
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    body: new URLSearchParams({ username, password: PASSWORD, company: 'freight' }),
  })
  const { token } = await login.json()
  const headers = { authorization: `Token ${token}`, 'content-type': 'application/json' }
  return async (method, url, body) => {
    const init = body === undefined ? { method, headers } : { method, headers, body: JSON.stringify(body) }
    const response = await fetch(`${base}/api/${url}`, init)
    const text = await response.text()
    if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`)
    return text ? JSON.parse(text) : null
  }
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-push-'))
let server
try {
  server = await startServer(root, dataDir)
  let call = await signIn(server.base, 'admin')
  const source = await call('POST', 'pushreport_source', { api_url: 'shipments', query_params: {}, cmid: 'SHIPMENTS' })
  const columns = source.columns.map((column) => column.name)
  console.log(`One run of every shipment (${source.rows.toLocaleString('en')} rows, ${columns.length} columns) in each output type, started with "run now"`)
  for (const format of FORMATS) {
    const report = await call('POST', 'pushreport', {
      name: `Every shipment, ${format}`,
      api_url: 'shipments',
      cmid: 'SHIPMENTS',
      output_type: format,
      columns,
      frequency: 'daily',
      delivery_time: '07:00',
      recipients: ['bench@example.com'],
      state: 'paused',
    })
    const before = memory(server.pid)
    const t0 = performance.now()
    let run = await call('POST', `run_report/${report.id}`)
    while (!DONE.has(run.status)) {
      await sleep(50)
      run = await call('GET', `pushreportrepository/${report.id}/${run.id}`)
    }
    const wall = (performance.now() - t0) / 1000
    const after = memory(server.pid)
    const own = run.started_at && run.finished_at ? (Date.parse(run.finished_at) - Date.parse(run.started_at)) / 1000 : NaN
    console.log(
      `${format.padEnd(5)} ${run.status.padEnd(10)} request to end ${wall.toFixed(2).padStart(6)} s  run ${own.toFixed(2).padStart(6)} s  ` +
        `${String(run.rows ?? 0).padStart(6)} rows  ${((run.file_size ?? 0) / 1048576).toFixed(1).padStart(5)} MiB  ` +
        `RSS ${mib(before.rss)} -> ${mib(after.rss)} (highest ${mib(after.peak)})  ${wall <= RUN_TARGET_S ? 'within' : 'OVER'} the ${RUN_TARGET_S} s target`,
    )
    if (run.error) console.log(`      error: ${run.error}`)
  }
  await server.stop()

  const loaded = spawnSync('npx', ['tsx', 'scripts/bench-pushreports-data.ts', dataDir, String(DUE), JSON.stringify(columns.slice(0, 12))], {
    cwd: root,
    stdio: 'inherit',
  })
  if (loaded.status !== 0) throw new Error('Adding the due reports failed')
  const started = performance.now()
  server = await startServer(root, dataDir)
  call = await signIn(server.base, 'admin')
  const ready = (performance.now() - started) / 1000
  console.log(`${DUE} reports of the customer due at the same minute; the server answered after ${ready.toFixed(1)} s`)
  /** The due reports' rows of the customers' list, by id. */
  const dueReports = async () => {
    const found = []
    for (let offset = 0; ; offset += 100) {
      const page = await call('GET', `pushreport_customers?limit=100&offset=${offset}&sort=id`)
      found.push(...page.results.filter((row) => row.name.startsWith('Due at once ')))
      if (offset + 100 >= page.count) break
    }
    return found
  }
  const deadline = performance.now() + 15 * 60_000
  let rows = []
  for (;;) {
    rows = await dueReports()
    const done = rows.filter((row) => DONE.has(row.last_status ?? '')).length
    if (done >= DUE || performance.now() > deadline) break
    await sleep(2000)
  }
  const elapsed = (performance.now() - started) / 1000
  const runs = []
  for (const row of rows) {
    const page = await call('GET', `pushreportrepository/${row.id}?limit=1`)
    if (page.results[0]) runs.push(page.results[0])
  }
  const statuses = {}
  for (const run of runs) statuses[run.status] = (statuses[run.status] ?? 0) + 1
  const first = Math.min(...runs.map((run) => Date.parse(run.started_at ?? run.scheduled_for)))
  const last = Math.max(...runs.map((run) => Date.parse(run.finished_at ?? run.scheduled_for)))
  const rowsEach = runs.map((run) => run.rows ?? 0)
  console.log(
    `${runs.length} runs (${Object.entries(statuses).map(([status, n]) => `${n} ${status}`).join(', ')}), ` +
      `${Math.min(...rowsEach)} to ${Math.max(...rowsEach)} rows each`,
  )
  console.log(
    `server start to the last delivery ${elapsed.toFixed(1)} s; first run's start to the last run's end ${((last - first) / 1000).toFixed(1)} s  ` +
      `${elapsed <= DUE_TARGET_S ? 'within' : 'OVER'} the ${DUE_TARGET_S / 60} minute target; server RSS now ${mib(memory(server.pid).rss)}, highest ${mib(memory(server.pid).peak)}`,
  )
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await server?.stop()
  await rm(dataDir, { recursive: true, force: true })
}
