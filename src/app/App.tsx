import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { startTransition, useEffect, useState } from 'react'
import { isApiError } from '@app/api/errors'
import { ComponentsLanguage } from '@app/shell/ComponentsLanguage'
import { createUiPresenter } from '@app/shell/presenter'
import { createSessionRuntime, SessionProvider } from '@app/session'
import { toastNotices } from '@app/shell/notices'
import { ShellOverlays } from '@app/shell/ShellOverlays'
import { installTranslator } from '@app/shell/translator'
import { i18n } from './i18n'
import { createAppRouter } from './router'

/**
 * The app's clients (queries, session, router), made when the page starts it rather than as its modules load:
 * the browser draws in between (src/app/main.tsx).
 */
export function startApp() {
  installTranslator(i18n)
  const queryClient = new QueryClient({
    defaultOptions: {
      // One more try only when no answer came back: a server's refusal is final, and shown once.
      queries: {
        retry: (failures, error) => failures < 1 && (!isApiError(error) || error.status === 0),
        refetchOnWindowFocus: false,
        // What a route's loader has just read is not read again as its page mounts (each page asked for its
        // data twice); changes made here invalidate what they touch at once.
        staleTime: 2_000,
      },
    },
  })
  const runtime = createSessionRuntime({ queryClient, notices: toastNotices(), presenter: createUiPresenter() })
  const router = createAppRouter(queryClient, runtime)
  // Lingui renders nothing until a language is active: start with the tab's choice (lang query,
  // profile, cached language); the guard settles it again on every navigation.
  void runtime.store.resolveLanguage({ query: new URLSearchParams(window.location.search).get('lang') })

  /**
   * The first page's guards, loaders and code, from the task after this one. The page is drawn once they are
   * done, in one go; a load that takes longer than the router waits before showing its pending page is drawn
   * as it goes, that page first.
   */
  const firstPage = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() =>
    Promise.race([
      router.load().catch(() => undefined),
      new Promise<void>((resolve) => setTimeout(resolve, router.options.defaultPendingMs ?? 1000)),
    ]),
  )

  return function App() {
    // Timers and watchers: token expiry, version poll, activity, required readings, analytics.
    useEffect(() => runtime.start(), [])
    // The page comes as a transition, which React draws in slices; the messages beside it ('Logging in', a
    // failed sign-in) show while it is decided.
    const [firstPageLoaded, setFirstPageLoaded] = useState(false)
    useEffect(() => {
      let mounted = true
      void firstPage.then(() => mounted && startTransition(() => setFirstPageLoaded(true)))
      return () => {
        mounted = false
      }
    }, [])
    return (
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <ComponentsLanguage>
            <SessionProvider store={runtime.store}>
              {firstPageLoaded && <RouterProvider router={router} />}
              <ShellOverlays />
            </SessionProvider>
          </ComponentsLanguage>
        </I18nProvider>
      </QueryClientProvider>
    )
  }
}
