import { describe, expect, it } from 'vitest'
import {
  companyChangeDecision,
  findMenuPage,
  menuPageOf,
  groupView,
  isSignedInStatus,
  parentDomain,
  pickSessionToRestore,
  safeRedirect,
  sessionKey,
  type StoredSession,
} from '@app/session'
import { group } from './fixtures'

function session(company: string, lastRefreshedAt: number) {
  return { auth: { company, lastRefreshedAt } } as StoredSession
}

describe('session rules', () => {
  it('keys sessions by uid and company', () => {
    expect(sessionKey('customer', 'freight')).toBe('customer-freight')
  })

  describe('which session to restore', () => {
    const sessions = {
      'a-freight': session('freight', 100),
      'b-freight': session('freight', 300),
      'c-benefits': session('benefits', 500),
    }
    it.each([
      [undefined, 'c-benefits'],
      [null, 'c-benefits'],
      ['freight', 'b-freight'],
      ['FREIGHT', 'b-freight'],
      ['benefits', 'c-benefits'],
      ['other', undefined],
    ])('route company %s -> %s', (route, expected) => {
      expect(pickSessionToRestore(sessions, route)).toBe(expected)
    })
    it('nothing stored, nothing restored', () => {
      expect(pickSessionToRestore({}, 'freight')).toBeUndefined()
    })
  })

  it.each([
    ['freight', 'benefits', 'logout'],
    ['freight', 'freight', 'stay'],
    ['freight', 'Freight', 'stay'],
    ['freight', undefined, 'stay'],
    [undefined, 'benefits', 'stay'],
    [null, null, 'stay'],
  ] as const)('signed in as %s, route company %s: %s', (signedIn, route, expected) => {
    expect(companyChangeDecision(signedIn, route)).toBe(expected)
  })

  it.each([
    [0, true],
    [4, true],
    [1, false],
    [2, false],
    ['0', false],
    [undefined, false],
  ])('login status %o signs in: %s', (status, expected) => {
    expect(isSignedInStatus(status)).toBe(expected)
  })

  it.each([
    ['/freight/pages/ANO-SHOW?x=1', '/freight/pages/ANO-SHOW?x=1'],
    ['//evil.example/', undefined],
    ['/\\evil.example', undefined],
    ['https://evil.example/', undefined],
    ['javascript:alert(1)', undefined],
    ['', undefined],
    [null, undefined],
  ])('redirect %o is followed as %o', (redirect, expected) => {
    expect(safeRedirect(redirect)).toBe(expected)
  })

  it('the current group gives menus, admin flag and landing page; an unknown group falls back to the first', () => {
    const groups = [group('G1'), group('G2', { is_admin: true })]
    expect(groupView({ groups, group: 'G2' })).toMatchObject({ isAdmin: true, landingPage: '/freight/pages/G2-HOME' })
    expect(groupView({ groups, group: 'nope' }).group?.id).toBe('G1')
    expect(groupView(null)).toEqual({ group: undefined, menus: [], isAdmin: false, landingPage: undefined })
  })

  it('finds a menu-id entry among submenus, then top entries; the subtitle is the top menu, never the view name', () => {
    const menus = group('G1').menulist
    expect(findMenuPage(menus, 'ANO-SHOW')).toEqual({ title: 'Announcements', subtitle: 'Manual', analytics: 'Y' })
    const withTop = [{ ...menus[0]!, CMCID: 'TOP', TMVNAM: 'Top entry' }]
    expect(findMenuPage(withTop, 'TOP')).toEqual({ title: 'Top entry', subtitle: null, analytics: 'N' })
    expect(findMenuPage(menus, 'NONE')).toBeUndefined()
    expect(findMenuPage(menus, null)).toBeUndefined()
  })

  it("prefers the user's menus to the access answer, which stands in when the menus lack the page", () => {
    const menus = group('G1').menulist
    const answer = { CMTITLE: 'Annonces', CMVNAM: 'Manuel', CMANO_ANALYTICS: 'N' }
    expect(menuPageOf(menus, 'ANO-SHOW', answer)).toEqual({ title: 'Announcements', subtitle: 'Manual', analytics: 'Y' })
    expect(menuPageOf([], 'ANO-SHOW', answer)).toEqual({ title: 'Annonces', subtitle: 'Manuel', analytics: 'N' })
    expect(menuPageOf([], 'ANO-SHOW', { CMTITLE: ' ', CMVNAM: 'x' })).toBeUndefined()
    expect(menuPageOf(menus, null, answer)).toBeUndefined()
  })

  it.each([
    ['portal.freight.example', 'freight.example'],
    ['freight.example', undefined],
    ['localhost', undefined],
    ['127.0.0.1', undefined],
  ])('the access cookie of %s spans %s', (host, parent) => {
    expect(parentDomain(host)).toBe(parent)
  })
})
