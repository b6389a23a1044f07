import { createRootRouteWithContext } from '@tanstack/react-router'
import * as v from 'valibot'
import { searchText } from '@app/shell/search'
import { RouteErrorPage } from '@app/shell/ChunkError'
import { NotFoundPage } from '@app/features/errors/NotFoundPage'
import { runNavigationGuard } from '@app/shell/navigation'
import { RootLayout } from '@app/shell/RootLayout'
import type { RouterContext } from '@app/shell/session'

/** The query parameters every page accepts (document 1 section 2). */
const searchSchema = v.object({
  lang: searchText,
  redirect: searchText,
  mt1sessionid: searchText,
  set_current_menugroup: searchText,
})

export const Route = createRootRouteWithContext<RouterContext>()({
  staticData: { authorize: 'public' },
  validateSearch: searchSchema,
  beforeLoad: async ({ context, location, matches, preload }) => ({
    page: await runNavigationGuard({ context, location, matches, preload }),
  }),
  component: RootLayout,
  errorComponent: RouteErrorPage,
  notFoundComponent: NotFoundPage,
})
