import { queryOptions } from '@tanstack/react-query'
import { users } from '@shared/contract/users'
import { type ApiClient, apiClient } from '@app/api/client'

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
