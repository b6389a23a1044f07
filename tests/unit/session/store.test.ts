import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Clock } from '@app/api/clock'
import { systemClock } from '@app/api/clock'
import {
  afterLoginDestination,
  createSessionStore,
  groupView,
  memoryStorage,
  type SessionNotices,
  type SessionStoreDeps,
  storageKeys,
  type StoredSession,
} from '@app/session'
import { skinConfig } from '@app/theme/skins'
import { fakeApi, fakeCookies, group, httpError, profile, signIn } from './fixtures'

const expiryOk = { expired: false, expires_at: '2026-01-01T12:00:00Z', idle_expires_at: '2026-01-01T01:00:00Z' }

function refreshFrom(response: ReturnType<typeof signIn>) {
  const { token: _token, ...rest } = response
  return rest
}

function setup({
  handlers = {},
  local = memoryStorage(),
  tab = memoryStorage(),
  cookies = fakeCookies(),
}: {
  handlers?: Record<string, unknown>
  local?: ReturnType<typeof memoryStorage>
  tab?: ReturnType<typeof memoryStorage>
  cookies?: ReturnType<typeof fakeCookies>
} = {}) {
  const api = fakeApi({
    'POST users/logout': undefined,
    'POST globals/access/expiry': expiryOk,
    'GET users/refresh': refreshFrom(signIn()),
    ...handlers,
  })
  let now = 1_000
  const clock: Clock = { ...systemClock, now: () => now }
  const close = vi.fn()
  const notices = { progress: vi.fn(() => close), info: vi.fn(), error: vi.fn() } satisfies SessionNotices
  const activateLocale = vi.fn()
  const store = createSessionStore({ api, local, tab, cookies, clock, notices, activateLocale })
  const actions: string[] = []
  store.onAuthAction((action) => actions.push(action))
  return {
    api,
    store,
    local,
    tab,
    cookies,
    notices,
    close,
    activateLocale,
    actions,
    tick: (ms: number) => {
      now += ms
    },
    sessions: () => JSON.parse(local.getItem(storageKeys.local.sessions) ?? '{}') as Record<string, StoredSession>,
  }
}

function stored(uid: string, company: string, token: string, lastRefreshedAt: number): StoredSession {
  const response = signIn({ token }, { MT_UID: uid, MT_COMP: company })
  return {
    auth: { loginStatus: 0, userid: uid, company, customer: null, session: `S-${uid}`, token, lastRefreshedAt },
    user: { loginStatus: 0, profile: response.profile, masterconfig: response.masterconfig, groups: response.groups, group: 'G1', menus: response.groups[0]!.menulist },
  }
}

function withSessions(sessions: Record<string, StoredSession>) {
  return memoryStorage({ [storageKeys.local.sessions]: JSON.stringify(sessions) })
}

afterEach(() => vi.useRealTimers())

