import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/rapid-bol-access')({
  staticData: { authorize: 'auth', pending: true, title: msg`Rapid Bill of Lading Access` },
  component: NotAvailablePage,
})
