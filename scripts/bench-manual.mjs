#!/usr/bin/env node
/**
 * The manual's full-text search: the built server on a fresh PGlite database, once with the seeded
 * demo manual (46 documents, two languages) and once with a generated manual of 5,000 documents, each
 * searched in English and French (words, a phrase, an excluded word, several words, a section filter)
 * one request at a time: the round trip on loopback, and the server's own time of each answer (its
 * Server-Timing header). Prints p50 and p95 of both per manual (target p95 < 50 ms on the server); never
 * fails on timing. BENCH_MANUAL_ROUNDS sets the rounds (20).
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { percentile, serverTime, startServer as startBuiltServer } from './bench-server.mjs'

const root = path.resolve(import.meta.dirname, '..')
const rounds = Number(process.env.BENCH_MANUAL_ROUNDS ?? 20)
const PASSWORD = 'Portal-Demo-2026!'

if (!existsSync(path.join(root, 'dist/server/main.js'))) {
  const built = spawnSync('npm', ['run', '-s', 'build:server'], { cwd: root, stdio: 'inherit' })
  if (built.status !== 0) process.exit(1)
}

const startServer = (dataDir) => startBuiltServer(root, dataDir)

const QUERIES = {
  en: ['pallet', 'forklift inspection', '"bill of lading"', 'claim -pallet', 'seal or placard', 'dangerous goods shipping document'],
  fr: ['palette', 'sécurité', '"chariot élévateur"', 'réclamation -palette', 'securite quai', 'entreposage des marchandises'],
}

async function run({ title, documents, company, users }) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-manual-'))
  let server = await startServer(dataDir)
  const started = performance.now()
  if (documents > 0) {
    // The generated manual goes in while no server holds the folder.
    await server.stop()
    const result = spawnSync('npx', ['tsx', 'scripts/bench-manual-data.ts', dataDir, String(documents)], { cwd: root, stdio: 'inherit' })
    if (result.status !== 0) throw new Error('Loading the generated manual failed')
    server = await startServer(dataDir)
  }
  const loaded = documents > 0 ? `; generated in ${((performance.now() - started) / 1000).toFixed(0)} s` : ''
  const { base } = server
  try {
    const times = []
    const own = []
    const counts = []
    for (const { username, lang } of users) {
      const login = await fetch(`${base}/api/users/login`, {
        method: 'POST',
        body: new URLSearchParams({ username, password: PASSWORD, company }),
      })
      const { token } = await login.json()
      const headers = { authorization: `Token ${token}`, 'content-type': 'application/json' }
      await fetch(`${base}/api/qpm/user/settings`, { method: 'POST', headers, body: JSON.stringify({ language: lang }) })
      const options = await (await fetch(`${base}/api/qpm/user/options`, { headers })).json()
      const section = options.sections[0]?.id
      const urls = [
        ...QUERIES[lang].map((q) => `${base}/api/qpm/user/search?q=${encodeURIComponent(q)}`),
        `${base}/api/qpm/user/search?q=${encodeURIComponent(QUERIES[lang][0])}&section=${section}`,
      ]
      // Warm-up: the first requests load the search dictionaries and plans.
      for (const url of urls) await fetch(url, { headers }).then((response) => response.arrayBuffer())
      for (let round = 0; round < rounds; round++) {
        for (const url of urls) {
          const t0 = performance.now()
          const response = await fetch(url, { headers })
          const body = await response.json()
          times.push(performance.now() - t0)
          const ms = serverTime(response)
          if (ms !== null) own.push(ms)
          if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
          if (round === 0) counts.push(body.count)
        }
      }
    }
    const hits = `${Math.min(...counts)}-${Math.max(...counts)} matches per search`
    console.log(
      `${title.padEnd(44)} ${String(times.length).padStart(4)} searches  p50 ${percentile(times, 50).toFixed(1).padStart(5)} ms  ` +
        `p95 ${percentile(times, 95).toFixed(1).padStart(5)} ms  max ${Math.max(...times).toFixed(1).padStart(6)} ms  (${hits}${loaded})`,
    )
    if (own.length) {
      console.log(
        `${'  on the server (Server-Timing)'.padEnd(44)} ${String(own.length).padStart(4)} searches  p50 ${percentile(own, 50).toFixed(1).padStart(5)} ms  ` +
          `p95 ${percentile(own, 95).toFixed(1).padStart(5)} ms  max ${Math.max(...own).toFixed(1).padStart(6)} ms`,
      )
    }
  } finally {
    await server.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

try {
  console.log(`Manual search on PGlite, one request at a time, ${rounds} rounds (target p95 < 50 ms on the server)`)
  await run({
    title: 'seeded manual (46 documents), en + fr',
    documents: 0,
    company: 'freight',
    users: [
      { username: 'admin', lang: 'en' },
      { username: 'employee', lang: 'fr' },
    ],
  })
  await run({
    title: 'generated manual (5,000 documents), en + fr',
    documents: 5000,
    company: 'benefits',
    users: [
      { username: 'badmin', lang: 'en' },
      { username: 'bemployee', lang: 'fr' },
    ],
  })
} catch (error) {
  console.error(error)
  process.exitCode = 1
}
