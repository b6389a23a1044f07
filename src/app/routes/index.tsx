import { createFileRoute } from '@tanstack/react-router'
import { toStart } from '@app/shell/redirects'

export const Route = createFileRoute('/')({
  staticData: { authorize: 'public', firstMessages: true },
  beforeLoad: toStart,
})
