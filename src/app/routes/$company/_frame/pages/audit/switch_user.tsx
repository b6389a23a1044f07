import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/_frame/pages/audit/switch_user')({
  staticData: { authorize: MENU_SCREENS['QPM-AUDIT'].access, title: msg`Manual Switch User` },
  component: NotAvailablePage,
})
