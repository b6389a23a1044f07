import { t } from '@lingui/core/macro'
import { createFetch, FetchError, type FetchResponse } from 'ofetch'
import { findRoute } from '@shared/contract/routes'
import type * as v from 'valibot'
import type { AnySchema, Endpoint, EndpointResponse, Method } from '@shared/contract/types'
import { AUTHORIZATION_SCHEME, UNKNOWN_CMID } from '@shared/constants'
import { toAcceptLanguage } from '@shared/i18n'
import { errorTreatment } from './catalogue'
import { type Clock, systemClock } from './clock'
import { anonymousContext, HEADERS, type RequestContext } from './context'
import type { Download } from './download'
import type { UploadProgress } from './upload'
import { ApiError, headersToObject, isAbort, UndefinedEndpointError } from './errors'
import { createNetworkActivity, type NetworkActivity } from './inactivity'
import { type ErrorPresenter, silentPresenter } from './presenter-types'

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[]

export interface CallOptions {
  /** Values for the path's `{name}` placeholders. */
  params?: Record<string, string | number>
  query?: Record<string, QueryValue>
  /** A plain object is sent as JSON; FormData and URLSearchParams as forms. */
  body?: BodyInit | Record<string, unknown> | readonly unknown[]
  /** The menu id of this call, instead of the current one. */
  cmid?: string
  signal?: AbortSignal
  /** Keep the interceptor quiet for this call (429 is still shown). */
  silent?: boolean
  /** The token of this call, instead of the current session's (checking a stored session). */
  token?: string
  /** Extra headers; the ones of document 1 section 7 win. */
  headers?: Record<string, string>
  /** Send a plain-object body as form fields (application/x-www-form-urlencoded) instead of JSON. */
  form?: boolean
}

export interface RawOptions extends CallOptions {
  /** How to read the body of a raw answer. */
  responseType?: 'blob' | 'text' | 'json' | 'arrayBuffer'
}

export interface UploadOptions extends Omit<CallOptions, 'body'> {
  /** The multipart form: files and fields such as the split wizard's `params`. */
  body: FormData
  /** Called as the body goes out. */
  onProgress?: (progress: UploadProgress) => void
}

type SchemaInput<S> = S extends AnySchema ? v.InferInput<S> : never

/**
 * One part of a request (path parameters, query or body) typed by the entry's schema: required when
 * the schema requires something, optional when every field is, absent when the entry declares none.
 */
type Part<K extends 'params' | 'query' | 'body', S> = [S] extends [AnySchema]
  ? Record<string, never> extends SchemaInput<S>
    ? { [P in K]?: SchemaInput<S> }
    : { [P in K]: SchemaInput<S> }
  : [unknown] extends [S]
    ? { [P in K]?: undefined }
    : // Any entry at all (a building block handed one by its page): the part as the transport takes it.
      { [P in K]?: CallOptions[K] }

type Shared = Omit<CallOptions, 'params' | 'query' | 'body'>

/**
 * The options of a call to a contract entry: its inputs typed by the entry's valibot schemas. A planned
 * entry declares no schema yet (the server answers 501): its inputs are checked once it is built.
 */
export type EntryOptions<E extends Endpoint> = E extends { implemented: false }
  ? CallOptions
  : Shared & Part<'params', E['params']> & Part<'query', E['query']> & Part<'body', E['body']>

/** A multipart upload to a contract entry declared `upload: true`: the form replaces the JSON body. */
export type EntryUploadOptions<E extends Endpoint> = Shared &
  Part<'params', E['params']> &
  Part<'query', E['query']> &
  Pick<UploadOptions, 'body' | 'onProgress'>

/** A contract entry that takes a multipart upload. */
export type UploadEntry = Endpoint & { upload: true }

/** Where a building block sends files: an upload entry and its path parameters. */
export interface UploadTarget {
  entry: UploadEntry
  params?: Record<string, string | number>
}

/** An upload target whose path parameters are checked against the entry's schema. */
export function uploadTarget<E extends UploadEntry>(entry: E, params?: SchemaInput<E['params']>): UploadTarget {
  return { entry, params: params as UploadTarget['params'] }
}

/** An entry whose inputs are all optional can be called without options. */
type OptionalArg<E extends Endpoint> = Record<string, never> extends Omit<EntryOptions<E>, keyof Shared>
  ? [options?: EntryOptions<E>]
  : [options: EntryOptions<E>]

/** The inputs of a contract entry as the untyped transport takes them. */
function loose(options: object | undefined): CallOptions {
  return (options ?? {}) as CallOptions
}

