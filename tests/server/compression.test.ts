import { createHash } from 'node:crypto'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { chooseEncoding } from '@server/http/encoding'
import { findRoute, type PagePreloads } from '@server/http/app-page'
import { FIRST_VIEW_FILE, type FirstViews } from '@server/http/first-view'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './harness'

let server: TestServer
let appDir: string
let adminToken: string

/** A script big enough to be worth compressing. */
const SCRIPT = Array.from({ length: 200 }, (_, i) => `export const value${i} = 'freight ${i}'`).join('\n')
const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" fill="#0a3d62"/></svg>'
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array.from({ length: 2048 }, (_, i) => i % 251)])
const PAGE =
  '<!doctype html><html><head><title>Portal</title><script type="module" src="/assets/app-1a2b.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/app-9f9f.css"></head><body><div id="root"></div></body></html>'
/** The benefits company's sign-in page as the build keeps it (scripts/first-view.ts); none for freight. */
const FIRST_VIEWS: FirstViews = {
  benefits: {
    en: { html: '<main><h1>Sign in</h1></main>', css: ':host { color: rgb(1, 2, 3); }\n.a</style><script>x</script> { }' },
    fr: { html: '<main><h1>Connexion</h1></main>', css: ':host { color: rgb(1, 2, 3); }' },
  },
}
const PRELOADS: PagePreloads = {
  catalogs: {
    en: { first: ['/assets/first-en.js'], all: ['/assets/first-en.js', '/assets/messages-en.js'] },
    fr: { first: ['/assets/first-fr.js'], all: ['/assets/first-fr.js', '/assets/messages-fr.js'] },
  },
  routes: [
    { path: '/$company/login', files: ['/assets/login-1.js', '/assets/Field-2.js'], messages: 'first' },
    { path: '/$company/home', files: ['/assets/home-3.js', '/assets/Frame-4.js'], messages: 'first' },
    { path: '/$company/$', files: ['/assets/Frame-4.js', '/assets/NotAvailable-5.js'], messages: 'all' },
  ],
  routeChunks: '/assets/route-chunks-6.json',
}

beforeAll(async () => {
  appDir = await mkdtemp(join(tmpdir(), 'portal-app-'))
  await mkdir(join(appDir, 'assets'))
  await mkdir(join(appDir, '.vite'))
  await writeFile(join(appDir, 'index.html'), PAGE)
  await writeFile(join(appDir, '.vite', 'route-preloads.json'), JSON.stringify(PRELOADS))
  await writeFile(join(appDir, FIRST_VIEW_FILE), JSON.stringify(FIRST_VIEWS))
  await writeFile(join(appDir, 'assets', 'app-1a2b.js'), SCRIPT)
  await writeFile(join(appDir, 'assets', 'app-1a2b.js.br'), brotliCompressSync(SCRIPT))
  await writeFile(join(appDir, 'assets', 'app-1a2b.js.gz'), gzipSync(SCRIPT))
  await writeFile(join(appDir, 'assets', 'dock-7c7c.png'), PNG)
  await writeFile(join(appDir, 'favicon.svg'), ICON)
  await writeFile(join(appDir, 'favicon.svg.br'), brotliCompressSync(ICON))
  server = await startServer({ appDir })
  adminToken = (await server.login('admin')).token
})
afterAll(async () => {
  await server?.close()
  await rm(appDir, { recursive: true, force: true })
})

interface RawAnswer {
  status: number
  headers: IncomingHttpHeaders
  /** The bytes as sent, not decoded (fetch would decode them). */
  body: Buffer
}

/** A request whose answer is read as it came over the wire. */
function raw(path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(`${server.url}${path}`, { method: options.method ?? 'GET', headers: options.headers }, (answer) => {
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }))
      answer.on('error', reject)
    })
    call.on('error', reject)
    call.end(options.body)
  })
}

function decoded(answer: RawAnswer): string {
  const coding = answer.headers['content-encoding']
  const bytes = coding === 'br' ? brotliDecompressSync(answer.body) : coding === 'gzip' ? gunzipSync(answer.body) : answer.body
  return bytes.toString('utf8')
}

const BROWSER = 'gzip, deflate, br, zstd'
/** A filter matching a few thousand seeded shipments, sorted. */
const QUERY = 'shipper__icontains=a&pickup_date__gte=2026-01-01&pickup_date__lt=2026-03-01&sort=probill'

