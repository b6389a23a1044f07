import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { CarAdminListPage } from '@app/features/car/AdminPages'

export const Route = createFileRoute('/$company/_frame/pages/car/admin/car_source/')({
  staticData: { authorize: MENU_SCREENS['CAR-SOURCE'].access, title: msg`CAR Sources` },
  component: () => <CarAdminListPage resource="car_source" />,
})
