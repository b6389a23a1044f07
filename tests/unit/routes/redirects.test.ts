import { isRedirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { toCompanyPages, toContent, toDefaultLogin, toStart, toUserPage } from '@app/shell/redirects'
import type { RouterContext } from '@app/shell/session'

function context(signedIn: { company: string } | null): RouterContext {
  const state = signedIn
    ? { auth: { company: signedIn.company }, user: { profile: { MT_COMP: signedIn.company } } }
    : { auth: null, user: null }
  return {
    queryClient: {} as never,
    runtime: { store: { isAuthenticated: () => Boolean(signedIn), getState: () => state } } as never,
  }
}

function target(run: () => never): string | undefined {
  try {
    run()
  } catch (thrown) {
    if (isRedirect(thrown)) return thrown.options.href
    throw thrown
  }
  return undefined
}

const at = (href: string) => {
  const url = new URL(href, 'http://portal.test')
  return { href: url.pathname + url.search, searchStr: url.search }
}

describe('redirect routes of the route table', () => {
  it('/ goes to the profile company home, or the default company login', () => {
    expect(target(() => toStart({ context: context({ company: 'benefits' }), location: at('/') }))).toBe('/benefits/home')
    expect(target(() => toStart({ context: context(null), location: at('/?lang=fr') }))).toBe('/freight/login?lang=fr')
  })

  it('/login, /login/* and /menu/* go to the default company login', () => {
    expect(target(() => toDefaultLogin({ location: at('/menu/x?lang=fr') }))).toBe('/freight/login?lang=fr')
  })

  it('/pages/* goes under the user company, or the default company', () => {
    expect(target(() => toCompanyPages({ context: context({ company: 'benefits' }), location: at('/pages/ANO-SHOW') }))).toBe(
      '/benefits/pages/ANO-SHOW',
    )
    expect(target(() => toCompanyPages({ context: context(null), location: at('/pages/UA-PREF?x=1') }))).toBe(
      '/freight/pages/UA-PREF?x=1',
    )
  })

  it('/load-content opens the document, asks visitors to sign in, and sends a missing id to /404', () => {
    const location = at('/load-content?id=42')
    expect(target(() => toContent({ context: context({ company: 'freight' }), location, id: '42' }))).toBe(
      '/freight/pages/user/document/42',
    )
    expect(target(() => toContent({ context: context(null), location, id: '42' }))).toBe(
      '/freight/login?redirect=%2Fload-content%3Fid%3D42',
    )
    expect(target(() => toContent({ context: context({ company: 'freight' }), location: at('/load-content'), id: undefined }))).toBe(
      '/404',
    )
  })

  it('old manual addresses go to their pages', () => {
    expect(target(() => toUserPage('user/bookmarks')({ context: context({ company: 'freight' }), location: at('/user/bookmarks.html') }))).toBe(
      '/freight/pages/user/bookmarks',
    )
  })
})
