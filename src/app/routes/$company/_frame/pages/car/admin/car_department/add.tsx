import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { CarAdminFormPage } from '@app/features/car/AdminPages'

export const Route = createFileRoute('/$company/_frame/pages/car/admin/car_department/add')({
  staticData: { authorize: MENU_SCREENS['CAR-DEPARTMENT'].access, title: msg`Add CAR Department` },
  component: () => <CarAdminFormPage resource="car_department" />,
})
