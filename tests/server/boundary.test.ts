import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '@server/app'
import { loadConfig } from '@server/config'
import { dataException } from '@server/http/validate'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpError } from '@server/lib/errors'
import viteConfig from '../../vite.config'
import { type CallOptions, DEMO_PASSWORD, startServer, type TestServer } from './harness'

let server: TestServer
let appDir: string
const tokens: Record<string, string> = {}
let dlref: number
let mdref: number
let deliveredRef: number
let probill: string

const NUL = '\u0000'
const FORBIDDEN = 'This field contains characters that are not allowed'
const DATE = 'Invalid date format. Valid format is: YYYY-MM-DD'
const YEARS = 'The year must be between 1900 and 2999'
const BEYOND_ID = 'Value must be less than or equal to: 2147483647'

const as = (username: string, cmid?: string, extra: CallOptions = {}): CallOptions => ({
  ...extra,
  token: tokens[username],
  headers: { ...(cmid ? { cmid } : {}), ...extra.headers },
})

beforeAll(async () => {
  appDir = await mkdtemp(join(tmpdir(), 'portal-app-'))
  await mkdir(join(appDir, 'assets'))
  await writeFile(join(appDir, 'index.html'), '<!doctype html><title>Portal</title>')
  await writeFile(join(appDir, 'assets', 'app-1a2b.js'), 'console.log("portal")\n//# sourceMappingURL=app-1a2b.js.map')
  await writeFile(join(appDir, 'assets', 'app-1a2b.js.map'), '{"version":3,"sources":["src/app/App.tsx"]}')
  await writeFile(join(appDir, 'app.js.map'), '{"version":3}')
  server = await startServer({ appDir })
  for (const username of ['admin', 'customer']) tokens[username] = (await server.login(username)).token
  const entries = await server.call('GET', 'doclib/library/portal/DOCLIB-POD?limit=50', as('admin', 'DOCLIB-POD'))
  const entry = entries.body.results.find((row: { metadata: object }) => Object.keys(row.metadata).length > 0)
  dlref = entry.dlref
  const metadata = await server.call('GET', `doclib/metadata?dlref=${dlref}`, as('admin', 'DOCLIB-POD'))
  mdref = metadata.body.results[0].mdref
  deliveredRef = metadata.body.results.find((row: { tag: string }) => row.tag === 'delivered_on').mdref
  const shipments = await server.call('GET', 'shipments?limit=1', as('admin', 'SHIPMENTS'))
  probill = shipments.body.results[0].probill
})
afterAll(async () => {
  await server?.close()
  await rm(appDir, { recursive: true, force: true })
})

type Case = [name: string, method: string, path: () => string, options: () => CallOptions, field: string, message: string]

