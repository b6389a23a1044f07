import type { QueryClient } from '@tanstack/react-query'
import type { MasterConfig } from '@shared/contract/schemas'
import { type ApiClient, apiClient } from '@app/api/client'
import { type Clock, systemClock } from '@app/api/clock'
import { probeMaintenance } from '@app/api/maintenance'
import type { ErrorPresenter } from '@app/api/presenter-types'
import { masterconfigQueryOptions, userKeys } from '@app/api/queries'
import { activateLocale, loadLocale } from '@app/i18n'
import { watchUserActivity } from './activity'
import { type AnalyticsSender, analyticsSettings, createAnalytics, dataLayerSender } from './analytics'
import { createAutoRefresh } from './autoRefresh'
import { type CookieJar, documentCookies } from './cookies'
import { startExpiryCheck } from './expiry'
import { maintenanceCheck } from './maintenance'
import { readerLanguage, watchRequiredReadings } from './requiredReadings'
import { type AccessAnswerEntry, groupView, menuPageOf } from './rules'
import { browserStorage, type KeyValueStorage } from './storage'
import { createSessionStore, quietNotices, type SessionNotices, userLocale } from './store'
import { pageTitle } from './title'
import { createVersionWatcher } from './version'

export interface SessionRuntimeOptions {
  queryClient: QueryClient
  client?: ApiClient
  local?: KeyValueStorage
  tab?: KeyValueStorage
  cookies?: CookieJar
  clock?: Clock
  notices?: SessionNotices
  /** The error catalogue's interface (createUiPresenter() in the app). */
  presenter?: ErrorPresenter
  analyticsSender?: AnalyticsSender
  activateLocale?: (locale: 'en' | 'fr') => unknown
  /** Loads a language's catalogs without showing it (`loadLocale` of the app's i18n). */
  loadLocale?: (locale: 'en' | 'fr') => unknown
}

/**
 * How long a language switch waits for the page's answers in the new language before it shows
 * anyway; those still on their way change when they come.
 */
export const LANGUAGE_SWITCH_WAIT_MS = 2000

export interface PageInfo {
  /** The path shown. */
  path: string
  /** The company in the path, when it has one. */
  company: string | null
  /** The page's menu id, for menu-id pages. */
  cmid: string | null
  /** The route's own title, translated. */
  routeTitle?: string | null
  /** The route's title heads the page even where a menu entry names it. */
  ownTitle?: boolean
  /** The server's access answer on a cmid page, used when the user's menus lack the page. */
  menuEntry?: AccessAnswerEntry | null
  /** The skin's short product code. */
  productCode: string
}

/** Everything the shell runs beside the router: session store, timers, version, analytics, titles. */
export function createSessionRuntime(options: SessionRuntimeOptions) {
  const client = options.client ?? apiClient
  const clock = options.clock ?? systemClock
  const local = options.local ?? browserStorage('localStorage')
  const tab = options.tab ?? browserStorage('sessionStorage')
  const notices = options.notices ?? quietNotices
  const { queryClient } = options
  const loadCatalogs = options.loadLocale ?? loadLocale

  /**
   * Every answer held in the query cache is asked for again in the new language (the server writes
   * labels and messages in the call's language): those on screen at once, the others when next used.
   */
  async function refetchAnswers(): Promise<void> {
    let timer: unknown
    const waited = new Promise<void>((resolve) => {
      timer = clock.setTimeout(resolve, LANGUAGE_SWITCH_WAIT_MS)
    })
    await Promise.race([queryClient.invalidateQueries(undefined, { throwOnError: false }).catch(() => undefined), waited])
    clock.clearTimeout(timer)
  }

  const store = createSessionStore({
    api: client,
    local,
    tab,
    cookies: options.cookies ?? documentCookies(),
    clock,
    notices,
    activateLocale: options.activateLocale ?? activateLocale,
    prepareLanguage: (locale) => Promise.all([loadCatalogs(locale), refetchAnswers()]),
  })
  client.configure({ context: store.requestContext(), ...(options.presenter ? { presenter: options.presenter } : {}) })

  const version = createVersionWatcher({
    api: client,
    clock,
    local,
    tab,
    announce: notices.info,
    isIdle: client.activity.isIdle,
    events: client.activity.events,
  })
  const analytics = createAnalytics(options.analyticsSender ?? dataLayerSender())
  const autoRefresh = createAutoRefresh()
  let lastMenuAnalytics: string | null | undefined

  const masterconfig = (): MasterConfig | undefined =>
    store.getState().user?.masterconfig ?? queryClient.getQueryData<MasterConfig>(userKeys.masterconfig())

  function evaluateAnalytics() {
    analytics.update(
      analyticsSettings({
        masterconfig: masterconfig(),
        userType: store.getState().user?.profile.MT_TYPE,
        menuAnalytics: lastMenuAnalytics,
      }),
    )
  }

  /** A page's menu entry and document title, from the menus of the language shown. */
  function describe(page: Omit<PageInfo, 'path'>) {
    const state = store.getState()
    const entry = page.cmid ? menuPageOf(groupView(state.user).menus, page.cmid, page.menuEntry) : undefined
    const title = pageTitle({
      routeTitle: page.routeTitle,
      menuEntry: page.ownTitle && page.routeTitle ? undefined : entry,
      company: state.user?.profile.MT_COMP ?? page.company,
      productCode: page.productCode,
    })
    return { entry, title }
  }

  return {
    store,
    client,
    version,
    analytics,
    autoRefresh,

    /** Starts the timers and watchers; returns a function that stops them. */
    start() {
      const activity = watchUserActivity()
      const expiry = startExpiryCheck({ target: store, activity, clock })
      version.start()
      const stopReadings = watchRequiredReadings({
        queryClient,
        onAuthAction: store.onAuthAction,
        userLanguage: () => readerLanguage(queryClient, userLocale(store.getState())),
      })
      // Analytics are evaluated again when the user type changes (sign-in, sign-out, switch).
      let userType = store.getState().user?.profile.MT_TYPE
      const stopType = store.subscribe(() => {
        const next = store.getState().user?.profile.MT_TYPE
        if (next === userType) return
        userType = next
        evaluateAnalytics()
      })
      if (!store.isAuthenticated()) {
        void queryClient.prefetchQuery(masterconfigQueryOptions(client)).then(evaluateAnalytics)
      }
      return () => {
        activity.stop()
        expiry.stop()
        version.stop()
        stopReadings()
        stopType()
      }
    },

    /** After each navigation: the cmid header, the document title and the page view. */
    pageShown(page: PageInfo): string {
      store.setRoute({ path: page.path, company: page.company, cmid: page.cmid })
      const { entry, title } = describe(page)
      if (typeof document !== 'undefined') document.title = title
      lastMenuAnalytics = entry?.analytics
      evaluateAnalytics()
      analytics.pageView(page.path, title)
      return title
    },

    /**
     * The document title of the page on screen as the session stands now: drawn again when the
     * language or the menus change, without counting another page view.
     */
    pageTitle: (page: Omit<PageInfo, 'path'>): string => describe(page).title,

    /** The maintenance ping of a route change: the address to go to, or undefined to stay. */
    checkMaintenance(pathname: string, href: string) {
      return maintenanceCheck({ probe: () => probeMaintenance(), pathname, from: href })
    },

    /** The reload-once rule: true when this navigation became a full page load. */
    beforeNavigate: (from: string, to: string) => version.beforeNavigate(from, to),
  }
}

export type SessionRuntime = ReturnType<typeof createSessionRuntime>
