import { msg } from '@lingui/core/macro'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { loadWorkList } from '@app/features/authoring/lists/loaders'

const WorkListPage = lazyRouteComponent(() => import('@app/features/authoring/lists/WorkListPage'), 'WorkListPage')

export const Route = createFileRoute('/$company/_frame/pages/authoring/draft')({
  staticData: { authorize: MENU_SCREENS['QPM-DRAFT'].access, title: msg`Drafts` },
  loader: ({ context }) => loadWorkList(context.queryClient, WorkListPage, 'draft'),
  component: () => <WorkListPage list="draft" />,
})
