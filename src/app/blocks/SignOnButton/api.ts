import { oidc } from '@shared/contract/oidc'
import { apiClient } from '@app/api'

/** The temporary anonymous session of `oidc/temp_session`. */
export interface TempSession {
  SEUID: string
  SESESS: string
  expires?: string
}

/** The calls of the button; the API's by default. */
export interface SignOnCalls {
  status(source: string): Promise<{ authorized: boolean }>
  anonStatus(query: { source: string; seuid: string; sesess: string; username: string; company: string }): Promise<{ authorized: boolean }>
  tempSession(query: { username: string; company: string }): Promise<TempSession>
  forceAuth(source: string): Promise<unknown>
}

export const apiSignOnCalls: SignOnCalls = {
  status: (source) => apiClient.request(oidc.status, { query: { source } }),
  anonStatus: (query) => apiClient.request(oidc.anonStatus, { query }),
  tempSession: (query) => apiClient.request(oidc.tempSession, { query }),
  forceAuth: (source) => apiClient.request(oidc.forceAuth, { query: { source } }),
}
