import type { Endpoint } from '@shared/contract'
import type { Context } from 'hono'
import { HttpError } from '../lib/errors'
import { boundaryMessages, httpMessages } from '../messages'

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json$/
const FORM = 'application/x-www-form-urlencoded'
const MULTIPART = 'multipart/form-data'

/** Calls whose body the app sends as a form: the sign-in form posts its fields URL-encoded. */
const FORM_CALLS: ReadonlySet<string> = new Set(['users.login'])

/** The request's media type, lower case and without parameters; '' without a Content-Type. */
export function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

/** Whether the request carries a body: a length above zero, or a chunked one. */
function hasBody(c: Context): boolean {
  const length = c.req.header('content-length')
  if (length !== undefined) return length.trim() !== '0'
  return c.req.header('transfer-encoding') !== undefined
}

/**
 * Refuses a body whose type the call does not take, with 415. A call takes JSON, an upload a multipart
 * form. Forms (URL-encoded or multipart) are also taken by the sign-in, which the app posts as a form,
 * and by calls signed in with an Authorization header, which another site cannot send. Never text/plain,
 * nor a body without a type: those are what another site's form or a no-cors fetch can send.
 */
export function checkBodyType(c: Context, id: string, endpoint: Endpoint, signedByHeader: boolean): void {
  const type = mediaType(c)
  if (!type && !hasBody(c)) return
  const takesForms = FORM_CALLS.has(id) || signedByHeader
  const accepted = endpoint.upload
    ? type === MULTIPART
    : JSON_TYPE.test(type) || (takesForms && (type === FORM || type === MULTIPART))
  if (accepted) return
  throw new HttpError(415, boundaryMessages.unsupportedType, {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    values: { expected: endpoint.upload ? MULTIPART : 'application/json' },
  })
}

/**
 * The request body as an object: JSON, URL-encoded or multipart form (files kept as File). Its type
 * has passed `checkBodyType`; a request without a type has no body.
 */
export async function readBody(c: Context): Promise<unknown> {
  const type = mediaType(c)
  if (JSON_TYPE.test(type)) {
    const text = await c.req.text()
    if (!text.trim()) return undefined
    try {
      return JSON.parse(text)
    } catch {
      throw new HttpError(400, httpMessages.invalidJson, { code: 'INVALID_JSON' })
    }
  }
  if (type === FORM || type === MULTIPART) {
    try {
      return await c.req.parseBody({ all: true })
    } catch (error) {
      if (error instanceof HttpError) throw error
      // A multipart body without its boundary, or cut short.
      throw new HttpError(400, boundaryMessages.unreadableBody, { code: 'INVALID_BODY' })
    }
  }
  return undefined
}
