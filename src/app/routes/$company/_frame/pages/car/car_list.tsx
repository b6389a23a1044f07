import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/_frame/pages/car/car_list')({
  staticData: { authorize: MENU_SCREENS['CAR-LIST'].access, title: msg`Corrective Action Requests` },
  component: NotAvailablePage,
})
