import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { CarAdminFormPage } from '@app/features/car/AdminPages'

export const Route = createFileRoute('/$company/_frame/pages/car/admin/car_root_cause/add')({
  staticData: { authorize: MENU_SCREENS['CAR-ROOT-CAUSE'].access, title: msg`Add CAR Root Cause` },
  component: () => <CarAdminFormPage resource="car_root_cause" />,
})
