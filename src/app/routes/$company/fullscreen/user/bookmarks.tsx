import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/fullscreen/user/bookmarks')({
  staticData: { authorize: 'auth', title: msg`Bookmarks` },
  component: NotAvailablePage,
})
