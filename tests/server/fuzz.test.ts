import { defaultConfig } from '@server/config'
import { type Endpoint, endpoints } from '@shared/contract'
import * as fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, startServer, type CallOptions, type TestServer } from './harness'

/**
 * Every call of the contract, fed bad values in each path parameter, query field and body field (and
 * extra fields), signed in as a staff account with broad access and as a customer: no answer may be a
 * server error. Each call starts from a request that passes its checks, so a bad value in one field
 * reaches as deep as the call goes. The seed is fixed, so a failure replays.
 */

const SEED = 20260302
/** Runs per call and account: implemented calls, lists (more fields), and calls that answer 501. */
const RUNS = { implemented: 20, list: 40, planned: 3 }
const USERS = ['admin', 'customer'] as const
type User = (typeof USERS)[number]

let server: TestServer
const tokens: Record<string, string> = {}
const known = {
  dlref: '',
  spareDlref: '',
  mdref: '',
  spareMdref: '',
  probill: '',
  file: '',
  spareFile: '',
  seuid: '',
  sesess: '',
  /** A manual document every account reads, and one of its files. */
  manualDoc: '',
  manualFile: '',
}
/** Column filter keys of each list call, read from its columns_details. */
const filterKeys: Record<string, string[]> = {}

// --- Bad values --------------------------------------------------------------------------------------

const badText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\u0001',
  '\u001b[31m',
  '\u007f',
  '\ud800',
  'x\udfff',
  '😀',
  '👩🏽‍🚒',
  '\u202eevil',
  'é',
  '',
  ' ',
  '\t\r\n',
  '0000-01-01',
  '9999-12-31',
  '1899-12-31',
  '2024-02-30',
  '2026-13-01',
  '2026-03-01T25:00',
  '2026-03-01 10:00:00+99:00',
  'March 7',
  '2024',
  '1',
  '0',
  '-1',
  '1.5',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '99999999999999999999',
  '1e20',
  '1e400',
  '0x10',
  'NaN',
  'Infinity',
  "'; drop table users; --",
  '"',
  '\\',
  '%',
  '_',
  '%00',
  '%ZZ',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'null',
  'true',
  '[]',
  '{}',
  ',',
  '|',
  '=',
  'a=b|c=',
  '__proto__',
  'constructor',
  'GET shipments?x=1',
  'http://evil.example/',
)
const hugeText = fc.constantFrom('x'.repeat(2_001), 'x'.repeat(100_001), '😀'.repeat(60_000), `${'a,'.repeat(5_000)}a`)
const randomText = fc.string({ unit: 'binary', maxLength: 30 })
const badNumber = fc.constantFrom(2147483648, -1, 0, 1.5, -0.5, 1e20, -1e20, Number.MAX_SAFE_INTEGER + 2, 1e308, 5e-324)
const wrongType = fc.constantFrom<unknown>(true, false, null, [], {}, ['a'], [1, 2], { a: 'b' }, [[[[]]]], { $gt: '' })
/** Any bad value: the text ones fit a path or a query, the others only a JSON body. */
const badValue = fc.oneof(
  { weight: 5, arbitrary: badText },
  { weight: 1, arbitrary: hugeText },
  { weight: 2, arbitrary: randomText },
  { weight: 2, arbitrary: badNumber },
  { weight: 2, arbitrary: wrongType },
)
const extraKey = fc.oneof(badText.filter((key) => key !== '' && key !== '__proto__'), fc.constantFrom('id', 'company_id', 'user_id', 'cust', 'status', 'password'))

/** A value as the text of a path segment or query field. */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '')

// --- Requests that pass ------------------------------------------------------------------------------

interface Base {
  params: Record<string, string>
  query: Record<string, string>
  body?: unknown
  /** Sent as a multipart form (uploads). */
  multipart?: boolean
  cmid?: string
}

