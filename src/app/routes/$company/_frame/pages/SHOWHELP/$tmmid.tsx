import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { helpPageQueryOptions } from '@app/api/queries'
import { HelpPage } from '@app/features/help/HelpPage'

export const Route = createFileRoute('/$company/_frame/pages/SHOWHELP/$tmmid')({
  staticData: { authorize: 'auth', menuId: 'SHOWHELP', title: msg`Help` },
  // A menu without a help page is answered on the page itself.
  loader: ({ context, params }) =>
    context.queryClient
      .ensureQueryData(helpPageQueryOptions(params.tmmid, context.runtime.store.getState().lang))
      .catch(() => undefined),
  component: function Help() {
    const { tmmid } = Route.useParams()
    return <HelpPage mid={tmmid} />
  },
})
