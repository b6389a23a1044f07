import { t } from '@lingui/core/macro'
import { companies, defaultCompany, isCompanyCode } from '@shared/companies'
import { LOGOUT_THRESHOLD_MS } from '@shared/constants'
import { globals } from '@shared/contract/globals'
import type { AppConfig, Group, RefreshResponse, SessionResponse } from '@shared/contract/schemas'
import { userSession } from '@shared/contract/session'
import { type Locale, toLocale } from '@shared/i18n'
import type { ApiClient } from '@app/api/client'
import { type Clock, systemClock } from '@app/api/clock'
import { anonymousContext, type RequestContext } from '@app/api/context'
import { isApiError, serverMessage } from '@app/api/errors'
import { chooseLanguage, normaliseLocale } from '@app/i18n'
import { skinConfig } from '@app/theme/skins'
import { accessCookieName, type CookieJar } from './cookies'
import type { ExpiryOutcome } from './expiry'
import {
  currentGroup,
  isSignedInStatus,
  pickSessionToRestore,
  sessionKey,
} from './rules'
import { type KeyValueStorage, readJson, storageKeys, writeJson } from './storage'
import type {
  AuthAction,
  AuthState,
  RouteState,
  SecondaryAuthStatus,
  SessionState,
  StoredSession,
  UserState,
} from './types'

/** Messages the session shows; the app backs them with its toast queue. */
export interface SessionNotices {
  /** A message that stays until the returned function closes it. */
  progress(message: string): () => void
  info(message: string): void
  error(message: string): void
}

export const quietNotices: SessionNotices = { progress: () => () => {}, info: () => {}, error: () => {} }

export interface SessionStoreDeps {
  api: Pick<ApiClient, 'request'>
  local: KeyValueStorage
  tab: KeyValueStorage
  cookies: CookieJar
  clock?: Clock
  notices?: SessionNotices
  /** Loads and activates a catalog (`activateLocale` of the app's i18n). */
  activateLocale?: (locale: Locale) => unknown
  /**
   * What a new language needs before it shows, done while the user's menus are asked for in it: its
   * catalogs, and the answers held for the page asked for again. The whole page then changes at once.
   */
  prepareLanguage?: (locale: Locale) => unknown
}

export interface LanguageHints {
  /** The `lang` query parameter. */
  query?: unknown
  /** The route's meta language. */
  routeMeta?: unknown
}

/** How a refresh ended: 'offline' keeps the session for a later try. */
export type RefreshOutcome = 'ok' | 'failed' | 'offline' | 'signed-out'

/** A profile asked for ahead: the session it was asked for, in which language, and its answer (none on a failure). */
interface RefreshAhead {
  auth: AuthState
  asked: Locale
  response: Promise<RefreshResponse | undefined>
}

export interface SessionSummary {
  key: string
  userid: string
  company: string
  name: string
  lastRefreshedAt: number
  current: boolean
}

/** A sign-in's answer; a cookie sign-in's has no token (`token` is then empty and `cookie` set). */
type SignIn = SessionResponse | (RefreshResponse & { token: string; cookie?: true })

/** Whether a profile is still the stored session's account. */
function sameAccount(auth: AuthState, profile: { MT_UID: string; MT_COMP: string }): boolean {
  const company = profile.MT_COMP || auth.company
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
  return same(profile.MT_UID, auth.userid) && same(company, auth.company)
}

/** The detail of a failed sign-in for 'Logging in failed: {detail}'. */
export function failureDetail(data: unknown): string {
  if (typeof data === 'object' && data !== null) {
    const detail = (data as Record<string, unknown>).detail
    if (typeof detail === 'string' && detail.trim()) return detail
  }
  return serverMessage(data) ?? t`Unknown`
}

/**
 * The session store of document 1 sections 3, 4 and 9: several sessions per uid-company key in
 * localStorage, this tab's current one in sessionStorage. A plain object so the router's
 * `beforeLoad` can call it; React reads it through `useSyncExternalStore`.
 */
