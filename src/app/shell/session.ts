import type { QueryClient } from '@tanstack/react-query'
import { internalMenuIds } from '@shared/auth'
import type { MenuEntry } from '@shared/contract/schemas'
import { groupView, type SessionRuntime, type SessionStore } from '@app/session'
import type { GuardSession } from './guard'

/** What every route's `beforeLoad` and `loader` receive. */
export interface RouterContext {
  queryClient: QueryClient
  runtime: SessionRuntime
}

/** The submenu (or top entry) of a menu id with the fields the shell reads. */
export function menuItemOf(menus: readonly MenuEntry[], cmid: string) {
  for (const entry of menus) {
    for (const section of entry.menus) {
      const item = section.submenus.find((submenu) => submenu.CMCID === cmid)
      if (item) return item
    }
  }
  return menus.find((entry) => entry.CMCID === cmid)
}

/** The session as the guard reads it, taken fresh at each navigation. */
export function guardSession(store: SessionStore): GuardSession {
  const state = store.getState()
  const { menus } = groupView(state.user)
  return {
    authenticated: store.isAuthenticated(),
    profile: state.user?.profile ?? null,
    company: state.auth?.company,
    menuIds: internalMenuIds(menus),
    appConfig: state.appConfig,
    menuType: (cmid) => menuItemOf(menus, cmid)?.DOCLIB_TYPE,
  }
}
