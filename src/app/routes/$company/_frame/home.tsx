import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '@app/features/home/HomePage'
import { homeReadingsQueryOptions } from '@app/features/home/api'

export const Route = createFileRoute('/$company/_frame/home')({
  staticData: { authorize: 'auth', title: msg`Required Readings`, firstMessages: true },
  // The page shows an honest state when the list cannot be had, so a failure does not stop it.
  loader: ({ context }) => context.queryClient.ensureQueryData(homeReadingsQueryOptions()).catch(() => undefined),
  component: HomePage,
})
