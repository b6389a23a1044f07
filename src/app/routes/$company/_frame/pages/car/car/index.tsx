import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { carOptionsQueryOptions } from '@app/features/car/api'
import { CarFormPage } from '@app/features/car/CarFormPage'

export const Route = createFileRoute('/$company/_frame/pages/car/car/')({
  staticData: { authorize: MENU_SCREENS['CAR-ADD'].access, title: msg`New Corrective Action Request` },
  // A failed read is the page's own message, with its retry.
  loader: ({ context }) => context.queryClient.ensureQueryData(carOptionsQueryOptions()).catch(() => undefined),
  component: () => <CarFormPage />,
})
