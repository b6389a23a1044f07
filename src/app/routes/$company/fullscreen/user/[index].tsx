import { msg } from '@lingui/core/macro'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { indexQueryOptions } from '@app/features/manual/api'
import { prefetch } from '@app/features/manual/loaders'

// The page comes with the manual's screens, in a chunk of their own that the loader asks for.
const IndexPage = lazyRouteComponent(() => import('@app/features/manual/IndexPage'), 'IndexPage')

export const Route = createFileRoute('/$company/fullscreen/user/index')({
  staticData: { authorize: 'auth', title: msg`Manual Index` },
  loader: ({ context }) => prefetch(context.queryClient, IndexPage, indexQueryOptions()),
  component: IndexPage,
})
