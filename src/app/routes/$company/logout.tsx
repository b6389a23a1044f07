import { msg } from '@lingui/core/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { paths } from '@app/shell/paths'

export const Route = createFileRoute('/$company/logout')({
  staticData: { authorize: 'public', title: msg`Sign out` },
  beforeLoad: async ({ context, params, preload }) => {
    // Hovering a sign-out link preloads the route: only a real visit signs out.
    if (preload) return
    await context.runtime.store.logout()
    context.queryClient.clear()
    throw redirect({ href: paths.login(params.company), replace: true })
  },
})
