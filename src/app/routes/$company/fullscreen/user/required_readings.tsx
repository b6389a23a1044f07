import { msg } from '@lingui/core/macro'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { requiredReadingsQueryOptions } from '@app/features/manual/api'
import { prefetch } from '@app/features/manual/loaders'

// The page comes with the manual's screens, in a chunk of their own that the loader asks for.
const RequiredReadingsPage = lazyRouteComponent(() => import('@app/features/manual/RequiredReadingsPage'), 'RequiredReadingsPage')

export const Route = createFileRoute('/$company/fullscreen/user/required_readings')({
  staticData: { authorize: 'auth', title: msg`Required Readings` },
  loader: ({ context }) => prefetch(context.queryClient, RequiredReadingsPage, requiredReadingsQueryOptions()),
  component: RequiredReadingsPage,
})
