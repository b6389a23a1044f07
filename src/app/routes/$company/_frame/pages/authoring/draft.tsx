import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/_frame/pages/authoring/draft')({
  staticData: { authorize: MENU_SCREENS['QPM-DRAFT'].access, title: msg`Drafts` },
  component: NotAvailablePage,
})
