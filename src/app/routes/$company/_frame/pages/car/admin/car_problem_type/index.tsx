import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { CarAdminListPage } from '@app/features/car/AdminPages'

export const Route = createFileRoute('/$company/_frame/pages/car/admin/car_problem_type/')({
  staticData: { authorize: MENU_SCREENS['CAR-PROBLEM'].access, title: msg`CAR Problem Types` },
  component: () => <CarAdminListPage resource="car_problem_type" />,
})
