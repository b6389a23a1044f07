#!/usr/bin/env node
/** `npm run bench`: builds once, then runs each benchmark in turn. Figures are printed, never judged. */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status === 0

if (!run('npm', ['run', '-s', 'build']) || !run('npm', ['run', '-s', 'build:server'])) process.exit(1)
const benches = ['bench-bundle.mjs', 'bench-floor.mjs', 'bench-api.mjs', 'bench-export.mjs', 'bench-grid.mjs', 'bench-manual.mjs', 'bench-authoring.mjs', 'bench-compliance.mjs', 'bench-car.mjs', 'bench-pushreports.mjs', 'bench-lighthouse.mjs'].filter((f) => existsSync(path.join(root, 'scripts', f)))
let failed = 0
for (const bench of benches) {
  console.log(`\n== ${bench.replace(/^bench-|\.mjs$/g, '')} ==`)
  if (!run(process.execPath, [path.join('scripts', bench)])) failed++
}
process.exit(failed ? 1 : 0)