describe('Accept-Encoding', () => {
  it('prefers br, then gzip, weighs q-values, and answers nothing for none', () => {
    expect(chooseEncoding(BROWSER)).toBe('br')
    expect(chooseEncoding('gzip, deflate')).toBe('gzip')
    expect(chooseEncoding('gzip;q=1, br;q=0.5')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip')
    expect(chooseEncoding('*')).toBe('br')
    expect(chooseEncoding('*, br;q=0')).toBe('gzip')
    expect(chooseEncoding('identity')).toBeUndefined()
    expect(chooseEncoding('')).toBeUndefined()
    expect(chooseEncoding(undefined)).toBeUndefined()
  })
})

describe('hashed assets', () => {
  it('go as the build made them: br, gzip or as they are, per Accept-Encoding, with Vary and their type', async () => {
    for (const [accept, coding] of [
      [BROWSER, 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['', undefined],
    ] as const) {
      const answer = await raw('/assets/app-1a2b.js', { headers: accept ? { 'accept-encoding': accept } : {} })
      expect(answer.status, accept).toBe(200)
      expect(answer.headers['content-encoding'], accept).toBe(coding)
      expect(answer.headers['vary'], accept).toMatch(/accept-encoding/i)
      expect(answer.headers['content-type'], accept).toMatch(/^text\/javascript/)
      expect(answer.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable')
      expect(Number(answer.headers['content-length']), accept).toBe(answer.body.length)
      expect(decoded(answer), accept).toBe(SCRIPT)
    }
  })

  it('answer HEAD with the headers of GET, and a matching If-None-Match with 304', async () => {
    const get = await raw('/assets/app-1a2b.js', { headers: { 'accept-encoding': BROWSER } })
    const head = await raw('/assets/app-1a2b.js', { method: 'HEAD', headers: { 'accept-encoding': BROWSER } })
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    for (const name of ['content-encoding', 'content-length', 'content-type', 'etag', 'vary']) {
      expect(head.headers[name], name).toBe(get.headers[name])
    }
    // Each coding is a representation of its own, with its own validator.
    const identity = await raw('/assets/app-1a2b.js')
    expect(identity.headers.etag).not.toBe(get.headers.etag)

    const again = await raw('/assets/app-1a2b.js', { headers: { 'accept-encoding': BROWSER, 'if-none-match': get.headers.etag! } })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(again.headers['vary']).toMatch(/accept-encoding/i)
    const changed = await raw('/assets/app-1a2b.js', { headers: { 'accept-encoding': BROWSER, 'if-none-match': 'W/"other"' } })
    expect(changed.status).toBe(200)
  })

  it('send what does not compress as it is, and a missing chunk as 404', async () => {
    const image = await raw('/assets/dock-7c7c.png', { headers: { 'accept-encoding': BROWSER } })
    expect(image.status).toBe(200)
    expect(image.headers['content-encoding']).toBeUndefined()
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.body.equals(PNG)).toBe(true)
    expect((await raw('/assets/app-gone.js', { headers: { 'accept-encoding': BROWSER } })).status).toBe(404)
  })
})

describe('other static files', () => {
  it('go compressed too, revalidated after an hour', async () => {
    const icon = await raw('/favicon.svg', { headers: { 'accept-encoding': BROWSER } })
    expect(icon.status).toBe(200)
    expect(icon.headers['content-encoding']).toBe('br')
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(icon.headers['cache-control']).toBe('public, max-age=3600')
    expect(decoded(icon)).toBe(ICON)
    // No gzip copy was made: a gzip-only client gets it as it is.
    const plain = await raw('/favicon.svg', { headers: { 'accept-encoding': 'gzip' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers['vary']).toMatch(/accept-encoding/i)
    expect(plain.body.toString()).toBe(ICON)
  })

  it('never include the build route table', async () => {
    for (const path of ['/.vite/route-preloads.json', '/.vite/manifest.json', '/.env']) {
      expect((await raw(path)).status, path).toBe(404)
    }
  })
})

describe("the app's page", () => {
  const links = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1])

  it('names the chunks and catalogs of the route of its path for preloading', async () => {
    const login = await raw('/freight/login', { headers: { 'accept-encoding': BROWSER } })
    expect(links(decoded(login))).toEqual(['/assets/login-1.js', '/assets/Field-2.js', '/assets/first-en.js'])
    const home = await raw('/benefits/home', { headers: { 'accept-encoding': BROWSER } })
    expect(links(decoded(home))).toEqual(['/assets/home-3.js', '/assets/Frame-4.js', '/assets/first-en.js'])
    // Another page of the frame loads all the messages; `lang` picks the catalogs.
    const other = await raw('/freight/pages/UA-PREF?lang=fr', { headers: { 'accept-encoding': BROWSER } })
    expect(links(decoded(other))).toEqual(['/assets/Frame-4.js', '/assets/NotAvailable-5.js', '/assets/first-fr.js', '/assets/messages-fr.js'])
    // A path no route of the table has: the catalogs only.
    const unknown = await raw('/', { headers: { 'accept-encoding': BROWSER } })
    expect(links(decoded(unknown))).toEqual(['/assets/first-en.js', '/assets/messages-en.js'])
    expect(decoded(unknown)).toContain('<title>Portal</title>')
  })

  it('names the table of what each page imports, for the app to read as it goes from page to page', async () => {
    for (const path of ['/freight/login', '/benefits/home', '/freight/pages/UA-PREF', '/']) {
      const html = decoded(await raw(path, { headers: { 'accept-encoding': BROWSER } }))
      expect(html.match(/<meta name="route-chunks" content="([^"]+)">/)?.[1], path).toBe('/assets/route-chunks-6.json')
    }
  })

  it('goes br, gzip or as it is, never cached without revalidation, and answers 304 to a matching ETag', async () => {
    for (const [accept, coding] of [
      [BROWSER, 'br'],
      ['gzip', 'gzip'],
      ['', undefined],
    ] as const) {
      for (const path of ['/', '/index.html', '/freight/login']) {
        const page = await raw(path, { headers: accept ? { 'accept-encoding': accept } : {} })
        expect(page.status, path).toBe(200)
        expect(page.headers['content-encoding'], `${path} ${accept}`).toBe(coding)
        expect(page.headers['content-type'], path).toBe('text/html; charset=UTF-8')
        expect(page.headers['cache-control'], path).toBe('no-cache')
        expect(page.headers['vary'], path).toBe('Accept-Encoding')
        expect(Number(page.headers['content-length']), path).toBe(page.body.length)
        expect(decoded(page), path).toContain('<title>Portal</title>')
      }
    }
    const first = await raw('/freight/login', { headers: { 'accept-encoding': BROWSER } })
    const head = await raw('/freight/login', { method: 'HEAD', headers: { 'accept-encoding': BROWSER } })
    expect(head.body.length).toBe(0)
    expect(head.headers['content-length']).toBe(first.headers['content-length'])
    expect(head.headers.etag).toBe(first.headers.etag)
    const again = await raw('/freight/login', { headers: { 'accept-encoding': BROWSER, 'if-none-match': first.headers.etag! } })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    // Another route's page is another page.
    const home = await raw('/freight/home', { headers: { 'accept-encoding': BROWSER, 'if-none-match': first.headers.etag! } })
    expect(home.status).toBe(200)
  })

  it('asks for its stylesheets before its scripts', async () => {
    const html = decoded(await raw('/freight/home', { headers: { 'accept-encoding': BROWSER } }))
    expect(html.indexOf('rel="stylesheet"')).toBeGreaterThan(0)
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('<script type="module"'))
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('rel="modulepreload"'))
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1)
  })

  it("shows the company's sign-in page before its scripts run, in the page's language", async () => {
    const page = await raw('/benefits/login', { headers: { 'accept-encoding': BROWSER } })
    const html = decoded(page)
    // Over the app's root, closed to the app's elements and styles, unusable and not read out.
    expect(html).toMatch(/<div id="first-view" inert aria-hidden="true" style="[^"]*position:absolute[^"]*"><template shadowrootmode="closed">/)
    expect(html).toContain('<h1>Sign in</h1></main></template></div>')
    expect(html.indexOf('id="first-view"')).toBeLessThan(html.indexOf('<div id="root">'))
    // Its styles cannot end their element early.
    expect(html).toContain('.a<\\/style><script>x</script> { }')
    expect(html).not.toMatch(/\.a<\/style>/)
    // The scripts are asked for once it is drawn: the head names none, a template after it holds them all.
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).not.toMatch(/<script type="module"|rel="modulepreload"/)
    const template = /<template id="first-view-scripts">(.*?)<\/template><script>(.+?)<\/script><div id="root">/.exec(html)!
    expect(template[1]).toContain('<script type="module" src="/assets/app-1a2b.js"></script>')
    expect(template[1]).toContain('<link rel="modulepreload" crossorigin href="/assets/login-1.js">')
    expect(template[1]).toContain('<link rel="modulepreload" crossorigin href="/assets/first-en.js">')
    expect(html.indexOf('</template></div>')).toBeLessThan(html.indexOf('<template id="first-view-scripts">'))
    // A tab in another language or holding a session removes it before it is drawn; without scripts it is hidden.
    expect(html).toContain('"portal.cachedLang"')
    expect(html).toContain('"portal.sessions"')
    expect(html).toContain('!=="en"')
    expect(html).toContain('#first-view{display:none}')
    expect(page.headers['vary']).toBe('Accept-Encoding, Cookie')
    // Its two inline scripts run: the page's policy names their hashes, and allows no other inline script.
    const script = /<\/template><\/div><script>([^<]+)<\/script>/.exec(html)![1]!
    const policy = String(page.headers['content-security-policy'])
    for (const inline of [script, template[2]!]) {
      expect(policy).toContain(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`)
    }
    expect(/script-src ([^;]+)/.exec(policy)![1]).not.toContain('unsafe-inline')

    const french = decoded(await raw('/benefits/login?lang=fr', { headers: { 'accept-encoding': BROWSER } }))
    expect(french).toContain('<h1>Connexion</h1>')
    expect(french).toContain('!=="fr"')
  })

  it('has no first view where the build made none, nor for a visitor with a sign-on cookie, nor on other pages', async () => {
    const freight = await raw('/freight/login', { headers: { 'accept-encoding': BROWSER } })
    expect(decoded(freight)).not.toContain('first-view')
    expect(freight.headers['vary']).toBe('Accept-Encoding')
    const cookie = await raw('/benefits/login', { headers: { 'accept-encoding': BROWSER, cookie: 'benefits-access-token=abc' } })
    expect(decoded(cookie)).not.toContain('first-view')
    expect(decoded(cookie)).toContain('<div id="root"></div>')
    // Another company's cookie does not count.
    const other = await raw('/benefits/login', { headers: { 'accept-encoding': BROWSER, cookie: 'freight-access-token=abc' } })
    expect(decoded(other)).toContain('id="first-view"')
    expect(other.headers.etag).not.toBe(cookie.headers.etag)
    for (const path of ['/benefits/home', '/login', '/nowhere/login', '/%E0%A4%A/login']) {
      const answer = await raw(path, { headers: { 'accept-encoding': BROWSER } })
      expect(answer.status, path).toBe(200)
      expect(decoded(answer), path).not.toContain('first-view')
    }
  })

  it('follows a new build of index.html', async () => {
    await writeFile(join(appDir, 'index.html'), PAGE.replace('<title>Portal</title>', '<title>Portal 2</title>'))
    try {
      expect(decoded(await raw('/freight/login', { headers: { 'accept-encoding': BROWSER } }))).toContain('<title>Portal 2</title>')
    } finally {
      await writeFile(join(appDir, 'index.html'), PAGE)
    }
  })
})

describe('finding the route of a path', () => {
  const table = [
    { path: '/$company/login', files: ['login'], messages: 'first' as const },
    { path: '/$company/home', files: ['home'], messages: 'first' as const },
    { path: '/$company/$', files: ['rest'], messages: 'all' as const },
    { path: '/$company/', files: ['index'], messages: 'first' as const },
    { path: '/$company/pages/doclib/$cmid/', files: ['library'], messages: 'all' as const },
    { path: '/$company/pages/doclib/$cmid/add', files: ['add'], messages: 'all' as const },
    { path: '/pages/$', files: ['old pages'], messages: 'all' as const },
    { path: '/', files: ['root'], messages: 'first' as const },
  ]
  const found = (path: string) => findRoute(table, path)?.files[0]

  it('prefers a static segment to a parameter, and a parameter to the rest of a path', () => {
    expect(found('/freight/login')).toBe('login')
    expect(found('/freight/LOGIN/')).toBe('login')
    expect(found('/freight/home')).toBe('home')
    expect(found('/freight/pages/UA-PREF')).toBe('rest')
    expect(found('/freight')).toBe('index')
    expect(found('/freight/')).toBe('index')
    expect(found('/freight/pages/doclib/DOCLIB-POD')).toBe('library')
    expect(found('/freight/pages/doclib/DOCLIB-POD/add')).toBe('add')
    expect(found('/pages/UA-PREF')).toBe('old pages')
    expect(found('/')).toBe('root')
    expect(found('/%E0%A4%A')).toBeUndefined()
  })
})

describe('API answers', () => {
  const call = (path: string, accept: string) =>
    raw(`/api/${path}`, { headers: { authorization: `Token ${adminToken}`, ...(accept ? { 'accept-encoding': accept } : {}) } })

  it('of 1 KiB or more go compressed, with Vary and the right Content-Length', async () => {
    const plain = await call('users/search?limit=50', '')
    expect(plain.status).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.length).toBeGreaterThan(1024)
    for (const [accept, coding] of [
      [BROWSER, 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const answer = await call('users/search?limit=50', accept)
      expect(answer.status).toBe(200)
      expect(answer.headers['content-encoding']).toBe(coding)
      expect(answer.headers['vary']).toMatch(/accept-encoding/i)
      expect(answer.headers['content-type']).toMatch(/^application\/json/)
      expect(answer.headers['cache-control']).toBe('no-store')
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
      expect(answer.body.length).toBeLessThan(plain.body.length / 3)
      expect(JSON.parse(decoded(answer))).toEqual(JSON.parse(plain.body.toString('utf8')))
    }
  })

  it('under 1 KiB go as they are', async () => {
    const small = await call('version', BROWSER)
    expect(small.status).toBe(200)
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.headers['vary']).toMatch(/accept-encoding/i)
    expect(Number(small.headers['content-length'])).toBe(small.body.length)
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ version: '1.0.6' })
    // An error answer is an answer like the others.
    const missing = await call('no/such/call', BROWSER)
    expect(missing.status).toBe(404)
    expect(missing.headers['content-encoding']).toBeUndefined()
  })

  it('leave downloads as they are: exports and zips arrive intact', async () => {
    const exported = await raw('/api/export', {
      method: 'POST',
      headers: { authorization: `Token ${adminToken}`, 'content-type': 'application/json', 'accept-encoding': BROWSER },
      body: JSON.stringify({ api_url: 'shipments', output_type: 'CSV', query_params: QUERY, title: 'Probills' }),
    })
    expect(exported.status).toBe(200)
    expect(exported.headers['content-encoding']).toBeUndefined()
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect([...exported.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(exported.body.toString('utf8')).toContain('Probill number')

    const json = await raw('/api/export', {
      method: 'POST',
      headers: { authorization: `Token ${adminToken}`, 'content-type': 'application/json', 'accept-encoding': BROWSER },
      body: JSON.stringify({ api_url: 'shipments', output_type: 'JSON', query_params: QUERY, title: 'Probills' }),
    })
    expect(json.headers['content-encoding']).toBeUndefined()
    expect((JSON.parse(json.body.toString('utf8')) as unknown[]).length).toBeGreaterThan(1000)

    const headers = { authorization: `Token ${adminToken}`, cmid: 'DOCLIB-POD', 'accept-encoding': BROWSER }
    const list = await raw('/api/doclib/library/portal/DOCLIB-POD?reference__iexact=4410023571', { headers })
    const { dlref } = JSON.parse(decoded(list)).results[0] as { dlref: number }
    const zip = await raw(`/api/doclib/download/portal/DOCLIB-POD/${dlref}/alldoc`, { headers })
    expect(zip.status).toBe(200)
    expect(zip.headers['content-encoding']).toBeUndefined()
    expect(zip.headers['content-type']).toBe('application/zip')
    expect([...zip.body.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04])
    // The end of the central directory: the archive is whole.
    expect(zip.body.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]))).toBe(true)
  })
})