describe('login (document 1 section 4)', () => {
  it('status 0 signs in and keeps the session per uid-company key, split between the two storages', async () => {
    const { store, api, local, tab, sessions, actions, activateLocale } = setup({ handlers: { 'POST users/login': signIn() } })
    await store.login('customer', 'Portal-Demo-2026!', 'freight')

    const { body, form } = api.calls[0]!.options
    expect(api.calls[0]!.key).toBe('POST users/login')
    // Sent as form fields (the client encodes them: see the api client's 'form' test).
    expect(form).toBe(true)
    expect(body).toEqual({ username: 'customer', password: 'Portal-Demo-2026!', company: 'freight' })

    const state = store.getState()
    expect(state.authStatus).toBe('success')
    expect(state.userStatus).toBe('success')
    expect(state.auth).toEqual({
      loginStatus: 0,
      userid: 'customer',
      company: 'freight',
      customer: 'C100',
      session: 'S-1',
      token: 'token-1',
      lastRefreshedAt: 1_000,
    })
    expect(state.user).toMatchObject({ loginStatus: 0, group: 'G1', profile: { MT_UID: 'customer' } })
    expect(state.user!.menus).toEqual(group('G1').menulist)
    expect(store.isAuthenticated()).toBe(true)

    // Long-term storage: sessions by key, and the app config per company.
    expect(Object.keys(sessions())).toEqual(['customer-freight'])
    expect(JSON.parse(local.getItem(storageKeys.local.apps)!)).toEqual({ freight: signIn().appconfig })
    // This tab: auth, user and the language.
    expect(JSON.parse(tab.getItem(storageKeys.tab.auth)!)).toEqual(state.auth)
    expect(JSON.parse(tab.getItem(storageKeys.tab.user)!)).toEqual(state.user)
    expect(tab.getItem(storageKeys.tab.lang)).toBe('"en"')
    expect(local.getItem(storageKeys.tab.auth)).toBeNull()
    expect(tab.getItem(storageKeys.local.sessions)).toBeNull()
    expect(actions).toEqual(['login'])
    expect(activateLocale).toHaveBeenLastCalledWith('en')
  })

  it('status 4 signs in for the forced reset, which lands on init-account', async () => {
    const { store } = setup({ handlers: { 'POST users/login': signIn({ status: 4 }, { MT_UID: 'resetme', MT_RESU: 1 }) } })
    const response = await store.login('resetme', 'pw', 'freight')
    expect(store.getState().auth?.loginStatus).toBe(4)
    expect(afterLoginDestination(response.status, 'freight', '/freight/home')).toBe('/freight/pages/init-account')
    expect(afterLoginDestination(0, 'freight', '/freight/pages/ANO-SHOW')).toBe('/freight/pages/ANO-SHOW')
    expect(afterLoginDestination(0, 'freight', 'https://elsewhere.example/')).toBe('/freight/home')
  })

  it('a refused login rejects with the response data and stores nothing', async () => {
    const data = { status: 401, statusText: 'Unauthorized', message: 'Invalid username or password entered.' }
    const { store, sessions, tab } = setup({ handlers: { 'POST users/login': httpError(401, data) } })
    await expect(store.login('customer', 'wrong', 'freight')).rejects.toBe(data)
    expect(store.getState().authStatus).toBe('error')
    expect(store.isAuthenticated()).toBe(false)
    expect(sessions()).toEqual({})
    expect(tab.getItem(storageKeys.tab.auth)).toBeNull()
  })

  it('any other login status is a failure, rejected with the response', async () => {
    const answer = { ...signIn(), status: 2 }
    const { store } = setup({ handlers: { 'POST users/login': answer } })
    await expect(store.login('locked', 'pw', 'freight')).rejects.toBe(answer)
    expect(store.getState().authStatus).toBe('error')
    expect(store.isAuthenticated()).toBe(false)
  })

  it('moves through loading', async () => {
    let release: (value: unknown) => void = () => {}
    const { store } = setup({ handlers: { 'POST users/login': () => new Promise((resolve) => (release = resolve)) } })
    const login = store.login('customer', 'pw', 'freight')
    expect(store.getState().authStatus).toBe('loading')
    release(signIn())
    await login
    expect(store.getState().authStatus).toBe('success')
  })
})

describe('several sessions', () => {
  it('keeps each sign-in and switches between them', async () => {
    const { store, api, sessions, actions } = setup({ handlers: { 'POST users/login': signIn() } })
    await store.login('customer', 'pw', 'freight')
    api.on('POST users/login', signIn({ token: 'token-b' }, { MT_UID: 'bemployee', MT_COMP: 'benefits', MT_TYPE: 'EMPLOYEE' }))
    await store.login('bemployee', 'pw', 'benefits')
    expect(Object.keys(sessions()).sort()).toEqual(['bemployee-benefits', 'customer-freight'])
    expect(store.currentKey()).toBe('bemployee-benefits')
    expect(store.sessions().map((s) => [s.key, s.current])).toEqual([
      ['customer-freight', false],
      ['bemployee-benefits', true],
    ])

    api.on('GET users/refresh', refreshFrom(signIn()))
    expect(await store.switchSession('customer-freight')).toBe('ok')
    expect(store.currentKey()).toBe('customer-freight')
    expect(store.getState().auth?.token).toBe('token-1')
    expect(api.called('GET users/refresh').at(-1)?.options.query).toEqual({ company: 'freight' })
    expect(actions).toEqual(['login', 'login', 'switchSession', 'refresh'])
  })
})

