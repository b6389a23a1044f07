import { describe, expect, it } from 'vitest'
import { decide, type GuardInput, type GuardSession, safeRedirect } from '@app/shell/guard'
import { INVALID_AUTHORIZE, type RouteMeta } from '@app/shell/meta'

const customer = {
  MT_TYPE: 'CUSTOMER',
  MT_STATUS: 'Active',
  MT_RESU: 0,
  MT_ADM: 'N',
  MT_COMP: 'freight',
  QPM_ROLE: [] as string[],
}

function session(patch: Partial<GuardSession> = {}): GuardSession {
  return {
    authenticated: true,
    profile: customer,
    company: 'freight',
    menuIds: new Set(['ANO-SHOW', 'UA-PREF', 'DOCLIB-POD']),
    appConfig: { car_enabled: 'true' },
    menuType: (cmid) => (cmid === 'DOCLIB-ADD' ? 'ADD' : 'POD'),
    ...patch,
  }
}

const signedOut = session({ authenticated: false, profile: null, company: undefined, menuIds: new Set() })

function input(
  href: string,
  meta: Partial<RouteMeta> | undefined,
  who: GuardSession = session(),
  params: Record<string, unknown> = { company: 'freight' },
): GuardInput {
  const url = new URL(href, 'http://portal.test')
  return {
    location: {
      pathname: url.pathname,
      href: url.pathname + url.search + url.hash,
      hash: url.hash.replace(/^#/, ''),
      search: Object.fromEntries(url.searchParams),
    },
    meta,
    params,
    session: who,
  }
}

describe('the navigation guard (document 1 section 2)', () => {
  it('rewrites a #/ hash path to a normal path first', () => {
    expect(decide(input('/#/freight/home', { authorize: 'public' }, signedOut, {}))).toEqual({
      kind: 'redirect',
      href: '/freight/home',
      reason: 'hash',
    })
  })

  it('sends /undefined/login to the default company login, keeping the query', () => {
    expect(decide(input('/undefined/login?redirect=%2Fx', { authorize: 'public' }, signedOut, { company: 'undefined' }))).toEqual({
      kind: 'redirect',
      href: '/freight/login?redirect=%2Fx',
      reason: 'undefinedLogin',
    })
  })

  it("raises 'Invalid `meta.authorize` in route' for a route without a rule", () => {
    expect(() => decide(input('/freight/home', undefined))).toThrow(INVALID_AUTHORIZE)
    expect(() => decide(input('/freight/home', { title: undefined }))).toThrow(INVALID_AUTHORIZE)
  })

  it('opens public pages to anyone', () => {
    expect(decide(input('/404', { authorize: 'public' }, signedOut, {}))).toEqual({ kind: 'allow' })
    expect(decide(input('/freight/pages/UID_MAA_UPDATE', { authorize: 'public', menuId: 'UID_MAA_UPDATE' }, signedOut))).toEqual({
      kind: 'allow',
      menuId: 'UID_MAA_UPDATE',
    })
  })

  it('sends visitors of protected pages to the company login with the original address', () => {
    expect(decide(input('/benefits/home?lang=fr', { authorize: 'auth' }, signedOut, { company: 'benefits' }))).toEqual({
      kind: 'redirect',
      href: '/benefits/login?redirect=%2Fbenefits%2Fhome%3Flang%3Dfr',
      reason: 'unauthenticated',
    })
    expect(decide(input('/online-quoting-access', { authorize: 'auth', pending: true }, signedOut, {}))).toMatchObject({
      href: '/freight/login?redirect=%2Fonline-quoting-access',
    })
  })

  it('signs out when the route names another company than the session, then decides again', () => {
    expect(decide(input('/benefits/home', { authorize: 'auth' }, session(), { company: 'benefits' }))).toEqual({
      kind: 'logout',
      company: 'benefits',
    })
    expect(decide(input('/benefits/login', { authorize: 'public' }, session(), { company: 'benefits' }))).toMatchObject({
      kind: 'logout',
    })
  })

  it('sends an account whose MT_STATUS is not Active to activation, except pages open to it', () => {
    const inactive = session({ profile: { ...customer, MT_STATUS: 'Inactive' } })
    expect(decide(input('/freight/home', { authorize: 'auth' }, inactive))).toEqual({
      kind: 'redirect',
      href: '/online-quoting-activation',
      reason: 'inactive',
    })
    expect(decide(input('/online-quoting-activation', { authorize: 'auth', pending: true }, inactive, {}))).toEqual({
      kind: 'allow',
    })
  })

  it('keeps a forced-reset account on init-account until the profile is saved', () => {
    const resetting = session({ profile: { ...customer, MT_RESU: 1 } })
    expect(decide(input('/freight/home', { authorize: 'auth' }, resetting))).toEqual({
      kind: 'redirect',
      href: '/freight/pages/init-account',
      reason: 'mustReset',
    })
    expect(decide(input('/freight/pages/init-account', { authorize: 'auth', pending: true }, resetting)).kind).toBe('allow')
  })

  it('asks the server about cmid pages among the menu ids, and refuses others with /403-forbidden', () => {
    expect(decide(input('/freight/pages/UA-PREF', { authorize: { cmid: 'UA-PREF' } }))).toEqual({
      kind: 'allow',
      menuId: 'UA-PREF',
      checkCmid: 'UA-PREF',
    })
    expect(decide(input('/freight/pages/PUSHREPORT', { authorize: { cmid: 'PUSHREPORT' } }))).toEqual({
      kind: 'redirect',
      href: '/403-forbidden',
      reason: 'menuDenied',
    })
    const doclib = { authorize: { cmid: true }, cmidParam: 'cmid' } as const
    expect(decide(input('/freight/pages/doclib/DOCLIB-INV', doclib, session(), { company: 'freight', cmid: 'DOCLIB-INV' }))).toMatchObject({
      href: '/403-forbidden',
    })
  })

  it('refuses a page whose role rule denies the user with /403-forbidden and a redirect', () => {
    expect(decide(input('/freight/pages/admin/user/', { authorize: { capability: 'admin' } }))).toEqual({
      kind: 'redirect',
      href: '/403-forbidden?redirect=%2Ffreight%2Fpages%2Fadmin%2Fuser%2F',
      reason: 'roleDenied',
    })
    const admin = session({ profile: { ...customer, MT_TYPE: 'ADMIN', QPM_ROLE: ['ROLE_SUPER'] } })
    expect(decide(input('/freight/pages/admin/user/', { authorize: { capability: 'admin' } }, admin)).kind).toBe('allow')
  })

  it('keeps CAR pages to staff of companies with car_enabled', () => {
    const meta = { authorize: { capability: 'car' } } as const
    const employee = session({ profile: { ...customer, MT_TYPE: 'EMPLOYEE' } })
    expect(decide(input('/freight/pages/car/car_list', meta, employee)).kind).toBe('allow')
    const off = session({ profile: { ...customer, MT_TYPE: 'EMPLOYEE' }, appConfig: { car_enabled: 'false' } })
    expect(decide(input('/freight/pages/car/car_list', meta, off)).kind).toBe('redirect')
    // A customer account never opens the company's internal records.
    expect(decide(input('/freight/pages/car/car_list', meta)).kind).toBe('redirect')
  })

  it('opens a document library on its add page for DCCMD=add or an add menu type', () => {
    const doclib = { authorize: { cmid: true } } as const
    expect(
      decide(input('/freight/pages/doclib/DOCLIB-POD?DCCMD=add&x=1', doclib, session(), { company: 'freight', cmid: 'DOCLIB-POD' })),
    ).toEqual({ kind: 'redirect', href: '/freight/pages/doclib/DOCLIB-POD/add?x=1', reason: 'doclibAdd' })
    const withAdd = session({ menuIds: new Set(['DOCLIB-ADD']) })
    expect(decide(input('/freight/pages/doclib/DOCLIB-ADD', doclib, withAdd, { company: 'freight', cmid: 'DOCLIB-ADD' }))).toMatchObject({
      href: '/freight/pages/doclib/DOCLIB-ADD/add',
    })
    expect(
      decide(input('/freight/pages/doclib/DOCLIB-POD/add?DCCMD=add', doclib, session(), { company: 'freight', cmid: 'DOCLIB-POD' })).kind,
    ).toBe('allow')
  })

  it('sends an unknown company to /404', () => {
    expect(decide(input('/nowhere/home', { authorize: 'auth' }, signedOut, { company: 'nowhere' }))).toEqual({
      kind: 'redirect',
      href: '/404',
      reason: 'unknownCompany',
    })
  })
})

describe('safeRedirect', () => {
  it.each([
    ['/freight/home', '/freight/home'],
    ['/load-content?id=3', '/load-content?id=3'],
    ['//evil.example/x', undefined],
    ['https://evil.example', undefined],
    ['/\\evil.example', undefined],
    [undefined, undefined],
  ])('%s gives %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected)
  })
})
