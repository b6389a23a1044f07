import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/_frame/pages/admin/process_category/add')({
  staticData: { authorize: { capability: 'admin' }, title: msg`Add Process Category` },
  component: NotAvailablePage,
})
