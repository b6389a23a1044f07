import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '@server/app'
import { defaultConfig, loadConfig } from '@server/config'
import { maintenanceNotices } from '@server/db/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, HOUR, MINUTE, startServer, type TestServer } from './harness'

let server: TestServer
let appDir: string

beforeAll(async () => {
  appDir = await mkdtemp(join(tmpdir(), 'portal-app-'))
  await mkdir(join(appDir, 'assets'))
  await writeFile(
    join(appDir, 'index.html'),
    '<!doctype html><title>Portal</title><script type="module" src="/assets/app-1a2b.js"></script>',
  )
  await writeFile(join(appDir, 'assets', 'app-1a2b.js'), 'console.log("portal")')
  await writeFile(join(appDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  server = await startServer({ appDir, bodyLimitBytes: 4096 })
})
afterAll(async () => {
  await server?.close()
  await rm(appDir, { recursive: true, force: true })
})

describe('API answers', () => {
  it('GET version returns the backend version', async () => {
    const result = await server.call('GET', 'version')
    expect(result.status).toBe(200)
    expect(result.body).toEqual({ version: '1.0.6' })
  })

  it('an unknown /api path is a JSON 404, never the app', async () => {
    for (const path of ['no/such/call', 'users/login/extra', '']) {
      const result = await server.call('GET', `/api/${path}`)
      expect(result.status).toBe(404)
      expect(result.headers.get('content-type')).toMatch(/application\/json/)
      expect(result.body).toMatchObject({ status: 404, statusText: 'Not Found', code: 'NO_SUCH_API' })
    }
  })

  it('a known path with another method answers 405 with Allow', async () => {
    const result = await server.call('DELETE', 'users/login')
    expect(result.status).toBe(405)
    expect(result.headers.get('allow')).toBe('POST')
    expect(result.body.statusText).toBe('Method Not Allowed')
  })

  it('API answers are not cached and carry the security headers', async () => {
    const result = await server.call('GET', 'version')
    expect(result.headers.get('cache-control')).toBe('no-store')
    const csp = result.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/frame-ancestors 'none'/)
    expect(csp).toMatch(/script-src 'self'/)
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(result.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect(result.headers.get('x-content-type-options')).toBe('nosniff')
    expect(result.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(result.headers.get('x-frame-options')).toBe('DENY')
  })

  it("API answers say the server's own time of them", async () => {
    const result = await server.call('GET', 'version')
    expect(result.headers.get('server-timing')).toMatch(/^app;dur=\d+(\.\d)?$/)
  })

  it('errors are no-store too', async () => {
    expect((await server.call('GET', 'users/refresh')).headers.get('cache-control')).toBe('no-store')
  })

  it('refuses a body over the size limit with 413', async () => {
    const result = await server.call('POST', 'users/login', {
      json: { username: 'admin', password: 'x'.repeat(8000), company: 'freight' },
    })
    expect(result.status).toBe(413)
    expect(result.body).toMatchObject({ status: 413, code: 'BODY_TOO_LARGE' })
  })

  it('answers 400, not a crash, for broken JSON', async () => {
    const response = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username": ',
    })
    expect(response.status).toBe(400)
    expect((await response.json()).code).toBe('INVALID_JSON')
  })

  it('answers 400 for a body of the wrong shape', async () => {
    const result = await server.call('POST', 'users/login', { json: ['admin'] })
    expect(result.status).toBe(400)
    expect(result.body.errors).toBeTruthy()
  })

  it("field errors carry the spec's messages in the request's language, never the validator's own text", async () => {
    const { token } = await server.login('writer')
    const rate = (rating: unknown, lang = 'en-us') =>
      server.call('POST', 'globals/mtdmrating/add_rate', { token, json: { rating }, headers: { 'accept-language': lang } })
    expect((await rate(9)).body.errors).toEqual({ rating: 'Value must be less than or equal to: 5' })
    expect((await rate(0)).body.errors).toEqual({ rating: 'Value must be greater or equal to: 1' })
    expect((await rate(0, 'fr')).body.errors).toEqual({ rating: 'La valeur doit être supérieure ou égale à : 1' })
    expect((await rate('abc')).body.errors).toEqual({ rating: 'Value must be number' })
    expect((await rate(2.5)).body.errors).toEqual({ rating: 'Number of decimal place allowed: 0' })
    expect((await rate('')).body.errors).toEqual({ rating: 'Field is required' })

    const list = await server.call('GET', 'users/search?limit=5000', { token: (await server.login('admin')).token })
    expect(list.status).toBe(400)
    expect(list.body.errors).toEqual({ limit: 'Value must be less than or equal to: 1000' })
    const negative = await server.call('GET', 'users/search?offset=-1', { token: (await server.login('admin')).token })
    expect(negative.body.errors).toEqual({ offset: 'Negative value is not allowed' })
  })
})

describe('the app', () => {
  it('serves index.html for every portal path, without caching it', async () => {
    for (const path of [
      '/',
      '/freight/login',
      '/freight/pages/UA-PREF',
      '/user/required-readings.html',
      '/load-content?id=3',
    ]) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status, path).toBe(200)
      expect(await response.text()).toContain('<title>Portal</title>')
      expect(response.headers.get('cache-control')).toBe('no-cache')
    }
  })

  it('serves hashed assets with a long cache, and a missing chunk as 404', async () => {
    const asset = await fetch(`${server.url}/assets/app-1a2b.js`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const missing = await fetch(`${server.url}/assets/app-gone.js`)
    expect(missing.status).toBe(404)
    const icon = await fetch(`${server.url}/favicon.svg`)
    expect(icon.status).toBe(200)
    expect(icon.headers.get('content-security-policy')).toMatch(/default-src 'self'/)
  })
})