describe('start', () => {
  it('removes the sessions whose expiry check answers 401, and only those', async () => {
    const local = withSessions({
      'a-freight': stored('a', 'freight', 'tok-a', 10),
      'b-freight': stored('b', 'freight', 'tok-b', 20),
      'c-benefits': stored('c', 'benefits', 'tok-c', 30),
    })
    const tab = memoryStorage({
      [storageKeys.tab.auth]: JSON.stringify(stored('a', 'freight', 'tok-a', 10).auth),
      [storageKeys.tab.user]: JSON.stringify(stored('a', 'freight', 'tok-a', 10).user),
    })
    const { store, sessions, api } = setup({
      local,
      tab,
      handlers: {
        'POST globals/access/expiry': (options: { token?: string }) =>
          options.token === 'tok-a' ? httpError(401) : options.token === 'tok-c' ? httpError(0) : expiryOk,
      },
    })
    expect(store.isAuthenticated()).toBe(true)
    expect(await store.removeExpiredSessions()).toEqual(['a-freight'])
    expect(Object.keys(sessions()).sort()).toEqual(['b-freight', 'c-benefits'])
    // The tab's own session was the expired one.
    expect(store.isAuthenticated()).toBe(false)
    expect(tab.getItem(storageKeys.tab.auth)).toBeNull()
    expect(api.called('POST globals/access/expiry').map((c) => c.options.token).sort()).toEqual(['tok-a', 'tok-b', 'tok-c'])
  })

  it("restores the most recently refreshed session of the route's company", async () => {
    const local = withSessions({
      'a-freight': stored('a', 'freight', 'tok-a', 10),
      'b-freight': stored('b', 'freight', 'tok-b', 20),
      'c-benefits': stored('c', 'benefits', 'tok-c', 30),
    })
    const { store, api, actions } = setup({ local })
    await store.start({ routeCompany: 'freight', cookie: false })
    expect(store.currentKey()).toBe('b-freight')
    expect(api.called('GET users/refresh')).toHaveLength(1)
    expect(actions).toEqual(['restore', 'refresh'])
  })

  it('restores the most recent session of any company when the route names none', async () => {
    const local = withSessions({
      'a-freight': stored('a', 'freight', 'tok-a', 10),
      'c-benefits': stored('c', 'benefits', 'tok-c', 30),
    })
    const { store } = setup({ local })
    await store.start({ cookie: false })
    expect(store.currentKey()).toBe('c-benefits')
  })

  it("restores nothing when only another company's session exists", async () => {
    const local = withSessions({ 'a-freight': stored('a', 'freight', 'tok-a', 10) })
    const { store, sessions } = setup({ local })
    await store.start({ routeCompany: 'benefits', cookie: false })
    expect(store.isAuthenticated()).toBe(false)
    expect(Object.keys(sessions())).toEqual(['a-freight'])
  })

  it('a tab already signed in keeps its session and reloads the profile', async () => {
    const mine = stored('b', 'freight', 'tok-b', 20)
    const local = withSessions({ 'b-freight': mine, 'c-freight': stored('c', 'freight', 'tok-c', 99) })
    const tab = memoryStorage({ [storageKeys.tab.auth]: JSON.stringify(mine.auth), [storageKeys.tab.user]: JSON.stringify(mine.user) })
    const { store } = setup({ local, tab })
    await store.start({ routeCompany: 'freight', cookie: false })
    expect(store.currentKey()).toBe('b-freight')
    expect(store.getState().userStatus).toBe('success')
  })

  it("asks for the tab's profile beside the expiry checks, and uses the answer once they keep the session", async () => {
    const mine = stored('b', 'freight', 'tok-b', 20)
    const local = withSessions({ 'b-freight': mine })
    const tab = memoryStorage({ [storageKeys.tab.auth]: JSON.stringify(mine.auth), [storageKeys.tab.user]: JSON.stringify(mine.user) })
    let refreshesWhenChecked = -1
    const { store, api, actions } = setup({
      local,
      tab,
      handlers: {
        'POST globals/access/expiry': () => {
          refreshesWhenChecked = api.called('GET users/refresh').length
          return expiryOk
        },
      },
    })
    await store.start({ routeCompany: 'freight', cookie: false })
    expect(refreshesWhenChecked).toBe(1)
    expect(api.called('GET users/refresh')).toHaveLength(1)
    expect(store.getState().userStatus).toBe('success')
    expect(actions).toEqual(['refresh'])
  })

  it('asks for the profile of the session it will restore beside the expiry checks, with that session’s token', async () => {
    const local = withSessions({ 'a-freight': stored('a', 'freight', 'tok-a', 10), 'b-freight': stored('b', 'freight', 'tok-b', 20) })
    const refreshesWhenChecked: number[] = []
    const { store, api, actions } = setup({
      local,
      handlers: {
        'POST globals/access/expiry': () => {
          refreshesWhenChecked.push(api.called('GET users/refresh').length)
          return expiryOk
        },
      },
    })
    await store.start({ routeCompany: 'freight', cookie: false })
    expect(refreshesWhenChecked).toEqual([1, 1])
    expect(api.called('GET users/refresh')).toHaveLength(1)
    expect(api.called('GET users/refresh')[0]!.options).toMatchObject({ token: 'tok-b', silent: true })
    expect(store.currentKey()).toBe('b-freight')
    expect(actions).toEqual(['restore', 'refresh'])
  })

  it("drops the profile asked ahead when the tab's session has expired: signed out, nothing shown", async () => {
    const mine = stored('b', 'freight', 'tok-b', 20)
    const local = withSessions({ 'b-freight': mine })
    const tab = memoryStorage({ [storageKeys.tab.auth]: JSON.stringify(mine.auth), [storageKeys.tab.user]: JSON.stringify(mine.user) })
    const { store, api, actions } = setup({
      local,
      tab,
      handlers: { 'POST globals/access/expiry': httpError(401), 'GET users/refresh': httpError(401) },
    })
    await store.start({ routeCompany: 'freight', cookie: false })
    expect(store.isAuthenticated()).toBe(false)
    expect(store.currentKey()).toBeUndefined()
    expect(api.called('GET users/refresh')).toHaveLength(1)
    expect(api.called('GET users/refresh')[0]!.options).toMatchObject({ silent: true })
    expect(actions).toEqual([])
  })

  it('calls again, as before, when the profile asked ahead failed for a session the checks kept', async () => {
    const mine = stored('b', 'freight', 'tok-b', 20)
    const local = withSessions({ 'b-freight': mine })
    const tab = memoryStorage({ [storageKeys.tab.auth]: JSON.stringify(mine.auth), [storageKeys.tab.user]: JSON.stringify(mine.user) })
    let answers = 0
    const { store, api } = setup({
      local,
      tab,
      handlers: { 'GET users/refresh': () => (answers++ === 0 ? httpError(0) : refreshFrom(signIn())) },
    })
    await store.start({ routeCompany: 'freight', cookie: false })
    expect(api.called('GET users/refresh').map((call) => Boolean(call.options.silent))).toEqual([true, false])
    expect(store.getState().userStatus).toBe('success')
  })

  it('starts once however often the guards ask', async () => {
    const local = withSessions({ 'a-freight': stored('a', 'freight', 'tok-a', 10) })
    const { store, api } = setup({ local })
    await Promise.all([store.ensureStarted({ routeCompany: 'freight' }), store.ensureStarted({ routeCompany: 'freight' })])
    await store.ensureStarted()
    expect(api.called('POST globals/access/expiry')).toHaveLength(1)
    expect(api.called('GET users/refresh')).toHaveLength(1)
  })

  it('with nothing to restore, tries the company access cookie', async () => {
    const { store, api } = setup({
      handlers: { 'GET users/refresh': { ...refreshFrom(signIn()), token: 'from-cookie' } },
    })
    await store.start({ routeCompany: 'freight' })
    expect(store.getState().auth?.token).toBe('from-cookie')
    expect(api.called('GET users/refresh')[0]!.options).toMatchObject({ query: { company: 'freight' }, token: '' })
  })
})

