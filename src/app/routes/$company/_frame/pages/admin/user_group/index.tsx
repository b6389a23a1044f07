import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/_frame/pages/admin/user_group/')({
  staticData: { authorize: MENU_SCREENS['QPM-USER-GROUP'].access, title: msg`User Groups` },
  component: NotAvailablePage,
})
