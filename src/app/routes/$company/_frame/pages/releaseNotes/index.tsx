import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/_frame/pages/releaseNotes/')({
  staticData: { authorize: MENU_SCREENS['RELEASE-NOTES'].access, title: msg`Release Notes` },
  component: NotAvailablePage,
})
