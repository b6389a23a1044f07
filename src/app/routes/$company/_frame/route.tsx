import { createFileRoute } from '@tanstack/react-router'
import { AppFrame } from '@app/shell/AppFrame'
import { SwitchedBanner } from '@app/features/manualadmin/SwitchedBanner'

export const Route = createFileRoute('/$company/_frame')({
  staticData: { authorize: 'auth' },
  component: function Frame() {
    return (
      <>
        <SwitchedBanner />
        <AppFrame />
      </>
    )
  },
})
