import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/_frame/pages/PUSHREPORT')({
  staticData: { authorize: { cmid: 'PUSHREPORT' }, title: msg`Push Reports` },
  component: NotAvailablePage,
})
