import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { ManualSwitchUserPage } from '@app/features/manualadmin/AuditPages'

export const Route = createFileRoute('/$company/_frame/pages/audit/switch_user')({
  staticData: { authorize: MENU_SCREENS['QPM-AUDIT'].access, title: msg`Manual Switch User` },
  component: ManualSwitchUserPage,
})
