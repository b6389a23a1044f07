import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/_frame/pages/releaseNotes/')({
  staticData: { authorize: 'auth', title: msg`Release Notes` },
  component: NotAvailablePage,
})
