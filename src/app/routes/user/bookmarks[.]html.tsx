import { createFileRoute } from '@tanstack/react-router'
import { toUserPage } from '@app/shell/redirects'

export const Route = createFileRoute('/user/bookmarks.html')({
  staticData: { authorize: 'auth' },
  beforeLoad: toUserPage('user/bookmarks'),
})
