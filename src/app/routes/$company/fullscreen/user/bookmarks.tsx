import { msg } from '@lingui/core/macro'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { bookmarksQueryOptions } from '@app/features/manual/api'
import { prefetch } from '@app/features/manual/loaders'

// The page comes with the manual's screens, in a chunk of their own that the loader asks for.
const BookmarksPage = lazyRouteComponent(() => import('@app/features/manual/BookmarksPage'), 'BookmarksPage')

export const Route = createFileRoute('/$company/fullscreen/user/bookmarks')({
  staticData: { authorize: 'auth', title: msg`Bookmarks` },
  loader: ({ context }) => prefetch(context.queryClient, BookmarksPage, bookmarksQueryOptions(1)),
  component: BookmarksPage,
})
