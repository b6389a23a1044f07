// Runs the server's own entry (src/server/main.ts) in this process, for tests that need the portal as a
// process of its own. The sources are compiled on the fly with the server build's configuration (its
// Lingui macros), so nothing has to be built first. Settings come from the environment, as for
// `npm run serve`: DATA_DIR, PORT, HOST, DATABASE_URL, LOG_REQUESTS.
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer, createServerModuleRunner } from 'vite'

const root = fileURLToPath(new URL('../..', import.meta.url))
const vite = await createServer({
  root,
  configFile: join(root, 'vite.server.config.ts'),
  appType: 'custom',
  // The test's own cache: the shared one belongs to Vitest.
  cacheDir: join(tmpdir(), 'portal-process-vite'),
  optimizeDeps: { noDiscovery: true, include: [] },
  server: { middlewareMode: true, hmr: false, watch: null, ws: false },
  logLevel: 'error',
})
const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false })
await runner.import('/src/server/main.ts')
