import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/fullscreen/car/car_list')({
  staticData: { authorize: { capability: 'car' }, title: msg`Corrective Action Requests` },
  component: NotAvailablePage,
})
