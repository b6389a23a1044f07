/** The error shape every failed call settles into (document 1 section 3, "Error object"). */
export interface ApiErrorShape {
  status: number
  statusText: string
  data: unknown
  headers: Record<string, string>
  config: { url: string; method: string }
}

/** A failed API call; status 0 means no response came back (network failure or abort). */
export class ApiError extends Error implements ApiErrorShape {
  readonly status: number
  readonly statusText: string
  readonly data: unknown
  readonly headers: Record<string, string>
  readonly config: { url: string; method: string }

  constructor(shape: ApiErrorShape, options?: { cause?: unknown }) {
    super(`${shape.config.method} ${shape.config.url}: ${shape.status} ${shape.statusText}`, options)
    this.name = 'ApiError'
    this.status = shape.status
    this.statusText = shape.statusText
    this.data = shape.data
    this.headers = shape.headers
    this.config = shape.config
  }

  /** The request was cancelled by its caller; nothing should be shown. */
  get aborted(): boolean {
    return this.status === 0 && isAbort(this.cause)
  }
}

/** A call the contract does not define; refused before anything is sent. */
export class UndefinedEndpointError extends Error {
  readonly method: string
  readonly url: string

  constructor(message: string, method: string, url: string) {
    super(message)
    this.name = 'UndefinedEndpointError'
    this.method = method
    this.url = url
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError
}

export function isAbort(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    'name' in value &&
    (value.name === 'AbortError' || value.name === 'TimeoutError')
  )
}

export function headersToObject(headers: Headers | undefined | null): Record<string, string> {
  const out: Record<string, string> = {}
  headers?.forEach((value, key) => {
    out[key] = value
  })
  return out
}

/** The server's words for a failed call, or undefined when it gave none or `error` is not a failed call. */
export function refusalOf(error: unknown): string | undefined {
  return isApiError(error) ? serverMessage(error.data) : undefined
}

/** The server's own words in an error body: `message`, else `detail`, else a plain text body. */
export function serverMessage(data: unknown): string | undefined {
  if (typeof data === 'string') return data.trim() || undefined
  if (typeof data !== 'object' || data === null) return undefined
  for (const key of ['message', 'detail', 'error']) {
    const value = (data as Record<string, unknown>)[key]
    if (typeof value === 'string' && value.trim()) return value
  }
  return undefined
}
