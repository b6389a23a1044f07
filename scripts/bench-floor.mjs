#!/usr/bin/env node
/**
 * The floor under the sign-in page's first-load figure: builds `scripts/bench-floor/`, a sign-in page made
 * of the prescribed libraries alone (React DOM, TanStack Router, Query and Form, styled-components, Lingui,
 * react-aria-components, valibot, ofetch) and none of the portal's code, and prints its gzip size beside
 * the 180 KiB budget. Prints figures; never fails on size.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import react from '@vitejs/plugin-react'

const root = path.resolve(import.meta.dirname, 'bench-floor')
const outDir = mkdtempSync(path.join(tmpdir(), 'portal-floor-'))
try {
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false } },
  })
  const assets = path.join(outDir, 'assets')
  const bytes = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSync(readFileSync(path.join(assets, f))).length, 0)
  console.log(`library floor of a sign-in page (prescribed libraries only, none of the portal's code): ${(bytes / 1024).toFixed(1)} KiB gzip (budget 180 KiB)`)
} finally {
  rmSync(outDir, { recursive: true, force: true })
}
