import { createFileRoute } from '@tanstack/react-router'
import { AppFrame } from '@app/shell/AppFrame'

export const Route = createFileRoute('/$company/_frame')({
  staticData: { authorize: 'auth' },
  component: AppFrame,
})
