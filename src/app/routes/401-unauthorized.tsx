import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { UnauthorizedPage } from '@app/features/errors/ErrorPages'

export const Route = createFileRoute('/401-unauthorized')({
  staticData: { authorize: 'auth', pending: true, title: msg`Unauthorized` },
  component: UnauthorizedPage,
})
