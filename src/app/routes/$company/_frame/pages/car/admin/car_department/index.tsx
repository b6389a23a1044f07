import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { CarAdminListPage } from '@app/features/car/AdminPages'

export const Route = createFileRoute('/$company/_frame/pages/car/admin/car_department/')({
  staticData: { authorize: MENU_SCREENS['CAR-DEPARTMENT'].access, title: msg`CAR Departments` },
  component: () => <CarAdminListPage resource="car_department" />,
})
