import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/_frame/pages/authoring/node_missing_translation')({
  staticData: { authorize: MENU_SCREENS['QPM-NODE-TRANSLATION'].access, title: msg`Documents Missing a Translation` },
  component: NotAvailablePage,
})
