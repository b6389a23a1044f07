import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/fullscreen/car/car/$id')({
  staticData: { authorize: { capability: 'car' }, title: msg`Edit Corrective Action Request` },
  component: NotAvailablePage,
})
