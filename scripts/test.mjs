#!/usr/bin/env node
/**
 * `npm test`: every check. Steps that do not need each other run side by side, as many at a time as
 * the machine has cores for (a step that keeps two cores busy, a build or a browser run, counts twice),
 * each line of output prefixed with its step. Prints one closing line "tests: N passed, N failed" so
 * any reader can tell how many tests ran.
 *   --only <step[,step]>   run only these steps (tokens, types, lint, unit, server, postgres, build,
 *                          storybook, stories, e2e); a step's prerequisites are not added
 *   --update-snapshots     regenerate visual baselines in the stories step
 *   --serial               one step at a time
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null
const update = args.includes('--update-snapshots')
const serial = args.includes('--serial')
const reports = path.join(root, 'test-results')
mkdirSync(reports, { recursive: true })

const totals = { passed: 0, failed: 0, skipped: 0 }
/** The failed tests, named with their step and first error line, listed again at the end of the run. */
const failures = []
/** Tests that failed once and passed on their retry. */
const flaky = []
const ESCAPE = String.fromCharCode(27)
const firstLine = (text) =>
  String(text ?? '')
    .replaceAll(new RegExp(`${ESCAPE}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .find((line) => line.trim()) ?? ''
const started = Date.now()
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1)

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']
  return candidates.find((p) => p && existsSync(p))
}

/** Runs one command, its output's lines prefixed with the step's name; resolves to whether it passed. */
function run(step, label, command, commandArgs, env = {}) {
  const t0 = Date.now()
  console.log(`[${step}] ▶ ${label}: ${command} ${commandArgs.join(' ')}`)
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    })
    const prefix = (stream, out) => {
      let rest = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split(/\r?\n/)
        rest = lines.pop() ?? ''
        for (const line of lines) out.write(`[${step}] ${line}\n`)
      })
      stream.on('end', () => rest && out.write(`[${step}] ${rest}\n`))
    }
    prefix(child.stdout, process.stdout)
    prefix(child.stderr, process.stderr)
    child.on('close', (code) => {
      if (code === 0) console.log(`[${step}] ✔ ${label} (${seconds(t0)} s)`)
      else console.error(`[${step}] ✖ ${label} failed after ${seconds(t0)} s`)
      resolve(code === 0)
    })
  })
}

function countVitest(step, file) {
  if (!existsSync(file)) return
  const report = JSON.parse(readFileSync(file, 'utf8'))
  for (const suite of report.testResults ?? []) {
    const where = path.relative(root, suite.name ?? '')
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`[${step}] ${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
      // Passed on a retry: the earlier try's error is kept.
      else if (test.status === 'passed' && test.failureMessages?.length) {
        flaky.push(`[${step}] ${where} > ${test.fullName}: ${firstLine(test.failureMessages[0])}`)
      }
    }
    if (suite.status === 'failed' && !(suite.assertionResults ?? []).some((test) => test.status === 'failed')) {
      failures.push(`[${step}] ${where}: ${firstLine(suite.message)}`)
    }
  }
  totals.passed += report.numPassedTests ?? 0
  totals.failed += report.numFailedTests ?? 0
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
}

function countPlaywright(step, file) {
  if (!existsSync(file)) return
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'))
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky') {
          flaky.push(`[${step}] ${spec.file} > ${[...titles, spec.title].join(' > ')} (${test.projectName}): ${firstLine(test.results?.[0]?.error?.message)}`)
        }
        if (test.status !== 'unexpected') continue
        const error = test.results?.at(-1)?.error?.message
        failures.push(`[${step}] ${spec.file} > ${[...titles, spec.title].join(' > ')} (${test.projectName}): ${firstLine(error)}`)
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
  }
  for (const suite of suites ?? []) walk(suite, [])
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0)
  totals.failed += stats?.unexpected ?? 0
  totals.skipped += stats?.skipped ?? 0
}

const npx = (step, label, bin, binArgs, env) => run(step, label, 'npx', ['--no-install', bin, ...binArgs], env)