describe('refresh', () => {
  async function signedIn(handlers: Record<string, unknown> = {}) {
    const context = setup({ handlers: { 'POST users/login': signIn(), ...handlers } })
    await context.store.login('customer', 'pw', 'freight')
    return context
  }

  it.each([0, 4] as const)('status %i loads the profile and the language', async (status) => {
    const { store, api, tick, activateLocale, sessions } = await signedIn()
    api.on('GET users/refresh', { ...refreshFrom(signIn({ status }, { MT_LANG: 'fr', MT_FNAME: 'Camille' })) })
    tick(5_000)
    expect(await store.refresh()).toBe('ok')
    expect(store.getState().user?.profile.MT_FNAME).toBe('Camille')
    expect(store.getState().user?.loginStatus).toBe(status)
    expect(store.getState().auth?.lastRefreshedAt).toBe(6_000)
    expect(store.getState().lang).toBe('fr')
    expect(activateLocale).toHaveBeenLastCalledWith('fr')
    expect(sessions()['customer-freight']!.auth.lastRefreshedAt).toBe(6_000)
  })

  it('another status errors and logs out', async () => {
    const { store, api, sessions, cookies } = await signedIn()
    api.on('GET users/refresh', { ...refreshFrom(signIn()), status: 3 })
    expect(await store.refresh()).toBe('failed')
    expect(store.isAuthenticated()).toBe(false)
    expect(sessions()).toEqual({})
    expect(cookies.removed).toEqual(['freight-access-token'])
  })

  it('a refused refresh (401) errors and logs out', async () => {
    const { store, api } = await signedIn()
    api.on('GET users/refresh', httpError(401))
    expect(await store.refresh()).toBe('failed')
    expect(store.getState()).toMatchObject({ auth: null, user: null, authStatus: undefined })
  })

  it('no answer at all keeps the session for a later try', async () => {
    const { store, api, sessions } = await signedIn()
    api.on('GET users/refresh', httpError(0))
    expect(await store.refresh()).toBe('offline')
    expect(store.getState().userStatus).toBe('error')
    expect(store.isAuthenticated()).toBe(true)
    expect(Object.keys(sessions())).toEqual(['customer-freight'])
  })
})

