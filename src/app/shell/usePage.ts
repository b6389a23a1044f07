import { useLingui } from '@lingui/react'
import { useRouterState } from '@tanstack/react-router'
import { companies, type CompanyCode, defaultCompany, isCompanyCode } from '@shared/companies'
import { menuPageOf, pageHeading, type PageHeadingText, useCurrentGroup, useSession } from '@app/session'
import { menuIdOf, type RouteMeta } from './meta'
import type { PageContext } from './navigation'
import { paths } from './paths'

/** The deepest matched route: its meta, parameters and the page context of the guard. */
export function useLeafMatch() {
  const leaf = useRouterState({ select: (state) => state.matches.at(-1) })
  return {
    meta: leaf?.staticData as Partial<RouteMeta> | undefined,
    params: (leaf?.params ?? {}) as Record<string, string | undefined>,
    search: (leaf?.search ?? {}) as Record<string, unknown>,
    page: (leaf?.context as { page?: PageContext } | undefined)?.page,
  }
}

/** The company of a page: the route's, a `company` query (reset-password), the signed-in one, or the default. */
export function pageCompanyCode(
  params: Record<string, unknown>,
  search: Record<string, unknown>,
  signedIn: string | undefined,
): CompanyCode {
  if (isCompanyCode(params.company)) return params.company
  if (isCompanyCode(search.company)) return search.company
  return isCompanyCode(signedIn) ? signedIn : defaultCompany
}

/** The company the page belongs to, with its name and skin. */
export function usePageCompany() {
  const { params, search } = useLeafMatch()
  const { auth } = useSession()
  return companies[pageCompanyCode(params, search, auth?.company)]
}

/**
 * The page's menu entry: from the current group's menus, which follow the language shown, else from
 * the server's access answer for a cmid page.
 */
export function usePageMenuEntry() {
  const { meta, params, page } = useLeafMatch()
  const { menus } = useCurrentGroup()
  return menuPageOf(menus, page?.menuId ?? menuIdOf(meta, params), page?.menuEntry)
}

/**
 * The page heading: the menu entry's title and subtitle for menu-id pages, the route's title
 * otherwise, and the user's company by default (document 1 section 1). It follows the language.
 */
export function usePageHeading(): PageHeadingText {
  const { i18n } = useLingui()
  const { meta } = useLeafMatch()
  const { user } = useSession()
  const company = usePageCompany()
  const menuEntry = usePageMenuEntry()
  return pageHeading({
    routeTitle: meta?.title ? i18n._(meta.title) : null,
    menuEntry: meta?.ownTitle && meta.title ? undefined : menuEntry,
    company: user?.profile.MT_COMP || company.code,
  })
}

/** The signed-in user's home, or the company login for visitors. */
export function useHomeHref(): string {
  const company = usePageCompany()
  const { auth } = useSession()
  return auth ? paths.home(auth.company) : paths.login(company.code)
}
