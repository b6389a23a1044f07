#!/usr/bin/env node
// Publishes the built Storybook to Chromatic for visual review, only where a project token is set.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const buildDir = 'storybook-static'

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'chromatic: skipped. Set CHROMATIC_PROJECT_TOKEN to the Chromatic project token to publish ' +
      `the Storybook in ${buildDir}/ for visual review (build it first with npm run build-storybook).`,
  )
  process.exit(0)
}

if (!existsSync(`${buildDir}/index.json`)) {
  console.error(`chromatic: ${buildDir}/ is missing. Run npm run build-storybook first.`)
  process.exit(1)
}

// The token travels in the environment, where the Chromatic CLI reads it, never on the command line.
const result = spawnSync(
  'npx',
  ['chromatic', '--storybook-build-dir', buildDir, '--exit-zero-on-changes', ...process.argv.slice(2)],
  { stdio: 'inherit' },
)
process.exit(result.status ?? 1)
