import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/_frame/pages/user/document/$id')({
  staticData: { authorize: { cmid: 'QPM-DOC' }, title: msg`Document` },
  component: NotAvailablePage,
})