describe('logout', () => {
  it('removes the company access cookie, the session and the state, and names the company', async () => {
    const { store, api, sessions, tab, cookies, actions } = setup({ handlers: { 'POST users/login': signIn() } })
    await store.login('customer', 'pw', 'freight')
    api.on('POST users/login', signIn({ token: 'token-b' }, { MT_UID: 'bemployee', MT_COMP: 'benefits' }))
    await store.login('bemployee', 'pw', 'benefits')
    await store.switchSession('customer-freight')

    expect(await store.logout()).toBe('freight')
    expect(api.called('POST users/logout')[0]!.options).toMatchObject({ token: 'token-1', silent: true })
    expect(cookies.removed).toEqual(['freight-access-token'])
    expect(Object.keys(sessions())).toEqual(['bemployee-benefits'])
    expect(tab.getItem(storageKeys.tab.auth)).toBeNull()
    expect(tab.getItem(storageKeys.tab.user)).toBeNull()
    expect(store.getState()).toMatchObject({ auth: null, user: null, authStatus: undefined, userStatus: undefined })
    expect(actions.at(-1)).toBe('logout')
  })

  it('does not wait more than the logout threshold (5000 ms) for the server', async () => {
    vi.useFakeTimers()
    const { store, api } = setup({ handlers: { 'POST users/login': signIn() } })
    await store.login('customer', 'pw', 'freight')
    api.on('POST users/logout', () => new Promise(() => {}))
    const done = vi.fn()
    const logout = store.logout().then(done)
    await vi.advanceTimersByTimeAsync(4_999)
    expect(done).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await logout
    expect(done).toHaveBeenCalledWith('freight')
  })

  it('an expired token logs out with the notice', async () => {
    const { store, notices } = setup({ handlers: { 'POST users/login': signIn() } })
    await store.login('customer', 'pw', 'freight')
    await store.expire()
    expect(store.isAuthenticated()).toBe(false)
    expect(notices.error).toHaveBeenCalledWith('Your session is no longer active. Please log in again.')
  })
})

describe('session id and cookie sign-ins', () => {
  it("mt1login posts the session id with 'Logging in' shown meanwhile", async () => {
    const { store, api, notices, close, actions } = setup({ handlers: { 'POST users/mt1login': signIn() } })
    await store.mt1login('abc-123', 'freight')
    expect(api.calls[0]).toMatchObject({ key: 'POST users/mt1login', options: { body: { session: 'abc-123' } } })
    expect(notices.progress).toHaveBeenCalledWith('Logging in')
    expect(close).toHaveBeenCalledTimes(1)
    expect(store.isAuthenticated()).toBe(true)
    expect(actions).toEqual(['mt1login'])
  })

  it.each([
    [{ detail: 'Session not found' }, 'Logging in failed: Session not found'],
    [{ message: 'Expired session' }, 'Logging in failed: Expired session'],
    [{}, 'Logging in failed: Unknown'],
  ])('a failed mt1login shows %o in red', async (data, message) => {
    const { store, notices, close } = setup({ handlers: { 'POST users/mt1login': httpError(401, data) } })
    await expect(store.mt1login('bad', 'freight')).rejects.toBe(data)
    expect(notices.error).toHaveBeenCalledWith(message)
    expect(close).toHaveBeenCalledTimes(1)
  })

  it('the company access cookie signs in through a refresh that returns the token', async () => {
    const { store, api } = setup({ handlers: { 'GET users/refresh': { ...refreshFrom(signIn()), token: 'cookie-token' } } })
    await store.cookieLogin('freight')
    expect(api.calls[0]!.options).toMatchObject({ query: { company: 'freight' }, token: '' })
    expect(store.getState().auth).toMatchObject({ token: 'cookie-token', company: 'freight' })
  })

  it('a readable cookie is sent as the token', async () => {
    const cookies = fakeCookies({ 'freight-access-token': 'readable' })
    const { store, api } = setup({ cookies, handlers: { 'GET users/refresh': refreshFrom(signIn()) } })
    await store.cookieLogin('freight')
    expect(api.calls[0]!.options.token).toBe('readable')
    expect(store.getState().auth?.token).toBe('readable')
  })

  it('a failed cookie sign-in removes the cookie', async () => {
    const cookies = fakeCookies({ 'freight-access-token': 'stale' })
    const { store } = setup({ cookies, handlers: { 'GET users/refresh': httpError(401) } })
    await expect(store.cookieLogin('freight')).rejects.toEqual({ message: 'Error 401' })
    expect(cookies.removed).toEqual(['freight-access-token'])
    expect(store.isAuthenticated()).toBe(false)
  })
})

