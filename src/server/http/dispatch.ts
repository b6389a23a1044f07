import { checkAccess, isActive, mustReset, needsAppConfig, needsMenuIds } from '@shared/auth'
import { type Endpoint, findEndpoint, methodsFor } from '@shared/contract'
import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { buildProfile, type Identity, type LookupCache, lookupSession } from '../auth/identity'
import { SessionCache } from '../auth/session-cache'
import { sha256 } from '../auth/tokens'
import { accessCookies, clearAccessCookie } from '../auth/cookie'
import { touchSession } from '../auth/sessions'
import { countRequest } from '../lib/daily-access'
import { loadAppConfig, loadMenuIds } from '../lib/menus'
import { httpMessages } from '../messages'
import { translateTo, requestLocale } from '../i18n'
import type { Deps, HandlerResult, RequestContext } from './context'
import { HttpError } from './errors'
import { forbidden, loginRequired, sessionExpired } from './guards'
import type { HandlerMap } from './routes'
import { readBody } from './body'
import { parseInput } from './validate'

/** The client's address: the socket's, or the first X-Forwarded-For hop behind a trusted proxy. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // app.request() in tests has no socket.
    return 'unknown'
  }
}

function bearer(c: Context): string | null {
  const header = c.req.header('authorization')
  if (!header) return null
  const match = /^(?:Token|Bearer)\s+(\S+)$/i.exec(header.trim())
  return match?.[1] ?? null
}

interface Resolved {
  identity: Identity | null
  token: string | null
  /** Set when the only credential was a stale cookie: the answer clears it. */
  staleCookie?: string
  failure?: 'expired'
}

async function resolveIdentity(c: Context, deps: Deps, now: Date, cache: LookupCache): Promise<Resolved> {
  const header = bearer(c)
  if (header) {
    const found = await lookupSession(deps.db, header, now, false, cache)
    return found.ok ? { identity: found.identity, token: header } : { identity: null, token: null, failure: 'expired' }
  }
  const hint = c.req.query('company') ?? null
  let stale: string | undefined
  for (const cookie of accessCookies(c, hint)) {
    const found = await lookupSession(deps.db, cookie.token, now, true, cache)
    if (found.ok && found.identity.company.code === cookie.company) {
      return { identity: found.identity, token: cookie.token }
    }
    stale ??= cookie.company
  }
  return stale
    ? { identity: null, token: null, staleCookie: stale, failure: 'expired' }
    : { identity: null, token: null }
}

/** The group header picks the current group; it must be one of the user's. */
function applyGroupHeader(c: Context, identity: Identity) {
  const code = c.req.header('group')
  if (!code || code === 'undefined' || code === 'null') return
  const membership = identity.memberships.find((m) => m.group.code === code)
  if (!membership) throw new HttpError(403, httpMessages.notMember, { code: 'NOT_A_MEMBER' })
  identity.current = membership
}

type MenuIdLoader = (group: { menuGroupId: number | null } | undefined) => Promise<ReadonlySet<string>>

/** The access rule of an endpoint for this request (also used for the tables an export reads). */
export async function authorise(
  endpoint: Endpoint,
  ctx: RequestContext,
  params: Record<string, string>,
  menuIds: MenuIdLoader = (group) => loadMenuIds(ctx.db, group),
) {
  const { identity } = ctx
  const profile = identity ? buildProfile(identity) : null
  const result = checkAccess(endpoint.access, {
    profile,
    cmid: params.cmid ?? ctx.cmid,
    menuIds: identity && needsMenuIds(endpoint.access) ? await menuIds(identity.current?.group) : undefined,
    appConfig:
      identity && needsAppConfig(endpoint.access) ? await loadAppConfig(ctx.db, identity.company.id) : undefined,
  })
  if (result === 'unauthenticated') throw loginRequired()
  if (result === 'forbidden') throw forbidden()
  if (identity && endpoint.access !== 'public' && !endpoint.pending) {
    if (!isActive(profile)) throw new HttpError(403, httpMessages.notActive, { code: 'ACCOUNT_NOT_ACTIVE' })
    if (mustReset(profile)) throw new HttpError(403, httpMessages.mustReset, { code: 'PASSWORD_RESET_REQUIRED' })
  }
}

