import { redirect } from '@tanstack/react-router'
import { defaultCompany, isCompanyCode } from '@shared/companies'
import { paths } from './paths'
import type { RouterContext } from './session'

interface RedirectOptions {
  context: RouterContext
  location: { href: string; searchStr: string }
}

/** The company of the signed-in user, or undefined for visitors. */
function signedInCompany(context: RouterContext): string | undefined {
  const { store } = context.runtime
  if (!store.isAuthenticated()) return undefined
  const state = store.getState()
  const company = state.user?.profile.MT_COMP || state.auth?.company
  return isCompanyCode(company) ? company : defaultCompany
}

/** `/login`, `/login/*` and `/menu/*`: the default company's login. */
export function toDefaultLogin({ location }: Pick<RedirectOptions, 'location'>): never {
  throw redirect({ href: `${paths.login(defaultCompany)}${location.searchStr}`, replace: true })
}

/** `/`: the home of the profile's company when signed in, otherwise the default company's login. */
export function toStart({ context, location }: RedirectOptions): never {
  const company = signedInCompany(context)
  const href = company ? paths.home(company) : paths.login(defaultCompany)
  throw redirect({ href: `${href}${location.searchStr}`, replace: true })
}

/** `/pages/*`: the same path under the user's company, or the default company when signed out. */
export function toCompanyPages({ context, location }: RedirectOptions): never {
  const company = signedInCompany(context) ?? defaultCompany
  throw redirect({ href: `/${company}${location.href}`, replace: true })
}

/**
 * `/user/required-readings.html`, `/user/bookmarks.html`, `/toc`: the matching page of the
 * user's company; visitors meet the login first (the route's rule is 'auth').
 */
export function toUserPage(page: string) {
  return ({ context, location }: RedirectOptions): never => {
    const company = signedInCompany(context) ?? defaultCompany
    throw redirect({ href: `/${company}/pages/${page}${location.searchStr}`, replace: true })
  }
}

/** `/load-content?id=`: the document when signed in, the login with a way back otherwise, /404 without an id. */
export function toContent({ context, location, id }: RedirectOptions & { id: string | undefined }): never {
  if (!id) throw redirect({ href: paths.notFound, replace: true })
  const company = signedInCompany(context)
  if (!company) throw redirect({ href: paths.login(defaultCompany, location.href), replace: true })
  throw redirect({ href: paths.document(company, id), replace: true })
}