/** Inputs that once reached the database unchecked and answered 500; each must be a 400 on its field. */
const cases: Case[] = [
  ['NUL in the sign-in username', 'POST', () => 'users/login', () => ({ json: { username: `ad${NUL}min`, password: DEMO_PASSWORD, company: 'freight' } }), 'username', FORBIDDEN],
  ['NUL in the sign-in company', 'POST', () => 'users/login', () => ({ json: { username: 'admin', password: DEMO_PASSWORD, company: `freight${NUL}` } }), 'company', FORBIDDEN],
  ['NUL in a sign-in form', 'POST', () => 'users/login', () => ({ form: { username: `admin${NUL}`, password: DEMO_PASSWORD } }), 'username', FORBIDDEN],
  ['NUL in the temporary session username', 'GET', () => 'oidc/temp_session?username=ad%00min&company=freight', () => ({}), 'username', FORBIDDEN],
  ['NUL in the temporary session company', 'GET', () => 'oidc/temp_session?username=admin&company=freight%00', () => ({}), 'company', FORBIDDEN],
  ['NUL in a text filter', 'GET', () => 'shipments?shipper__icontains=a%00b', () => as('admin', 'SHIPMENTS'), 'shipper__icontains', FORBIDDEN],
  ['NUL in a one-of filter', 'GET', () => 'shipments?status__in=Delivered%00', () => as('customer', 'SHIPMENTS'), 'status__in', FORBIDDEN],
  ['NUL in the generic search', 'GET', () => 'shipments?mttable_generic_search=shipper%3Da%00b', () => as('admin', 'SHIPMENTS'), 'mttable_generic_search', FORBIDDEN],
  ['NUL in a library filter', 'GET', () => 'doclib/library/portal/DOCLIB-POD?title__icontains=%00', () => as('admin', 'DOCLIB-POD'), 'title__icontains', FORBIDDEN],
  ['NUL in the customer search', 'GET', () => 'doclib/customers?search=%00', () => as('admin', 'DOCLIB-POD'), 'search', FORBIDDEN],
  ['NUL in a profile name', 'PUT', () => 'users/save_userinfor', () => as('admin', undefined, { json: { fname: `Al${NUL}`, lname: 'Martin', email: 'admin@northwayfreight.example' } }), 'fname', FORBIDDEN],
  ['NUL in the account name', 'PUT', () => 'users', () => as('customer', undefined, { json: { MT_FNAME: `Chris${NUL}` } }), 'MT_FNAME', FORBIDDEN],
  ['NUL in an entry title', 'POST', () => 'doclib/library/portal/DOCLIB-POD', () => as('admin', 'DOCLIB-POD', { json: { title: `Proof${NUL}` } }), 'title', FORBIDDEN],
  ['NUL in an entry metadata value', 'POST', () => 'doclib/library/portal/DOCLIB-POD', () => as('admin', 'DOCLIB-POD', { json: { title: 'Proof', metadata: { probill: `44${NUL}` } } }), 'metadata.probill', FORBIDDEN],
  ['NUL in a metadata row', 'PUT', () => `doclib/metadata/${mdref}`, () => as('admin', 'DOCLIB-POD', { json: { value: `x${NUL}` } }), 'value', FORBIDDEN],
  ['NUL in an export title', 'POST', () => 'export', () => as('admin', 'SHIPMENTS', { json: { api_url: 'shipments', output_type: 'CSV', title: `Probills${NUL}` } }), 'title', FORBIDDEN],
  ['NUL in an export filter', 'POST', () => 'export', () => as('admin', 'SHIPMENTS', { json: { api_url: 'shipments', output_type: 'CSV', title: 'Probills', query_params: 'shipper__icontains=%00' } }), 'shipper__icontains', FORBIDDEN],
  ['NUL in the grid preference path', 'GET', () => 'users/get_user_table_infor?api=shipments%00&cmid=SHIPMENTS', () => as('admin'), 'api', FORBIDDEN],
  ['NUL in a saved grid preference', 'PUT', () => 'users/save_user_table_infor', () => as('admin', undefined, { json: { api: `shipments${NUL}`, cmid: 'SHIPMENTS', record_pref: 50, table_pref: [], sep_pref: 'cell' } }), 'api', FORBIDDEN],
  ['a control character in a query value', 'GET', () => 'doclib/customers?search=a%01b', () => as('admin', 'DOCLIB-POD'), 'search', FORBIDDEN],
  ['half a surrogate pair in a body', 'PUT', () => 'users', () => as('customer', undefined, { json: { MT_LNAME: 'Morin\ud800' } }), 'MT_LNAME', FORBIDDEN],
  ['an entry id beyond an integer', 'GET', () => 'doclib/library/portal/DOCLIB-POD/2147483648', () => as('admin', 'DOCLIB-POD'), 'dlref', BEYOND_ID],
  ['an entry id of 0', 'GET', () => 'doclib/library/portal/DOCLIB-POD/0', () => as('admin', 'DOCLIB-POD'), 'dlref', 'Value must be greater or equal to: 1'],
  ['a metadata id beyond an integer', 'GET', () => 'doclib/metadata/99999999999', () => as('admin', 'DOCLIB-POD'), 'mdref', BEYOND_ID],
  ['an entry id beyond an integer in the query', 'GET', () => 'doclib/documents?dlref=2147483648', () => as('admin', 'DOCLIB-POD'), 'dlref', BEYOND_ID],
  ['an entry id beyond an integer in a body', 'POST', () => 'doclib/metadata', () => as('admin', 'DOCLIB-POD', { json: { dlref: 2147483648, tag: 'probill', value: '1' } }), 'dlref', BEYOND_ID],
  ['a document id beyond an integer', 'GET', () => 'doclib/documents/POD/2147483648?file=8d5e5b1e-0f5e-4a5b-9a8e-1c1d2e3f4a5b', () => as('admin', 'DOCLIB-POD'), 'id', BEYOND_ID],
  ['an offset of 1e20', 'GET', () => 'shipments?offset=1e20', () => as('admin', 'SHIPMENTS'), 'offset', 'Value must be number'],
  ['an offset beyond an integer', 'GET', () => 'doclib/library/portal/DOCLIB-POD?offset=2147483648', () => as('admin', 'DOCLIB-POD'), 'offset', BEYOND_ID],
  ['an offset of 1e20 in the user search', 'GET', () => 'users/search?offset=1e20', () => as('admin'), 'offset', 'Value must be number'],
  ['a pickup date in year 0', 'GET', () => 'shipments?pickup_date__gte=0000-01-01', () => as('admin', 'SHIPMENTS'), 'pickup_date__gte', YEARS],
  ['a date range from year 0', 'GET', () => 'shipments?delivery_date__daterange=0000-01-01,2026-01-01', () => as('customer', 'SHIPMENTS'), 'delivery_date__daterange', YEARS],
  ['a date-time filter of 1', 'GET', () => 'doclib/library/portal/DOCLIB-POD?created_at__gt=1', () => as('admin', 'DOCLIB-POD'), 'created_at__gt', DATE],
  ['a date-time filter of 2024', 'GET', () => 'doclib/library/portal/DOCLIB-POD?created_at__gt=2024', () => as('admin', 'DOCLIB-POD'), 'created_at__gt', DATE],
  ['a date-time filter of March 7', 'GET', () => 'doclib/library/portal/DOCLIB-POD?updated_at__lte=March%207', () => as('admin', 'DOCLIB-POD'), 'updated_at__lte', DATE],
  ['a sign-in time of 2024', 'GET', () => 'users/search?last_login_at__gt=2024', () => as('admin'), 'last_login_at__gt', DATE],
  ['a date-time filter in year 9999', 'GET', () => 'users/search?last_login_at__lt=9999-12-31T23:59:59Z', () => as('admin'), 'last_login_at__lt', YEARS],
  ['an offset of 25 hours', 'GET', () => 'users/search?last_login_at__lt=2026-01-01T10:00:00%2B25:00', () => as('admin'), 'last_login_at__lt', DATE],
  ['a number filter in exponent form', 'GET', () => 'shipments?pieces__gt=1e400', () => as('admin', 'SHIPMENTS'), 'pieces__gt', 'Value must be number'],
  ['a query value over the cap', 'GET', () => `shipments?note=${'x'.repeat(2001)}`, () => as('admin', 'SHIPMENTS'), 'note', 'Maximum length is 2000 characters'],
  ['a body value over the cap', 'PUT', () => 'users', () => as('customer', undefined, { json: { MT_FNAME: 'Ann', note: 'x'.repeat(500_001) } }), 'note', 'Maximum length is 500000 characters'],
  ['a password over its field cap', 'PUT', () => 'users', () => as('customer', undefined, { json: { current_password: 'x'.repeat(201) } }), 'current_password', 'Maximum length is 200 characters'],
  ['a key holding NUL', 'POST', () => 'doclib/library/portal/DOCLIB-POD', () => as('admin', 'DOCLIB-POD', { json: { title: 'Proof', metadata: { [`probill${NUL}`]: '1' } } }), 'metadata', FORBIDDEN],
  ['a date metadata value that is not a date', 'POST', () => 'doclib/library/portal/DOCLIB-POD', () => as('admin', 'DOCLIB-POD', { json: { title: 'Proof', metadata: { probill: '4410023571', delivered_on: 'not-a-date' } } }), 'metadata.delivered_on', DATE],
  ['a date metadata row that is not a date', 'PUT', () => `doclib/metadata/${deliveredRef}`, () => as('admin', 'DOCLIB-POD', { json: { value: 'not-a-date' } }), 'value', DATE],
  ['a date metadata row in year 0', 'PUT', () => `doclib/metadata/${deliveredRef}`, () => as('admin', 'DOCLIB-POD', { json: { value: '0000-01-01' } }), 'value', YEARS],
  ['a shipment field other than the references', 'PUT', () => `shipments/${probill}`, () => as('admin', 'SHIPMENTS', { json: { ref1: 'PO-1', delivered_on: 'not-a-date' } }), 'delivered_on', 'This field cannot be changed'],
]

