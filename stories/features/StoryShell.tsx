import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { createContext, useContext, useState, type ReactNode } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import type { Group, MasterConfig, Profile } from '@shared/contract/schemas'
import { createSessionStore, memoryStorage, SessionProvider, storageKeys } from '@app/session'
import type { RouteMeta } from '@app/shell/meta'
import type { PageMenuEntry } from '@app/shell/navigation'
import { RouteErrorPage } from '@app/shell/ChunkError'
import { PagePending } from '@app/shell/PagePending'
import { freightGroups } from './fixtures'

/** The demo customer of the freight company, as the login answer describes it. */
export const customerProfile: Profile = {
  MT_UID: 'customer',
  MT_TYPE: 'CUSTOMER',
  MT_STYLE: 'transport',
  MT_EMAIL: 'customer@northwayfreight.example',
  MT_CUST: 'C10001',
  MT_FNAME: 'Chris',
  MT_LNAME: 'Morin',
  MT_SESSIONID: 'story',
  MT_ADM: 'N',
  MT_GRP: 'FRT-SHIPPING',
  MT_RESU: 0,
  MT_DACT: null,
  MT_LANG: 'en',
  MT_COMP: 'freight',
  MT_STATUS: 'Active',
  MT_THEME: 'light',
  MT_LIMITED: 'N',
  QPM_ROLE: [],
}

const masterconfig: MasterConfig = {}

/** A tab signed in as the demo customer: the session store reads it from this tab's storage. */
function signedInTab(groups: Group[], profile: Profile = customerProfile) {
  const group = groups[0]
  return {
    [storageKeys.tab.auth]: JSON.stringify({
      loginStatus: 0,
      userid: 'customer',
      company: 'freight',
      customer: 'C10001',
      session: 'story',
      token: 'story-token',
      lastRefreshedAt: 0,
    }),
    [storageKeys.tab.user]: JSON.stringify({
      loginStatus: 0,
      profile,
      masterconfig,
      groups,
      group: group?.id ?? null,
      menus: group?.menulist ?? [],
    }),
  }
}

const StoryContent = createContext<ReactNode>(null)

/** The route component of the story's router: the screen the story hands in. */
function StoryPage() {
  return <>{useContext(StoryContent)}</>
}

export interface StoryShellProps {
  /** The address the story shows, such as '/freight/home'. */
  path: string
  /** The route's meta: its rule and title. */
  meta?: Partial<RouteMeta> & { title?: MessageDescriptor }
  /**
   * The route's path below the root when the screen reads its parameters, such as
   * '$company/pages/doclib/$cmid/$dlref'; any company path otherwise.
   */
  route?: string
  /** The menu entry the server confirmed for a menu-id page: its title heads the page. */
  menuEntry?: PageMenuEntry
  /** Signed in as the demo customer, or signed out. */
  signedIn?: boolean
  /** What differs from the demo customer's profile when signed in (a staff account's type). */
  profile?: Partial<Profile>
  children: ReactNode
}

/**
 * A screen of the shell inside a memory router and a session store, with nothing sent anywhere:
 * the story's calls fail quietly, so only what the screen shows by itself is drawn (a page story
 * answers its calls with `withApi`). A screen that waits shows the portal's pending page, one that
 * fails its error page, as the portal's router does.
 */
export function StoryShell({
  path,
  meta = { authorize: 'public' },
  route = '$company/$',
  menuEntry,
  signedIn = false,
  profile,
  children,
}: StoryShellProps) {
  const [store] = useState(() =>
    createSessionStore({
      api: { request: () => Promise.reject(new Error('Stories make no calls')) },
      local: memoryStorage(),
      tab: memoryStorage(signedIn ? signedInTab(freightGroups, { ...customerProfile, ...profile }) : {}),
      cookies: { get: () => undefined, remove: () => {} },
    }),
  )
  const [router] = useState(() => {
    const root = createRootRoute({
      staticData: { authorize: 'public' },
      component: Outlet,
      // What the navigation guard hands to every page.
      beforeLoad: () => ({ page: { menuId: undefined, menuEntry } }),
    })
    const page = createRoute({
      getParentRoute: () => root,
      path: route,
      staticData: { authorize: 'public', ...meta },
      component: StoryPage,
    })
    const plain = createRoute({
      getParentRoute: () => root,
      path: '$',
      staticData: { authorize: 'public', ...meta },
      component: StoryPage,
    })
    return createRouter({
      routeTree: root.addChildren([page, plain]),
      history: createMemoryHistory({ initialEntries: [path] }),
      defaultPendingComponent: PagePending,
      defaultErrorComponent: RouteErrorPage,
    })
  })
  return (
    <SessionProvider store={store}>
      <StoryContent.Provider value={children}>
        <RouterProvider router={router} />
      </StoryContent.Provider>
    </SessionProvider>
  )
}
