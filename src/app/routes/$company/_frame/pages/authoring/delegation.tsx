import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { loadDelegations } from '@app/features/authoring/lists/loaders'
import { DelegationsPage } from '@app/features/authoring/lists/DelegationsPage'

// Reached from the workflow list ("Delegate my approvals…"), under its menu entry.
export const Route = createFileRoute('/$company/_frame/pages/authoring/delegation')({
  staticData: { authorize: MENU_SCREENS['QPM-WORKFLOW'].access, title: msg`Delegate my approvals` },
  loader: ({ context }) => loadDelegations(context.queryClient),
  component: () => <DelegationsPage />,
})
