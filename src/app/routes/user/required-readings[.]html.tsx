import { createFileRoute } from '@tanstack/react-router'
import { toUserPage } from '@app/shell/redirects'

export const Route = createFileRoute('/user/required-readings.html')({
  staticData: { authorize: 'auth' },
  beforeLoad: toUserPage('user/required_readings'),
})
