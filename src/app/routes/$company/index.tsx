import { createFileRoute, redirect } from '@tanstack/react-router'
import { paths } from '@app/shell/paths'

export const Route = createFileRoute('/$company/')({
  staticData: { authorize: 'auth', firstMessages: true },
  beforeLoad: ({ params }) => {
    throw redirect({ href: paths.home(params.company), replace: true })
  },
})