async function vitestProject(step, label, project, runner = null) {
  const out = path.join(reports, `vitest-${step}.json`)
  rmSync(out, { force: true })
  const reporterArgs = ['--reporter=default', '--reporter=json', `--outputFile.json=${out}`]
  const passed = runner
    ? await run(step, label, runner[0], [...runner.slice(1), ...reporterArgs])
    : await npx(step, label, 'vitest', ['run', '--project', project, ...reporterArgs])
  countVitest(step, out)
  return passed
}

/**
 * The browser runs use every core they get and can wait; a step of one core beside them (a server suite,
 * the unit tests) cannot go faster than its core. Browser runs (with the browser and the server they
 * start) go at a lower priority, so that the step beside them keeps its core instead of dragging on past
 * them, alone, at the end of the run. Not where `nice` is missing, nor when steps run one at a time.
 */
const lowPriority = !serial && process.platform !== 'win32' && ['/usr/bin/nice', '/bin/nice'].some((p) => existsSync(p))

async function playwrightProject(step, label, project, extra = []) {
  const chromium = findChromium()
  if (!chromium) {
    console.error(`[${step}] ✖ No Chromium found for the browser tests. Install it (Debian: apt-get install chromium) or set CHROME_PATH.`)
    return false
  }
  const out = path.join(reports, `playwright-${project}.json`)
  rmSync(out, { force: true })
  const env = { CHROME_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: out }
  const playwright = ['npx', '--no-install', 'playwright', 'test', '--project', project, ...extra]
  const passed = lowPriority
    ? await run(step, label, 'nice', ['-n', '10', ...playwright], env)
    : await run(step, label, playwright[0], playwright.slice(1), env)
  countPlaywright(step, out)
  return passed
}

const withPostgres = Boolean(process.env.CI || process.env.TEST_POSTGRES)

/**
 * Where the whole server suite runs on PostgreSQL (CI), PGlite runs the files that exercise what is its
 * own: its worker thread, start-up and migration locks, triggers and functions, the job queue's locks,
 * sessions and throttles, the HTTP boundary. Everywhere else the whole suite runs on PGlite.
 */
const PGLITE_FILES = [
  'tests/server/pglite-thread.test.ts',
  'tests/server/migrate-lock.test.ts',
  'tests/server/process.test.ts',
  'tests/server/manual-reading-states.test.ts',
  'tests/server/jobs.test.ts',
  'tests/server/sign-in.test.ts',
  'tests/server/boundary.test.ts',
  'tests/server/http.test.ts',
  'tests/server/contract.test.ts',
]

/**
 * The steps: what each needs first, how many cores it keeps busy, and what it runs. They start in this
 * order as soon as what they need has passed and cores are free: the longest chain (Storybook and its
 * stories) first, beside the PGlite server suite, then the app's build beside the stories, and the
 * end-to-end run after them, beside which the PostgreSQL suite, the type check, lint and the unit tests
 * fill the cores left.
 */
