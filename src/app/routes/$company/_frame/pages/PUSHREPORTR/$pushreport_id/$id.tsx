import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/_frame/pages/PUSHREPORTR/$pushreport_id/$id')({
  staticData: { authorize: { cmid: 'PUSHREPORT' }, title: msg`Push Report Repository Details` },
  component: NotAvailablePage,
})
