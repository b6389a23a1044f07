#!/usr/bin/env node
/**
 * The manual's compliance view: the built server on a fresh PGlite database whose benefits company holds
 * 5,000 staff readers in 20 groups and 40 documents every one of them must read, about seven in ten
 * acknowledged (scripts/bench-compliance-data.ts). Times, one request at a time, as the auditor's screens
 * ask for them: compliance per document, one document's readers, compliance per group and one group's
 * readings; the round trip on loopback and the server's own time (its Server-Timing header), p50 and p95,
 * against a 200 ms target on the server; then what keeping the counts costs a reader's confirmation.
 * Never fails on timing. BENCH_COMPLIANCE_ROUNDS sets the rounds (20).
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { percentile, serverTime, startServer } from './bench-server.mjs'

const root = path.resolve(import.meta.dirname, '..')
const rounds = Number(process.env.BENCH_COMPLIANCE_ROUNDS ?? 20)
const PASSWORD = 'Portal-Demo-2026!'
const USERS = 5000
const DOCUMENTS = 40
const TARGET_MS = 200

if (!existsSync(path.join(root, 'dist/server/main.js'))) {
  const built = spawnSync('npm', ['run', '-s', 'build:server'], { cwd: root, stdio: 'inherit' })
  if (built.status !== 0) process.exit(1)
}




const line = (title, times, extra = '') =>
  console.log(
    `${title.padEnd(46)} ${String(times.length).padStart(4)} requests  p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  ` +
      `p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms  max ${Math.max(...times).toFixed(1).padStart(7)} ms${extra}`,
  )

const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-compliance-'))
let server
try {
  console.log(`Manual compliance on PGlite, one request at a time (${USERS.toLocaleString('en')} readers x ${DOCUMENTS} documents)`)
  server = await startServer(root, dataDir)
  await server.stop()
  const started = performance.now()
  const loaded = spawnSync('npx', ['tsx', 'scripts/bench-compliance-data.ts', dataDir, String(USERS), String(DOCUMENTS)], { cwd: root, stdio: 'inherit' })
  if (loaded.status !== 0) throw new Error('Loading the generated readers failed')
  const generated = ((performance.now() - started) / 1000).toFixed(0)
  server = await startServer(root, dataDir)
  const { base } = server

  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: 'badmin', password: PASSWORD, company: 'benefits' }),
  })
  const { token } = await login.json()
  const headers = { authorization: `Token ${token}` }
  const get = (url) => fetch(`${base}/api/qpm/audit/${url}`, { headers })

  /** A warm-up, then the rounds: round trips and server times, with what the first page held. */
  const measure = async (title, url) => {
    const first = await get(url)
    if (first.status !== 200) throw new Error(`${url} answered ${first.status}`)
    const answer = await first.json()
    const times = []
    const own = []
    for (let round = 0; round < rounds; round++) {
      const t0 = performance.now()
      const response = await get(url)
      await response.arrayBuffer()
      times.push(performance.now() - t0)
      const ms = serverTime(response)
      if (ms !== null) own.push(ms)
    }
    line(`${title}, round trip`, times, `  (${answer.count.toLocaleString('en')} rows)`)
    if (own.length) {
      const p95 = percentile(own, 95)
      line(`${title}, server time`, own, `  ${p95 <= TARGET_MS ? 'within' : 'OVER'} the ${TARGET_MS} ms target`)
    }
    return answer
  }

  console.log(`(loaded in ${generated} s)`)
  const documents = await measure('compliance per document', 'compliance/documents?limit=50&sort=-overdue')
  const documentId = documents.results[0]?.id
  if (documentId !== undefined) await measure("one document's readers", `compliance/documents/${documentId}?limit=50`)
  const groups = await measure('compliance per group', 'compliance/groups?limit=50')
  const groupId = groups.results.find((row) => row.code.startsWith('BNF-TEAM-'))?.id
  if (groupId !== undefined) await measure("one group's readings", `compliance/groups/${groupId}?limit=50`)

  // What keeping the counts costs a write: a reader's confirmations, each one a document they had to read.
  const reader = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: 'reader00001', password: PASSWORD, company: 'benefits' }),
  })
  const readerHeaders = { authorization: `Token ${(await reader.json()).token}` }
  const pending = await (await fetch(`${base}/api/qpm/user/required_readings`, { headers: readerHeaders })).json()
  const confirmations = []
  for (const id of pending.nodes_to_read.slice(0, rounds)) {
    const t0 = performance.now()
    const response = await fetch(`${base}/api/qpm/user/read/${id}`, { method: 'POST', headers: { ...readerHeaders, 'content-type': 'application/json' }, body: '{}' })
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`Confirming ${id} answered ${response.status}`)
    confirmations.push(performance.now() - t0)
  }
  if (confirmations.length) line("a reader's confirmation, round trip", confirmations)
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await server?.stop()
  await rm(dataDir, { recursive: true, force: true })
}
