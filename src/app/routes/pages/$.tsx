import { createFileRoute } from '@tanstack/react-router'
import { toCompanyPages } from '@app/shell/redirects'

export const Route = createFileRoute('/pages/$')({
  staticData: { authorize: 'public' },
  beforeLoad: toCompanyPages,
})
