import type { MessageDescriptor } from '@lingui/core'
import { type Access, CAPABILITY_ROLES, isRole } from '@shared/auth'

/** What every route declares in `staticData`; the root guard reads the deepest match's. */
export interface RouteMeta {
  /** Who may open the page (document 1 section 6). A route without it is a developer error. */
  authorize: Access
  /** The page title, when it is not the menu entry's. */
  title?: MessageDescriptor
  /**
   * The title names the page rather than its menu entry's: a page reached from the entry (adding,
   * editing, a report's runs) keeps the entry for its menus and analytics but is headed by its own title.
   */
  ownTitle?: boolean
  /** The page's menu id: the cmid header, the title's menu entry and the analytics flag. */
  menuId?: string
  /** The route parameter that holds the menu id, for `{ cmid: true }` rules. */
  cmidParam?: string
  /** Reachable while the account is not Active or must renew its password. */
  pending?: boolean
  /** Always in the light theme, whatever MT_THEME says (the login page). */
  light?: boolean
  /** The language the page is shown in, before the profile's (document 1 section 4). */
  lang?: string
  /**
   * All the page's messages are in the first catalog (the sign-in and home pages, and routes that only
   * redirect): it is drawn without loading the other messages (src/app/i18n).
   */
  firstMessages?: boolean
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption extends RouteMeta {}
}

export const INVALID_AUTHORIZE = 'Invalid `meta.authorize` in route'

function isCapability(value: unknown): boolean {
  return typeof value === 'string' && Object.hasOwn(CAPABILITY_ROLES, value)
}

/** Whether a value is one of the access rules `checkAccess` understands. */
export function isAuthorize(value: unknown): value is Access {
  if (value === 'public' || value === 'auth') return true
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const keys = Object.keys(value)
  if (keys.length !== 1) return false
  const rule = value as Record<string, unknown>
  if ('roles' in rule) return Array.isArray(rule.roles) && rule.roles.length > 0 && rule.roles.every(isRole)
  if ('capability' in rule) return isCapability(rule.capability)
  if ('cmid' in rule) return rule.cmid === true || (typeof rule.cmid === 'string' && rule.cmid.length > 0)
  if ('groupAdmin' in rule) return rule.groupAdmin === true
  if ('staff' in rule) return rule.staff === true
  if ('anyOf' in rule) return Array.isArray(rule.anyOf) && rule.anyOf.length > 0 && rule.anyOf.every(isAuthorize)
  return false
}

/** The route's rule, or the developer error of document 1 section 5. */
export function authorizeOf(meta: Partial<RouteMeta> | undefined): Access {
  const value = meta?.authorize
  if (!isAuthorize(value)) throw new Error(INVALID_AUTHORIZE)
  return value
}

/** The menu id a page stands for: declared, read from a parameter, or the cmid of its rule. */
export function menuIdOf(meta: Partial<RouteMeta> | undefined, params: Record<string, unknown> = {}): string | undefined {
  if (!meta) return undefined
  if (meta.menuId) return meta.menuId
  const rule = meta.authorize
  if (typeof rule === 'object' && rule !== null && 'cmid' in rule) {
    if (typeof rule.cmid === 'string') return rule.cmid
    const param = params[meta.cmidParam ?? 'cmid']
    return typeof param === 'string' && param ? param : undefined
  }
  return undefined
}
