import { msg } from '@lingui/core/macro'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { loadWorkList } from '@app/features/authoring/lists/loaders'

const WorkListPage = lazyRouteComponent(() => import('@app/features/authoring/lists/WorkListPage'), 'WorkListPage')

export const Route = createFileRoute('/$company/_frame/pages/authoring/publish_ready')({
  staticData: { authorize: MENU_SCREENS['QPM-PUBLISH-READY'].access, title: msg`Ready to Publish` },
  loader: ({ context }) => loadWorkList(context.queryClient, WorkListPage, 'publish_ready'),
  component: () => <WorkListPage list="publish_ready" />,
})
