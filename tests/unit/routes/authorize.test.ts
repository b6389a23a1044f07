import { type AnyRoute, createMemoryHistory, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { routeTree } from '@app/routeTree.gen'
import { authorizeOf, INVALID_AUTHORIZE, isAuthorize, menuIdOf } from '@app/shell/meta'

function allRoutes(route: AnyRoute): AnyRoute[] {
  const children = (route.children ? Object.values(route.children) : []) as AnyRoute[]
  return [route, ...children.flatMap(allRoutes)]
}

// Full paths are worked out when a router is made from the tree.
createRouter({ routeTree, history: createMemoryHistory(), context: {} as never })
const routes = allRoutes(routeTree as unknown as AnyRoute)

describe('the route tree', () => {
  it('holds every path of the route table', () => {
    const paths = new Set(routes.map((route) => route.fullPath))
    for (const path of [
      '/index.html',
      '/',
      '/login/',
      '/login/$',
      '/menu/$',
      '/$company/login',
      '/$company/logout',
      '/$company/home',
      '/401-unauthorized',
      '/403-forbidden',
      '/404',
      '/access-limit',
      '/maintenance',
      '/$company/pages/init-account',
      '/pages/$',
      '/load-content',
      '/user/required-readings.html',
      '/user/bookmarks.html',
      '/toc',
      '/documents/$',
      '/printable_documents/$',
      '/reset-password',
      '/online-quoting-activation',
      '/online-quoting-access',
      '/rapid-bol-access',
      '/rapid-bol-activation',
      '/$company/pages/doclib/$cmid/',
      '/$company/pages/doclib/$cmid/add',
      '/$company/$',
      '/$company/fullscreen',
    ]) {
      expect(paths, path).toContain(path)
    }
  })

  it.each(routes.map((route) => [route.id, route] as const))('%s declares meta.authorize', (_id, route) => {
    expect(isAuthorize(route.options.staticData?.authorize)).toBe(true)
  })

  it('has every child of /{company}/pages with its rule', () => {
    const rule = (path: string) => routes.find((route) => route.fullPath === path)?.options.staticData?.authorize
    expect(rule('/$company/pages/ANO-SHOW')).toBe('auth')
    expect(rule('/$company/pages/UID_MAA_UPDATE')).toBe('public')
    expect(rule('/$company/pages/UA-PREF')).toEqual({ cmid: 'UA-PREF' })
    expect(rule('/$company/pages/SHOWHELP/$tmmid')).toBe('auth')
    expect(rule('/$company/pages/PUSHREPORT')).toEqual({ cmid: 'PUSHREPORT' })
    expect(rule('/$company/pages/SWITCHUSER')).toEqual({ capability: 'audit' })
    expect(rule('/$company/pages/audit/settings/$id')).toEqual({ capability: 'audit' })
    expect(rule('/$company/pages/admin/user/edit/$id')).toEqual({ capability: 'admin' })
    expect(rule('/$company/pages/authoring/publish_ready')).toEqual({ capability: 'admin' })
    expect(rule('/$company/pages/authoring/draft')).toEqual({ capability: 'workflow' })
    expect(rule('/$company/pages/authoring/document/')).toEqual({ capability: 'authoring' })
    expect(rule('/$company/pages/car/car_list')).toEqual({ capability: 'car' })
    expect(rule('/$company/pages/car/admin/car_terminal/add')).toEqual({ capability: 'carAdmin' })
    // Every signed-in reader may open a document page: the server answers 403 for a staff-only one.
    expect(rule('/$company/pages/user/document/$id')).toBe('auth')
    expect(rule('/$company/$')).toEqual({ cmid: 'QPM-DOC' })
    expect(rule('/$company/pages/releaseNotes/$')).toBe('auth')
    expect(rule('/$company/fullscreen/car/car/$id')).toEqual({ capability: 'car' })
  })
})

describe('meta.authorize', () => {
  it.each([
    ['public'],
    ['auth'],
    [{ cmid: 'ANO-SHOW' }],
    [{ cmid: true }],
    [{ capability: 'audit' }],
    [{ roles: ['ROLE_SUPER'] }],
    [{ anyOf: [{ groupAdmin: true }, { capability: 'admin' }] }],
  ])('accepts %j', (rule) => {
    expect(isAuthorize(rule)).toBe(true)
  })

  it.each([
    [undefined],
    ['anyone'],
    [{}],
    [{ cmid: '' }],
    [{ capability: 'fly' }],
    [{ roles: ['ROLE_PILOT'] }],
    [{ roles: [] }],
    [{ cmid: 'A', capability: 'audit' }],
  ])('refuses %j with the developer error', (rule) => {
    expect(isAuthorize(rule)).toBe(false)
    expect(() => authorizeOf({ authorize: rule as never })).toThrow(INVALID_AUTHORIZE)
  })

  it('gives the page its menu id: declared, from the rule, or from the route parameter', () => {
    expect(menuIdOf({ authorize: 'auth', menuId: 'ANO-SHOW' })).toBe('ANO-SHOW')
    expect(menuIdOf({ authorize: { cmid: 'UA-PREF' } })).toBe('UA-PREF')
    expect(menuIdOf({ authorize: { cmid: true } }, { cmid: 'DOCLIB-POD' })).toBe('DOCLIB-POD')
    expect(menuIdOf({ authorize: { cmid: true }, cmidParam: 'tmmid' }, { tmmid: 'HOME' })).toBe('HOME')
    expect(menuIdOf({ authorize: 'auth' })).toBeUndefined()
  })
})
