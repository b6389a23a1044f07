import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { recordId } from '@app/blocks/ResourcePages'
import { CarAdminEditPage } from '@app/features/car/AdminPages'
import { carAdminRecordQueryOptions } from '@app/features/car/api'

export const Route = createFileRoute('/$company/_frame/pages/car/admin/car_department/edit/$id')({
  staticData: { authorize: MENU_SCREENS['CAR-DEPARTMENT'].access, title: msg`Edit CAR Department` },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(carAdminRecordQueryOptions('car_department', recordId(params.id))),
  component: function Edit() {
    return <CarAdminEditPage resource="car_department" id={recordId(Route.useParams().id)} />
  },
})
