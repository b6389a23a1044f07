import { queryOptions } from '@tanstack/react-query'
import { apiSignOnCalls, type SignOnCalls } from '@app/blocks/SignOnButton'

export const signOnKeys = {
  all: ['oidc', 'status'] as const,
  status: (source: string) => [...signOnKeys.all, source] as const,
}

/** Whether the session is authorized with a single sign-on source (`GET oidc/status`). */
export function signOnStatusQueryOptions(source: string, calls: Pick<SignOnCalls, 'status'> = apiSignOnCalls) {
  return queryOptions({
    queryKey: signOnKeys.status(source),
    queryFn: () => calls.status(source),
    retry: false,
  })
}
