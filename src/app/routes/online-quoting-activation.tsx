import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ActivationPage } from '@app/features/account/ActivationPage'

export const Route = createFileRoute('/online-quoting-activation')({
  staticData: { authorize: 'auth', pending: true, title: msg`Account Activation` },
  component: ActivationPage,
})
