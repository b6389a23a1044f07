import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { EmailHistoryPage } from '@app/features/manualadmin/RecordPages'

export const Route = createFileRoute('/$company/_frame/pages/admin/email_history')({
  staticData: { authorize: MENU_SCREENS['QPM-EMAIL-HISTORY'].access, title: msg`Email History` },
  component: EmailHistoryPage,
})
