import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PreferencesPage } from '@app/features/preferences/PreferencesPage'
import { userInfoQueryOptions } from '@app/features/account/api'

export const Route = createFileRoute('/$company/_frame/pages/UA-PREF')({
  staticData: { authorize: { cmid: 'UA-PREF' }, title: msg`User Preferences` },
  loader: ({ context }) => context.queryClient.ensureQueryData(userInfoQueryOptions()),
  component: PreferencesPage,
})
