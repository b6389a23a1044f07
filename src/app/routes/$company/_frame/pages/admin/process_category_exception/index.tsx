import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/_frame/pages/admin/process_category_exception/')({
  staticData: { authorize: { capability: 'admin' }, title: msg`Process Category Exceptions` },
  component: NotAvailablePage,
})
