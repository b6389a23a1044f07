import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { paretoSearchSchema } from '@app/features/car/searchParams'
import { ParetoPage } from '@app/features/car/ParetoPage'

export const Route = createFileRoute('/$company/_frame/pages/car/pareto')({
  staticData: { authorize: MENU_SCREENS['CAR-PARETO'].access, title: msg`CAR Pareto Chart` },
  validateSearch: paretoSearchSchema,
  component: function Pareto() {
    const navigate = Route.useNavigate()
    return <ParetoPage search={Route.useSearch()} onSearch={(next) => void navigate({ search: (previous) => ({ ...previous, ...next }) })} />
  },
})
