import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { CarAdminFormPage } from '@app/features/car/AdminPages'

export const Route = createFileRoute('/$company/_frame/pages/car/admin/car_problem_type/add')({
  staticData: { authorize: MENU_SCREENS['CAR-PROBLEM'].access, title: msg`Add CAR Problem Type` },
  component: () => <CarAdminFormPage resource="car_problem_type" />,
})
