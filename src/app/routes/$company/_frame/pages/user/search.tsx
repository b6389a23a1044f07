import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/_frame/pages/user/search')({
  staticData: { authorize: MENU_SCREENS['QPM-SEARCH'].access, title: msg`Manual Search` },
  component: NotAvailablePage,
})
