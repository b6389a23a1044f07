import { queryOptions } from '@tanstack/react-query'
import { general } from '@shared/contract/general'
import { type ApiClient, apiClient } from '@app/api/client'
import { isApiError } from '@app/api/errors'

export interface ApiDocument {
  name: string
  path: string
}

export type ApiDocuments = { status: 'ready'; documents: ApiDocument[] } | { status: 'unavailable' }

function documentsOf(answer: unknown): ApiDocument[] {
  const list = Array.isArray(answer) ? answer : ((answer as { results?: unknown[] } | null)?.results ?? [])
  return list.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return []
    const { name, title, path } = entry as Record<string, unknown>
    const label = typeof name === 'string' ? name : typeof title === 'string' ? title : undefined
    return label && typeof path === 'string' ? [{ name: label, path: path.replace(/^\/+/, '') }] : []
  })
}

/** The published API documents (`GET api_documents/list`), or 'unavailable' while the server does not offer them. */
export function apiDocumentsQueryOptions(client: ApiClient = apiClient) {
  return queryOptions({
    queryKey: ['api_documents', 'list'] as const,
    queryFn: async ({ signal }): Promise<ApiDocuments> => {
      try {
        const answer = await client.call(general.apiDocumentsList.method, general.apiDocumentsList.path, { signal, silent: true })
        return { status: 'ready', documents: documentsOf(answer) }
      } catch (error) {
        if (isApiError(error) && error.status === 501) return { status: 'unavailable' }
        throw error
      }
    },
  })
}
