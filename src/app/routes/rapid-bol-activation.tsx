import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/rapid-bol-activation')({
  staticData: { authorize: 'auth', pending: true, title: msg`Rapid Bill of Lading Activation` },
  component: NotAvailablePage,
})
