import { queryOptions } from '@tanstack/react-query'
import { qpmUser } from '@shared/contract/qpm-user'
import { type ApiClient, apiClient } from '@app/api/client'
import { isApiError } from '@app/api/errors'
import { requiredReadingKeys, type RequiredReadingsAnswer } from '@app/api/queries'

/** One required reading as the home page lists it; the manual's answer may carry more. */
export interface RequiredReading {
  id: string | number
  title: string
  path?: string
  due?: string
}

export type HomeReadings =
  | { status: 'ready'; readings: RequiredReading[] }
  /** The server does not offer the manual yet (501): the page says so instead of showing an error. */
  | { status: 'unavailable' }

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}

/** Reads the entries defensively: an entry without an id or a name is left out. */
export function readingsOf(answer: RequiredReadingsAnswer | undefined): RequiredReading[] {
  const list = answer?.required_readings ?? answer?.documents ?? []
  return list.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return []
    const record = entry as Record<string, unknown>
    const id = record.id ?? record.node_id ?? record.document_id
    const title = text(record.title) ?? text(record.name) ?? text(record.document_name) ?? text(record.document_path)
    if ((typeof id !== 'string' && typeof id !== 'number') || !title) return []
    return [{ id, title, path: text(record.document_path), due: text(record.due_date) ?? text(record.due) }]
  })
}

/** The required readings of the home page, under the manual's query key so its refetch rules apply. */
export function homeReadingsQueryOptions(client: ApiClient = apiClient) {
  return queryOptions({
    queryKey: [...requiredReadingKeys.all, 'home'] as const,
    queryFn: async ({ signal }): Promise<HomeReadings> => {
      try {
        // The entry declares no response schema until the manual's reader is built: its fields are read here.
        const answer = (await client.request(qpmUser.requiredReadings, { signal, silent: true })) as unknown as
          | RequiredReadingsAnswer
          | undefined
        return { status: 'ready', readings: readingsOf(answer) }
      } catch (error) {
        if (isApiError(error) && error.status === 501) return { status: 'unavailable' }
        throw error
      }
    },
  })
}
