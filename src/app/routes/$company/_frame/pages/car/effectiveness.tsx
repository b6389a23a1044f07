import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { EffectivenessPage } from '@app/features/car/EffectivenessPage'
import { effectivenessSearchSchema } from '@app/features/car/searchParams'

export const Route = createFileRoute('/$company/_frame/pages/car/effectiveness')({
  staticData: { authorize: MENU_SCREENS['CAR-EFFECTIVENESS'].access, title: msg`Effectiveness Checks` },
  validateSearch: effectivenessSearchSchema,
  component: function Effectiveness() {
    const navigate = Route.useNavigate()
    return (
      <EffectivenessPage
        quick={Route.useSearch().quick ?? 'all'}
        onQuickChange={(quick) => void navigate({ search: (previous) => ({ ...previous, quick: quick === 'all' ? undefined : quick }) })}
      />
    )
  },
})
