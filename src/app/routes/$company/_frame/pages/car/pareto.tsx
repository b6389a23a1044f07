import { msg } from '@lingui/core/macro'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { paretoSearchSchema } from '@app/features/car/searchParams'

// The page and its chart library come in chunks of their own, which no other page loads.
const ParetoPage = lazyRouteComponent(() => import('@app/features/car/ParetoPage'), 'ParetoPage')

export const Route = createFileRoute('/$company/_frame/pages/car/pareto')({
  staticData: { authorize: MENU_SCREENS['CAR-PARETO'].access, title: msg`CAR Pareto Chart` },
  validateSearch: paretoSearchSchema,
  component: function Pareto() {
    const navigate = Route.useNavigate()
    return <ParetoPage search={Route.useSearch()} onSearch={(next) => void navigate({ search: (previous) => ({ ...previous, ...next }) })} />
  },
})
