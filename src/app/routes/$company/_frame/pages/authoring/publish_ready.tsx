import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { loadWorkList } from '@app/features/authoring/lists/loaders'
import { WorkListPage } from '@app/features/authoring/lists/WorkListPage'

export const Route = createFileRoute('/$company/_frame/pages/authoring/publish_ready')({
  staticData: { authorize: MENU_SCREENS['QPM-PUBLISH-READY'].access, title: msg`Ready to Publish` },
  loader: ({ context }) => loadWorkList(context.queryClient, 'publish_ready'),
  component: () => <WorkListPage list="publish_ready" />,
})
