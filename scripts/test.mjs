#!/usr/bin/env node
/**
 * `npm test`: every check, in the order a failure is cheapest to find. Prints one closing line
 * "tests: N passed, N failed" so any reader can tell how many tests ran.
 *   --only <step[,step]>   run only these steps (tokens, types, lint, unit, server, postgres, build, stories, e2e)
 *   --update-snapshots     regenerate visual baselines in the stories step
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null
const update = args.includes('--update-snapshots')
const reports = path.join(root, 'test-results')
mkdirSync(reports, { recursive: true })

const totals = { passed: 0, failed: 0, skipped: 0 }
const started = Date.now()

function run(label, command, commandArgs, env = {}) {
  const t0 = Date.now()
  console.log(`\n▶ ${label}: ${command} ${commandArgs.join(' ')}`)
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = ((Date.now() - t0) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${seconds} s`)
    return false
  }
  console.log(`✔ ${label} (${seconds} s)`)
  return true
}

function countVitest(file) {
  if (!existsSync(file)) return
  const report = JSON.parse(readFileSync(file, 'utf8'))
  totals.passed += report.numPassedTests ?? 0
  totals.failed += report.numFailedTests ?? 0
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
}

function countPlaywright(file) {
  if (!existsSync(file)) return
  const { stats } = JSON.parse(readFileSync(file, 'utf8'))
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0)
  totals.failed += stats?.unexpected ?? 0
  totals.skipped += stats?.skipped ?? 0
}

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']
  return candidates.find((p) => p && existsSync(p))
}

const wants = (name) => !only || only.includes(name)
const steps = []
let ok = true

function step(name, fn) {
  if (!ok || !wants(name)) return
  steps.push(name)
  ok = fn() !== false
}

const npx = (label, bin, binArgs, env) => run(label, 'npx', ['--no-install', bin, ...binArgs], env)

step('tokens', () => run('design tokens', 'npm', ['run', '-s', 'tokens']) && run('catalogs', 'npm', ['run', '-s', 'i18n:compile']) && run('route tree', 'npm', ['run', '-s', 'routes']))
step('types', () => run('typecheck', 'npm', ['run', '-s', 'typecheck']))
step('lint', () => run('lint', 'npm', ['run', '-s', 'lint']))
step('unit', () => {
  const out = path.join(reports, 'vitest-unit.json')
  rmSync(out, { force: true })
  const passed = npx('unit and component tests', 'vitest', ['run', '--project', 'unit', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`])
  countVitest(out)
  return passed
})
step('server', () => {
  const out = path.join(reports, 'vitest-server.json')
  rmSync(out, { force: true })
  const passed = npx('API server tests (PGlite)', 'vitest', ['run', '--project', 'server', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`])
  countVitest(out)
  return passed
})
step('postgres', () => {
  // CI (and anyone with PostgreSQL's server binaries) runs the server suite on PostgreSQL too.
  if (!process.env.CI && !process.env.TEST_POSTGRES) {
    console.log('\n▷ PostgreSQL server suite skipped (set TEST_POSTGRES=1 to run it; CI always does)')
    return true
  }
  if (!existsSync(path.join(root, 'scripts/test-postgres.sh'))) return true
  const out = path.join(reports, 'vitest-postgres.json')
  rmSync(out, { force: true })
  const passed = run('API server tests (PostgreSQL)', 'bash', ['scripts/test-postgres.sh', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`])
  countVitest(out)
  return passed
})
step('build', () => run('build app', 'npx', ['--no-install', 'vite', 'build', '--logLevel', 'warn']) && (!existsSync(path.join(root, 'vite.server.config.ts')) || run('build server', 'npm', ['run', '-s', 'build:server'])))

function browserStep(name, label, project, extra = []) {
  step(name, () => {
    const chromium = findChromium()
    if (!chromium) {
      console.error('\n✖ No Chromium found for the browser tests. Install it (Debian: apt-get install chromium) or set CHROME_PATH to a Chrome or Chromium binary.')
      return false
    }
    const out = path.join(reports, `playwright-${project}.json`)
    rmSync(out, { force: true })
    const passed = npx(label, 'playwright', ['test', '--project', project, ...extra], {
      CHROME_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      PLAYWRIGHT_REPORTER: 'list,json',
    })
    countPlaywright(out)
    return passed
  })
}

step('stories', () => (existsSync(path.join(root, '.storybook')) ? run('build Storybook', 'npm', ['run', '-s', 'build-storybook']) : true))
browserStep('stories', 'stories in Chromium (axe + screenshots per theme)', 'stories', update ? ['--update-snapshots'] : [])
browserStep('e2e', 'end-to-end in Chromium', 'e2e')

const minutes = ((Date.now() - started) / 60000).toFixed(1)
console.log(`\nSteps: ${steps.join(', ')} in ${minutes} min${ok ? '' : ' (stopped at the first failure)'}`)
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`)
process.exit(ok && totals.failed === 0 ? 0 : 1)
