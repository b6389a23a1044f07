import { createFileRoute } from '@tanstack/react-router'
import { toUserPage } from '@app/shell/redirects'

export const Route = createFileRoute('/toc')({
  staticData: { authorize: 'auth' },
  beforeLoad: toUserPage('QPM-DOC'),
})
