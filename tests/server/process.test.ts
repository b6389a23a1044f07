import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { Client } from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, onPostgres } from './harness'

// The portal as its own process (src/server/main.ts, bundled as `npm run build:server` bundles it):
// what a request does to the process itself, and what a stopped process leaves behind, can only be
// seen from outside.
const root = fileURLToPath(new URL('../..', import.meta.url))
// The file's own bundle, made once before its first portal starts, so that no start compiles the
// sources again. It lies inside the project, where it finds the dependencies and the migrations as
// dist/server does, and its name is its own: two runs of the suite may go side by side.
const bundleDir = join(root, 'node_modules', '.cache', `portal-process-${randomUUID()}`)
const entry = join(bundleDir, 'main.js')

/** Bundles the server into bundleDir, in a process of its own (the build sets its own environment). */
async function bundleServer() {
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js')
  const args = [vite, 'build', '-c', 'vite.server.config.ts', '--outDir', bundleDir, '--emptyOutDir', '--sourcemap', 'false']
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] })
  let err = ''
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()))
  const code = await new Promise((done) => child.once('exit', done))
  if (code !== 0) throw new Error(`The server did not bundle:\n${err}`)
}

async function freePort(): Promise<number> {
  const listener = createServer()
  await new Promise<void>((done) => listener.listen(0, '127.0.0.1', done))
  const { port } = listener.address() as { port: number }
  await new Promise<void>((done) => listener.close(() => done()))
  return port
}

async function adminQuery(sql: string) {
  const client = new Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

interface Portal {
  url: string
  child: ChildProcess
  /** Everything the process wrote to stderr so far. */
  stderr(): string
  alive(): boolean
}

let dataDir: string
let databaseUrl: string | undefined
let databaseName: string | undefined
const running = new Set<ChildProcess>()

/** Starts the portal on the test's data folder (and database) and waits until it listens. */
async function startPortal(): Promise<Portal> {
  const port = await freePort()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    APP_DIR: join(dataDir, 'no-app'),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_REQUESTS: '0',
  }
  delete env.DATABASE_URL
  if (databaseUrl) env.DATABASE_URL = databaseUrl
  const child = spawn(process.execPath, [entry], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  running.add(child)
  let out = ''
  let err = ''
  let exited = false
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()))
  child.once('exit', () => {
    exited = true
    running.delete(child)
  })
  const started = Date.now()
  while (!/Portal .* on http/.test(out)) {
    if (exited) throw new Error(`The portal stopped while starting:\n${out}\n${err}`)
    if (Date.now() - started > 90_000) throw new Error(`The portal did not start:\n${out}\n${err}`)
    await new Promise((done) => setTimeout(done, 100))
  }
  return { url: `http://127.0.0.1:${port}`, child, stderr: () => err, alive: () => !exited }
}

async function stopPortal(portal: Portal, signal: NodeJS.Signals = 'SIGTERM') {
  if (!portal.alive()) return
  const exited = new Promise((done) => portal.child.once('exit', done))
  portal.child.kill(signal)
  await exited
}

async function signIn(portal: Portal): Promise<string> {
  const response = await fetch(`${portal.url}/api/users/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: 'sales', password: DEMO_PASSWORD, company: 'freight' }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}

const headers = (token: string, extra: Record<string, string> = {}) => ({
  authorization: `Token ${token}`,
  cmid: 'DOCLIB-POD',
  ...extra,
})

async function firstEntry(portal: Portal, token: string): Promise<number> {
  const response = await fetch(`${portal.url}/api/doclib/library/portal/DOCLIB-POD?limit=1&sort=dlref`, {
    headers: headers(token),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { results: { dlref: number }[] }).results[0]!.dlref
}

async function documentsOf(portal: Portal, token: string, dlref: number): Promise<{ id: string; filename: string }[]> {
  const response = await fetch(`${portal.url}/api/doclib/documents?dlref=${dlref}`, { headers: headers(token) })
  expect(response.status).toBe(200)
  return (await response.json()) as { id: string; filename: string }[]
}

/** Every file under a folder, as paths relative to it. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((item) => item.isFile()).map((item) => join(item.parentPath, item.name).slice(folder.length + 1))
}

const scratchFiles = () => filesUnder(join(dataDir, 'files', 'tmp'))

const ok = async (portal: Portal) => (await fetch(`${portal.url}/api/version`)).status

beforeAll(async () => {
  await bundleServer()
  dataDir = await mkdtemp(join(tmpdir(), 'portal-process-'))
  if (onPostgres) {
    databaseName = `portal_process_${randomUUID().replace(/-/g, '').slice(0, 16)}`
    await adminQuery(`CREATE DATABASE "${databaseName}" TEMPLATE template0`)
    const url = new URL(process.env.DATABASE_URL!)
    url.pathname = `/${databaseName}`
    databaseUrl = url.toString()
  }
})

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL')
  if (databaseName) await adminQuery(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`)
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
  await rm(bundleDir, { recursive: true, force: true })
})

