import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { ROUTE_CHUNKS_META } from '@shared/constants'
import { type Locale, toLocale } from '@shared/i18n'
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { chooseEncoding, type Encoding, encode, ENCODINGS } from './encoding'
import { FIRST_VIEW_FILE, FIRST_VIEW_ROUTE, type FirstView, type FirstViews, firstViewFor, hasSignOnCookie, withFirstView } from './first-view'

/** The table the app's build writes beside index.html (scripts/vite-route-preloads.ts). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json'

/** A page route: its path as the router writes it, and the chunks its page needs beyond the entry's. */
export interface RoutePreload {
  /** `$name` is a parameter, `$` the rest of the path, a trailing `/` an index route. */
  path: string
  files: string[]
  /** The catalogs the page is drawn with: the first one only (sign-in, home) or all. */
  messages: 'first' | 'all'
}

/** What the build lists for the pages (scripts/vite-route-preloads.ts): routes, and catalogs per language. */
export interface PagePreloads {
  catalogs: Record<string, { first: string[]; all: string[] }>
  routes: RoutePreload[]
  /** What each of the router's split modules imports, which the app reads as it goes to a page. */
  routeChunks?: string
}

type Segment = { kind: 'static'; text: string } | { kind: 'param' } | { kind: 'rest' }

/** How specific a segment is; `end` stands for a path that ends there. */
const RANK = { static: 4, param: 3, end: 2, rest: 1 } as const

function segments(path: string): string[] {
  return path.split('/').filter(Boolean)
}

const compiled = new WeakMap<RoutePreload, Segment[]>()

/** A route's path as segments, worked out once per route. */
function compile(route: RoutePreload): Segment[] {
  let pattern = compiled.get(route)
  if (!pattern) {
    pattern = segments(route.path).map((text) =>
      text === '$' ? { kind: 'rest' } : text.startsWith('$') ? { kind: 'param' } : { kind: 'static', text: text.toLowerCase() },
    )
    compiled.set(route, pattern)
  }
  return pattern
}

function matches(pattern: Segment[], path: string[]): boolean {
  for (const [i, segment] of pattern.entries()) {
    if (segment.kind === 'rest') return true
    const part = path[i]
    if (part === undefined) return false
    if (segment.kind === 'static' && segment.text !== part.toLowerCase()) return false
  }
  return pattern.length === path.length
}

/** Orders two matching patterns the way the router picks between them: the first more specific segment wins. */
function moreSpecific(a: Segment[], b: Segment[]): boolean {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const left = RANK[a[i]?.kind ?? 'end']
    const right = RANK[b[i]?.kind ?? 'end']
    if (left !== right) return left > right
  }
  return false
}

/**
 * The route the router draws for a path, as the router ranks them (a static segment before a parameter,
 * a parameter before the rest of a path), or undefined. Letters' case does not count, as in the router.
 */
export function findRoute(table: readonly RoutePreload[], pathname: string): RoutePreload | undefined {
  let path: string[]
  try {
    path = segments(pathname).map((part) => decodeURIComponent(part))
  } catch {
    return undefined
  }
  let best: { route: RoutePreload; pattern: Segment[] } | undefined
  for (const route of table) {
    const pattern = compile(route)
    if (matches(pattern, path) && (!best || moreSpecific(pattern, best.pattern))) best = { route, pattern }
  }
  return best?.route
}

interface Variant {
  tag: string
  bodies: Map<Encoding | 'identity', Promise<Uint8Array<ArrayBuffer>>>
}

/**
 * The sign-in page's first view for this request, if it has one (first-view.ts), and whether the request's
 * cookies count in the answer (a sign-on cookie leaves the first view out).
 */
function firstViewOf(views: FirstViews, route: RoutePreload | undefined, c: Context, locale: Locale) {
  if (route?.path !== FIRST_VIEW_ROUTE) return { view: undefined, byCookie: false }
  let company: string
  try {
    company = decodeURIComponent(c.req.path.split('/')[1] ?? '')
  } catch {
    return { view: undefined, byCookie: false }
  }
  const view = firstViewFor(views, company, locale)
  if (!view) return { view: undefined, byCookie: false }
  return { view: hasSignOnCookie(company, Object.keys(getCookie(c))) ? undefined : { company, view }, byCookie: true }
}

/**
 * The page's stylesheets before its scripts: the build writes them last, and the browser, whose few
 * connections are then all busy with the scripts, asks for them late, though nothing is drawn without them.
 */
