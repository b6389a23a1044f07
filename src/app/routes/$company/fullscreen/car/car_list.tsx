import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { CarListPage } from '@app/features/car/CarListPage'
import { carListSearchSchema } from '@app/features/car/searchParams'

export const Route = createFileRoute('/$company/fullscreen/car/car_list')({
  staticData: { authorize: { capability: 'car' }, title: msg`Corrective Action Requests` },
  validateSearch: carListSearchSchema,
  component: function CarList() {
    const navigate = Route.useNavigate()
    return (
      <CarListPage
        quick={Route.useSearch().quick ?? 'all'}
        onQuickChange={(quick) => void navigate({ search: (previous) => ({ ...previous, quick: quick === 'all' ? undefined : quick }) })}
        place="fullscreen"
      />
    )
  },
})