describe('the portal process', () => {
  let portal: Portal
  let token: string
  let dlref: number

  beforeAll(async () => {
    portal = await startPortal()
    token = await signIn(portal)
    dlref = await firstEntry(portal, token)
  }, 120_000)

  afterAll(async () => {
    if (portal) await stopPortal(portal)
  })

  it('answers a cut-off multipart upload with 400 and goes on serving', async () => {
    const body =
      '--XX\r\nContent-Disposition: form-data; name="dlref"\r\n\r\n2\r\n' +
      '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nabc'
    const response = await fetch(`${portal.url}/api/doclib/documents`, {
      method: 'POST',
      headers: headers(token, { 'content-type': 'multipart/form-data; boundary=XX', 'accept-language': 'fr' }),
      body,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'UPLOAD_INCOMPLETE', message: expect.stringMatching(/téléversement/i) })
    expect(await ok(portal)).toBe(200)
    expect(portal.alive()).toBe(true)
    expect(await scratchFiles()).toEqual([])
  })

  it('survives a client that leaves in the middle of an upload, and keeps no scratch file of it', async () => {
    const { port } = new URL(portal.url)
    const socket = connect(Number(port), '127.0.0.1')
    await new Promise<void>((done) => socket.once('connect', done))
    socket.on('error', () => {})
    const part =
      '--XX\r\nContent-Disposition: form-data; name="dlref"\r\n\r\n' +
      `${dlref}\r\n--XX\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\n\r\n` +
      'x'.repeat(200_000)
    socket.write(
      `POST /api/doclib/documents HTTP/1.1\r\nHost: ${portal.url.slice(7)}\r\nAuthorization: Token ${token}\r\n` +
        `cmid: DOCLIB-POD\r\nContent-Type: multipart/form-data; boundary=XX\r\nContent-Length: 5000000\r\n\r\n${part}`,
    )
    // The scratch file exists while the body arrives; the client then goes away.
    for (let i = 0; i < 100 && (await scratchFiles()).length === 0; i++) await new Promise((done) => setTimeout(done, 50))
    socket.destroy()
    for (let i = 0; i < 100 && (await scratchFiles()).length > 0; i++) await new Promise((done) => setTimeout(done, 50))
    expect(await scratchFiles()).toEqual([])
    expect(await ok(portal)).toBe(200)
    expect(portal.alive()).toBe(true)
  })

  it('answers 500 to an unexpected failure in a handler, logs it once and goes on serving', async () => {
    const files = join(dataDir, 'files')
    const before = new Set(await filesUnder(files))
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } }).png().toBuffer()
    const form = new FormData()
    form.append('dlref', String(dlref))
    form.append('file', new File([png as BlobPart], 'stamp.png', { type: 'image/png' }))
    const upload = await fetch(`${portal.url}/api/doclib/documents`, { method: 'POST', headers: headers(token), body: form })
    expect(upload.status).toBe(200)
    const [stored] = ((await upload.json()) as { uploaded: { id: string }[] }).uploaded
    const added = (await filesUnder(files)).filter((file) => !before.has(file))
    const thumbnail = added.find((file) => file.endsWith('.jpg'))!
    const bytes = added.find((file) => !file.endsWith('.jpg'))!

    // The storage lost the thumbnail: reading it fails inside the handler.
    await rm(join(files, thumbnail))
    const logged = portal.stderr().length
    const read = await fetch(`${portal.url}/api/doclib/documents/POD/${dlref}?file=${stored!.id}&thumbnail=1`, {
      headers: headers(token),
    })
    expect(read.status).toBe(500)
    expect(await read.json()).toMatchObject({ status: 500, message: 'Something went wrong. Please try again later.' })
    await new Promise((done) => setTimeout(done, 200))
    expect(portal.stderr().slice(logged).match(/ENOENT: no such file/g)).toHaveLength(1)

    // The file itself is gone too: the downloads fail while they stream (the answer may be cut off).
    await rm(join(files, bytes))
    for (const path of [`documents/POD/${dlref}?file=${stored!.id}`, `download/portal/DOCLIB-POD/${dlref}/alldoc`]) {
      await fetch(`${portal.url}/api/doclib/${path}`, { headers: headers(token), signal: AbortSignal.timeout(3000) })
        .then((response) => response.arrayBuffer())
        .catch(() => undefined)
    }
    expect(await ok(portal)).toBe(200)
    expect(portal.alive()).toBe(true)
  })
})

