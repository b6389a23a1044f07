import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { loadWorkList } from '@app/features/authoring/lists/loaders'
import { WorkListPage } from '@app/features/authoring/lists/WorkListPage'

export const Route = createFileRoute('/$company/_frame/pages/authoring/staging_missing_translation')({
  staticData: { authorize: MENU_SCREENS['QPM-STAGING-TRANSLATION'].access, title: msg`Drafts Missing a Translation` },
  loader: ({ context }) => loadWorkList(context.queryClient, 'staging_missing_translation'),
  component: () => <WorkListPage list="staging_missing_translation" />,
})
