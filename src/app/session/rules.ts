import type { Group, MenuEntry } from '@shared/contract/schemas'
import { LOGIN_STATUS } from '@shared/constants'
import type { StoredSession, UserState } from './types'

/** Sessions are kept per uid-company key (document 1 section 4). */
export function sessionKey(uid: string, company: string): string {
  return `${uid}-${company}`
}

export function sameCompany(a: string | null | undefined, b: string | null | undefined): boolean {
  return Boolean(a && b && a.toLowerCase() === b.toLowerCase())
}

/**
 * The session to restore when the tab is not signed in: the most recently refreshed one, of the
 * route's company when the route names one. Another company's session is not taken then, since
 * the company-change rule would at once sign it out and drop it.
 */
export function pickSessionToRestore(
  sessions: Readonly<Record<string, StoredSession>>,
  routeCompany?: string | null,
): string | undefined {
  let best: [string, number] | undefined
  for (const [key, session] of Object.entries(sessions)) {
    if (routeCompany && !sameCompany(session.auth.company, routeCompany)) continue
    const at = session.auth.lastRefreshedAt
    if (!best || at > best[1]) best = [key, at]
  }
  return best?.[0]
}

/** Changing the company in the route while signed in as another company logs out. */
export function companyChangeDecision(
  signedInCompany: string | null | undefined,
  routeCompany: string | null | undefined,
): 'logout' | 'stay' {
  if (!signedInCompany || !routeCompany) return 'stay'
  return sameCompany(signedInCompany, routeCompany) ? 'stay' : 'logout'
}

/** Login and refresh statuses that sign the user in: 0, and 4 (forced reset). */
export function isSignedInStatus(status: unknown): status is 0 | 4 {
  return status === LOGIN_STATUS.success || status === LOGIN_STATUS.forcedReset
}

/** Where a sign-in lands: status 4 goes to init-account, status 0 to the redirect or the company home. */
export function afterLoginDestination(status: 0 | 4, company: string, redirect?: string | null): string {
  if (status === LOGIN_STATUS.forcedReset) return `/${company}/pages/init-account`
  return safeRedirect(redirect) ?? `/${company}/home`
}

/** Only same-site paths are followed after a sign-in. */
export function safeRedirect(redirect: string | null | undefined): string | undefined {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return undefined
  return redirect
}

export function currentGroup(user: Pick<UserState, 'groups' | 'group'> | null | undefined): Group | undefined {
  if (!user) return undefined
  return user.groups.find((group) => group.id === user.group) ?? user.groups[0]
}

/** The current group's menus, admin flag and landing page. */
export function groupView(user: Pick<UserState, 'groups' | 'group'> | null | undefined) {
  const group = currentGroup(user)
  return {
    group,
    menus: group?.menulist ?? [],
    isAdmin: group?.is_admin ?? false,
    landingPage: group?.landingPage,
  }
}

export type MenuItem = MenuEntry['menus'][number]['submenus'][number]

/**
 * What titles and analytics read from a menu-id page's entry (document 1 section 1): its title, the
 * name of the top menu it sits in as the subtitle (a top entry has none), and its analytics flag. The
 * view name CMVNAM is the portal's own and never shown.
 */
export interface MenuPageEntry {
  title: string
  subtitle: string | null
  analytics: string
}

/** The submenu item of a menu id, else a top entry with that id, in a menu list. */
export function findMenuPage(menus: readonly MenuEntry[], cmid: string | null | undefined): MenuPageEntry | undefined {
  if (!cmid) return undefined
  for (const entry of menus) {
    for (const section of entry.menus) {
      const item = section.submenus.find((submenu) => submenu.CMCID === cmid)
      if (item) return { title: item.CMTITLE, subtitle: entry.TMVNAM, analytics: item.CMANO_ANALYTICS }
    }
  }
  const top = menus.find((entry) => entry.CMCID === cmid)
  // A top entry has a name but no subtitle and no analytics flag of its own.
  return top ? { title: top.TMVNAM, subtitle: null, analytics: 'N' } : undefined
}

/** The server's answer on a cmid page (`globals/access/cmid`): its title, subtitle and analytics flag. */
export interface AccessAnswerEntry {
  CMTITLE?: string | null
  /** The subtitle the access check answered (the top menu's name). */
  CMVNAM?: string | null
  CMANO_ANALYTICS?: string | null
}

/**
 * A menu-id page's entry: from the user's menus, which are always in the language shown, else from the
 * server's access answer (in the language of that call).
 */
export function menuPageOf(
  menus: readonly MenuEntry[],
  cmid: string | null | undefined,
  answer?: AccessAnswerEntry | null,
): MenuPageEntry | undefined {
  const found = findMenuPage(menus, cmid)
  if (found || !cmid || !answer?.CMTITLE?.trim()) return found
  return { title: answer.CMTITLE, subtitle: answer.CMVNAM ?? null, analytics: answer.CMANO_ANALYTICS ?? 'N' }
}
