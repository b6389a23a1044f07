import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Context, MiddlewareHandler } from 'hono'
import { parseAccept } from 'hono/utils/accept'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress'

/** The content codings the portal sends, best first. */
export type Encoding = 'br' | 'gzip'
export const ENCODINGS: readonly Encoding[] = ['br', 'gzip']

/**
 * The coding to send for an Accept-Encoding header: the one the client weighs highest, br before gzip
 * when it weighs them alike; `*` stands for any coding it does not name, and a weight of 0 refuses.
 * Undefined means the body goes as it is.
 */
export function chooseEncoding(header: string | undefined, offered: readonly Encoding[] = ENCODINGS): Encoding | undefined {
  if (!header) return undefined
  const accepted = parseAccept(header)
  const weight = (coding: string) =>
    accepted.find((entry) => entry.type.toLowerCase() === coding)?.q ?? accepted.find((entry) => entry.type === '*')?.q ?? 0
  let best: Encoding | undefined
  let bestWeight = 0
  for (const coding of offered) {
    const q = weight(coding)
    if (q > bestWeight) {
      best = coding
      bestWeight = q
    }
  }
  return best
}

/** Whether a Content-Type is text that compresses (JSON, HTML, scripts, SVG…; not images, PDF or zip). */
export const isCompressible = (contentType: string | null) => !!contentType && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType)

/** Says in Vary that the answer depends on Accept-Encoding, once. */
export function varyOnEncoding(headers: Headers) {
  const vary = headers.get('Vary')
  if (vary === '*' || (vary && /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary))) return
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
}

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/**
 * Compresses a body off the main thread. `best` is for bodies compressed once and sent many times;
 * answers made per request take a fast setting, which still takes JSON to a fifth or less of its size.
 */
export async function encode(body: Uint8Array, coding: Encoding, effort: 'fast' | 'best' = 'fast'): Promise<Uint8Array<ArrayBuffer>> {
  if (coding === 'br') {
    const quality = effort === 'best' ? zlib.constants.BROTLI_MAX_QUALITY : 5
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    })
  }
  return gzip(body, { level: effort === 'best' ? 9 : 6 })
}

/** Statuses whose answers have no body to compress, or only a part of one. */
const NOT_COMPRESSED = new Set([101, 204, 205, 206, 304])

/**
 * Compresses answers of at least `threshold` bytes (1 KiB by default) with the coding the client
 * prefers, and says so in Vary. Left as they are: answers with a coding already, downloads (anything
 * with a Content-Disposition: files, exports, zips, which keep their bytes and stream as they are made),
 * types that do not compress (images, PDF, zip, office files), server-sent events, `no-transform`
 * answers, partial answers and HEAD. A compressed answer is sent whole, with its exact Content-Length.
 *
 * Hono's own compress middleware does not fit: it offers gzip and deflate only, and on Node it cannot see
 * the size of an answer (Content-Length is set when the answer is written), so it compresses even the
 * smallest, and it compresses through a web stream.
 */
export function compressAnswers(options: { threshold?: number } = {}): MiddlewareHandler {
  const threshold = options.threshold ?? 1024
  return async (c, next) => {
    await next()
    // Only the headers are read until the body is to be compressed: reading an answer's body (even
    // asking whether it has one) would make the server send it as a stream.
    const answer = c.res
    const { headers } = answer
    if (
      c.req.method === 'HEAD' ||
      NOT_COMPRESSED.has(answer.status) ||
      headers.has('Content-Encoding') ||
      headers.has('Content-Disposition') ||
      headers.has('Content-Range') ||
      !isCompressible(headers.get('Content-Type')) ||
      /(^|,)\s*no-transform\s*(,|$)/i.test(headers.get('Cache-Control') ?? '')
    ) {
      return
    }
    varyOnEncoding(headers)
    const coding = chooseEncoding(c.req.header('Accept-Encoding'))
    const declared = headers.get('Content-Length')
    if (!coding || (declared !== null && Number(declared) < threshold)) return
    const body = new Uint8Array(await answer.arrayBuffer())
    const init = { status: answer.status, statusText: answer.statusText, headers: new Headers(headers) }
    if (body.byteLength >= threshold) {
      init.headers.set('Content-Encoding', coding)
      // The compressed bytes are not those a strong validator named.
      const etag = init.headers.get('ETag')
      if (etag && !etag.startsWith('W/')) init.headers.set('ETag', `W/${etag}`)
    }
    const sent = body.byteLength >= threshold ? await encode(body, coding) : body
    init.headers.set('Content-Length', String(sent.byteLength))
    replaceAnswer(c, new Response(sent, init))
  }
}

/**
 * Puts another answer in place of the one made. Assigning c.res over an answer would copy the old
 * answer's headers (its Content-Length among them) onto the new one and turn its body into a stream;
 * clearing it first keeps the new one as it is.
 */
function replaceAnswer(c: Context, answer: Response) {
  c.res = undefined
  c.res = answer
}