const PARAMS: Record<string, () => string> = {
  cmid: () => 'DOCLIB-POD',
  conn: () => 'portal',
  dlref: () => known.dlref,
  mdref: () => known.mdref,
  tag: () => 'probill',
  doctype: () => 'POD',
  probill: () => known.probill,
  mid: () => 'SHIPMENTS',
}

/** A request each call accepts (or refuses for a reason other than its input). */
function baseOf(id: string, endpoint: Endpoint, user: User): Base {
  const params = Object.fromEntries(
    [...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, PARAMS[name as string]?.() ?? '1']),
  )
  const cmid = endpoint.path.startsWith('doclib') ? 'DOCLIB-POD' : /^(shipments|export|pushreport)/.test(endpoint.path) ? 'SHIPMENTS' : undefined
  const base: Base = { params, query: {}, cmid }
  const dlref = Number(known.dlref)
  switch (id) {
    case 'users.login':
      return { ...base, body: { username: 'nobody', password: 'Wrong-Password-1', company: 'freight' } }
    case 'users.mt1login':
      return { ...base, body: { session: 'not-a-session' } }
    case 'users.refresh':
      return { ...base, query: { company: 'freight' } }
    case 'users.refreshPost':
      return { ...base, body: { company: 'freight' } }
    case 'users.switchAccount':
      return { ...base, body: { uid: 'limited' } }
    case 'users.switchLang':
      return { ...base, body: { lang: 'en' } }
    case 'users.create':
      return {
        ...base,
        body: { username: 'fuzzed.user', fname: 'Fuzz', lname: 'Test', email: 'fuzz@northwayfreight.example', password: 'Fuzz-Password-2026!' },
      }
    case 'users.activate':
      return { ...base, body: { code: '123456' } }
    case 'users.switchUser':
      return { ...base, body: { username: 'writer' } }
    case 'users.lockUnlockUser':
      return { ...base, body: { username: 'limited', lock: 'N' } }
    case 'users.topSideMenuSave':
      return { ...base, body: { top_menu: true, side_menu: true } }
    case 'users.menuGroup':
      return { ...base, body: { group: user === 'admin' ? 'FRT-ADMINS' : 'FRT-SHIPPING' } }
    case 'users.saveUserInfo':
      return { ...base, body: { fname: 'Fuzz', lname: 'Test', email: `${user}@northwayfreight.example`, phone: '5145550100', lang: 'en' } }
    case 'users.save':
      return { ...base, body: { MT_THEME: 'light' } }
    case 'grid.getTableInfo':
      return { ...base, query: { api: 'shipments', cmid: 'SHIPMENTS' } }
    case 'grid.saveTableInfo':
      return { ...base, body: { api: 'shipments', cmid: 'SHIPMENTS', record_pref: 50, table_pref: [{ name: 'probill', visible: 'Y' }], sep_pref: 'cell' } }
    case 'grid.resetTableInfo':
      return { ...base, body: { api: 'shipments', cmid: 'SHIPMENTS' } }
    case 'shipments.update':
      return { ...base, body: { ref3: 'FZ-1' } }
    case 'general.export':
      return { ...base, body: { api_url: 'shipments', output_type: 'CSV', title: 'Fuzz', query_params: `probill__iexact=${known.probill}` } }
    case 'general.emailSend':
      return { ...base, body: { subject: 'Fuzz', content: '<p>Hello</p>', to: ['fuzz@northwayfreight.example'] } }
    case 'globals.accessCmid':
      return { ...base, query: { cmid: 'SHIPMENTS' } }
    case 'globals.addRate':
      return { ...base, body: { rating: 4, comment: 'Fine', cmid: 'SHIPMENTS' } }
    case 'globals.dontShowRating':
      return { ...base, body: { cmid: 'SHIPMENTS' } }
    case 'pushreports.count':
      return { ...base, query: { api_url: 'shipments' } }
    case 'oidc.status':
    case 'oidc.forceAuth':
      return { ...base, query: { source: 'carrier-id' } }
    case 'oidc.anonStatus':
      return {
        ...base,
        query: { source: 'carrier-id', seuid: known.seuid, sesess: known.sesess, username: 'customer', company: 'freight' },
      }
    case 'oidc.tempSession':
      return { ...base, query: { username: 'customer', company: 'freight' } }
    case 'doclib.customers':
      return { ...base, query: { search: 'c1' } }
    case 'doclib.metadataList':
    case 'doclib.emailRead':
    case 'doclib.documentsList':
      return { ...base, query: { dlref: known.dlref } }
    case 'doclib.libraryCreate':
    case 'doclib.libraryUpdate':
      return { ...base, body: { title: 'Fuzz entry', description: 'Checked', metadata: { probill: '4410023571' } } }
    case 'doclib.libraryDelete':
      return { ...base, params: { ...params, dlref: known.spareDlref } }
    case 'doclib.metadataCreate':
      return { ...base, body: { dlref, tag: 'consignee', value: 'Fuzz' } }
    case 'doclib.metadataUpdate':
      return { ...base, body: { value: '4410023571' } }
    case 'doclib.metadataDelete':
      return { ...base, params: { mdref: known.spareMdref } }
    case 'doclib.emailSend':
      return { ...base, body: { subject: 'Fuzz', to: ['fuzz@northwayfreight.example'], dlref } }
    case 'doclib.documentsCreate':
      return { ...base, multipart: true, body: { dlref: known.dlref } }
    case 'doclib.documentRead':
      return { ...base, params: { doctype: 'POD', id: known.dlref }, query: { file: known.file } }
    case 'doclib.documentDelete':
      return { ...base, params: { doctype: 'POD', id: known.dlref }, query: { file: known.spareFile } }
    case 'qpm-user.document':
    case 'qpm-user.download':
    case 'qpm-user.bookmarkAdd':
    case 'qpm-user.bookmarkRemove':
      return { ...base, params: { id: known.manualDoc } }
    case 'qpm-user.documentFile':
      return { ...base, params: { id: known.manualDoc, file: known.manualFile } }
    case 'qpm-user.read':
      return { ...base, params: { id: known.manualDoc }, body: {} }
    case 'qpm-user.changeRequest':
      return { ...base, params: { id: known.manualDoc }, body: { comment: 'Fuzz' } }
    case 'qpm-user.settingsSave':
      return { ...base, body: { text_size: 16, language: 'en' } }
    case 'qpm-user.search':
      return { ...base, query: { q: 'pallet', limit: '5' } }
    default:
      return { ...base, query: endpoint.query ? { limit: '5' } : {}, body: endpoint.body ? {} : undefined }
  }
}

