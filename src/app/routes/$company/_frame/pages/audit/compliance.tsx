import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { CompliancePage } from '@app/features/manualadmin/AuditPages'

export const Route = createFileRoute('/$company/_frame/pages/audit/compliance')({
  staticData: { authorize: MENU_SCREENS['QPM-COMPLIANCE'].access, title: msg`Reading Compliance` },
  component: CompliancePage,
})
