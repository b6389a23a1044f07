import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { requiredReadingsQueryOptions } from '@app/features/manual/readings'
import { HomePage } from '@app/features/home/HomePage'

export const Route = createFileRoute('/$company/_frame/home')({
  staticData: { authorize: 'auth', title: msg`Required Readings`, firstMessages: true },
  // The page shows a failure with a retry of its own, so a failure does not stop it.
  loader: ({ context }) => context.queryClient.ensureQueryData(requiredReadingsQueryOptions()).catch(() => undefined),
  component: HomePage,
})
