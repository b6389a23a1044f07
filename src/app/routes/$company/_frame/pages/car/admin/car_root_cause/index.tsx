import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { CarAdminListPage } from '@app/features/car/AdminPages'

export const Route = createFileRoute('/$company/_frame/pages/car/admin/car_root_cause/')({
  staticData: { authorize: MENU_SCREENS['CAR-ROOT-CAUSE'].access, title: msg`CAR Root Causes` },
  component: () => <CarAdminListPage resource="car_root_cause" />,
})
