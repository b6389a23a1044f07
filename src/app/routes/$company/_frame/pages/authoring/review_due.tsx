import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { loadWorkList } from '@app/features/authoring/lists/loaders'
import { WorkListPage } from '@app/features/authoring/lists/WorkListPage'

export const Route = createFileRoute('/$company/_frame/pages/authoring/review_due')({
  staticData: { authorize: MENU_SCREENS['QPM-REVIEW-DUE'].access, title: msg`Reviews Due` },
  loader: ({ context }) => loadWorkList(context.queryClient, 'review_due'),
  component: () => <WorkListPage list="review_due" />,
})