describe('the contract boundary', () => {
  it.each(cases)('refuses %s with a 400 on the field', async (_name, method, path, options, field, message) => {
    const result = await server.call(method, path(), options())
    expect(result.status, result.text).toBe(400)
    // The contract caught it, not the database: a field message, never the generic safety net.
    expect(result.body).toMatchObject({ status: 400, statusText: 'Bad Request', code: 'VALIDATION' })
    expect(result.body.errors[field]).toBe(message)
  })

  it('keeps tabs and line breaks in free text', async () => {
    const created = await server.call('POST', 'doclib/library/portal/DOCLIB-POD', as('admin', 'DOCLIB-POD', {
      json: { title: 'Tabbed\tentry', description: 'First line\r\nSecond line', metadata: { probill: '4410023571' } },
    }))
    expect(created.status, created.text).toBe(200)
    expect(created.body.description).toBe('First line\r\nSecond line')
  })

  it('answers in the request language', async () => {
    const result = await server.call('GET', 'doclib/customers?search=%00', as('admin', 'DOCLIB-POD', { headers: { 'accept-language': 'fr' } }))
    expect(result.status).toBe(400)
    expect(result.body.errors.search).toBe('Ce champ contient des caractères non autorisés')
  })

  it('leaves a shipment unchanged when any field of the change is refused', async () => {
    const before = await server.call('GET', `shipments?probill__iexact=${probill}`, as('admin', 'SHIPMENTS'))
    await server.call('PUT', `shipments/${probill}`, as('admin', 'SHIPMENTS', { json: { ref1: 'CHANGED', delivered_on: '2026-01-01' } }))
    const after = await server.call('GET', `shipments?probill__iexact=${probill}`, as('admin', 'SHIPMENTS'))
    expect(after.body.results[0].ref1).toBe(before.body.results[0].ref1)
    const saved = await server.call('PUT', `shipments/${probill}`, as('admin', 'SHIPMENTS', { json: { ref1: 'PO-77' } }))
    expect(saved.status).toBe(200)
    expect(saved.body.ref1).toBe('PO-77')
  })

  it('still takes a valid id, date-time filter and offset', async () => {
    expect((await server.call('GET', `doclib/library/portal/DOCLIB-POD/${dlref}`, as('admin', 'DOCLIB-POD'))).status).toBe(200)
    for (const value of ['2026-03-01', '2026-03-01 10:00', '2026-03-01T10:00:00.123Z', '2026-03-01T10:00:00+05:30']) {
      const list = await server.call('GET', `users/search?last_login_at__lt=${encodeURIComponent(value)}`, as('admin'))
      expect(list.status, value).toBe(200)
    }
    const far = await server.call('GET', 'shipments?offset=2147483647', as('admin', 'SHIPMENTS'))
    expect(far.status).toBe(200)
    expect(far.body.results).toEqual([])
  })

  it('answers a value the database refuses as data with a 400, as a last resort', async () => {
    const failure = await server.database.db.execute(sql`select 'not a number'::int`).catch((error: unknown) => error)
    const answer = dataException(failure)
    expect(answer).toBeInstanceOf(HttpError)
    expect(answer).toMatchObject({ status: 400, options: { code: 'INVALID_VALUE' } })
    const other = await server.database.db.execute(sql`select * from no_such_table`).catch((error: unknown) => error)
    expect(dataException(other)).toBeUndefined()
  })
})

