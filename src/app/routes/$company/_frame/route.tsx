import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { carMenuCounter } from '@app/features/car/menuCount'
import { readSwitch } from '@app/features/manualadmin/switched'
import { useSession } from '@app/session'
import { AppFrame } from '@app/shell/AppFrame'

// The banner's code (and the administration's calls it uses) comes only to a tab an auditor switched.
const SwitchedBanner = lazy(() =>
  import('@app/features/manualadmin/SwitchedBanner').then((module) => ({ default: module.SwitchedBanner })),
)

/** The counts beside menu entries, each area's own. */
const menuCounters = [carMenuCounter]

export const Route = createFileRoute('/$company/_frame')({
  staticData: { authorize: 'auth' },
  component: function Frame() {
    return (
      <>
        <SwitchedBannerWhenSwitched />
        <AppFrame counters={menuCounters} />
      </>
    )
  },
})

/** The banner, while this tab's session is one an auditor switched to (the session's changes draw it again). */
function SwitchedBannerWhenSwitched() {
  const { auth } = useSession()
  if (!auth || !readSwitch()) return null
  return (
    <Suspense fallback={null}>
      <SwitchedBanner />
    </Suspense>
  )
}
