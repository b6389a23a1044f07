import type { Endpoint } from '@shared/contract/types'
import { apiClient, type EntryOptions } from '@app/api'
import type { EmailPayload } from './recipients'

/**
 * Sends the form's message through the page's contract entry (`email/send`, or an area's own such as
 * the document library's): the payload's fields are the same for every one.
 */
export function sendEmail(endpoint: Endpoint, payload: EmailPayload & Record<string, unknown>) {
  return apiClient.request(endpoint, { body: payload } as EntryOptions<Endpoint>)
}
