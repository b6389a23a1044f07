import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/_frame/pages/car/admin/car_root_cause/add')({
  staticData: { authorize: { capability: 'carAdmin' }, title: msg`Add CAR Root Cause` },
  component: NotAvailablePage,
})