export interface ApiClientDeps {
  fetch?: typeof globalThis.fetch
  baseURL?: string
  context?: RequestContext
  presenter?: ErrorPresenter
  clock?: Clock
  activity?: NetworkActivity
  /** The contract check; by default the generated route table, which is the contract without schemas. */
  findEndpoint?: (method: string, url: string) => { endpoint: Pick<Endpoint, 'silent'> } | undefined
  /** The request factory of uploads, for tests. */
  createRequest?: () => XMLHttpRequest
}

/** Replaces `{name}` placeholders with encoded values; a missing value is a developer error. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params[name]
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`)
    return encodeURIComponent(String(value))
  })
}

export function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return ''
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item))
    else search.append(key, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** ofetch keeps the parsed body of an answer on `_data`. */
function bodyOf(response: FetchResponse<unknown>): unknown {
  // oxlint-disable-next-line no-underscore-dangle
  return response._data
}

function isPlainBody(body: unknown): body is Record<string, unknown> | readonly unknown[] {
  if (Array.isArray(body)) return true
  if (typeof body !== 'object' || body === null) return false
  const proto = Object.getPrototypeOf(body)
  return proto === Object.prototype || proto === null
}

/** A plain object as form fields; absent values are left out. */
function formFields(body: Record<string, unknown> | readonly unknown[]): URLSearchParams {
  const fields = new URLSearchParams()
  for (const [name, value] of Object.entries(body)) {
    if (value !== undefined && value !== null) fields.append(name, String(value))
  }
  return fields
}

