import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import type { ReactElement, ReactNode } from 'react'
import { ApiError } from '@app/api/errors'
import { createSessionStore, memoryStorage, SessionProvider, storageKeys } from '@app/session'
import type { Profile } from '@shared/contract/schemas'
import { httpError, profile } from '../session/fixtures'
import { renderWithProviders } from '../render'

/** A 400 answer: the server's message and its field messages. */
export function invalidAnswer(errors: Record<string, string>): ApiError {
  const data = { status: 400, statusText: 'Bad Request', message: 'Some fields are not valid.', code: 'VALIDATION', errors }
  return httpError(400, data)
}

/** This tab signed in as `user` of the freight company. */
function signedInTab(user: Profile) {
  return {
    [storageKeys.tab.auth]: JSON.stringify({
      loginStatus: user.MT_RESU ? 4 : 0,
      userid: user.MT_UID,
      company: 'freight',
      customer: user.MT_CUST,
      session: 'test',
      token: 'test-token',
      lastRefreshedAt: 0,
    }),
    [storageKeys.tab.user]: JSON.stringify({
      loginStatus: user.MT_RESU ? 4 : 0,
      profile: user,
      masterconfig: {},
      groups: [],
      group: null,
      menus: [],
    }),
  }
}

export interface PageShellOptions {
  /** The address of the page, such as '/freight/login'. */
  path: string
  /** The session store's calls (sign-in, refresh). */
  request?: (...args: unknown[]) => Promise<unknown>
  /** Signed in as this profile, or signed out. */
  signedIn?: Profile | boolean
  /** Answers already in the query cache: [key, data]. */
  queries?: [readonly unknown[], unknown][]
  locale?: 'en' | 'fr'
}

/**
 * Renders a page of the account features as the app does: under a memory router (so links and
 * navigation work), a session store whose calls the test answers, and a query client.
 */
export function renderPage(page: ReactNode, options: PageShellOptions) {
  const request = options.request ?? (() => Promise.reject(new Error('No call expected')))
  const signedIn = options.signedIn === true ? profile() : options.signedIn || undefined
  const store = createSessionStore({
    api: { request: request as never },
    local: memoryStorage(),
    tab: memoryStorage(signedIn ? signedInTab(signedIn) : {}),
    cookies: { get: () => undefined, remove: () => {} },
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  for (const [key, data] of options.queries ?? []) queryClient.setQueryData(key, data)
  const root = createRootRoute({ staticData: { authorize: 'public' }, component: Outlet })
  const screenRoute = createRoute({
    getParentRoute: () => root,
    path: '$company/$',
    staticData: { authorize: 'public' },
    component: () => <>{page}</>,
  })
  const plain = createRoute({
    getParentRoute: () => root,
    path: '$',
    staticData: { authorize: 'public' },
    component: () => <>{page}</>,
  })
  const history = createMemoryHistory({ initialEntries: [options.path] })
  const router = createRouter({ routeTree: root.addChildren([screenRoute, plain]), history })
  const ui: ReactElement = (
    <QueryClientProvider client={queryClient}>
      <SessionProvider store={store}>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>
  )
  return { ...renderWithProviders(ui, { locale: options.locale ?? 'en' }), store, router, history, queryClient }
}
