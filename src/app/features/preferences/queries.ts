import { queryOptions } from '@tanstack/react-query'
import { users } from '@shared/contract/users'
import { type ApiClient, apiClient } from '@app/api/client'
import { apiSignOnCalls, type SignOnCalls } from '@app/ui/SignOnButton'

export const userInfoKeys = {
  all: ['users', 'get_userinfor'] as const,
}

/** The signed-in user's own details (`GET users/get_userinfor`). */
export function userInfoQueryOptions(client: ApiClient = apiClient) {
  return queryOptions({
    queryKey: userInfoKeys.all,
    queryFn: ({ signal }) => client.request(users.getUserInfo, { signal }),
    staleTime: 0,
  })
}

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
