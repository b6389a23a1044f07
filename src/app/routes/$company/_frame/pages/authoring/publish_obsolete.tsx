import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { loadWorkList } from '@app/features/authoring/lists/loaders'
import { WorkListPage } from '@app/features/authoring/lists/WorkListPage'

export const Route = createFileRoute('/$company/_frame/pages/authoring/publish_obsolete')({
  staticData: { authorize: MENU_SCREENS['QPM-PUBLISH-OBSOLETE'].access, title: msg`Mark Obsolete` },
  loader: ({ context }) => loadWorkList(context.queryClient, 'publish_obsolete'),
  component: () => <WorkListPage list="publish_obsolete" />,
})
