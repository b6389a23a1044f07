import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

/** A menu entry of the user's menus whose screen has no route of its own yet. */
export const Route = createFileRoute('/$company/_frame/pages/$cmid')({
  staticData: { authorize: { cmid: true }, title: msg`Page` },
  component: NotAvailablePage,
})
