import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/index.html')({
  staticData: { authorize: 'public', firstMessages: true },
  beforeLoad: ({ location }) => {
    throw redirect({ href: `/${location.searchStr}`, replace: true })
  },
})
