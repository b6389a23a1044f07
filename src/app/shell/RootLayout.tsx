import { Outlet, useRouter, useRouterState } from '@tanstack/react-router'
import { memo, useCallback, useEffect, useLayoutEffect, useRef } from 'react'
import { RouterProvider as AriaRouterProvider } from 'react-aria-components'
import { companies } from '@shared/companies'
import { useSession } from '@app/session'
import { isSkinId, modeFromProfile, SkinProvider } from '@app/theme'
import { LinkIntentProvider, MenuGroupProvider } from '@app/ui/Link'
import { NavigationProgress } from '@app/ui/ProgressBar'
import { ChunkErrorWatcher } from './ChunkError'
import { PageEffects } from './PageEffects'
import { pageTheme } from './ShellOverlays'
import { pageCompanyCode, useLeafMatch } from './usePage'

/** The skin and colour mode of the page: the login page is always light, others follow MT_THEME. */
function usePageTheme() {
  const { meta, params, search } = useLeafMatch()
  const { auth, user } = useSession()
  const code = pageCompanyCode(params, search, auth?.company)
  const signedInHere = Boolean(user && auth?.company === code)
  const style = signedInHere ? user?.profile.MT_STYLE : undefined
  const skin = isSkinId(style) ? style : companies[code].skin
  const mode = meta?.light || !signedInHere ? 'light' : modeFromProfile(user?.profile.MT_THEME)
  return { skin, mode } as const
}

/** A session that ends outside navigation (expiry, another tab) sends the page back through the guard. */
function useGuardOnSignOut() {
  const router = useRouter()
  const { auth } = useSession()
  const signedIn = Boolean(auth)
  const was = useRef(signedIn)
  useEffect(() => {
    if (was.current && !signedIn && router.state.status === 'idle') void router.invalidate()
    was.current = signedIn
  }, [router, signedIn])
}

/** The progress bar, following the router's loading state on its own. */
function RouterProgress() {
  const loading = useRouterState({ select: (state) => state.isLoading })
  return <NavigationProgress isActive={loading} />
}

/**
 * What the skin wraps. Memoised without props: the layout above follows every navigation (a
 * grid's query string included) for the skin, and this part need not be drawn again for it.
 */
const RoutesWithin = memo(function RoutesWithin() {
  const router = useRouter()
  const { user } = useSession()
  const navigate = useCallback((href: string) => void router.navigate({ href }), [router])
  const useHref = useCallback((href: string) => href, [])
  // A failed preload is not shown: the navigation itself, if it comes, loads again and says what failed.
  // The router reads an `href` as `navigate` does; its types ask for `to` only.
  const preload = useCallback(
    (href: string) => void router.preloadRoute({ href } as unknown as Parameters<typeof router.preloadRoute>[0]).catch(() => undefined),
    [router],
  )
  return (
    <AriaRouterProvider navigate={navigate} useHref={useHref}>
      <LinkIntentProvider preload={preload}>
        <MenuGroupProvider group={user && user.groups.length > 1 ? (user.group ?? undefined) : undefined}>
          <RouterProgress />
          <PageEffects />
          <Outlet />
          <ChunkErrorWatcher />
        </MenuGroupProvider>
      </LinkIntentProvider>
    </AriaRouterProvider>
  )
})

/** Everything around the routes: theme, links through the router, progress bar, toasts and dialogs. */
export function RootLayout() {
  const { skin, mode } = usePageTheme()
  useGuardOnSignOut()
  useLayoutEffect(() => pageTheme.set({ skin, mode }), [skin, mode])
  return (
    <SkinProvider skin={skin} mode={mode}>
      <RoutesWithin />
    </SkinProvider>
  )
}
