import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '@app/features/errors/NotFoundPage'

export const Route = createFileRoute('/404')({
  staticData: { authorize: 'public', title: msg`Page not found` },
  component: NotFoundPage,
})