describe('maintenance check', () => {
  it('GET /?_=timestamp answers the maintenance state as JSON', async () => {
    const idle = await fetch(`${server.url}/?_=${server.clock.now().getTime()}`)
    expect(idle.status).toBe(200)
    expect(await idle.json()).toEqual({ maintenance: false })

    const now = server.clock.now()
    await server.database.db.insert(maintenanceNotices).values({
      startsAt: new Date(now.getTime() + HOUR),
      endsAt: new Date(now.getTime() + 3 * HOUR),
      message: 'Upgrading the tracing system.',
      messageFr: 'Mise à niveau du système de repérage.',
    })
    expect((await fetch(`${server.url}/?_=1`)).status).toBe(200)

    server.clock.advance(HOUR + MINUTE)
    const down = await fetch(`${server.url}/?_=${server.clock.now().getTime()}`)
    expect(down.status).toBe(503)
    const body = await down.json()
    expect(body).toEqual({
      maintenance: true,
      message: 'Upgrading the tracing system.',
      until: new Date(now.getTime() + 3 * HOUR).toISOString(),
    })
    const french = await fetch(`${server.url}/?t=5`, { headers: { 'accept-language': 'fr' } })
    expect((await french.json()).message).toBe('Mise à niveau du système de repérage.')
    // The root without a timestamp still loads the app.
    expect((await fetch(`${server.url}/`)).status).toBe(200)

    server.clock.advance(2 * HOUR)
    expect((await fetch(`${server.url}/?_=2`)).status).toBe(200)
  })
})