/** The session cookie a sign-in sets, as a Cookie header. */
async function cookieOf(username: string): Promise<string> {
  const result = await server.call('POST', 'users/login', { json: { username, password: DEMO_PASSWORD, company: 'freight' } })
  return (result.headers.get('set-cookie') ?? '').split(';')[0] as string
}

async function send(method: string, path: string, headers: Record<string, string>, body?: string) {
  const response = await fetch(`${server.url}/api/${path}`, { method, headers, body })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : undefined }
}

describe('requests from other sites', () => {
  const evil = 'http://evil.example'

  it('refuses a cookie call that writes from another origin', async () => {
    const cookie = await cookieOf('customer')
    const menuBefore = (await send('GET', 'users/top_side_menu', { cookie })).body
    const switched = await send('POST', 'users/switchlang', { cookie, origin: evil, 'content-type': 'application/x-www-form-urlencoded' }, 'lang=fr')
    expect(switched.status).toBe(403)
    expect(switched.body).toMatchObject({ status: 403, code: 'FOREIGN_ORIGIN', message: 'This request comes from another site and was refused.' })
    const menu = await send('PUT', 'users/top_side_menu', { cookie, origin: evil, 'content-type': 'text/plain' }, '{"top_menu":false,"side_menu":false}')
    expect(menu.status).toBe(403)
    // Nothing changed.
    const refresh = await send('GET', 'users/refresh', { cookie })
    expect(refresh.body.profile.MT_LANG).toBe('en')
    expect((await send('GET', 'users/top_side_menu', { cookie })).body).toEqual(menuBefore)
  })

  it('judges by the Referer when there is no Origin, and refuses an opaque origin', async () => {
    const cookie = await cookieOf('customer')
    const json = { cookie, 'content-type': 'application/json' }
    expect((await send('POST', 'users/switchlang', { ...json, referer: `${evil}/page` }, '{"lang":"fr"}')).status).toBe(403)
    expect((await send('POST', 'users/switchlang', { ...json, origin: 'null' }, '{"lang":"fr"}')).status).toBe(403)
    expect((await send('POST', 'users/switchlang', { ...json, referer: `${server.url}/freight/home` }, '{"lang":"en"}')).status).toBe(200)
  })

  it('refuses a sign-in posted from another site', async () => {
    const result = await send('POST', 'users/login', { origin: evil, 'content-type': 'application/x-www-form-urlencoded' }, `username=admin&password=${DEMO_PASSWORD}`)
    expect(result.status).toBe(403)
  })

  it("takes the portal's own calls, with a cookie or a token, and reads alone", async () => {
    const cookie = await cookieOf('customer')
    const own = await send('PUT', 'users/top_side_menu', { cookie, origin: server.url, 'content-type': 'application/json' }, '{"top_menu":true,"side_menu":false}')
    expect(own.status).toBe(200)
    const token = await send('PUT', 'users/top_side_menu', { authorization: `Token ${tokens.customer}`, 'content-type': 'application/json' }, '{"top_menu":true,"side_menu":true}')
    expect(token.status).toBe(200)
    // A read changes nothing, whoever links to it.
    expect((await send('GET', 'users/top_side_menu', { cookie, origin: evil })).status).toBe(200)
  })

  it('refuses a body of a type the call does not take', async () => {
    const cookie = await cookieOf('customer')
    const headers = { cookie, origin: server.url }
    const plain = await send('PUT', 'users/top_side_menu', { ...headers, 'content-type': 'text/plain' }, '{"top_menu":false,"side_menu":false}')
    expect(plain.status).toBe(415)
    expect(plain.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as application/json.' })
    // A form, which any page can post, is not taken from a cookie alone.
    const form = await send('POST', 'users/switchlang', { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, 'lang=fr')
    expect(form.status).toBe(415)
    // No type with a body (a no-cors fetch sends text/plain or nothing).
    const response = await fetch(`${server.url}/api/users/switchlang`, {
      method: 'POST',
      headers: { cookie },
      body: new Blob(['{"lang":"fr"}']),
    })
    expect(response.status).toBe(415)
    // An upload takes a multipart form only.
    const upload = await send('POST', 'doclib/documents', { authorization: `Token ${tokens.admin}`, cmid: 'DOCLIB-POD', 'content-type': 'application/json' }, `{"dlref":${dlref}}`)
    expect(upload.status).toBe(415)
    expect(upload.body.message).toBe('Send the request body as multipart/form-data.')
  })

  it('takes forms from the sign-in page and from calls signed in by their Authorization header', async () => {
    const login = await server.call('POST', 'users/login', { form: { username: 'customer', password: DEMO_PASSWORD, company: 'freight' } })
    expect(login.status).toBe(200)
    const switched = await server.call('POST', 'users/switchlang', { token: tokens.customer, form: { lang: 'en' } })
    expect(switched.status).toBe(200)
    // A call without a body needs no type.
    expect((await server.call('POST', 'globals/access/expiry', { token: tokens.customer })).status).toBe(200)
  })

  it('reads the forwarded host and scheme only behind a trusted proxy', async () => {
    const appFor = (trustProxy: boolean) =>
      createApp({
        db: server.database.db,
        clock: server.clock,
        config: loadConfig({ NODE_ENV: 'test' }, { log: false, trustProxy, storageDir: server.storageDir }),
        mailer: null,
      })
    const request = (trustProxy: boolean, headers: Record<string, string>) =>
      appFor(trustProxy).request('http://10.0.0.5:8080/api/users/top_side_menu', {
        method: 'PUT',
        headers: { authorization: `Token ${tokens.customer}`, 'content-type': 'application/json', host: '10.0.0.5:8080', ...headers },
        body: '{"top_menu":true,"side_menu":true}',
      })
    const proxied = { origin: 'https://portal.example', 'x-forwarded-host': 'portal.example', 'x-forwarded-proto': 'https' }
    expect((await request(true, proxied)).status).toBe(200)
    expect((await request(false, proxied)).status).toBe(403)
    // Behind the proxy, the scheme counts too.
    expect((await request(true, { ...proxied, origin: 'http://portal.example' })).status).toBe(403)
    expect((await request(true, { ...proxied, origin: 'https://evil.example' })).status).toBe(403)
    // Without a proxy the Host header is the request's own.
    expect((await request(false, { origin: 'http://10.0.0.5:8080' })).status).toBe(200)
  })
})

describe('a body the call does not read', () => {
  it('still lets the client read the answer', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) {
      // Refused before its body is read (no access), and a call that takes no body at all.
      const refused = await server.call('POST', 'users/create', as('customer', undefined, { json: { fname: 'x'.repeat(900_000) } }))
      const ignored = await server.call('POST', 'users/send_activation_code', as('admin', undefined, { json: { note: 'x'.repeat(900_000) } }))
      statuses.push(refused.status, ignored.status)
    }
    expect(new Set(statuses)).toEqual(new Set([403, 409]))
  })
})

describe('source maps', () => {
  it('are not served, even when a build left one behind', async () => {
    expect((await server.call('GET', '/assets/app-1a2b.js')).status).toBe(200)
    for (const path of ['/assets/app-1a2b.js.map', '/assets/x.js.map', '/app.js.map', '/assets/app-1a2b.js.MAP']) {
      const result = await server.call('GET', path)
      expect(result.status, path).toBe(404)
      expect(result.text).not.toContain('sources')
    }
  })

  it('are not written by the production build', () => {
    expect(viteConfig.build?.sourcemap).toBeFalsy()
  })
})
