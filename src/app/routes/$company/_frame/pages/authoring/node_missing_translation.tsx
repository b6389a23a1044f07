import { msg } from '@lingui/core/macro'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { loadWorkList } from '@app/features/authoring/lists/loaders'

const WorkListPage = lazyRouteComponent(() => import('@app/features/authoring/lists/WorkListPage'), 'WorkListPage')

export const Route = createFileRoute('/$company/_frame/pages/authoring/node_missing_translation')({
  staticData: { authorize: MENU_SCREENS['QPM-NODE-TRANSLATION'].access, title: msg`Documents Missing a Translation` },
  loader: ({ context }) => loadWorkList(context.queryClient, WorkListPage, 'node_missing_translation'),
  component: () => <WorkListPage list="node_missing_translation" />,
})
