import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { carOptionsQueryOptions } from '@app/features/car/api'
import { CarFormPage } from '@app/features/car/CarFormPage'

export const Route = createFileRoute('/$company/fullscreen/car/car/')({
  staticData: { authorize: { capability: 'car' }, title: msg`New Corrective Action Request` },
  // A failed read is the page's own message, with its retry.
  loader: ({ context }) => context.queryClient.ensureQueryData(carOptionsQueryOptions()).catch(() => undefined),
  component: () => <CarFormPage />,
})
