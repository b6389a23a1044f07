import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/_frame/pages/admin/workflow_chain/add')({
  staticData: { authorize: { capability: 'admin' }, title: msg`Add Workflow Chain` },
  component: NotAvailablePage,
})
