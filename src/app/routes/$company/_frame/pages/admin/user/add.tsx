import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/_frame/pages/admin/user/add')({
  staticData: { authorize: { capability: 'admin' }, title: msg`Add Manual User` },
  component: NotAvailablePage,
})