describe('a portal stopped in the middle of work', () => {
  it('stores none of a split it was killed in, and removes its scratch files at the next start', async () => {
    let portal = await startPortal()
    const token = await signIn(portal)
    const dlref = await firstEntry(portal, token)
    const before = await documentsOf(portal, token, dlref)

    const document = await PDFDocument.create()
    const font = await document.embedFont(StandardFonts.Helvetica)
    // Small pages: each is drawn at once, and the job is long for its number of pages.
    for (let i = 1; i <= 10; i++) document.addPage([200, 200]).drawText(`Page ${i}`, { x: 20, y: 100, size: 24, font })
    // 30 entries of 10 JPEG pages each: a long job, whose first entries are done well before its end.
    const params = Array.from({ length: 30 }, (_, i) => ({ pdfname: `copy ${i + 1}`, pdfoutput: 'jpeg' }))
    const form = new FormData()
    form.append('dlref', String(dlref))
    form.append('params', JSON.stringify(params))
    form.append('file', new File([(await document.save()) as BlobPart], 'long.pdf', { type: 'application/pdf' }))
    const files = join(dataDir, 'files')
    const count = (await filesUnder(files)).length
    const answer = fetch(`${portal.url}/api/doclib/documents`, { method: 'POST', headers: headers(token), body: form })
      .then((response) => response.status)
      .catch(() => 'no answer')

    // Some pages are done when the process is killed.
    const started = Date.now()
    while ((await filesUnder(files)).length < count + 25) {
      expect(Date.now() - started).toBeLessThan(60_000)
      await new Promise((done) => setTimeout(done, 50))
    }
    await stopPortal(portal, 'SIGKILL')
    expect(await answer, portal.stderr()).toBe('no answer')

    const left = await scratchFiles()
    expect(left.length).toBeGreaterThan(0)
    if (onPostgres) {
      // Other servers may share the files: what is left goes once old, and a file being written stays.
      const old = new Date(Date.now() - 3_600_000)
      for (const name of left) await utimes(join(files, 'tmp', name), old, old)
      await mkdir(join(files, 'tmp'), { recursive: true })
      await writeFile(join(files, 'tmp', 'upload-in-progress'), 'x')
    }

    portal = await startPortal()
    try {
      const again = await signIn(portal)
      const after = await documentsOf(portal, again, dlref)
      expect(after.map((row) => row.filename)).toEqual(before.map((row) => row.filename))
      expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id))
      expect(await scratchFiles(), portal.stderr()).toEqual(onPostgres ? ['upload-in-progress'] : [])
    } finally {
      await stopPortal(portal)
    }
  }, 240_000)
})
