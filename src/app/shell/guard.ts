import {
  type AccessProfile,
  type CapabilityAppConfig,
  checkAccess,
  isActive,
  mustReset,
} from '@shared/auth'
import { defaultCompany, isCompanyCode } from '@shared/companies'
import { authorizeOf, menuIdOf, type RouteMeta } from './meta'
import { paths } from './paths'

/** The session as the guard sees it. */
export interface GuardSession {
  /** A token is present. */
  authenticated: boolean
  profile: (AccessProfile & { MT_COMP?: string | null }) | null
  /** The company of the signed-in session. */
  company: string | undefined
  /** Internal menu ids of the current group. */
  menuIds: ReadonlySet<string>
  appConfig: CapabilityAppConfig | null
  /** DOCLIB_TYPE of a menu entry, to open add-type document libraries on their add page. */
  menuType?(cmid: string): string | null | undefined
}

export interface GuardLocation {
  pathname: string
  /** Path, query and hash as the router reads them. */
  href: string
  /** Without the leading '#'. */
  hash: string
  search: Record<string, unknown>
}

export interface GuardInput {
  location: GuardLocation
  /** staticData of the deepest matched route. */
  meta: Partial<RouteMeta> | undefined
  /** Every parameter of the matched routes. */
  params: Record<string, unknown>
  session: GuardSession
}

export type GuardReason =
  | 'hash'
  | 'undefinedLogin'
  | 'unauthenticated'
  | 'inactive'
  | 'mustReset'
  | 'menuDenied'
  | 'roleDenied'
  | 'doclibAdd'
  | 'unknownCompany'

export type GuardDecision =
  /** Open the page; when `checkCmid` is set the server confirms the menu id first. */
  | { kind: 'allow'; menuId?: string; checkCmid?: string }
  | { kind: 'redirect'; href: string; reason: GuardReason }
  /** Signed in as another company than the route's: sign out, then decide again. */
  | { kind: 'logout'; company: string }

/** The route's company when it names one, for the login to send a visitor to. */
export function companyOf(params: Record<string, unknown>, session?: Pick<GuardSession, 'company'>): string {
  const company = params.company
  if (isCompanyCode(company)) return company
  if (isCompanyCode(session?.company)) return session.company
  return defaultCompany
}

/** Only a path on this site may be a redirect target, never another origin. */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined
  return value
}

const ADD_SUFFIX = /\/add\/?$/

function doclibAdd(input: GuardInput, menuId: string | undefined): string | undefined {
  const { pathname, search } = input.location
  if (!pathname.includes('/doclib/') || ADD_SUFFIX.test(pathname)) return undefined
  const typed = menuId ? input.session.menuType?.(menuId) : undefined
  const wantsAdd = String(search.DCCMD ?? '').toLowerCase() === 'add' || String(typed ?? '').toLowerCase() === 'add'
  if (!wantsAdd) return undefined
  const rest = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (key !== 'DCCMD' && value !== undefined && value !== null) rest.set(key, String(value))
  }
  const query = rest.toString()
  return `${pathname.replace(/\/$/, '')}/add${query ? `?${query}` : ''}`
}

/**
 * The navigation guard of document 1 section 2, in its order: the `#/` rewrite, `/undefined/login`,
 * the route's rule (a missing one is a developer error), public pages, the company of the route,
 * sign-in, MT_STATUS, the forced reset, the menu id, the role rule, then document-library add pages.
 */
export function decide(input: GuardInput): GuardDecision {
  const { location, meta, params, session } = input

  if (location.hash.startsWith('/')) return { kind: 'redirect', href: location.hash, reason: 'hash' }
  if (location.pathname.replace(/\/$/, '') === '/undefined/login') {
    const query = location.href.includes('?') ? location.href.slice(location.href.indexOf('?')) : ''
    return { kind: 'redirect', href: `${paths.login(defaultCompany)}${query}`, reason: 'undefinedLogin' }
  }

  const authorize = authorizeOf(meta)
  const menuId = menuIdOf(meta, params)

  const routeCompany = params.company
  if (routeCompany !== undefined && !isCompanyCode(routeCompany)) {
    return { kind: 'redirect', href: paths.notFound, reason: 'unknownCompany' }
  }
  if (session.authenticated && isCompanyCode(routeCompany) && session.company && session.company !== routeCompany) {
    return { kind: 'logout', company: routeCompany }
  }

  if (authorize === 'public') return { kind: 'allow', ...(menuId ? { menuId } : {}) }

  if (!session.authenticated || !session.profile) {
    return {
      kind: 'redirect',
      href: paths.login(companyOf(params, session), location.href),
      reason: 'unauthenticated',
    }
  }

  const company = companyOf(params, session)
  if (!meta?.pending) {
    if (!isActive(session.profile)) return { kind: 'redirect', href: paths.activation, reason: 'inactive' }
    if (mustReset(session.profile)) {
      return { kind: 'redirect', href: paths.initAccount(company), reason: 'mustReset' }
    }
  }

  const result = checkAccess(authorize, {
    profile: session.profile,
    appConfig: session.appConfig,
    menuIds: session.menuIds,
    cmid: menuId ?? null,
  })
  const cmidRule = typeof authorize === 'object' && 'cmid' in authorize
  if (result !== 'allowed') {
    return cmidRule
      ? { kind: 'redirect', href: paths.forbidden(), reason: 'menuDenied' }
      : { kind: 'redirect', href: paths.forbidden(location.href), reason: 'roleDenied' }
  }

  const add = doclibAdd(input, menuId)
  if (add) return { kind: 'redirect', href: add, reason: 'doclibAdd' }

  return { kind: 'allow', ...(menuId ? { menuId } : {}), ...(cmidRule && menuId ? { checkCmid: menuId } : {}) }
}
