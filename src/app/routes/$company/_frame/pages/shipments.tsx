import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ShipmentsPage } from '@app/features/shipments/ShipmentsPage'
import { shipmentsFirstPageOptions } from '@app/features/shipments/api'

export const Route = createFileRoute('/$company/_frame/pages/shipments')({
  staticData: { authorize: { cmid: 'SHIPMENTS' }, menuId: 'SHIPMENTS', title: msg`Probill search` },
  // A failed first page is shown by the grid itself, with its Retry.
  loader: ({ context }) => context.queryClient.ensureQueryData(shipmentsFirstPageOptions()).catch(() => undefined),
  component: ShipmentsPage,
})
