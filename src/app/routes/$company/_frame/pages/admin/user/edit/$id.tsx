import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/_frame/pages/admin/user/edit/$id')({
  staticData: { authorize: { capability: 'admin' }, title: msg`Edit Manual User` },
  component: NotAvailablePage,
})