function respond(c: Context, result: HandlerResult): Response {
  if (result instanceof Response) return result
  if (result === null || result === undefined) return c.body(null, 204)
  return c.json(result)
}

/**
 * Every /api call goes through the contract: find the entry, sign the caller in, check the access
 * rule, count the day's requests, validate the input with the entry's schemas, then run the handler.
 */
export function createDispatcher(deps: Deps, handlers: HandlerMap) {
  const cache: LookupCache = new SessionCache(deps.config.session.cacheMs)
  // A menu group's ids, read again after the same short time as sessions and after any call that writes.
  const menuIdCache = new SessionCache<string>(deps.config.session.cacheMs)
  const cachedMenuIds: MenuIdLoader = async (group) => {
    if (!group?.menuGroupId) return new Set()
    const key = String(group.menuGroupId)
    const now = deps.clock.now()
    const cached = menuIdCache.get(key, now)
    if (cached) return new Set(cached)
    const ids = await loadMenuIds(deps.db, group)
    menuIdCache.set(key, [...ids], now)
    return ids
  }
  return async (c: Context): Promise<Response> => {
    const now = deps.clock.now()
    const locale = requestLocale(c.req.header('accept-language'))
    c.set('locale', locale)
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method
    const match = findEndpoint(method, c.req.path)
    if (!match) {
      const allowed = methodsFor(c.req.path)
      if (allowed.length) {
        throw new HttpError(405, httpMessages.methodNotAllowed, {
          values: { method },
          headers: { Allow: allowed.join(', ') },
        })
      }
      throw new HttpError(404, httpMessages.notFound, { code: 'NO_SUCH_API' })
    }
    const { endpoint, params } = match

    const resolved = await resolveIdentity(c, deps, now, cache)
    if (resolved.staleCookie) clearAccessCookie(c, deps.config, resolved.staleCookie)
    if (resolved.failure && endpoint.access !== 'public') throw sessionExpired()

    const ctx: RequestContext = {
      ...deps,
      c,
      now,
      locale,
      ip: clientIp(c, deps.config.trustProxy),
      userAgent: c.req.header('user-agent') ?? null,
      identity: resolved.identity,
      token: resolved.token,
      cmid: c.req.header('cmid') ?? null,
      t: (descriptor, values) => translateTo(locale, descriptor, values),
    }
    if (ctx.identity && endpoint.access !== 'public') applyGroupHeader(c, ctx.identity)
    await authorise(endpoint, ctx, params, cachedMenuIds)

    if (ctx.identity) {
      await countRequest(ctx, ctx.identity.user.id)
      if (!endpoint.passive) {
        const before = ctx.identity.session
        ctx.identity.session = await touchSession(deps.db, before, now, deps.config)
        if (ctx.identity.session !== before && ctx.token) cache.delete(sha256(ctx.token))
      }
    }

    const handler = handlers[match.id]
    if (!endpoint.implemented || !handler) {
      throw new HttpError(501, httpMessages.notImplemented, { code: 'NOT_IMPLEMENTED' })
    }
    const input = {
      params: endpoint.params ? await parseInput(endpoint.params, params, locale) : params,
      query: endpoint.query ? await parseInput(endpoint.query, c.req.query(), locale) : undefined,
      // An upload's handler streams the body itself and validates its fields.
      body: endpoint.body && !endpoint.upload ? await parseInput(endpoint.body, await readBody(c), locale) : undefined,
    }
    if (method === 'GET') return respond(c, await handler(ctx, input as never))
    // Calls that write may change sessions, accounts or menus: cached lookups of this instance are dropped.
    cache.clear()
    menuIdCache.clear()
    try {
      return respond(c, await handler(ctx, input as never))
    } finally {
      cache.clear()
      menuIdCache.clear()
    }
  }
}
