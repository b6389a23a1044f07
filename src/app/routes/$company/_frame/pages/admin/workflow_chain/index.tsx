import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/_frame/pages/admin/workflow_chain/')({
  staticData: { authorize: { capability: 'admin' }, title: msg`Workflow Chains` },
  component: NotAvailablePage,
})
