import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { loadWorkList } from '@app/features/authoring/lists/loaders'
import { WorkListPage } from '@app/features/authoring/lists/WorkListPage'

export const Route = createFileRoute('/$company/_frame/pages/authoring/workflow')({
  staticData: { authorize: MENU_SCREENS['QPM-WORKFLOW'].access, title: msg`Workflow` },
  loader: ({ context }) => loadWorkList(context.queryClient, 'workflow'),
  component: () => <WorkListPage list="workflow" />,
})
