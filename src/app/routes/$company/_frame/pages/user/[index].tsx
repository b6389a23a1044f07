import { msg } from '@lingui/core/macro'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { indexQueryOptions } from '@app/features/manual/api'
import { prefetch } from '@app/features/manual/loaders'

// The page comes with the manual's screens, in a chunk of their own that the loader asks for.
const IndexPage = lazyRouteComponent(() => import('@app/features/manual/IndexPage'), 'IndexPage')

export const Route = createFileRoute('/$company/_frame/pages/user/index')({
  staticData: { authorize: MENU_SCREENS['QPM-INDEX'].access, title: msg`Manual Index` },
  loader: ({ context }) => prefetch(context.queryClient, IndexPage, indexQueryOptions()),
  component: IndexPage,
})
