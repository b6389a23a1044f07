import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { recordId } from '@app/blocks/ResourcePages'
import { CarAdminEditPage } from '@app/features/car/AdminPages'
import { carAdminRecordQueryOptions } from '@app/features/car/api'

export const Route = createFileRoute('/$company/_frame/pages/car/admin/car_source/edit/$id')({
  staticData: { authorize: MENU_SCREENS['CAR-SOURCE'].access, title: msg`Edit CAR Source` },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(carAdminRecordQueryOptions('car_source', recordId(params.id))),
  component: function Edit() {
    return <CarAdminEditPage resource="car_source" id={recordId(Route.useParams().id)} />
  },
})