describe('daily access limit and shared state', () => {
  it("answers 429 with the server message past the day's limit, and resets the next day", async () => {
    // A second instance on the same database: sessions and counters are rows, not memory.
    const config = loadConfig({ NODE_ENV: 'test' }, { log: false, dailyAccessLimit: 3 })
    const second = createApp({ db: server.database.db, clock: server.clock, config })
    const { token } = await server.login('sales')
    const call = () => second.request('/api/users/refresh', { headers: { authorization: `Token ${token}` } })
    // One request through the first instance counts in the same day's total.
    expect((await server.call('GET', 'users/refresh', { token })).status).toBe(200)
    for (let i = 0; i < 2; i++) expect((await call()).status).toBe(200)
    const limited = await call()
    expect(limited.status).toBe(429)
    expect(await limited.json()).toMatchObject({
      status: 429,
      statusText: 'Too Many Requests',
      code: 'DAILY_LIMIT',
      message:
        'You have reached the limit of 3 requests for today. Please try again tomorrow, and read the API terms of use: http://localhost/documents/terms-of-use',
    })
    server.clock.advance(24 * HOUR)
    const { token: fresh } = await server.login('sales')
    const tomorrow = await second.request('/api/users/refresh', { headers: { authorization: `Token ${fresh}` } })
    expect(tomorrow.status).toBe(200)
  })

  it('counts requests that arrive together one by one: exactly the limit passes', async () => {
    const config = loadConfig({ NODE_ENV: 'test' }, { log: false, dailyAccessLimit: 4 })
    const app = createApp({ db: server.database.db, clock: server.clock, config })
    // A new day: nothing counted yet.
    server.clock.advance(24 * HOUR)
    const { token } = await server.login('writer')
    const call = () => app.request('/api/users/refresh', { headers: { authorization: `Token ${token}` } })
    const statuses = (await Promise.all(Array.from({ length: 7 }, call))).map((response) => response.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(4)
    expect(statuses.filter((status) => status === 429)).toHaveLength(3)
    expect((await call()).status).toBe(429)
  })

  it('answers 429 after repeated failed sign-ins from one address, whatever the account', async () => {
    const config = loadConfig(
      { NODE_ENV: 'test' },
      { log: false, throttle: { ...defaultConfig.throttle, maxAddressFailures: 3 } },
    )
    const app = createApp({ db: server.database.db, clock: server.clock, config })
    const attempt = (username: string) =>
      app.request('/api/users/login', {
        method: 'POST',
        body: new URLSearchParams({ username, password: 'Wrong-Password-1', company: 'freight' }),
      })
    for (const username of ['writer', 'employee', 'approver']) expect((await attempt(username)).status).toBe(401)
    const blocked = await attempt('auditor')
    expect(blocked.status).toBe(429)
    expect((await blocked.json()).code).toBe('LOGIN_THROTTLED')
  })

  it("a correct sign-in ends the address's count", async () => {
    const config = loadConfig(
      { NODE_ENV: 'test' },
      { log: false, trustProxy: true, throttle: { ...defaultConfig.throttle, maxAddressFailures: 3 } },
    )
    const app = createApp({ db: server.database.db, clock: server.clock, config })
    const attempt = (username: string, password = 'Wrong-Password-1') =>
      app.request('/api/users/login', {
        method: 'POST',
        headers: { 'x-forwarded-for': '198.51.100.7' },
        body: new URLSearchParams({ username, password, company: 'freight' }),
      })
    for (const username of ['sales', 'sales']) expect((await attempt(username)).status).toBe(401)
    expect((await attempt('sales', DEMO_PASSWORD)).status).toBe(200)
    for (const username of ['sales', 'sales']) expect((await attempt(username)).status).toBe(401)
    expect((await attempt('sales', DEMO_PASSWORD)).status).toBe(200)
  })

  it('another instance honours a token revoked elsewhere for two seconds at most', async () => {
    const config = loadConfig({ NODE_ENV: 'test' }, { log: false })
    const second = createApp({ db: server.database.db, clock: server.clock, config })
    const { token } = await server.login('writer')
    const refresh = () => second.request('/api/users/refresh', { headers: { authorization: `Token ${token}` } })
    expect((await refresh()).status).toBe(200)
    expect((await server.call('POST', 'users/logout', { token })).status).toBe(204)
    // The instance that signed out refuses at once; the other one within its cache window.
    expect((await server.call('GET', 'users/refresh', { token })).status).toBe(401)
    server.clock.advance(2_000)
    expect((await refresh()).status).toBe(401)
  })
})
