import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/_frame/pages/authoring/staging_missing_translation')({
  staticData: { authorize: MENU_SCREENS['QPM-STAGING-TRANSLATION'].access, title: msg`Drafts Missing a Translation` },
  component: NotAvailablePage,
})
