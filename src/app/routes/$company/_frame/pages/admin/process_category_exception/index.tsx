import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/_frame/pages/admin/process_category_exception/')({
  staticData: { authorize: MENU_SCREENS['QPM-PROCESS-EXCEPTION'].access, title: msg`Process Category Exceptions` },
  component: NotAvailablePage,
})
