import type { Context } from 'hono'
import { httpMessages } from '../messages'
import { HttpError } from './errors'

/** The request body as an object: JSON, URL-encoded or multipart form (files kept as File). */
export async function readBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type')?.toLowerCase() ?? ''
  if (type.includes('application/json')) {
    const text = await c.req.text()
    if (!text.trim()) return undefined
    try {
      return JSON.parse(text)
    } catch {
      throw new HttpError(400, httpMessages.invalidJson, { code: 'INVALID_JSON' })
    }
  }
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    return await c.req.parseBody({ all: true })
  }
  const text = await c.req.text()
  if (!text.trim()) return undefined
  // No content type: accept JSON, which is what the API speaks.
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, httpMessages.invalidJson, { code: 'INVALID_JSON' })
  }
}
