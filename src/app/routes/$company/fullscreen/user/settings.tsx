import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/fullscreen/user/settings')({
  staticData: { authorize: 'auth', title: msg`Manual Settings` },
  component: NotAvailablePage,
})