describe('groups', () => {
  it('switching group makes its menus, admin flag and landing page current and sends its header', async () => {
    const g2 = group('G2', { is_admin: true })
    const { store, api, sessions, actions } = setup({
      handlers: {
        'POST users/login': signIn(),
        'PUT users/menu_group': { status: 0, profile: profile({ MT_GRP: 'G2', MT_ADM: 'Y' }), group: g2 },
      },
    })
    await store.login('customer', 'pw', 'freight')
    expect(groupView(store.getState().user)).toMatchObject({ isAdmin: false, landingPage: '/freight/pages/G1-HOME' })
    await store.switchGroup('G2')
    expect(api.called('PUT users/menu_group')[0]!.options.body).toEqual({ group: 'G2' })
    const view = groupView(store.getState().user)
    expect(view).toMatchObject({ isAdmin: true, landingPage: '/freight/pages/G2-HOME' })
    expect(store.getState().user?.profile.MT_ADM).toBe('Y')
    expect(store.requestContext().group()).toBe('G2')
    expect(sessions()['customer-freight']!.user.group).toBe('G2')
    expect(actions).toEqual(['login', 'switchGroup'])
  })
})

describe('language (document 1 section 4)', () => {
  it('chooses the lang query, then route meta, then MT_LANG, then the cached language', async () => {
    const { store, activateLocale } = setup({ handlers: { 'POST users/login': signIn({}, { MT_LANG: 'en' }) } })
    // Signed out: the cached language decides.
    store.getState()
    await store.setLanguage('fr')
    expect(store.getState().lang).toBe('fr')
    await store.login('customer', 'pw', 'freight')
    // MT_LANG en beats the cached fr.
    expect(store.getState().lang).toBe('en')
    expect(await store.resolveLanguage({ routeMeta: 'fr' })).toBe('fr')
    expect(await store.resolveLanguage({ query: 'en', routeMeta: 'fr' })).toBe('en')
    expect(await store.resolveLanguage({ query: 'xx', routeMeta: 'fr' })).toBe('fr')
    expect(await store.resolveLanguage({})).toBe('en')
    expect(activateLocale).toHaveBeenLastCalledWith('en')
  })

  it('a lang query is remembered as the cached language', async () => {
    const { store, tab } = setup()
    expect(await store.resolveLanguage({ query: 'fr' })).toBe('fr')
    expect(tab.getItem(storageKeys.tab.cachedLang)).toBe('"fr"')
    expect(await store.resolveLanguage({})).toBe('fr')
  })

  it('the user changing it calls users/switchlang and keeps it', async () => {
    const { store, api, tab, actions } = setup({
      handlers: {
        'POST users/login': signIn(),
        'POST users/switchlang': { status: 0, profile: profile({ MT_LANG: 'fr' }) },
      },
    })
    await store.login('customer', 'pw', 'freight')
    await store.setLanguage('fr')
    expect(api.called('POST users/switchlang')[0]!.options.body).toEqual({ lang: 'fr' })
    expect(store.getState().user?.profile.MT_LANG).toBe('fr')
    expect(store.getState().lang).toBe('fr')
    expect(tab.getItem(storageKeys.tab.lang)).toBe('"fr"')
    expect(store.requestContext().locale()).toBe('fr')
    expect(actions).toEqual(['login', 'switchLanguage'])
  })

  it('signed out, changing it calls nothing', async () => {
    const { store, api } = setup()
    await store.setLanguage('fr')
    expect(api.calls).toEqual([])
    expect(store.getState().lang).toBe('fr')
  })
})

/** The groups as the server answers them in a language: the menu names are translated. */
function groupsIn(lang: string) {
  const fr = lang === 'fr'
  const base = group('G1')
  const [top] = base.menulist
  const [section] = top!.menus
  const [item] = section!.submenus
  return [
    {
      ...base,
      menulist: [
        {
          ...top!,
          TMVNAM: fr ? 'Manuel' : 'Manual',
          menus: [{ ...section!, name: fr ? 'Principal' : 'Main', submenus: [{ ...item!, CMTITLE: fr ? 'Annonces' : 'Announcements' }] }],
        },
      ],
    },
  ]
}

