import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/fullscreen/user/search')({
  staticData: { authorize: 'auth', title: msg`Manual Search` },
  component: NotAvailablePage,
})
