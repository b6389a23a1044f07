import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { CarAdminFormPage } from '@app/features/car/AdminPages'

export const Route = createFileRoute('/$company/_frame/pages/car/admin/car_source/add')({
  staticData: { authorize: MENU_SCREENS['CAR-SOURCE'].access, title: msg`Add CAR Source` },
  component: () => <CarAdminFormPage resource="car_source" />,
})
