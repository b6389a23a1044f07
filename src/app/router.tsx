import type { QueryClient } from '@tanstack/react-query'
import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router'
import type { SessionRuntime } from '@app/session'
import { RouteErrorPage } from '@app/shell/ChunkError'
import { PagePending } from '@app/shell/PagePending'
import { routeTree } from './routeTree.gen'

export function createAppRouter(queryClient: QueryClient, runtime: SessionRuntime) {
  const router = createRouter({
    routeTree,
    context: { queryClient, runtime },
    defaultPreload: 'intent',
    // TanStack Query owns caching.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PagePending,
    defaultErrorComponent: RouteErrorPage,
    // Scrolling to the top when the path changes is done after each navigation (PageEffects).
    scrollRestoration: false,
    // Query values stay text, as the portal's addresses always had them (`?id=42`, not a number).
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith(JSON.stringify),
  })
  // When a newer front-end is ready, the next navigation to another page is a full page load.
  router.subscribe('onBeforeNavigate', ({ fromLocation, toLocation }) => {
    if (fromLocation) runtime.beforeNavigate(fromLocation.href, toLocation.href)
    // The page's code starts loading at once, beside the guard's checks and the catalog, rather than
    // after them: its loader then asks for the page's data as soon as the checks pass.
    const [routes] = router.getMatchedRoutes(toLocation.pathname)
    for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined)
  })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
