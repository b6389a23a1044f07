import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { recordId } from '@app/blocks/ResourcePages'
import { CarAdminEditPage } from '@app/features/car/AdminPages'
import { carAdminRecordQueryOptions } from '@app/features/car/api'

export const Route = createFileRoute('/$company/_frame/pages/car/admin/car_root_cause/edit/$id')({
  staticData: { authorize: MENU_SCREENS['CAR-ROOT-CAUSE'].access, title: msg`Edit CAR Root Cause` },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(carAdminRecordQueryOptions('car_root_cause', recordId(params.id))),
  component: function Edit() {
    return <CarAdminEditPage resource="car_root_cause" id={recordId(Route.useParams().id)} />
  },
})
