// Document 1 section 9 and the shell rules around it.

/** Token expiry check, active or idle (ms). */
export const TOKEN_EXPIRY_CHECK_INTERVAL_MS = 300_000
/** Backend version poll (ms). */
export const VERSION_POLL_INTERVAL_MS = 600_000
/** The front-end version this build reports. */
export const FRONTEND_VERSION = '1.0.6'
/** Declared notification timeout (ms); the spec does not show its use: problems (negative, warning) stay this long. */
export const NOTIFICATION_TIMEOUT_MS = 600_000
/**
 * How long a confirmation (positive, info) stays (ms): long enough to read, paused while pointed at or
 * focused, and gone before it covers the buttons of the next step.
 */
export const CONFIRMATION_TIMEOUT_MS = 8_000
/** Declared logout threshold (ms); the spec does not show its use. */
export const LOGOUT_THRESHOLD_MS = 5_000
/** How long the centred error toasts stay (ms). */
export const ERROR_TOAST_TIMEOUT_MS = { notFound: 100_500, serverError: 1_002_500 } as const
/** A script chunk that has not loaded by then has failed (ms). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000
/** The 'inactive' event fires this long after the last response (ms). */
export const INACTIVE_EVENT_DELAY_MS = 1_000

/** The default company, whose login the fallback routes open. */
export const DEFAULT_COMPANY = 'freight'
/** Short product codes used in titles and API prefixes. */
export const PRODUCT_CODES = { manual: 'QPM', correctiveAction: 'CAR' } as const
/** The short code page titles use. */
export const TITLE_PRODUCT_CODE = PRODUCT_CODES.manual

/** Default text size of a manual document (px). */
export const DEFAULT_DOCUMENT_TEXT_SIZE = 16
/** The text sizes a reader may choose for documents (px). */
export const DOCUMENT_TEXT_SIZES = { min: 12, max: 24 } as const

/** The manual's limits. */
export const MANUAL_LIMITS = {
  /** Characters of a search. */
  searchMaxLength: 200,
  /** Words of a search. */
  searchMaxWords: 20,
  /** Characters of a change request's comment. */
  commentMaxLength: 2000,
  /** Change requests one reader may send in an hour. */
  changeRequestsPerHour: 10,
  /** Days readers have to read a document again after a significant revision is published. */
  readingDays: 30,
} as const

/** Interface languages: the UI locale and the code the API and master configuration use. */
export const LANGUAGES = [
  { locale: 'en', code: 'en-us' },
  { locale: 'fr', code: 'fr' },
] as const
/** The language used when nothing else chooses one. */
export const DEFAULT_LOCALE: (typeof LANGUAGES)[number]['locale'] = 'en'
/** Query parameters the router accepts on any page. */
export const ACCEPTED_QUERY_PARAMETERS = ['lang', 'redirect', 'mt1sessionid', 'set_current_menugroup'] as const

/** The cmid header value when no menu is current. */
export const UNKNOWN_CMID = 'UNKNOWN'
/** The word before the token in the Authorization header. */
export const AUTHORIZATION_SCHEME = 'Token'
/** The company access cookie is `{company}-access-token`. */
export const ACCESS_COOKIE_SUFFIX = '-access-token'
/** MT_STATUS of a user allowed into the app. */
export const ACTIVE_STATUS = 'Active'
/** Login and refresh statuses: 0 signed in, 4 forced reset (init-account). */
export const LOGIN_STATUS = { success: 0, forcedReset: 4 } as const
/** Auth status of the session store. */
export const AUTH_STATUSES = ['undefined', 'loading', 'success', 'error'] as const
export type AuthStatus = (typeof AUTH_STATUSES)[number]
/** Load status of the user profile. */
export const USER_LOAD_STATUSES = ['loading', 'success', 'error'] as const
/** Colour modes of MT_THEME. */
export const THEME_MODES = ['light', 'dark'] as const
export type ThemeMode = (typeof THEME_MODES)[number]
/** Analytics options: everywhere, or per menu id flagged Y. */
export const ANALYTICS_OPTIONS = ['ALL', 'CMID'] as const

/** Front-end version states. */
export const VERSION_STATES = ['in-progress', 'ready', 'none'] as const
export type VersionState = (typeof VERSION_STATES)[number]

/** Storage kept across tabs and restarts. */
export const LOCAL_STORAGE_KEYS = ['sessions', 'backendVersion', 'secondaryAuthStatus', 'apps'] as const
/** Storage kept per browser tab. */
export const SESSION_STORAGE_KEYS = ['user', 'auth', 'lang', 'cachedLang', 'route'] as const

/** Image viewer toolbar actions. */
export const IMAGE_VIEWER_ACTIONS = ['zoom', 'rotate', 'reset', 'flip'] as const
/** Screens at this breakpoint and below count as small. */
export const SMALL_SCREEN_BREAKPOINT = 'sm'

/** Error names of failed script and style chunks, and of a missing locale module. */
export const CHUNK_ERRORS = {
  script: 'ChunkLoadError',
  css: 'CSS_CHUNK_LOAD_FAILED',
  locale: 'MODULE_NOT_FOUND',
} as const

/** The API documents published under /documents/ (and /printable_documents/) by `GET api_documents/list`. */
export const API_DOCUMENT_PATHS = { terms: 'terms-of-use', reference: 'reference' } as const

/** What the keys of the portal's browser storage begin with. */
export const STORAGE_PREFIX = 'portal.'

/**
 * Document 1 section 9: sessions, backend version, secondary auth status and apps live in
 * localStorage; user, auth, lang, cachedLang and route in this tab's sessionStorage.
 */
export const storageKeys = {
  local: {
    sessions: `${STORAGE_PREFIX}sessions`,
    backendVersion: `${STORAGE_PREFIX}backendVersion`,
    secondaryAuthStatus: `${STORAGE_PREFIX}secondaryAuthStatus`,
    apps: `${STORAGE_PREFIX}apps`,
  },
  tab: {
    user: `${STORAGE_PREFIX}user`,
    auth: `${STORAGE_PREFIX}auth`,
    lang: `${STORAGE_PREFIX}lang`,
    cachedLang: `${STORAGE_PREFIX}cachedLang`,
    route: `${STORAGE_PREFIX}route`,
    /** The front-end this tab already reloaded for (the version rule reloads once). */
    versionReload: `${STORAGE_PREFIX}versionReload`,
  },
} as const

/**
 * The element holding the page as first shown, before the app's scripts have run (the server writes it in
 * the sign-in page); the app removes it once it has drawn the page itself.
 */
export const FIRST_VIEW_ID = 'first-view'

/**
 * The name of the page's `<meta>` whose content is the address of the table of what each page's chunks
 * import (written by the build, named by the server, read by the app as it goes from page to page).
 */
export const ROUTE_CHUNKS_META = 'route-chunks'
