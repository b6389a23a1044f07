import type { MessageDescriptor } from '@lingui/core'
import type { MessageValues } from '@shared/i18n'
import { httpMessages } from '../messages'

export const statusTexts: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
}

export interface HttpErrorOptions {
  values?: MessageValues
  /** A stable code for the client, such as LOCKED or DAILY_LIMIT. */
  code?: string
  /** Field messages, already translated. */
  errors?: Record<string, string>
  headers?: Record<string, string>
  /** The record as stored, on a conflict the client resolves (a draft saved since it was read). */
  current?: unknown
}

/** An error answer: its message is translated into the request's language when sent. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly descriptor: MessageDescriptor,
    readonly options: HttpErrorOptions = {},
  ) {
    super(descriptor.message ?? descriptor.id)
  }
}

export function errorPayload(status: number, message: string, options: HttpErrorOptions = {}) {
  return {
    status,
    statusText: statusTexts[status] ?? 'Error',
    message,
    ...(options.code ? { code: options.code } : {}),
    ...(options.errors ? { errors: options.errors } : {}),
    ...(options.current === undefined ? {} : { current: options.current }),
  }
}

/** Throws the error answer. */
export function fail(status: number, descriptor: MessageDescriptor, options?: HttpErrorOptions): never {
  throw new HttpError(status, descriptor, options)
}

/** A 400 for checks only the server can make (current password, a code), shaped like schema errors. */
export function invalidFields(errors: Record<string, string>): HttpError {
  return new HttpError(400, httpMessages.invalid, { code: 'VALIDATION', errors })
}

export const loginRequired = () => new HttpError(401, httpMessages.loginRequired, { code: 'LOGIN_REQUIRED' })
export const sessionExpired = () => new HttpError(401, httpMessages.sessionExpired, { code: 'SESSION_EXPIRED' })
export const forbidden = () => new HttpError(403, httpMessages.forbidden, { code: 'FORBIDDEN' })

/**
 * The SQLSTATE of a database error that `code` matches, such as /^23505$/, or undefined. Query errors
 * arrive wrapped (the ORM's error holds the driver's as its cause).
 */
export function sqlState(error: unknown, code: RegExp): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const state = (current as { code?: unknown }).code
    if (typeof state === 'string' && code.test(state)) return state
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}
