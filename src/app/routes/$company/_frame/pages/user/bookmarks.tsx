import { msg } from '@lingui/core/macro'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { bookmarksQueryOptions } from '@app/features/manual/api'
import { prefetch } from '@app/features/manual/loaders'

// The page comes with the manual's screens, in a chunk of their own that the loader asks for.
const BookmarksPage = lazyRouteComponent(() => import('@app/features/manual/BookmarksPage'), 'BookmarksPage')

export const Route = createFileRoute('/$company/_frame/pages/user/bookmarks')({
  staticData: { authorize: MENU_SCREENS['QPM-BOOKMARKS'].access, title: msg`Bookmarks` },
  loader: ({ context }) => prefetch(context.queryClient, BookmarksPage, bookmarksQueryOptions(1)),
  component: BookmarksPage,
})
