import { type AnyRoute, createMemoryHistory, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { type Access, allowedMenuList, MENU_SCREENS, menuItemAccess } from '@shared/auth'
import { routeTree } from '@app/routeTree.gen'
import { menuHref } from '@app/shell/menus'

function allRoutes(route: AnyRoute): AnyRoute[] {
  const children = (route.children ? Object.values(route.children) : []) as AnyRoute[]
  return [route, ...children.flatMap(allRoutes)]
}

const router = createRouter({ routeTree, history: createMemoryHistory(), context: {} as never })
const routes = allRoutes(routeTree as unknown as AnyRoute)

/** The rule of the deepest route matching an address. */
function ruleAt(path: string): unknown {
  const matches = router.matchRoutes(path, {})
  return matches.at(-1)?.staticData?.authorize
}

describe('the screens of the menus', () => {
  it.each(Object.entries(MENU_SCREENS))('%s: its route declares the screen’s own rule', (cmid, screen) => {
    const href = menuHref('freight', { CMCID: cmid, DOCLIB: 'N', EXDOCLIB: 'N' })
    expect(href).toBe(`/freight/pages/${screen.path}`)
    // The very object, not a copy: the route guard and the server's menu filter read one rule.
    expect(ruleAt(href!)).toBe(screen.access)
  })

  it.each(Object.entries(MENU_SCREENS).flatMap(([cmid, screen]) => (screen.subpages ?? []).map((sub) => [cmid, sub])))(
    '%s: its sub-pages under %s exist',
    (_cmid, subpage) => {
      const below = routes.filter((route) => route.fullPath.startsWith(`/$company/pages/${subpage}`))
      expect(below.length).toBeGreaterThan(0)
    },
  )

  it.each([
    ['ANO-SHOW', 'auth'],
    ['PUSHREPORT', { cmid: 'PUSHREPORT' }],
    ['UA-PREF', { cmid: 'UA-PREF' }],
    ['SHIPMENTS', { cmid: 'SHIPMENTS' }],
    ['TRACE-MULTI', { cmid: true }],
  ] as const)('%s: any other menu id opens its /pages/{cmid} page, checked by its menu id', (cmid, rule) => {
    expect(ruleAt(`/freight/pages/${cmid}`)).toEqual(rule)
    expect(menuItemAccess({ CMCID: cmid })).toEqual({ cmid })
  })

  it('sends library entries to their library page, checked by their menu id', () => {
    const href = menuHref('freight', { CMCID: 'DOCLIB-POD', DOCLIB: 'Y', EXDOCLIB: 'N' })
    expect(ruleAt(href!)).toEqual({ cmid: true })
    expect(menuItemAccess({ CMCID: 'DOCLIB-POD' })).toEqual({ cmid: 'DOCLIB-POD' })
  })
})

describe('allowedMenuList', () => {
  const item = (CMCID: string | null, external = false) => ({ CMCID, external })
  const menulist = [
    {
      TMMID: 'QUALITY',
      TMMTYP: 'M',
      menus: [
        { name: 'Manual', submenus: [item('QPM-DOC'), item('QPM-SEARCH')] },
        { name: 'Authoring', submenus: [item('QPM-AUTHORING'), item('QPM-PUBLISH-READY')] },
      ],
    },
    { TMMID: 'ADMIN', TMMTYP: 'M', menus: [{ name: 'Manual', submenus: [item('QPM-ADMIN')] }] },
    { TMMID: 'CONTACT', TMMTYP: 'L', menus: [] },
    { TMMID: 'LINKS', TMMTYP: 'M', menus: [{ name: 'Out', submenus: [item(null), item('FUEL', true)] }] },
  ]

  it('keeps the entries the rule allows, and drops the sections and top entries left empty', () => {
    const allowed: Access[] = []
    const kept = allowedMenuList(menulist, (access) => {
      allowed.push(access)
      return !(typeof access === 'object' && 'capability' in access && access.capability === 'admin')
    })
    expect(kept.map((entry) => entry.TMMID)).toEqual(['QUALITY', 'CONTACT', 'LINKS'])
    expect(kept[0]!.menus.map((section) => section.submenus.map((sub) => sub.CMCID))).toEqual([
      ['QPM-DOC', 'QPM-SEARCH'],
      ['QPM-AUTHORING'],
    ])
    // Links without a menu id, and external ones, are not pages of the portal: no rule is asked.
    expect(kept[2]!.menus[0]!.submenus).toHaveLength(2)
    expect(allowed).not.toContainEqual({ cmid: 'FUEL' })
  })
})