describe('the menus follow the language (document 1 section 1)', () => {
  /** A store whose server answers the menus in the language each call is asked in. */
  function bilingual(profileLang: 'en' | 'fr' = 'en', extra: Partial<SessionStoreDeps> = {}) {
    let asked = () => 'en'
    const api = fakeApi({
      'POST users/logout': undefined,
      'POST users/login': () => signIn({ groups: groupsIn(asked()) }, { MT_LANG: profileLang }),
      'GET users/refresh': () => refreshFrom(signIn({ groups: groupsIn(asked()) }, { MT_LANG: profileLang })),
      'POST users/switchlang': (options: { body?: unknown }) => {
        profileLang = (options.body as { lang: 'en' | 'fr' }).lang
        return { status: 0, profile: profile({ MT_LANG: profileLang }) }
      },
    })
    const languages: string[] = []
    const local = memoryStorage()
    const store = createSessionStore({
      api,
      local,
      tab: memoryStorage(),
      cookies: fakeCookies(),
      // What the menus say at the moment the interface changes language.
      activateLocale: (locale) => languages.push(`${locale}:${store.getState().user?.menus[0]?.TMVNAM ?? '-'}`),
      ...extra,
    })
    asked = () => store.requestContext().locale()
    const seen: string[] = []
    store.subscribe(() => seen.push(`${store.getState().lang}:${store.getState().user?.menus[0]?.TMVNAM ?? '-'}`))
    const sessions = () => JSON.parse(local.getItem(storageKeys.local.sessions) ?? '{}') as Record<string, StoredSession>
    return { api, store, languages, seen, sessions }
  }

  it('a signed-in switch asks for the menus again in the new language and shows both in one step', async () => {
    const { api, store, languages, seen, sessions } = bilingual()
    await store.login('customer', 'pw', 'freight')
    expect(store.getState().user).toMatchObject({ lang: 'en', menus: [{ TMVNAM: 'Manual' }] })
    seen.length = 0
    languages.length = 0

    await store.setLanguage('fr')
    expect(api.called('GET users/refresh')).toHaveLength(1)
    expect(store.getState().user).toMatchObject({ lang: 'fr', menus: [{ TMVNAM: 'Manuel', menus: [{ name: 'Principal' }] }] })
    expect(groupView(store.getState().user).menus[0]?.TMVNAM).toBe('Manuel')
    // Never French interface with English menus, nor the reverse.
    expect(seen.filter((entry) => entry.startsWith('fr:'))).toEqual(seen.filter((entry) => entry.endsWith(':Manuel')))
    expect(seen.at(-1)).toBe('fr:Manuel')
    expect(languages).toEqual(['fr:Manuel'])
    expect(sessions()['customer-freight']!.user).toMatchObject({ lang: 'fr', menus: [{ TMVNAM: 'Manuel' }] })

    await store.setLanguage('en')
    expect(store.getState().user?.menus[0]?.TMVNAM).toBe('Manual')
    expect(languages).toEqual(['fr:Manuel', 'en:Manual'])
  })

  it('a French profile signed in from an English page has French menus once the language shows', async () => {
    const { api, store, languages } = bilingual('fr')
    await store.login('employee', 'pw', 'freight')
    // The sign-in was answered in English (the page's language): the menus were asked for again.
    expect(api.called('GET users/refresh')).toHaveLength(1)
    expect(store.getState()).toMatchObject({ lang: 'fr', user: { lang: 'fr', menus: [{ TMVNAM: 'Manuel' }] } })
    expect(languages).toEqual(['fr:Manuel'])
  })

  it('nothing is asked again when the menus are already in the language shown', async () => {
    const { api, store } = bilingual()
    await store.login('customer', 'pw', 'freight')
    await store.resolveLanguage({})
    await store.refresh()
    expect(api.called('GET users/refresh')).toHaveLength(1)
  })

  it('calls made during the switch, the new catalogs and the refetched answers included, are asked in the new language', async () => {
    const during: string[] = []
    const { store } = bilingual('en', {
      prepareLanguage: () => {
        during.push(`${store.requestContext().locale()} while ${store.getState().lang} shows`)
      },
    })
    await store.setLanguage('fr')
    expect(during).toEqual(['fr while en shows'])
    expect(store.requestContext().locale()).toBe('fr')
  })

  it('when the menus cannot be asked for again, the language still changes and the session stays', async () => {
    const { api, store } = bilingual()
    await store.login('customer', 'pw', 'freight')
    api.on('GET users/refresh', httpError(500))
    await store.setLanguage('fr')
    expect(store.getState().lang).toBe('fr')
    expect(store.getState().user?.menus[0]?.TMVNAM).toBe('Manual')
    expect(store.isAuthenticated()).toBe(true)
    // The next profile reload settles them.
    api.on('GET users/refresh', () => refreshFrom(signIn({ groups: groupsIn(store.requestContext().locale()) }, { MT_LANG: 'fr' })))
    await store.refresh()
    expect(store.getState().user?.menus[0]?.TMVNAM).toBe('Manuel')
  })

  it('the latest choice wins when two overlap', async () => {
    const { store } = bilingual()
    await store.login('customer', 'pw', 'freight')
    await Promise.all([store.setLanguage('fr'), store.setLanguage('en')])
    await store.resolveLanguage({})
    expect(store.getState()).toMatchObject({ lang: 'en', user: { menus: [{ TMVNAM: 'Manual' }] } })
    expect(store.requestContext().locale()).toBe('en')
  })
})

