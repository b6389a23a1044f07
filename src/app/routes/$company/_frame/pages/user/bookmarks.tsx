import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/_frame/pages/user/bookmarks')({
  staticData: { authorize: MENU_SCREENS['QPM-BOOKMARKS'].access, title: msg`Bookmarks` },
  component: NotAvailablePage,
})
