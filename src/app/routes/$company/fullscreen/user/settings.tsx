import { msg } from '@lingui/core/macro'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { settingsQueryOptions } from '@app/features/manual/api'
import { prefetch } from '@app/features/manual/loaders'

// The page comes with the manual's screens, in a chunk of their own that the loader asks for.
const SettingsPage = lazyRouteComponent(() => import('@app/features/manual/SettingsPage'), 'SettingsPage')

export const Route = createFileRoute('/$company/fullscreen/user/settings')({
  staticData: { authorize: 'auth', title: msg`Manual Settings` },
  loader: ({ context }) => prefetch(context.queryClient, SettingsPage, settingsQueryOptions()),
  component: SettingsPage,
})
