import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Worker, type WorkerOptions } from 'node:worker_threads'

/**
 * Starts a worker thread from one of the server's own entries: the built `<name>.js` beside the server's
 * bundle (a caller bundled into `chunks/` finds it one folder up), or, when the server runs from its
 * sources (tests, development), the `<name>.ts` beside the caller compiled by tsx.
 */
export function startWorker(name: string, callerUrl: string, options: WorkerOptions = {}): Worker {
  for (const candidate of [`./${name}.js`, `../${name}.js`]) {
    const url = new URL(candidate, callerUrl)
    if (existsSync(fileURLToPath(url))) return new Worker(url, options)
  }
  const source = new URL(`./${name}.ts`, callerUrl).href
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}) })`
  return new Worker(bootstrap, { ...options, eval: true })
}
