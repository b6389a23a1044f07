import { createFileRoute, Outlet } from '@tanstack/react-router'
import { FullscreenFrame } from '@app/ui/Frame'

export const Route = createFileRoute('/$company/fullscreen')({
  staticData: { authorize: 'auth' },
  component: () => (
    <FullscreenFrame>
      <Outlet />
    </FullscreenFrame>
  ),
})