const steps = [
  {
    name: 'tokens',
    needs: [],
    cores: 1,
    run: async (s) =>
      (await run(s, 'design tokens', 'npm', ['run', '-s', 'tokens'])) &&
      (await run(s, 'catalogs', 'npm', ['run', '-s', 'i18n:compile'])) &&
      run(s, 'route tree', 'npm', ['run', '-s', 'routes']),
  },
  {
    name: 'storybook',
    needs: ['tokens'],
    cores: 2,
    // The tokens and catalogs are already built: Storybook's own script would build them again under
    // the steps reading them.
    run: (s) => npx(s, 'build Storybook', 'storybook', ['build', '-o', 'storybook-static', '--quiet']),
  },
  {
    name: 'stories',
    needs: ['storybook'],
    cores: 2,
    run: (s) =>
      playwrightProject(s, 'stories in Chromium (axe + screenshots per theme)', 'stories', update ? ['--update-snapshots'] : []),
  },
  {
    name: 'server',
    needs: ['tokens'],
    cores: 1,
    run: (s) =>
      withPostgres
        ? vitestProject(s, 'API server tests (PGlite: the embedded database\'s own parts)', 'server', [
            'npx',
            '--no-install',
            'vitest',
            'run',
            '--project',
            'server',
            ...PGLITE_FILES,
          ])
        : vitestProject(s, 'API server tests (PGlite)', 'server*'),
  },
  {
    name: 'build',
    needs: ['tokens'],
    // Its bundler keeps about one core busy: counted as one, it runs beside the stories, once the PGlite
    // suite is done, and the end-to-end run can start as soon as the stories leave their two cores.
    cores: 1,
    run: async (s) =>
      (await npx(s, 'build app', 'vite', ['build', '--logLevel', 'warn'])) &&
      (!existsSync(path.join(root, 'vite.server.config.ts')) || run(s, 'build server', 'npm', ['run', '-s', 'build:server'])),
  },
  {
    name: 'e2e',
    needs: ['build'],
    cores: 2,
    run: (s) => playwrightProject(s, 'end-to-end in Chromium', 'e2e'),
  },
  {
    // CI (and anyone with PostgreSQL's server binaries) runs the server suite on PostgreSQL too.
    name: 'postgres',
    needs: ['tokens'],
    cores: 1,
    run: async (s) => {
      if (!withPostgres) {
        console.log(`[${s}] ▷ PostgreSQL server suite skipped (set TEST_POSTGRES=1 to run it; CI always does)`)
        return true
      }
      return vitestProject(s, 'API server tests (PostgreSQL)', 'server', ['bash', 'scripts/test-postgres.sh'])
    },
  },
  { name: 'types', needs: ['tokens'], cores: 1, run: (s) => run(s, 'typecheck', 'npm', ['run', '-s', 'typecheck']) },
  { name: 'lint', needs: ['tokens'], cores: 1, run: (s) => run(s, 'lint', 'npm', ['run', '-s', 'lint']) },
  {
    name: 'unit',
    needs: ['tokens'],
    cores: 1,
    run: (s) => vitestProject(s, 'unit and component tests', 'unit'),
  },
]

// One step more than the cores: the server suites wait on their database much of the time.
const cores = serial ? 1 : Number(process.env.TEST_CORES ?? availableParallelism() + 1)
const chosen = steps.filter((step) => !only || only.includes(step.name))
const state = new Map(chosen.map((step) => [step.name, 'waiting']))
const times = new Map()
let busy = 0

await new Promise((finish) => {
  const schedule = () => {
    for (const step of chosen) {
      if (state.get(step.name) !== 'waiting') continue
      const needs = step.needs.filter((name) => state.has(name))
      if (needs.some((name) => state.get(name) === 'failed' || state.get(name) === 'skipped')) {
        state.set(step.name, 'skipped')
        console.log(`[${step.name}] ▷ skipped: ${needs.filter((name) => state.get(name) !== 'passed').join(', ')} did not pass`)
        continue
      }
      if (needs.some((name) => state.get(name) !== 'passed')) continue
      if (busy > 0 && busy + step.cores > cores) continue
      state.set(step.name, 'running')
      busy += step.cores
      const t0 = Date.now()
      Promise.resolve(step.run(step.name)).then((passed) => {
        busy -= step.cores
        times.set(step.name, seconds(t0))
        state.set(step.name, passed ? 'passed' : 'failed')
        schedule()
      })
    }
    if ([...state.values()].every((value) => value !== 'waiting' && value !== 'running')) finish()
  }
  schedule()
})

const minutes = ((Date.now() - started) / 60000).toFixed(1)
const summary = chosen.map((step) => `${step.name} ${state.get(step.name)}${times.has(step.name) ? ` ${times.get(step.name)} s` : ''}`)
const ok = [...state.values()].every((value) => value === 'passed')
if (flaky.length) console.log(`\nPassed on a retry:\n${flaky.map((line) => `  ${line.slice(0, 400)}`).join('\n')}`)
if (failures.length) console.log(`\nFailed tests:\n${failures.map((line) => `  ${line.slice(0, 400)}`).join('\n')}`)
console.log(`\nSteps in ${minutes} min: ${summary.join(', ')}`)
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`)
process.exit(ok && totals.failed === 0 ? 0 : 1)
