import { queryOptions } from '@tanstack/react-query'
import { preferences } from '@shared/contract/preferences'
import { type ApiClient, apiClient } from '@app/api/client'
import { isApiError } from '@app/api/errors'

/** Group account access's data layer: the customer accounts one login reaches. */

export interface GroupAccount {
  account: string
  name: string
}

export type GroupAccounts = { status: 'ready'; accounts: GroupAccount[] } | { status: 'unavailable' }

export function accountsOf(answer: unknown): GroupAccount[] {
  const rows = (answer as { results?: unknown[] } | null)?.results ?? []
  return rows.flatMap((row) => {
    const { account, name } = (row ?? {}) as Record<string, unknown>
    return typeof account === 'string' ? [{ account, name: typeof name === 'string' ? name : account }] : []
  })
}

export const groupAccountKeys = {
  all: ['preferences', 'get_groupaccount'] as const,
  user: (userid: string | null) => [...groupAccountKeys.all, userid] as const,
}

/** The accounts of the signed-in login; a server without the call yet (501) is told apart from a failure. */
export function groupAccountsQueryOptions(userid: string | null, client: ApiClient = apiClient) {
  return queryOptions({
    queryKey: groupAccountKeys.user(userid),
    queryFn: async ({ signal }): Promise<GroupAccounts> => {
      try {
        const answer = await client.request(preferences.groupAccountList, { signal, silent: true })
        return { status: 'ready', accounts: accountsOf(answer) }
      } catch (error) {
        if (isApiError(error) && error.status === 501) return { status: 'unavailable' }
        throw error
      }
    },
  })
}