describe('token and headers', () => {
  it('checks expiry: valid, expired on 401, unknown otherwise', async () => {
    const { store, api } = setup({ handlers: { 'POST users/login': signIn() } })
    expect(await store.checkExpiry()).toBe('unknown')
    await store.login('customer', 'pw', 'freight')
    expect(await store.checkExpiry()).toBe('valid')
    api.on('POST globals/access/expiry', httpError(401))
    expect(await store.checkExpiry()).toBe('expired')
    api.on('POST globals/access/expiry', httpError(500))
    expect(await store.checkExpiry()).toBe('unknown')
    api.on('POST globals/access/expiry', httpError(0))
    expect(await store.checkExpiry()).toBe('unknown')
  })

  it('resets the token in the tab and in the stored session', async () => {
    const { store, tab, sessions } = setup({
      handlers: { 'POST users/login': signIn(), 'PUT users/resettoken': { token: 'token-2', ...expiryOk } },
    })
    await store.login('customer', 'pw', 'freight')
    expect(await store.resetToken()).toBe('token-2')
    expect(store.getState().auth?.token).toBe('token-2')
    expect(JSON.parse(tab.getItem(storageKeys.tab.auth)!).token).toBe('token-2')
    expect(sessions()['customer-freight']!.auth.token).toBe('token-2')
  })

  it('gives the client the token (freshest stored copy), cmid, group, language and skin contact', async () => {
    const { store, local, sessions } = setup({ handlers: { 'POST users/login': signIn() } })
    const context = store.requestContext()
    expect(context.token()).toBeUndefined()
    expect(context.cmid()).toBeUndefined()
    store.setRoute({ path: '/benefits/login', company: 'benefits', cmid: null })
    expect(context.errorContact()).toEqual(skinConfig('benefits').errorContact)

    await store.login('customer', 'pw', 'freight')
    store.setRoute({ path: '/freight/pages/ANO-SHOW', company: 'freight', cmid: 'ANO-SHOW' })
    expect(context.token()).toBe('token-1')
    expect(context.cmid()).toBe('ANO-SHOW')
    expect(context.group()).toBe('G1')
    expect(context.errorContact()).toEqual(skinConfig('transport').errorContact)

    // Another tab renewed the shared session's token.
    const all = sessions()
    all['customer-freight']!.auth.token = 'renewed-elsewhere'
    local.setItem(storageKeys.local.sessions, JSON.stringify(all))
    expect(context.token()).toBe('renewed-elsewhere')
  })

  it('keeps the secondary sign-on status per session in long-term storage', async () => {
    const { store, local } = setup({ handlers: { 'POST users/login': signIn() } })
    const context = store.requestContext()
    context.receiveSecondaryAuth('{"source":"oidc","authorized":true,"expires":"2026-01-01T00:00:00Z"}')
    expect(local.getItem(storageKeys.local.secondaryAuthStatus)).toBeNull()
    await store.login('customer', 'pw', 'freight')
    context.receiveSecondaryAuth('{"source":"oidc","authorized":true,"expires":"2026-01-01T00:00:00Z"}')
    context.receiveSecondaryAuth('not json')
    expect(JSON.parse(local.getItem(storageKeys.local.secondaryAuthStatus)!)).toEqual({
      'customer-freight': { source: 'oidc', authorized: true, expires: '2026-01-01T00:00:00Z' },
    })
    expect(JSON.parse(context.secondaryAuth()!)).toEqual({ source: 'oidc', authorized: true, expires: '2026-01-01T00:00:00Z' })
    await store.logout()
    expect(local.getItem(storageKeys.local.secondaryAuthStatus)).toBe('{}')
  })

  it('keeps the route in the tab', () => {
    const { store, tab } = setup()
    store.setRoute({ path: '/freight/home', company: 'freight', cmid: null })
    expect(JSON.parse(tab.getItem(storageKeys.tab.route)!)).toEqual({ path: '/freight/home', company: 'freight', cmid: null })
  })

  it('a new store in the same tab picks up the tab session', async () => {
    const { store, local, tab } = setup({ handlers: { 'POST users/login': signIn() } })
    await store.login('customer', 'pw', 'freight')
    const again = createSessionStore({ api: fakeApi(), local, tab, cookies: fakeCookies() })
    expect(again.isAuthenticated()).toBe(true)
    expect(again.getState().appConfig).toEqual(signIn().appconfig)
  })
})