/** The field names a schema declares, when it is an object (possibly optional, piped or a union member). */
function fieldNames(schema: unknown): string[] {
  let current = schema as { entries?: Record<string, unknown>; wrapped?: unknown; options?: unknown[] } | undefined
  for (let depth = 0; current && depth < 5; depth++) {
    if (current.entries) return Object.keys(current.entries)
    current = (current.wrapped ?? current.options?.[0]) as typeof current
  }
  return []
}

// --- One request -------------------------------------------------------------------------------------

interface Change {
  /** Where the bad value goes. */
  target: { kind: 'param' | 'query' | 'body'; name: string } | { kind: 'wholeBody' }
  value: unknown
  extra: [string, unknown] | null
  /** A body sent as a form rather than JSON. */
  form: boolean
}

function encodeQuery(query: Record<string, unknown>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) search.append(key, asText(item))
    else search.append(key, asText(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

async function send(endpoint: Endpoint, base: Base, change: Change, user: User) {
  const params: Record<string, string> = { ...base.params }
  const query: Record<string, unknown> = { ...base.query }
  let body: unknown = base.body === undefined ? undefined : { ...(base.body as object) }
  const { target } = change
  if (target.kind === 'param') params[target.name] = asText(change.value)
  else if (target.kind === 'query') query[target.name] = Array.isArray(change.value) ? change.value : asText(change.value)
  else if (target.kind === 'body') body = { ...(body as object), [target.name]: change.value }
  else body = change.value
  if (change.extra) {
    const [key, value] = change.extra
    if (endpoint.method === 'GET' || body === undefined) query[key] = asText(value)
    else if (typeof body === 'object' && body !== null && !Array.isArray(body)) body = { ...body, [key]: value }
  }
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
  const options: CallOptions = { token: tokens[user], headers: base.cmid ? { cmid: base.cmid } : {} }
  const plainObject = typeof body === 'object' && body !== null && !Array.isArray(body)
  if (base.multipart && plainObject) {
    const fields = Object.fromEntries(Object.entries(body as object).map(([key, value]) => [key, asText(value)]))
    options.multipart = { ...fields, file: new File(['fuzz'], 'fuzz.txt', { type: 'text/plain' }) }
  } else if (change.form && plainObject) {
    options.form = Object.fromEntries(Object.entries(body as object).map(([key, value]) => [key, asText(value)]))
  } else if (body !== undefined) {
    options.json = body
  }
  return server.call(endpoint.method, `${path}${encodeQuery(query)}`, options)
}

/** Signs the account in again when a call ended its session (logout, token reset, a lock). */
async function keepSignedIn(user: User) {
  const check = await server.call('GET', 'users/refresh', { token: tokens[user] })
  if (check.status === 200) return
  tokens[user] = (await server.login(user)).token
}

// --- The run -----------------------------------------------------------------------------------------

/** Calls that end or replace the session, or change the password, run last. */
const LAST = ['users.save', 'users.resetToken', 'users.logout']
const ORDER: Record<string, number> = { GET: 0, POST: 1, PUT: 1, DELETE: 2 }
const ordered = [...endpoints].sort(
  ([a, x], [b, y]) => LAST.indexOf(a) - LAST.indexOf(b) || (ORDER[x.method] ?? 1) - (ORDER[y.method] ?? 1),
)

beforeAll(async () => {
  // Wrong passwords are part of the run: the sign-in throttle must not lock the test out.
  server = await startServer({
    throttle: { ...defaultConfig.throttle, maxAccountFailures: 1_000_000, maxAddressFailures: 1_000_000 },
  })
  for (const user of USERS) tokens[user] = (await server.login(user)).token
  const admin = (extra: CallOptions = {}): CallOptions => ({ ...extra, token: tokens.admin, headers: { cmid: 'DOCLIB-POD' } })
  // An entry of the customer's own account, so the customer's calls go as deep as the staff's.
  const entries = await server.call('GET', 'doclib/library/portal/DOCLIB-POD?cust__iexact=C10001&limit=50', admin())
  const entry = entries.body.results.find((row: { metadata: object }) => Object.keys(row.metadata).length > 0)
  known.dlref = String(entry.dlref)
  const metadata = await server.call('GET', `doclib/metadata?dlref=${known.dlref}`, admin())
  known.mdref = String(metadata.body.results[0].mdref)
  const upload = async () =>
    (
      await server.call('POST', 'doclib/documents', admin({ multipart: { dlref: known.dlref, file: new File(['fuzz'], 'fuzz.txt', { type: 'text/plain' }) } }))
    ).body.uploaded[0].id as string
  known.file = await upload()
  known.spareFile = await upload()
  const spare = await server.call('POST', 'doclib/library/portal/DOCLIB-POD', admin({ json: { title: 'Spare', cust: 'C10001', metadata: { probill: '4410023571' } } }))
  known.spareDlref = String(spare.body.dlref)
  const spareRow = await server.call('POST', 'doclib/metadata', admin({ json: { dlref: spare.body.dlref, tag: 'consignee', value: 'Spare' } }))
  known.spareMdref = String(spareRow.body.mdref)
  const shipments = await server.call('GET', 'shipments?limit=1', { token: tokens.customer, headers: { cmid: 'SHIPMENTS' } })
  known.probill = shipments.body.results[0].probill
  const temp = await server.call('GET', 'oidc/temp_session?username=customer&company=freight')
  known.seuid = temp.body.SEUID
  known.sesess = temp.body.SESESS
  const manual = await server.call('GET', 'qpm/user/search?q=packaging%20guidelines', { token: tokens.customer })
  known.manualDoc = String(manual.body.results[0].id)
  const document = await server.call('GET', `qpm/user/document/${known.manualDoc}`, { token: tokens.customer })
  known.manualFile = document.body.attachments[0].id
  // Filters fitting each list column's type.
  for (const [id, endpoint] of endpoints) {
    if (!endpoint.implemented || endpoint.method !== 'GET' || !fieldNames(endpoint.response).includes('columns_details')) continue
    const base = baseOf(id, endpoint, 'admin')
    const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => base.params[name] ?? '')
    const list = await server.call('GET', `${path}?limit=1`, { token: tokens.admin, headers: base.cmid ? { cmid: base.cmid } : {} })
    const suffixes: Record<string, string[]> = {
      number: ['__gt', '__lte', '__in'],
      decimal: ['__gte', '__lt'],
      date: ['__gte', '__lt', '__daterange'],
      datetime: ['__gt', '__lte', '__daterange'],
      boolean: ['', '__icontains'],
    }
    filterKeys[id] = (list.body?.columns_details ?? []).flatMap((column: { name: string; type: string }) =>
      (suffixes[column.type] ?? ['__icontains', '__iexact!', '__in', '']).map((suffix) => `${column.name}${suffix}`),
    )
  }
})
afterAll(async () => {
  await server?.close()
})

describe('every call of the contract, fed bad values', () => {
  for (const [id, endpoint] of ordered) {
    it(`${endpoint.method} ${endpoint.path} (${id}) answers every bad value without a server error`, { timeout: 120_000 }, async () => {
      for (const user of USERS) {
        const base = baseOf(id, endpoint, user)
        const targets: Change['target'][] = [
          ...Object.keys(base.params).map((name) => ({ kind: 'param' as const, name })),
          ...new Set([...Object.keys(base.query), ...fieldNames(endpoint.query), ...(filterKeys[id] ?? [])]),
        ].map((item) => (typeof item === 'string' ? { kind: 'query' as const, name: item } : item))
        if (endpoint.method !== 'GET') {
          const names = new Set([...Object.keys((base.body as object | undefined) ?? {}), ...fieldNames(endpoint.body)])
          targets.push(...[...names].map((name) => ({ kind: 'body' as const, name })), { kind: 'wholeBody' })
        }
        if (targets.length === 0) targets.push({ kind: 'query', name: 'limit' })
        const runs = !endpoint.implemented ? RUNS.planned : filterKeys[id] ? RUNS.list : RUNS.implemented
        const change = fc.record({
          target: fc.constantFrom(...targets),
          value: badValue,
          extra: fc.option(fc.tuple(extraKey, badValue), { freq: 4 }),
          form: fc.boolean(),
        })
        await fc.assert(
          fc.asyncProperty(change, async (input) => {
            const result = await send(endpoint, base, input, user)
            const allowed = result.status < 500 || (result.status === 501 && !endpoint.implemented)
            if (!allowed) throw new Error(`${result.status} as ${user}: ${result.text.slice(0, 300)}`)
            if (endpoint.implemented && result.status === 501) throw new Error(`501 from a call that is built`)
          }),
          { seed: SEED, numRuns: runs, endOnFailure: true },
        )
        await keepSignedIn(user)
      }
    })
  }

  it('leaves the server answering', async () => {
    expect((await server.call('GET', 'version')).status).toBe(200)
    const fresh = await server.call('POST', 'users/login', { json: { username: 'customer', password: DEMO_PASSWORD, company: 'freight' } })
    expect(fresh.status).toBe(200)
    expect((await server.call('GET', 'shipments?limit=1', { token: fresh.body.token, headers: { cmid: 'SHIPMENTS' } })).status).toBe(200)
  })
})
