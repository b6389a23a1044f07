import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/_frame/pages/authoring/publish_obsolete')({
  staticData: { authorize: MENU_SCREENS['QPM-PUBLISH-OBSOLETE'].access, title: msg`Mark Obsolete` },
  component: NotAvailablePage,
})
