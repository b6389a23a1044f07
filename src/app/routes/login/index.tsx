import { createFileRoute } from '@tanstack/react-router'
import { toDefaultLogin } from '@app/shell/redirects'

export const Route = createFileRoute('/login/')({
  staticData: { authorize: 'public' },
  beforeLoad: toDefaultLogin,
})
