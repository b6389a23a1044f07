import { queryOptions } from '@tanstack/react-query'
import { general } from '@shared/contract/general'
import type { EndpointResponse } from '@shared/contract/types'
import { type ApiClient, apiClient } from '@app/api/client'

export type ApiDocument = EndpointResponse<typeof general.apiDocumentsList>[number]

/** The published API documents (`GET api_documents/list`) in the reader's language. */
export function apiDocumentsQueryOptions(lang: string, client: ApiClient = apiClient) {
  return queryOptions({
    queryKey: ['api_documents', 'list', lang] as const,
    queryFn: ({ signal }) => client.request(general.apiDocumentsList, { signal }),
  })
}
