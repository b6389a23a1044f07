import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query'
import { users } from '@shared/contract/users'
import { type ApiClient, apiClient } from '@app/api/client'

/** The generic search of a list (document 2 section 7): `column=text` pairs joined by '|'. */
export function genericSearch(text: string, columns: readonly string[]): string {
  return columns.map((column) => `${column}=${text}`).join('|')
}

/** The users an audit user may switch to (`GET users/switch_table`), searched by name or id. */
export function switchTableQueryOptions(search: string, client: ApiClient = apiClient) {
  return queryOptions({
    queryKey: ['users', 'switch_table', search] as const,
    queryFn: ({ signal }) =>
      client.request(users.switchTable, {
        query: {
          limit: 20,
          ...(search ? { mttable_generic_search: genericSearch(search, ['username', 'fname', 'lname']) } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

/** Opens the portal as another user: answers the switched session, which the page adopts. */
export function useSwitchUser(client: ApiClient = apiClient) {
  return useMutation({ mutationFn: (username: string) => client.request(users.switchUser, { body: { username } }) })
}
