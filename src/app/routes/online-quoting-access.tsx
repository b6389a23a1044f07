import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/online-quoting-access')({
  staticData: { authorize: 'auth', pending: true, title: msg`Online Quoting Access` },
  component: NotAvailablePage,
})
