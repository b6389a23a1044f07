import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { loadWorkList } from '@app/features/authoring/lists/loaders'
import { WorkListPage } from '@app/features/authoring/lists/WorkListPage'

export const Route = createFileRoute('/$company/_frame/pages/authoring/node_missing_translation')({
  staticData: { authorize: MENU_SCREENS['QPM-NODE-TRANSLATION'].access, title: msg`Documents Missing a Translation` },
  loader: ({ context }) => loadWorkList(context.queryClient, 'node_missing_translation'),
  component: () => <WorkListPage list="node_missing_translation" />,
})
