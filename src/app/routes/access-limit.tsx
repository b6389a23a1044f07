import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AccessLimitPage } from '@app/features/errors/ErrorPages'

export const Route = createFileRoute('/access-limit')({
  staticData: { authorize: 'public', title: msg`Access denied` },
  component: AccessLimitPage,
})
