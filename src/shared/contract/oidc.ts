import { planned } from './types'

/** Document 1 section 7, "Single sign-on (oidc)"; every call is silent. */
export const oidc = {
  status: planned('GET', 'oidc/status', 'auth', { silent: true }),
  forceAuth: planned('POST', 'oidc/force_auth', 'auth', { silent: true }),
  anonStatus: planned('GET', 'oidc/anon_status', 'public', { silent: true }),
  tempSession: planned('GET', 'oidc/temp_session', 'public', { silent: true }),
} as const
