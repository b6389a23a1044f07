import { queryOptions } from '@tanstack/react-query'
import { qpmUser } from '@shared/contract/qpm-user'
import { apiClient, type RequiredReadingsAnswer, requiredReadingKeys } from '@app/api'

/**
 * The reader's required readings (the home page, the manual's list, each document's confirmation), under
 * the key the shell's refetch rules watch (session/requiredReadings.ts). On its own so the home page loads
 * this read alone, not the manual's whole data layer.
 */
export const requiredReadingsQueryOptions = () =>
  queryOptions({
    queryKey: requiredReadingKeys.all,
    queryFn: ({ signal }): Promise<RequiredReadingsAnswer> => apiClient.request(qpmUser.requiredReadings, { signal }),
  })
