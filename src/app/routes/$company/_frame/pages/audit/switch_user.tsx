import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/_frame/pages/audit/switch_user')({
  staticData: { authorize: { capability: 'audit' }, title: msg`Manual Switch User` },
  component: NotAvailablePage,
})
