/** What the benches share to run the built server and read its times. */
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'

/** A port nothing listens on now. */
export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

/** Resolves once `GET {base}/api/version` answers, polling every `interval` ms for up to two minutes. */
export async function waitForServer(base, interval = 250) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/version`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, interval))
  }
  throw new Error('The server did not start within 2 minutes')
}

/** The value below which `p` per cent of the values fall. */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

/** The server's own time of an answer, from `Server-Timing: app;dur=<ms>`, when it sends one. */
export const serverTime = (response) => {
  const match = /dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')
  return match ? Number(match[1]) : null
}

/**
 * The built server (`dist/server/main.js` under `root`) on a data folder; it migrates and seeds the folder
 * when it is empty. It listens on `port` when one is given, else on a free one.
 */
export async function startServer(root, dataDir, port = undefined) {
  port ??= await freePort()
  const base = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_REQUESTS: '0', DAILY_ACCESS_LIMIT: '100000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = async () => {
    if (child.exitCode !== null) return
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
  }
  try {
    // Seeding a new database can take longer than one wait on a busy machine: a second wait, then give up.
    await waitForServer(base).catch(() => waitForServer(base))
  } catch (error) {
    await stop()
    throw error
  }
  return { base, stop, pid: child.pid }
}
