import { msg } from '@lingui/core/macro'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { loadWorkList } from '@app/features/authoring/lists/loaders'

const WorkListPage = lazyRouteComponent(() => import('@app/features/authoring/lists/WorkListPage'), 'WorkListPage')

export const Route = createFileRoute('/$company/_frame/pages/authoring/review_due')({
  staticData: { authorize: MENU_SCREENS['QPM-REVIEW-DUE'].access, title: msg`Reviews Due` },
  loader: ({ context }) => loadWorkList(context.queryClient, WorkListPage, 'review_due'),
  component: () => <WorkListPage list="review_due" />,
})
