import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/_frame/pages/admin/node_deleted')({
  staticData: { authorize: { capability: 'admin' }, title: msg`Deleted Documents` },
  component: NotAvailablePage,
})
