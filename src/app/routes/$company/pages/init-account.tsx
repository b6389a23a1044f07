import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { InitAccountPage } from '@app/features/account/InitAccountPage'
import { userInfoQueryOptions } from '@app/features/account/api'

export const Route = createFileRoute('/$company/pages/init-account')({
  staticData: { authorize: 'auth', pending: true, title: msg`Update Profile` },
  loader: ({ context }) => context.queryClient.ensureQueryData(userInfoQueryOptions()),
  component: InitAccountPage,
})
