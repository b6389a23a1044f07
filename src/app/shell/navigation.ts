import { redirect } from '@tanstack/react-router'
import { isCompanyCode } from '@shared/companies'
import { cmidAccessQueryOptions } from '@app/api/queries'
import { loadAllMessages } from '@app/i18n'
import { safeRedirect } from '@app/session'
import { companyOf, decide, type GuardDecision } from './guard'
import type { RouteMeta } from './meta'
import { paths } from './paths'
import { guardSession, type RouterContext } from './session'

/** The menu entry the server confirmed for a cmid page, for its title and analytics. */
export interface PageMenuEntry {
  CMTITLE: string | null
  CMVNAM: string | null
  CMANO_ANALYTICS: string | null
}

/** What the root guard hands to every route below it. */
export interface PageContext {
  menuId: string | undefined
  menuEntry: PageMenuEntry | undefined
}

interface GuardOptions {
  context: RouterContext
  location: { pathname: string; href: string; hash: string; search: unknown }
  matches: readonly { staticData?: Partial<RouteMeta>; params?: unknown }[]
  preload: boolean
}

let started: Promise<unknown> | undefined
/** The menu id page the server last confirmed, and its menu entry. */
let confirmedPage: { key: string; entry: PageMenuEntry } | undefined

/** Restores a stored session (or the company cookie) once, before the first page decides anything. */
function startSession(context: RouterContext, routeCompany: string | undefined) {
  started ??= context.runtime.store.start({ routeCompany: routeCompany ?? null }).catch(() => undefined)
  return started
}

/** The address without one query parameter. */
function without(href: string, name: string): string {
  const url = new URL(href, 'http://portal.invalid')
  url.searchParams.delete(name)
  return url.pathname + url.search + url.hash
}

/** A query value as text: the router reads `?x=42` as a number. */
function text(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined
}

function searchOf(search: unknown): Record<string, unknown> {
  return typeof search === 'object' && search !== null ? (search as Record<string, unknown>) : {}
}

/**
 * The root `beforeLoad`: session start, `mt1sessionid`, `set_current_menugroup`, the language,
 * then the decisions of `decide` and the server's cmid check.
 */
export async function runNavigationGuard({ context, location, matches, preload }: GuardOptions): Promise<PageContext> {
  const { store } = context.runtime
  const leaf = matches.at(-1)
  const meta = leaf?.staticData
  const params = Object.assign({}, ...matches.map((match) => match.params ?? {})) as Record<string, unknown>
  const search = searchOf(location.search)
  const routeCompany = isCompanyCode(params.company) ? params.company : undefined
  // Pages beyond sign-in and home need the other catalog: it loads alongside the checks below.
  const messages = meta?.firstMessages ? undefined : loadAllMessages()
  // A redirect leaves it unawaited; a failure then shows on the page that needs it.
  messages?.catch(() => undefined)

  await startSession(context, routeCompany)

  if (!preload) {
    const mt1 = text(search.mt1sessionid)
    if (mt1) {
      const next = without(location.href, 'mt1sessionid')
      try {
        await store.mt1login(mt1, companyOf(params, { company: store.getState().auth?.company }))
      } catch {
        throw redirect({ href: paths.login(companyOf(params), next), replace: true })
      }
      throw redirect({ href: next, replace: true })
    }
    const group = text(search.set_current_menugroup)
    const user = store.getState().user
    if (group && user && group !== user.group && user.groups.some((g) => g.id === group)) {
      await store.switchGroup(group).catch(() => undefined)
    }
    await store.resolveLanguage({ query: search.lang, routeMeta: meta?.lang })
  }

  let decision: GuardDecision = decide({ location: { ...location, search }, meta, params, session: guardSession(store) })
  if (decision.kind === 'logout') {
    if (preload) return { menuId: undefined, menuEntry: undefined }
    await store.logout()
    // A stored session of the route's company is taken up again, as on start.
    await store.start({ routeCompany: decision.company, cookie: true }).catch(() => undefined)
    decision = decide({ location: { ...location, search }, meta, params, session: guardSession(store) })
  }
  if (decision.kind === 'logout') throw redirect({ href: paths.login(decision.company, location.href) })
  if (decision.kind === 'redirect') throw redirect({ href: decision.href, replace: true })

  let menuEntry: PageMenuEntry | undefined
  if (decision.checkCmid) {
    // A change of the page's query string alone (a grid's search, page or sort) is the same page for
    // the same session, group and language: the server's answer stands. Any other navigation asks again.
    const state = store.getState()
    const key = [location.pathname, decision.checkCmid, state.auth?.token, state.user?.group, state.lang].join('|')
    if (confirmedPage?.key === key) {
      menuEntry = confirmedPage.entry
    } else {
      try {
        const answer = await context.queryClient.fetchQuery(cmidAccessQueryOptions(decision.checkCmid))
        menuEntry = { CMTITLE: answer.title, CMVNAM: answer.subtitle, CMANO_ANALYTICS: answer.analytics }
        if (!preload) confirmedPage = { key, entry: menuEntry }
      } catch {
        confirmedPage = undefined
        throw redirect({ href: paths.forbidden(), replace: true })
      }
    }
  } else if (!preload) {
    confirmedPage = undefined
  }
  await messages
  return { menuId: decision.menuId, menuEntry }
}

/** Where a signed-in visitor of `/` goes: the home of the profile's company. */
export function rootDestination(context: RouterContext): string {
  const { store } = context.runtime
  const state = store.getState()
  if (!store.isAuthenticated()) return paths.login(companyOf({}))
  const company = state.user?.profile.MT_COMP || state.auth?.company
  return paths.home(companyOf({ company }))
}

/** The redirect query of the login page, when it is a path on this site. */
export const loginRedirect = (value: unknown) => safeRedirect(typeof value === 'string' ? value : undefined)
