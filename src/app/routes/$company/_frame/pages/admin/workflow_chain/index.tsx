import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/_frame/pages/admin/workflow_chain/')({
  staticData: { authorize: MENU_SCREENS['QPM-WORKFLOW-CHAIN'].access, title: msg`Workflow Chains` },
  component: NotAvailablePage,
})
