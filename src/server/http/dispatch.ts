import { checkAccess, isActive, mustReset, needsAppConfig, needsMenuIds } from '@shared/auth'
import { type Endpoint, findEndpoint, methodsFor } from '@shared/contract'
import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { accessCookies, clearAccessCookie } from '../auth/cookie'
import { buildProfile, type Identity, type LookupCache, lookupSession } from '../auth/identity'
import { SessionCache } from '../auth/session-cache'
import { touchSession } from '../auth/sessions'
import { sha256 } from '../crypto/tokens'
import { requestLocale, translateTo } from '../i18n'
import type { Deps, RequestContext } from '../lib/context'
import { countRequest } from '../lib/daily-access'
import { forbidden, HttpError, loginRequired, sessionExpired } from '../lib/errors'
import { loadAppConfig, loadMenuIds } from '../lib/menus'
import { isTrailed, recordTrail } from '../lib/trail'
import { authMessages, boundaryMessages, httpMessages } from '../messages'
import { checkBodyType, readBody } from './body'
import type { HandlerMap, HandlerResult } from './routes'
import { checkStrings, parseInput, STRING_LIMITS } from './validate'

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
  // An audit user's switched session is there to look: it reads, and calls only what is flagged for it
  // (signing out, its own token and group), never a change to the account viewed or in its name.
  if (identity?.session.impersonatorId && endpoint.method !== 'GET' && !endpoint.impersonation) {
    throw new HttpError(403, authMessages.switchedReadOnly, { code: 'IMPERSONATION_READ_ONLY' })
  }
  if (identity && endpoint.access !== 'public' && !endpoint.pending) {
    if (!isActive(profile)) throw new HttpError(403, httpMessages.notActive, { code: 'ACCOUNT_NOT_ACTIVE' })
    if (mustReset(profile)) throw new HttpError(403, httpMessages.mustReset, { code: 'PASSWORD_RESET_REQUIRED' })
  }
}

/** Methods that change something: another site must not be able to make them in a user's name. */
const WRITES: ReadonlySet<string> = new Set(['POST', 'PUT', 'DELETE', 'PATCH'])

const firstValue = (header: string | undefined) => header?.split(',')[0]?.trim() || undefined

/** The origin a browser names as the request's sender: Origin, else the Referer's; undefined with neither. */
function claimedOrigin(c: Context): string | undefined {
  const origin = c.req.header('origin')
  if (origin !== undefined) return origin
  const referer = c.req.header('referer')
  if (!referer) return undefined
  try {
    return new URL(referer).origin
  } catch {
    return 'null'
  }
}

/**
 * Whether a claimed origin is the request's own: the same host and port as the Host header (the
 * forwarded host and scheme behind a trusted proxy). The scheme is compared when the request's is known:
 * over TLS, or as a trusted proxy tells it.
 */
export function isOwnOrigin(c: Context, claimed: string, trustProxy: boolean): boolean {
  let origin: URL
  try {
    origin = new URL(claimed)
  } catch {
    // 'null' (a sandboxed frame, a file) or garbage.
    return false
  }
  if (origin.protocol !== 'http:' && origin.protocol !== 'https:') return false
  const host = (trustProxy && firstValue(c.req.header('x-forwarded-host'))) || c.req.header('host')
  if (!host) return false
  const forwarded = trustProxy ? firstValue(c.req.header('x-forwarded-proto'))?.toLowerCase() : undefined
  const scheme = forwarded ? `${forwarded}:` : new URL(c.req.url).protocol === 'https:' ? 'https:' : undefined
  if (scheme && scheme !== origin.protocol) return false
  try {
    // The same default port is left out of both sides.
    return new URL(`${origin.protocol}//${host}`).host === origin.host
  } catch {
    return false
  }
}

/** Refuses a call that writes when the browser names another site as its sender (403). */
function checkOrigin(c: Context, trustProxy: boolean) {
  if (!WRITES.has(c.req.method)) return
  const claimed = claimedOrigin(c)
  if (claimed === undefined || isOwnOrigin(c, claimed, trustProxy)) return
  throw new HttpError(403, boundaryMessages.foreignOrigin, { code: 'FOREIGN_ORIGIN' })
}

/**
 * Reads the rest of a body the call left unread (it was refused first, or takes none): a client still
 * sending it would otherwise have its connection reset and never read the answer. Bodies are within
 * the body limit, except an upload's, which is read only when it is as small.
 */
async function finishBody(c: Context, limit: number) {
  const body = c.req.raw
  if (!WRITES.has(c.req.method) || !body.body || body.bodyUsed) return
  if (findEndpoint(c.req.method, c.req.path)?.endpoint.upload) {
    const length = Number(c.req.header('content-length'))
    if (!(length <= limit)) return
  }
  try {
    await body.arrayBuffer()
  } catch {
    // The client went away; nothing to answer.
  }
}

function toResponse(c: Context, result: HandlerResult): Response {
  if (result instanceof Response) return result
  if (result === null || result === undefined) return c.body(null, 204)
  return c.json(result)
}

/**
 * The handler's answer as a response, saying the server's own time of the request (`Server-Timing:
 * app;dur=<ms>`, from the dispatcher's start to the answer), which the benches read apart from the round trip.
 */
function respond(c: Context, result: HandlerResult, started: number): Response {
  const response = toResponse(c, result)
  try {
    response.headers.set('Server-Timing', `app;dur=${(performance.now() - started).toFixed(1)}`)
  } catch {
    // A response whose headers cannot change goes as it is.
  }
  return response
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
  const dispatch = async (c: Context): Promise<Response> => {
    const started = performance.now()
    const now = deps.clock.now()
    const locale = requestLocale(c.req.header('accept-language'))
    c.set('locale', locale)
    checkOrigin(c, deps.config.trustProxy)
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
    if (WRITES.has(method)) checkBodyType(c, match.id, endpoint, bearer(c) !== null)

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
    // Every string of the path and query is checked, declared or not; a body's when it is read.
    const query = c.req.query()
    // parseInput checks the strings of a declared part itself; an undeclared one is checked here, once.
    if (!endpoint.params) checkStrings(params, STRING_LIMITS.pathOrQuery, locale)
    if (!endpoint.query) checkStrings(query, STRING_LIMITS.pathOrQuery, locale)
    const input = {
      params: endpoint.params ? await parseInput(endpoint.params, params, locale, STRING_LIMITS.pathOrQuery) : params,
      query: endpoint.query ? await parseInput(endpoint.query, query, locale, STRING_LIMITS.pathOrQuery) : undefined,
      // An upload's handler streams the body itself and validates its fields.
      body: endpoint.body && !endpoint.upload ? await parseInput(endpoint.body, await readBody(c), locale) : undefined,
    }
    if (method === 'GET') return respond(c, await handler(ctx, input as never), started)
    // Calls that write may change sessions, accounts or menus: cached lookups of this instance are dropped.
    cache.clear()
    menuIdCache.clear()
    try {
      const result = await handler(ctx, input as never)
      // The manual's admin, authoring and audit changes are written to its audit trail, here for all.
      if (isTrailed(match.id)) await recordTrail(ctx, { id: match.id, method }, input, result)
      return respond(c, result, started)
    } finally {
      cache.clear()
      menuIdCache.clear()
    }
  }
  return async (c: Context): Promise<Response> => {
    try {
      return await dispatch(c)
    } finally {
      await finishBody(c, deps.config.bodyLimitBytes)
    }
  }
}
