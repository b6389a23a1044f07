import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { idOrNotFound } from '@app/features/authoring/loaders'
import { carOptionsQueryOptions, carQueryOptions } from '@app/features/car/api'
import { CarFormPage } from '@app/features/car/CarFormPage'

export const Route = createFileRoute('/$company/_frame/pages/car/car/$id')({
  staticData: { authorize: { capability: 'car' }, title: msg`Edit Corrective Action Request` },
  // A failed read is the page's own message ('Error loading CAR data or documents'), with its retry.
  loader: async ({ context, params }) => {
    const id = idOrNotFound(params.id)
    await Promise.all([
      context.queryClient.ensureQueryData(carQueryOptions(id)).catch(() => undefined),
      context.queryClient.ensureQueryData(carOptionsQueryOptions()).catch(() => undefined),
    ])
    return id
  },
  component: function EditCar() {
    return <CarFormPage id={Route.useLoaderData()} />
  },
})
