/** What the benches share to run the built server: a free port, and waiting until it answers. */
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
