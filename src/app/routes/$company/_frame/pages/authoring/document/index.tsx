import { msg } from '@lingui/core/macro'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { authoringOptionsQueryOptions, authoringTreeQueryOptions } from '@app/features/authoring/api'

const TreePage = lazyRouteComponent(() => import('@app/features/authoring/TreePage'), 'TreePage')

export const Route = createFileRoute('/$company/_frame/pages/authoring/document/')({
  staticData: { authorize: MENU_SCREENS['QPM-AUTHORING'].access, title: msg`Document Authoring` },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(authoringTreeQueryOptions())
    void context.queryClient.prefetchQuery(authoringOptionsQueryOptions())
  },
  component: TreePage,
})
