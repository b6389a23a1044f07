import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/_frame/pages/QPM-DOC')({
  staticData: { authorize: { cmid: 'QPM-DOC' }, title: msg`Document` },
  component: NotAvailablePage,
})
