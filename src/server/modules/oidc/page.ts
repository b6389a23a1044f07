import type { MessageDescriptor } from '@lingui/core'
import type { Locale, MessageValues } from '@shared/i18n'
import type { Context, Env, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { isHttps } from '../../auth/cookie'
import type { ServerConfig } from '../../config'
import { requestLocale, translateTo } from '../../i18n'
import type { Deps } from '../../lib/context'
import { escapeHtml } from '../../lib/html'
import { ssoGuardMessages as guard, ssoPageMessages as m } from '../../messages'
import { authorize, findHolder } from './service'

const CSS = `
:root { color-scheme: light; font-family: system-ui, sans-serif; color: #1f2933; background: #f4f5f7; }
main { max-width: 28rem; margin: 4rem auto; padding: 2rem; background: #fff; border: 1px solid #c5ccd6; border-radius: 8px; }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }
p { line-height: 1.5; }
button { font: inherit; font-weight: 600; padding: 0.6rem 1.4rem; border: 0; border-radius: 6px; background: #0b5cad; color: #fff; cursor: pointer; }
button:focus-visible { outline: 3px solid #1f2933; outline-offset: 2px; }
.error { color: #a4141d; }
`

function page(locale: Locale, title: string, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="${locale === 'fr' ? 'fr' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/sso/page.css">
</head>
<body><main>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body>
</html>`
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

function localeOf(c: Context, lang: string | undefined): Locale {
  return lang ? requestLocale(lang) : requestLocale(c.req.header('accept-language'))
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 200) : '')

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

/** The portal's own origin as the browser sees it (behind a trusted proxy, the forwarded host and scheme). */
function portalOrigin(c: Context, config: ServerConfig): string | undefined {
  const forwarded = config.trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined
  const host = forwarded || c.req.header('host')
  return host ? originOf(`${isHttps(c, config) ? 'https' : 'http'}://${host}`) : undefined
}

/**
 * Whether a form was posted from the portal's own pages: its Origin, else its Referer, must be the
 * portal's. A browser names one of them on any form posted from another site ("null" from a sandboxed or
 * private one); a request with neither did not come from another site's page.
 */
function postedFromPortal(c: Context, config: ServerConfig): boolean {
  const claimed = c.req.header('origin') ?? c.req.header('referer')
  if (claimed === undefined) return true
  const own = portalOrigin(c, config)
  return !!own && originOf(claimed) === own
}

/**
 * The local authorization page of the single sign-on demo (not under /api): GET shows an Authorize
 * button for a session and source, POST marks that session authorized for the source.
 */
export function registerSsoPage<E extends Env>(app: Hono<E>, deps: Deps) {
  const t = (locale: Locale, descriptor: MessageDescriptor, values?: MessageValues) =>
    translateTo(locale, descriptor, values)
  const invalid = (locale: Locale) =>
    page(locale, t(locale, m.title), `<p class="error" role="alert">${escapeHtml(t(locale, m.invalid))}</p>`, 400)

  app.get('/sso/page.css', () => new Response(CSS, { headers: { 'Content-Type': 'text/css; charset=utf-8' } }))

  app.get('/sso/authorize', async (c) => {
    const locale = localeOf(c, c.req.query('lang'))
    const username = text(c.req.query('username'))
    const sessionid = text(c.req.query('sessionid'))
    const source = text(c.req.query('source'))
    if (!sessionid || !source || !(await findHolder(deps.db, sessionid, deps.clock.now()))) return invalid(locale)
    const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`
    return page(
      locale,
      t(locale, m.title),
      `<p>${escapeHtml(t(locale, m.request, { username: username || '?', source }))}</p>
<p>${escapeHtml(t(locale, m.explain))}</p>
<form method="post" action="/sso/authorize">
${hidden('sessionid', sessionid)}${hidden('source', source)}${hidden('lang', locale)}
<button type="submit">${escapeHtml(t(locale, m.authorize))}</button>
</form>`,
    )
  })

  app.post('/sso/authorize', bodyLimit({ maxSize: 16 * 1024 }), async (c) => {
    // Another site's page must not authorize a session in its user's name.
    if (!postedFromPortal(c, deps.config)) {
      const locale = localeOf(c, c.req.query('lang'))
      const refusal = `<p class="error" role="alert">${escapeHtml(t(locale, guard.foreignForm))}</p>`
      return page(locale, t(locale, m.title), refusal, 403)
    }
    const form = await c.req.parseBody()
    const locale = localeOf(c, text(form.lang) || undefined)
    const sessionid = text(form.sessionid)
    const source = text(form.source)
    const now = deps.clock.now()
    const holder = sessionid && source ? await findHolder(deps.db, sessionid, now) : undefined
    if (!holder) return invalid(locale)
    await authorize(deps.db, holder, source, now, new Date(now.getTime() + deps.config.sso.authorizedMs))
    return page(locale, t(locale, m.doneTitle), `<p role="status">${escapeHtml(t(locale, m.done))}</p>`)
  })
}
