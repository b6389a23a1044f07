import type { MessageDescriptor } from '@lingui/core'
import type { MessageValues } from '@shared/i18n'

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
  }
}