export function createSessionStore(deps: SessionStoreDeps) {
  const { api, local, tab, cookies } = deps
  const clock = deps.clock ?? systemClock
  const notices = deps.notices ?? quietNotices
  const listeners = new Set<() => void>()
  const actionListeners = new Set<(action: AuthAction) => void>()
  let hints: LanguageHints = {}
  let started: Promise<SessionState> | undefined
  /** The language being switched to: calls made meanwhile are asked in it. */
  let switchingTo: Locale | undefined
  /** Counts language choices: only the latest one is shown. */
  let languageRun = 0
  /** The Accept-Language of a call made now. */
  const callLanguage = (): Locale => switchingTo ?? state.lang

  const sameSession = (a: AuthState, b: AuthState) =>
    a.userid === b.userid && a.company === b.company && a.token === b.token && Boolean(a.cookie) === Boolean(b.cookie)

  /**
   * `GET users/refresh` for a session, asked for ahead of `refresh` and silently: a failure (an expired
   * token's 401) is nobody's to see, and `refresh` then calls again as it would have.
   */
  function askRefresh(auth: AuthState): RefreshAhead {
    const asked = callLanguage()
    const response = api
      .request(userSession.refresh, { query: { company: auth.company }, token: auth.token, silent: true })
      .catch(() => undefined)
    return { auth, asked, response }
  }

  const readSessions = () => readJson<Record<string, StoredSession>>(local, storageKeys.local.sessions) ?? {}
  const writeSessions = (sessions: Record<string, StoredSession>) =>
    writeJson(local, storageKeys.local.sessions, Object.keys(sessions).length ? sessions : undefined)
  const readApps = () => readJson<Record<string, AppConfig>>(local, storageKeys.local.apps) ?? {}
  const readSecondary = () =>
    readJson<Record<string, SecondaryAuthStatus>>(local, storageKeys.local.secondaryAuthStatus) ?? {}

  function initialState(): SessionState {
    const auth = readJson<AuthState>(tab, storageKeys.tab.auth) ?? null
    const user = auth ? (readJson<UserState>(tab, storageKeys.tab.user) ?? null) : null
    const cachedLang = normaliseLocale(readJson<string>(tab, storageKeys.tab.cachedLang))
    return {
      auth: auth && user ? auth : null,
      user: auth && user ? user : null,
      authStatus: undefined,
      userStatus: undefined,
      lang: normaliseLocale(readJson<string>(tab, storageKeys.tab.lang)) ?? cachedLang ?? 'en',
      cachedLang,
      appConfig: auth ? (readApps()[auth.company] ?? null) : null,
      route: readJson<RouteState>(tab, storageKeys.tab.route) ?? null,
    }
  }

  let state = initialState()

  function set(patch: Partial<SessionState>) {
    state = { ...state, ...patch }
    for (const listener of listeners) listener()
  }

  function emitAction(action: AuthAction) {
    for (const listener of actionListeners) listener(action)
  }

  const currentKey = () => (state.auth ? sessionKey(state.auth.userid, state.auth.company) : undefined)

  /** Writes the tab's session and its copy among the stored sessions. */
  function persist(auth: AuthState, user: UserState) {
    writeJson(tab, storageKeys.tab.auth, auth)
    writeJson(tab, storageKeys.tab.user, user)
    const sessions = readSessions()
    sessions[sessionKey(auth.userid, auth.company)] = { auth, user }
    writeSessions(sessions)
  }

  function clearTab() {
    tab.removeItem(storageKeys.tab.auth)
    tab.removeItem(storageKeys.tab.user)
  }

  function removeStored(key: string) {
    const sessions = readSessions()
    delete sessions[key]
    writeSessions(sessions)
    const secondary = readSecondary()
    if (key in secondary) {
      delete secondary[key]
      writeJson(local, storageKeys.local.secondaryAuthStatus, secondary)
    }
  }

  /**
   * The groups and their menus asked for again in another language (`GET users/refresh`), for a
   * language switch; undefined when that fails, and the menus then stay as they are.
   */
  async function groupsIn(lang: Locale): Promise<Group[] | undefined> {
    const auth = state.auth
    if (!auth) return undefined
    try {
      const asked = callLanguage()
      const response = await api.request(userSession.refresh, { query: { company: auth.company }, silent: true })
      if (!isSignedInStatus(response.status) || !sameAccount(auth, response.profile) || asked !== lang) return undefined
      return response.groups
    } catch {
      return undefined
    }
  }

  /**
   * Chooses the language (document 1 section 4) and shows it. The menus come from the server in the
   * language of the call that brought them: in another one they are asked for again, with the new
   * language's catalogs and the page's answers (`prepareLanguage`), and menus, headings and every
   * translated text then change together. `menus: false` when a profile reload follows anyway.
   */
  async function applyLanguage({ menus = true }: { menus?: boolean } = {}): Promise<Locale> {
    const run = ++languageRun
    switchingTo = undefined
    const lang = chooseLanguage({
      query: hints.query,
      routeMeta: hints.routeMeta,
      profile: state.user?.profile.MT_LANG,
      cached: state.cachedLang,
    })
    writeJson(tab, storageKeys.tab.lang, lang)
    const user = state.user
    // Menus of a session kept before their language was noted are settled by the reload that follows.
    const reloadMenus = menus && store.isAuthenticated() && user?.lang !== undefined && user.lang !== lang
    let groups: Group[] | undefined
    if (reloadMenus || lang !== state.lang) {
      switchingTo = lang
      const [fresh] = await Promise.all([
        reloadMenus ? groupsIn(lang) : undefined,
        lang !== state.lang ? deps.prepareLanguage?.(lang) : undefined,
      ])
      // A later choice shows instead.
      if (run !== languageRun) return lang
      switchingTo = undefined
      groups = fresh
    }
    const patch: Partial<SessionState> = {}
    if (lang !== state.lang) patch.lang = lang
    if (groups && user && state.user === user && state.auth) {
      // Only the menus change: the profile stays the one the language was chosen from.
      const group = currentGroup({ groups, group: user.group })
      patch.user = { ...user, groups, group: group?.id ?? null, menus: group?.menulist ?? [], lang }
      persist(state.auth, patch.user)
    }
    if (patch.lang || patch.user) set(patch)
    await deps.activateLocale?.(lang)
    return lang
  }

  function userFrom(response: SignIn | RefreshResponse, previous: UserState | null | undefined, lang: Locale): UserState {
    const groupId = response.profile.MT_GRP ?? previous?.group ?? response.groups[0]?.id ?? null
    const user: UserState = {
      loginStatus: response.status,
      profile: response.profile,
      masterconfig: response.masterconfig,
      groups: response.groups,
      group: groupId,
      menus: [],
      lang,
    }
    const group = currentGroup(user)
    return { ...user, group: group?.id ?? null, menus: group?.menulist ?? [] }
  }

  function rememberApp(company: string, appConfig: AppConfig) {
    writeJson(local, storageKeys.local.apps, { ...readApps(), [company]: appConfig })
  }

  async function establish(response: SignIn, company: string, action: AuthAction, asked: Locale) {
    const profile = response.profile
    const auth: AuthState = {
      loginStatus: response.status,
      userid: profile.MT_UID,
      company: profile.MT_COMP || company,
      customer: profile.MT_CUST,
      session: profile.MT_SESSIONID,
      token: response.token,
      ...('cookie' in response && response.cookie ? { cookie: true } : {}),
      lastRefreshedAt: clock.now(),
    }
    const user = userFrom(response, undefined, asked)
    persist(auth, user)
    rememberApp(auth.company, response.appconfig)
    set({ auth, user, authStatus: 'success', userStatus: 'success', appConfig: response.appconfig })
    await applyLanguage()
    emitAction(action)
  }

  /** Sign-ins answer 0 or 4; anything else rejects with the response data. */
  async function signIn(call: () => Promise<SignIn>, company: string, action: AuthAction): Promise<SignIn> {
    set({ authStatus: 'loading' })
    let response: SignIn
    const asked = callLanguage()
    try {
      response = await call()
    } catch (error) {
      set({ authStatus: 'error' })
      throw isApiError(error) ? error.data : error
    }
    if (!isSignedInStatus(response.status) || !(response.token || ('cookie' in response && response.cookie))) {
      set({ authStatus: 'error' })
      throw response
    }
    await establish(response, company, action, asked)
    return response
  }

  async function postLogout(token: string | undefined) {
    let timer: unknown
    const threshold = new Promise<void>((resolve) => {
      timer = clock.setTimeout(resolve, LOGOUT_THRESHOLD_MS)
    })
    // The server ends the session and clears the HttpOnly cookie; a slow answer does not hold the user.
    const call = api.request(userSession.logout, { silent: true, ...(token ? { token } : {}) }).then(
      () => undefined,
      () => undefined,
    )
    await Promise.race([call, threshold])
    clock.clearTimeout(timer)
  }

  const store = {
    getState: (): SessionState => state,

    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },

    /** Authentication steps (for the required-readings refetch and analytics). */
    onAuthAction(listener: (action: AuthAction) => void) {
      actionListeners.add(listener)
      return () => void actionListeners.delete(listener)
    },

    /** Being authenticated means a token is present (document 1 section 4), or the cookie holds it. */
    isAuthenticated: () => Boolean(state.auth?.token || state.auth?.cookie),

    currentKey,

    /** Every stored session, most recently refreshed first. */
    sessions(): SessionSummary[] {
      const key = currentKey()
      return Object.entries(readSessions())
        .map(([k, session]) => ({
          key: k,
          userid: session.auth.userid,
          company: session.auth.company,
          name: `${session.user.profile.MT_FNAME} ${session.user.profile.MT_LNAME}`.trim() || session.auth.userid,
          lastRefreshedAt: session.auth.lastRefreshedAt,
          current: k === key,
        }))
        .sort((a, b) => b.lastRefreshedAt - a.lastRefreshedAt)
    },

    /**
     * Asks the server whether a token is still valid: 401 means expired. A session the cookie holds is
     * asked about with no token, so the cookie answers for it.
     */
    async checkExpiry(token = state.auth?.token, cookie = state.auth?.cookie): Promise<ExpiryOutcome> {
      if (!token && !cookie) return 'unknown'
      try {
        await api.request(globals.accessExpiry, { token: token ?? '', silent: true })
        return 'valid'
      } catch (error) {
        return isApiError(error) && error.status === 401 ? 'expired' : 'unknown'
      }
    },

    /** On start: drop expired sessions, restore one when the tab has none, then load the profile. */
    async start({ routeCompany, cookie = true }: { routeCompany?: string | null; cookie?: boolean } = {}) {
      // The profile of the session the tab will hold (its own, or the one it would restore) is asked for
      // beside the expiry checks, one wait fewer before every first page; its answer is used only if the
      // checks keep that session and the language is still the one it was asked in.
      const stored = readSessions()
      const expected = state.auth ?? stored[pickSessionToRestore(stored, routeCompany) ?? '']?.auth
      const ahead = expected ? askRefresh(expected) : undefined
      await store.removeExpiredSessions()
      if (!store.isAuthenticated()) {
        const key = pickSessionToRestore(readSessions(), routeCompany)
        if (key) await store.adopt(key, 'restore')
      }
      if (store.isAuthenticated()) {
        await store.refresh(ahead)
      } else if (cookie && routeCompany) {
        await store.cookieLogin(routeCompany).catch(() => undefined)
      }
      if (!store.isAuthenticated()) await applyLanguage()
      return state
    },

    /** `start` once per page load: the router's guards call this on every navigation. */
    ensureStarted(options: { routeCompany?: string | null; cookie?: boolean } = {}): Promise<SessionState> {
      started ??= store.start(options)
      return started
    },

    /** Checks every stored session; a 401 removes it (and signs this tab out when it was this tab's). */
    async removeExpiredSessions(): Promise<string[]> {
      const sessions = readSessions()
      const results = await Promise.all(
        Object.entries(sessions).map(
          async ([key, session]) => [key, await store.checkExpiry(session.auth.token, session.auth.cookie)] as const,
        ),
      )
      const removed = results.filter(([, outcome]) => outcome === 'expired').map(([key]) => key)
      for (const key of removed) removeStored(key)
      const mine = currentKey()
      if (mine && removed.includes(mine)) {
        clearTab()
        set({ auth: null, user: null, authStatus: undefined, userStatus: undefined, appConfig: null })
      }
      return removed
    },

    /** Makes a stored session this tab's session, without asking the server. */
    async adopt(key: string, action: AuthAction = 'switchSession') {
      const session = readSessions()[key]
      if (!session) throw new Error(`No stored session "${key}"`)
      writeJson(tab, storageKeys.tab.auth, session.auth)
      writeJson(tab, storageKeys.tab.user, session.user)
      set({
        auth: session.auth,
        user: session.user,
        authStatus: 'success',
        userStatus: 'success',
        appConfig: readApps()[session.auth.company] ?? null,
      })
      // Its callers reload the profile next, in the language chosen here.
      await applyLanguage({ menus: false })
      emitAction(action)
    },

    /** Switches this tab to another stored session and reloads its profile. */
    async switchSession(key: string): Promise<RefreshOutcome> {
      await store.adopt(key, 'switchSession')
      return store.refresh()
    },

    /** `POST users/login` with form fields; 0 and 4 sign in, anything else rejects with the response data. */
    login(username: string, password: string, company: string) {
      return signIn(
        () => api.request(userSession.login, { body: { username, password, company }, form: true }),
        company,
        'login',
      )
    },

    /** `POST users/mt1login` for an `mt1sessionid` query parameter, with 'Logging in' shown meanwhile. */
    async mt1login(session: string, company: string) {
      const close = notices.progress(t`Logging in`)
      try {
        return await signIn(() => api.request(userSession.mt1login, { body: { session } }), company, 'mt1login')
      } catch (data) {
        const detail = failureDetail(data)
        notices.error(t`Logging in failed: ${detail}`)
        throw data
      } finally {
        close()
      }
    },

    /**
     * Signs in with the company access cookie: the server reads the HttpOnly cookie on a refresh and
     * never answers with its token, so the session stays the cookie's (calls go without a token). A
     * readable cookie is sent as the token instead. A failure clears the cookie.
     */
    async cookieLogin(company: string) {
      const name = accessCookieName(company)
      const readable = cookies.get(name)
      try {
        return await signIn(
          async () => {
            const response = await api.request(userSession.refresh, {
              query: { company },
              silent: true,
              token: readable ?? '',
            })
            const token = response.token ?? readable
            return token ? { ...response, token } : { ...response, token: '', cookie: true as const }
          },
          company,
          'cookieLogin',
        )
      } catch (data) {
        cookies.remove(name)
        if (readable) await postLogout(readable)
        throw data
      }
    },

    /**
     * `GET users/refresh`: 0 or 4 load the profile and language; another status errors and logs out. An answer
     * asked for ahead (`askRefresh`) for this very session stands for the call; without one, it is made.
     */
    async refresh(ahead?: RefreshAhead): Promise<RefreshOutcome> {
      const auth = state.auth
      if (!auth) return 'signed-out'
      set({ userStatus: 'loading', authStatus: state.authStatus ?? 'loading' })
      const asked = callLanguage()
      const early = ahead && sameSession(ahead.auth, auth) && ahead.asked === asked ? await ahead.response : undefined
      let response: RefreshResponse
      try {
        response = early ?? (await api.request(userSession.refresh, { query: { company: auth.company } }))
      } catch (error) {
        if (isApiError(error) && error.status === 0) {
          // No answer at all (offline): keep the session and let the next call try again.
          set({ userStatus: 'error', authStatus: 'error' })
          return 'offline'
        }
        set({ userStatus: 'error', authStatus: 'error' })
        await store.logout()
        return 'failed'
      }
      if (!isSignedInStatus(response.status)) {
        set({ userStatus: 'error', authStatus: 'error' })
        await store.logout()
        return 'failed'
      }
      if (auth.cookie && !sameAccount(auth, response.profile)) {
        // The cookie now signs in another account (a sign-in elsewhere in this browser): this session
        // is gone, and signing out through the cookie would end the other one.
        removeStored(sessionKey(auth.userid, auth.company))
        clearTab()
        set({ auth: null, user: null, authStatus: undefined, userStatus: 'error', appConfig: null })
        await applyLanguage()
        emitAction('logout')
        return 'failed'
      }
      const next: AuthState = {
        ...auth,
        loginStatus: response.status,
        customer: response.profile.MT_CUST,
        session: response.profile.MT_SESSIONID,
        token: response.token ?? auth.token,
        lastRefreshedAt: clock.now(),
      }
      const user = userFrom(response, state.user, asked)
      persist(next, user)
      rememberApp(next.company, response.appconfig)
      set({ auth: next, user, userStatus: 'success', authStatus: 'success', appConfig: response.appconfig })
      await applyLanguage()
      emitAction('refresh')
      return 'ok'
    },

    /** `PUT users/resettoken`: a fresh token for the same session. */
    async resetToken(): Promise<string | undefined> {
      const auth = state.auth
      if (!auth) return undefined
      const { token } = await api.request(userSession.resetToken, { silent: true })
      // A session the cookie holds gets its new token in the cookie only.
      if (!token) return undefined
      if (state.auth !== auth && state.auth?.userid !== auth.userid) return undefined
      const next = { ...auth, token }
      if (state.user) persist(next, state.user)
      set({ auth: next })
      return token
    },

    /** Removes the company access cookie, the session and the state; resolves with the company. */
    async logout(): Promise<string> {
      const auth = state.auth
      const company = auth?.company ?? state.route?.company ?? defaultCompany
      if (auth) {
        await postLogout(auth.token)
        cookies.remove(accessCookieName(auth.company))
        removeStored(sessionKey(auth.userid, auth.company))
      }
      clearTab()
      set({ auth: null, user: null, authStatus: undefined, userStatus: undefined, appConfig: null })
      await applyLanguage()
      emitAction('logout')
      return company
    },

    /** The expiry check found the token expired: log out with the notice. */
    async expire(): Promise<string> {
      const company = await store.logout()
      notices.error(t`Your session is no longer active. Please log in again.`)
      return company
    },

    /** `PUT users/menu_group`: the group's menus, landing page and admin flag become current. */
    async switchGroup(groupId: string) {
      const { auth, user } = state
      if (!auth || !user) throw new Error('Switching groups needs a signed-in user')
      const asked = callLanguage()
      const response = await api.request(userSession.menuGroup, { body: { group: groupId } })
      const groups = user.groups.some((group) => group.id === response.group.id)
        ? user.groups.map((group) => (group.id === response.group.id ? response.group : group))
        : [...user.groups, response.group]
      const next: UserState = {
        ...user,
        profile: response.profile,
        groups,
        group: response.group.id,
        menus: response.group.menulist,
        lang: asked,
      }
      persist(auth, next)
      set({ user: next })
      emitAction('switchGroup')
      return response.group
    },

    /**
     * Chooses the language (document 1 section 4: lang query, route meta, MT_LANG, cached) and
     * activates it. A valid lang query is also remembered as the cached language.
     */
    async resolveLanguage(next: LanguageHints = {}) {
      hints = next
      const asked = normaliseLocale(next.query)
      if (asked && asked !== state.cachedLang) {
        writeJson(tab, storageKeys.tab.cachedLang, asked)
        set({ cachedLang: asked })
      }
      return applyLanguage()
    },

    /** The user picks a language: `POST users/switchlang` when signed in, then it applies at once. */
    async setLanguage(locale: Locale) {
      writeJson(tab, storageKeys.tab.cachedLang, locale)
      set({ cachedLang: locale })
      // The explicit choice replaces a lang query or route meta for the rest of this visit.
      hints = {}
      let failure: unknown
      const { auth, user } = state
      if (auth && user) {
        try {
          const response = await api.request(userSession.switchLang, { body: { lang: locale } })
          const next = { ...user, profile: response.profile }
          persist(auth, next)
          set({ user: next })
        } catch (error) {
          failure = error
          const next = { ...user, profile: { ...user.profile, MT_LANG: locale } }
          set({ user: next })
        }
      }
      await applyLanguage()
      emitAction('switchLanguage')
      if (failure) throw failure
      return locale
    },

    /** Where the tab is: its path, the company in it and the current menu id (the cmid header). */
    setRoute(route: RouteState) {
      writeJson(tab, storageKeys.tab.route, route)
      set({ route })
    },

    secondaryAuth(): SecondaryAuthStatus | undefined {
      const key = currentKey()
      return key ? readSecondary()[key] : undefined
    },

    setSecondaryAuth(status: SecondaryAuthStatus | undefined) {
      const key = currentKey()
      if (!key) return
      const all = readSecondary()
      if (status) all[key] = status
      else delete all[key]
      writeJson(local, storageKeys.local.secondaryAuthStatus, all)
    },

    /** The api client's header source for this store. */
    requestContext(): RequestContext {
      return {
        // Another tab may have renewed the shared session's token; the stored copy is the freshest.
        token: () => {
          const key = currentKey()
          return (key && readSessions()[key]?.auth.token) || state.auth?.token
        },
        cmid: () => state.route?.cmid ?? undefined,
        group: () => state.user?.group ?? undefined,
        locale: callLanguage,
        secondaryAuth: () => {
          const status = store.secondaryAuth()
          return status ? JSON.stringify(status) : undefined
        },
        receiveSecondaryAuth: (value) => {
          const status = parseSecondaryAuth(value)
          if (status) store.setSecondaryAuth(status)
        },
        errorContact: () => {
          const company = state.auth?.company ?? state.route?.company
          const code = company?.toLowerCase()
          return isCompanyCode(code) ? skinConfig(companies[code].skin).errorContact : anonymousContext.errorContact()
        },
      }
    },
  }

  return store
}

export type SessionStore = ReturnType<typeof createSessionStore>

/** The secondary sign-on header carries `{source, authorized, expires}` as JSON. */
export function parseSecondaryAuth(value: string): SecondaryAuthStatus | undefined {
  try {
    const data = JSON.parse(value) as Partial<SecondaryAuthStatus>
    if (typeof data.source !== 'string' || typeof data.authorized !== 'boolean') return undefined
    return { source: data.source, authorized: data.authorized, expires: typeof data.expires === 'string' ? data.expires : null }
  } catch {
    return undefined
  }
}

/** The user's language as a locale (MT_LANG may be 'fr' or 'en-us'). */
export function userLocale(state: Pick<SessionState, 'user' | 'lang'>): Locale {
  return state.user ? toLocale(state.user.profile.MT_LANG) : state.lang
}
