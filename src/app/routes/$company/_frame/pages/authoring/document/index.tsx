import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { authoringOptionsQueryOptions, authoringTreeQueryOptions } from '@app/features/authoring/api'
import { TreePage } from '@app/features/authoring/TreePage'

export const Route = createFileRoute('/$company/_frame/pages/authoring/document/')({
  staticData: { authorize: MENU_SCREENS['QPM-AUTHORING'].access, title: msg`Document Authoring` },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(authoringTreeQueryOptions())
    void context.queryClient.prefetchQuery(authoringOptionsQueryOptions())
  },
  component: TreePage,
})
