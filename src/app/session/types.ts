import type { AppConfig, Group, MasterConfig, MenuEntry, Profile } from '@shared/contract/schemas'
import type { Locale } from '@shared/i18n'

/** The signed-in half of a stored session (document 1 section 3). */
export interface AuthState {
  loginStatus: number
  userid: string
  company: string
  customer: string | null
  /** MT_SESSIONID. */
  session: string
  /** Empty for a session held by the HttpOnly company cookie (`cookie`). */
  token: string
  /**
   * Signed in by the HttpOnly company cookie, whose token the page never sees: calls go without a token
   * and the browser's cookie signs them in.
   */
  cookie?: boolean
  /** When the profile was last loaded from the server (ms since the epoch). */
  lastRefreshedAt: number
}

/** The user half of a stored session (document 1 section 3). */
export interface UserState {
  loginStatus: number
  profile: Profile
  masterconfig: MasterConfig
  groups: Group[]
  /** The current group's id. */
  group: string | null
  /** The current group's menu list. */
  menus: MenuEntry[]
  /**
   * The language the groups' menus were answered in (the call's Accept-Language): they are asked for
   * again when the interface shows another one.
   */
  lang?: Locale
}

export interface StoredSession {
  auth: AuthState
  user: UserState
}

/** undefined until the first sign-in or refresh is tried. */
export type AuthStatus = undefined | 'loading' | 'success' | 'error'

export type UserLoadStatus = 'loading' | 'success' | 'error'

/** The secondary sign-on status kept per session (document 1 section 3). */
export interface SecondaryAuthStatus {
  source: string
  authorized: boolean
  expires: string | null
}

/** Where the tab is, for the cmid header and titles. */
export interface RouteState {
  path: string
  /** The company in the path, when it has one. */
  company: string | null
  cmid: string | null
}

export interface SessionState {
  auth: AuthState | null
  user: UserState | null
  authStatus: AuthStatus
  userStatus: UserLoadStatus | undefined
  /** The active interface language. */
  lang: Locale
  /** The language the user last chose, kept for signed-out visits. */
  cachedLang: Locale | undefined
  appConfig: AppConfig | null
  route: RouteState | null
}

/** Authentication steps after which the required readings are loaded again. */
export type AuthAction =
  | 'login'
  | 'mt1login'
  | 'cookieLogin'
  | 'restore'
  | 'refresh'
  | 'switchSession'
  | 'switchGroup'
  | 'switchLanguage'
  | 'logout'
