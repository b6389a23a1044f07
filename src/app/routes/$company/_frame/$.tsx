import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

/** Any other address of a company is a document of the manual. */
export const Route = createFileRoute('/$company/_frame/$')({
  staticData: { authorize: { cmid: 'QPM-DOC' }, title: msg`Document` },
  component: NotAvailablePage,
})
