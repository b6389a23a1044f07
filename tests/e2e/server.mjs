#!/usr/bin/env node
// Starts the built portal (`node dist/server/main.js`) on a fresh database in a temporary folder,
// for the end-to-end tests; the folder is removed when the server stops.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const entry = path.join(root, 'dist/server/main.js')
if (!existsSync(entry) || !existsSync(path.join(root, 'dist/app/index.html'))) {
  console.error('The portal is not built: run `npm run build && npm run build:server` first.')
  process.exit(1)
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'))
const server = spawn(process.execPath, [entry], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, PORT: process.env.PORT ?? '8090', DATA_DIR: dataDir, NODE_ENV: 'test' },
})

const cleanUp = () => rmSync(dataDir, { recursive: true, force: true })
server.on('exit', (code, signal) => {
  cleanUp()
  process.exit(code ?? (signal ? 1 : 0))
})
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal))
}
