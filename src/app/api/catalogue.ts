import type { ApiErrorShape } from './errors'
import { serverMessage } from './errors'

/** How the interceptor answers a failed call (document 1 section 8). */
export type ErrorTreatment =
  | { kind: 'silent' }
  | { kind: 'notFound' }
  | { kind: 'serverError' }
  | { kind: 'accessLimit'; message: string | undefined }
  | { kind: 'dialog' }

/** Sign-in throttling also answers 429, but it is the login form's to explain, not the access limit. */
export const SIGN_IN_THROTTLED = 'LOGIN_THROTTLED'

function errorCode(data: unknown): unknown {
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>).code : undefined
}

/**
 * The error catalogue: silent endpoints show nothing except 429; 401 and 403 get nothing generic
 * (the guards and the session handle them); 404 and 500 are toasts; anything else is the dialog.
 */
export function errorTreatment(error: Pick<ApiErrorShape, 'status' | 'data'>, silent: boolean): ErrorTreatment {
  if (error.status === 429 && errorCode(error.data) !== SIGN_IN_THROTTLED) return { kind: 'accessLimit', message: serverMessage(error.data) }
  if (silent) return { kind: 'silent' }
  switch (error.status) {
    case 401:
    case 403:
      return { kind: 'silent' }
    case 404:
      return { kind: 'notFound' }
    case 429:
      return { kind: 'dialog' }
    case 500:
      return { kind: 'serverError' }
    default:
      return { kind: 'dialog' }
  }
}
