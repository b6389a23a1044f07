import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { MENU_SCREENS } from '@shared/auth'
import { searchText } from '@app/shell/search'
import { SwitchUserPage } from '@app/features/audit/SwitchUserPage'
import { switchTableQueryOptions } from '@app/features/audit/api'

const searchSchema = v.object({ q: searchText })

export const Route = createFileRoute('/$company/_frame/pages/SWITCHUSER')({
  staticData: { authorize: MENU_SCREENS.SWITCHUSER.access, title: msg`Switch User` },
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ q: search.q ?? '' }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(switchTableQueryOptions(deps.q)),
  component: function SwitchUser() {
    const { q } = Route.useSearch()
    return <SwitchUserPage query={q ?? ''} />
  },
})
