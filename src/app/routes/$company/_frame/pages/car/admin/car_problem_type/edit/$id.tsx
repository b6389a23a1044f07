import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/_frame/pages/car/admin/car_problem_type/edit/$id')({
  staticData: { authorize: { capability: 'carAdmin' }, title: msg`Edit CAR Problem Type` },
  component: NotAvailablePage,
})
