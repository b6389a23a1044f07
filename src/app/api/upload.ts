import { ApiError } from './errors'

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number
  /** Bytes to send, when the browser knows it. */
  total: number | undefined
}

export interface XhrUploadOptions {
  method: string
  /** The full address, base path included. */
  url: string
  headers: Record<string, string>
  body: FormData
  onProgress?: (progress: UploadProgress) => void
  signal?: AbortSignal
  /** A request factory, for tests. */
  createRequest?: () => XMLHttpRequest
}

function parse(text: string, contentType: string | null): unknown {
  if (!text) return undefined
  if (contentType?.includes('json')) {
    try {
      return JSON.parse(text)
    } catch {
      return text
    }
  }
  return text
}

function responseHeaders(xhr: XMLHttpRequest): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':')
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim()
  }
  return headers
}

/**
 * Sends a multipart form with upload progress. fetch cannot report the progress of a request body
 * in every browser, so this one call uses XMLHttpRequest; failures settle into the same ApiError.
 */
export function xhrUpload(options: XhrUploadOptions): Promise<{ data: unknown; headers: Record<string, string> }> {
  const { method, url, headers, body, onProgress, signal } = options
  const config = { url, method }
  return new Promise((resolve, reject) => {
    const abortError = () => {
      const cause = new DOMException('The upload was cancelled', 'AbortError')
      return new ApiError({ status: 0, statusText: 'Aborted', data: undefined, headers: {}, config }, { cause })
    }
    if (signal?.aborted) {
      reject(abortError())
      return
    }
    const xhr = options.createRequest?.() ?? new XMLHttpRequest()
    xhr.open(method, url)
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.upload.addEventListener('progress', (event) => {
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined })
    })
    const onAbort = () => xhr.abort()
    signal?.addEventListener('abort', onAbort, { once: true })
    const done = () => signal?.removeEventListener('abort', onAbort)
    xhr.addEventListener('load', () => {
      done()
      const data = parse(xhr.responseText, xhr.getResponseHeader('content-type'))
      const shape = { status: xhr.status, statusText: xhr.statusText, data, headers: responseHeaders(xhr), config }
      if (xhr.status >= 200 && xhr.status < 300) resolve({ data, headers: shape.headers })
      else reject(new ApiError(shape))
    })
    xhr.addEventListener('error', () => {
      done()
      reject(new ApiError({ status: 0, statusText: 'Network Error', data: undefined, headers: {}, config }))
    })
    xhr.addEventListener('abort', () => {
      done()
      reject(abortError())
    })
    xhr.send(body)
  })
}