function stylesFirst(html: string): string {
  const sheets = html.match(/<link rel="stylesheet"[^>]*>\s*/g) ?? []
  let rest = html
  for (const sheet of sheets) rest = rest.replace(sheet, '')
  const at = rest.search(/<script type="module"|<link rel="modulepreload"/)
  if (!sheets.length || at < 0) return html
  return `${rest.slice(0, at)}${sheets.map((sheet) => sheet.trim()).join('\n    ')}\n    ${rest.slice(at)}`
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * The app's index.html as answered for each path: the page names its route's chunks as modulepreload
 * links, so the browser fetches them beside the entry instead of after it has run. Each route's page is
 * made once and kept with its brotli and gzip forms; a new build (index.html changed) starts afresh.
 */
export function appPage(appDir: string) {
  const indexFile = join(appDir, 'index.html')
  let loaded:
    | { version: string; html: string; preloads: PagePreloads; firstViews: FirstViews; variants: Map<string, Variant> }
    | undefined

  async function current() {
    const stats = await stat(indexFile)
    const version = `${stats.mtimeMs}:${stats.size}`
    if (loaded?.version !== version) {
      const html = stylesFirst(await readFile(indexFile, 'utf8'))
      let preloads: PagePreloads = { catalogs: {}, routes: [] }
      try {
        preloads = JSON.parse(await readFile(join(appDir, ROUTE_PRELOADS_FILE), 'utf8')) as PagePreloads
      } catch {
        // A build without the table: the page loads its route's chunks itself.
      }
      let firstViews: FirstViews = {}
      try {
        firstViews = JSON.parse(await readFile(join(appDir, FIRST_VIEW_FILE), 'utf8')) as FirstViews
      } catch {
        // A build without first views: the page is drawn by its scripts alone.
      }
      loaded = { version, html, preloads, firstViews, variants: new Map() }
    }
    return loaded
  }

  function variant(
    page: NonNullable<typeof loaded>,
    route: RoutePreload | undefined,
    locale: Locale,
    view: { company: string; view: FirstView } | undefined,
  ): Variant {
    const messages = route?.messages ?? 'all'
    const key = `${locale} ${messages} ${route?.path ?? ''} ${view?.company ?? ''}`
    const known = page.variants.get(key)
    if (known) return known
    const catalogs = page.preloads.catalogs[locale]?.[messages] ?? []
    const files = [...new Set([...(route?.files ?? []), ...catalogs])]
    const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`)
    const table = page.preloads.routeChunks
    // The app's table of what each page's chunks import (src/app/shell/routeChunks.ts).
    if (table) links.push(`<meta name="${ROUTE_CHUNKS_META}" content="${escapeAttribute(table)}">`)
    let html = links.length ? page.html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`) : page.html
    // The page is seen without its scripts: they are asked for once it is drawn.
    if (view) html = withFirstView(html, view.view, locale)
    const bytes = new TextEncoder().encode(html)
    const tag = createHash('sha256').update(bytes).digest('base64url').slice(0, 22)
    const bodies = new Map<Encoding | 'identity', Promise<Uint8Array<ArrayBuffer>>>([['identity', Promise.resolve(bytes)]])
    for (const coding of ENCODINGS) bodies.set(coding, encode(bytes, coding, 'best'))
    const made = { tag, bodies }
    page.variants.set(key, made)
    return made
  }

  /** The page for this request's path, or undefined when the app has no index.html. */
  return async function answer(c: Context): Promise<Response | undefined> {
    let page: NonNullable<typeof loaded>
    try {
      page = await current()
    } catch {
      return undefined
    }
    // The app takes its language from the lang parameter, else from the profile or the tab, which only
    // the browser knows: English is the likeliest then.
    const locale = toLocale(c.req.query('lang'))
    const route = findRoute(page.preloads.routes, c.req.path)
    const first = firstViewOf(page.firstViews, route, c, locale)
    const { tag, bodies } = variant(page, route, locale, first.view)
    const coding = chooseEncoding(c.req.header('Accept-Encoding'))
    const body = await bodies.get(coding ?? 'identity')!
    const headers = new Headers({
      'Content-Type': 'text/html; charset=UTF-8',
      'Content-Length': String(body.byteLength),
      'Cache-Control': 'no-cache',
      // The sign-in page's first view is left out when a sign-on cookie came (first-view.ts).
      Vary: first.byCookie ? 'Accept-Encoding, Cookie' : 'Accept-Encoding',
      // Each coding is its own representation, with its own validator.
      ETag: `"${tag}${coding ? `-${coding}` : ''}"`,
    })
    if (coding) headers.set('Content-Encoding', coding)
    return new Response(c.req.method === 'HEAD' ? null : body, { headers })
  }
}