/** The API client: contract check, headers, error catalogue and the 'inactive' event. */
export function createApiClient(deps: ApiClientDeps = {}) {
  let context = deps.context ?? anonymousContext
  let presenter = deps.presenter ?? silentPresenter
  const clock = deps.clock ?? systemClock
  const activity = deps.activity ?? createNetworkActivity({ clock })
  const lookup = deps.findEndpoint ?? findRoute
  const $fetch = createFetch({
    fetch: deps.fetch ?? ((...args) => globalThis.fetch(...args)),
  }).create({ baseURL: deps.baseURL ?? '/api', retry: false })

  function headersFor(options: CallOptions): Record<string, string> {
    const headers: Record<string, string> = { ...options.headers }
    headers[HEADERS.cmid] = options.cmid || context.cmid() || UNKNOWN_CMID
    const group = context.group()
    if (group) headers[HEADERS.group] = group
    headers[HEADERS.acceptLanguage] = toAcceptLanguage(context.locale())
    headers[HEADERS.sendTime] = new Date(clock.now()).toISOString()
    const token = options.token ?? context.token()
    if (token) headers[HEADERS.authorization] = `${AUTHORIZATION_SCHEME} ${token}`
    const secondary = context.secondaryAuth()
    if (secondary) headers[HEADERS.secondaryAuth] = secondary
    return headers
  }

  function readSecondaryAuth(headers: Headers | undefined) {
    const value = headers?.get(HEADERS.secondaryAuth)
    if (value) context.receiveSecondaryAuth(value)
  }

  function present(error: ApiError, silent: boolean) {
    if (error.aborted) return
    const treatment = errorTreatment(error, silent)
    switch (treatment.kind) {
      case 'notFound':
        return presenter.notFound()
      case 'serverError':
        return presenter.serverError(context.errorContact())
      case 'accessLimit':
        return presenter.accessLimit(treatment.message)
      case 'dialog':
        return presenter.errorDialog(error)
      case 'silent':
        return undefined
    }
  }

  function normalise(cause: unknown, method: string, url: string): ApiError {
    const config = { url, method }
    if (cause instanceof FetchError && cause.response) {
      const response = cause.response
      return new ApiError(
        {
          status: response.status,
          statusText: response.statusText,
          data: cause.data ?? bodyOf(response),
          headers: headersToObject(response.headers),
          config,
        },
        { cause },
      )
    }
    const inner = cause instanceof FetchError ? (cause.cause ?? cause) : cause
    return new ApiError(
      {
        status: 0,
        statusText: isAbort(inner) ? 'Aborted' : 'Network Error',
        data: inner instanceof Error ? inner.message : undefined,
        headers: {},
        config,
      },
      { cause: inner },
    )
  }

  async function send<T>(method: Method, path: string, options: RawOptions, responseType?: RawOptions['responseType']) {
    const url = fillPath(path, options.params) + queryString(options.query)
    const endpoint = lookup(method, url)?.endpoint
    if (!endpoint) {
      throw new UndefinedEndpointError(t`No defined API matching ${method} ${url}`, method, url)
    }
    const silent = Boolean(endpoint.silent || options.silent)
    const body = options.form && isPlainBody(options.body) ? formFields(options.body) : options.body
    activity.requestStarted()
    try {
      const response: FetchResponse<T> = await $fetch.raw<T>(url, {
        method,
        headers: headersFor(options),
        ...(body === undefined
          ? {}
          : { body: isPlainBody(body) ? (body as Record<string, unknown>) : (body as BodyInit) }),
        ...(options.signal ? { signal: options.signal } : {}),
        ...(responseType ? { responseType: responseType as 'json' } : {}),
      })
      readSecondaryAuth(response.headers)
      return response
    } catch (cause) {
      const error = normalise(cause, method, url)
      if (cause instanceof FetchError) readSecondaryAuth(cause.response?.headers)
      present(error, silent)
      throw error
    } finally {
      activity.responseReceived()
    }
  }

  /**
   * Calls `method path` of the contract and resolves with the parsed body, or with the whole
   * answer (status, headers, body read as `responseType`) when `raw` is set.
   */
  function call<T = unknown>(method: Method, path: string, options: RawOptions & { raw: true }): Promise<FetchResponse<T>>
  function call<T = unknown>(method: Method, path: string, options?: CallOptions): Promise<T>
  async function call<T = unknown>(method: Method, path: string, options: RawOptions & { raw?: boolean } = {}) {
    if (options.raw) return send<T>(method, path, options, options.responseType)
    const response = await send<T>(method, path, options)
    return bodyOf(response) as T
  }

  /** Like `call`, but resolves with the whole answer (status, headers and the body read as asked). */
  function raw<T = unknown>(method: Method, path: string, options: RawOptions = {}) {
    return send<T>(method, path, options, options.responseType)
  }

  /** Calls a contract entry: inputs typed by its schemas, the answer by its response schema. */
  function request<E extends Endpoint>(entry: E, ...[options]: OptionalArg<E>): Promise<EndpointResponse<E>> {
    return call<EndpointResponse<E>>(entry.method, entry.path, loose(options))
  }

  /** A file answer of a contract entry: content-type and content-disposition are read, a missing name is an error. */
  async function download<E extends Endpoint>(entry: E, ...[options]: OptionalArg<E>): Promise<Download> {
    // The file helpers load with the first download or upload: no page needs them to be drawn.
    const [response, { filenameDownload }] = await Promise.all([
      send<Blob>(entry.method, entry.path, loose(options), 'blob'),
      import('./download'),
    ])
    return filenameDownload(response.headers, (bodyOf(response) as Blob | undefined) ?? new Blob([]))
  }

  /**
   * A multipart upload with progress to a contract entry declared `upload: true`: the same contract
   * check, headers (Authorization, cmid...) and error catalogue as every other call.
   */
  async function upload<E extends UploadEntry, T = EndpointResponse<E>>(
    entry: E,
    options: EntryUploadOptions<E>,
  ): Promise<T> {
    const { method } = entry
    const url = fillPath(entry.path, loose(options).params) + queryString(loose(options).query)
    const endpoint = lookup(method, url)?.endpoint
    if (!endpoint) {
      throw new UndefinedEndpointError(t`No defined API matching ${method} ${url}`, method, url)
    }
    const base = (deps.baseURL ?? '/api').replace(/\/$/, '')
    activity.requestStarted()
    try {
      const { xhrUpload } = await import('./upload')
      const answer = await xhrUpload({
        method,
        url: `${base}/${url.replace(/^\//, '')}`,
        headers: headersFor(loose(options)),
        body: options.body,
        onProgress: options.onProgress,
        signal: options.signal,
        createRequest: deps.createRequest,
      })
      const secondary = answer.headers[HEADERS.secondaryAuth.toLowerCase()]
      if (secondary) context.receiveSecondaryAuth(secondary)
      return answer.data as T
    } catch (cause) {
      const error = cause instanceof ApiError ? cause : normalise(cause, method, url)
      present(error, Boolean(endpoint.silent || options.silent))
      throw error
    } finally {
      activity.responseReceived()
    }
  }

  return {
    call,
    raw,
    upload,
    request,
    download,
    activity,
    /** Installs the session's header source and the interface's error presenter. */
    configure(next: { context?: RequestContext; presenter?: ErrorPresenter }) {
      if (next.context) context = next.context
      if (next.presenter) presenter = next.presenter
    },
  }
}

export type ApiClient = ReturnType<typeof createApiClient>

/** The app's client. */
export const apiClient = createApiClient()

/** `api('GET', 'users/refresh', { query })`: the app's client as a plain function. */
export const api = apiClient.call

/** The 'inactive' event (one second after the last response) is dispatched here. */
export const apiEvents = apiClient.activity.events
