import { createContext, type ReactNode, useContext } from 'react'

/** The query parameter that carries the current menu group on internal links (document 1 section 2). */
export const MENU_GROUP_PARAM = 'set_current_menugroup'

const MenuGroupContext = createContext<string | undefined>(undefined)

export interface MenuGroupProviderProps {
  /** The menu group the user is working in; undefined leaves links unchanged. */
  group: string | undefined
  /** The part of the app whose internal links carry it. */
  children: ReactNode
}

/** Gives internal links the current menu group. */
export function MenuGroupProvider({ group, children }: MenuGroupProviderProps) {
  return <MenuGroupContext.Provider value={group}>{children}</MenuGroupContext.Provider>
}

/** The current menu group, if any. */
export function useMenuGroup(): string | undefined {
  return useContext(MenuGroupContext)
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i

/**
 * Whether `href` leaves the app: an http(s) address on another origin. Relative paths and
 * same-origin absolute addresses stay inside.
 */
export function isExternalHref(href: string, origin: string | undefined = currentOrigin()): boolean {
  if (!/^https?:\/\//i.test(href)) return false
  try {
    return new URL(href).origin !== origin
  } catch {
    return true
  }
}

/**
 * Adds the menu group to an internal link, keeping its path, other parameters and hash. A link
 * that already names a group, or any address with a scheme, is left as it is.
 */
export function withMenuGroup(href: string, group: string | undefined, origin: string | undefined = currentOrigin()): string {
  if (!group || href.startsWith('#')) return href
  let local = href
  if (SCHEME.test(href)) {
    if (isExternalHref(href, origin) || !/^https?:\/\//i.test(href)) return href
    const url = new URL(href)
    local = url.pathname + url.search + url.hash
  }
  const hashAt = local.indexOf('#')
  const hash = hashAt >= 0 ? local.slice(hashAt) : ''
  const beforeHash = hashAt >= 0 ? local.slice(0, hashAt) : local
  const queryAt = beforeHash.indexOf('?')
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash
  const params = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '')
  if (params.has(MENU_GROUP_PARAM)) return href
  params.set(MENU_GROUP_PARAM, group)
  return `${path}?${params.toString()}${hash}`
}

function currentOrigin(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.origin
}
