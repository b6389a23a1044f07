import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { loadWorkList } from '@app/features/authoring/lists/loaders'
import { WorkListPage } from '@app/features/authoring/lists/WorkListPage'

export const Route = createFileRoute('/$company/_frame/pages/authoring/draft')({
  staticData: { authorize: MENU_SCREENS['QPM-DRAFT'].access, title: msg`Drafts` },
  loader: ({ context }) => loadWorkList(context.queryClient, 'draft'),
  component: () => <WorkListPage list="draft" />,
})
