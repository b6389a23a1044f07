import type * as v from 'valibot'
import type { Access } from '../auth/access'

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export type AnySchema = v.GenericSchema<unknown, unknown>

/** One call of the API, as both the client and the server read it. */
export interface Endpoint {
  method: Method
  /** Relative to /api; `{name}` is one path segment. */
  path: string
  /** Who may call it; the server checks this before anything else. */
  access: Access
  /** Errors of a silent call are not shown by the client's interceptor (document 1 section 8). */
  silent?: boolean
  /** Callable while the account is not Active or must renew its password (activation, profile). */
  pending?: boolean
  /** Does not count as activity: the session's idle expiry is not extended. */
  passive?: boolean
  /**
   * Callable by an audit user's switched session although not a GET: it changes nothing of the account
   * viewed (signing out, the session's own token or group). Switched sessions are refused anything else.
   */
  impersonation?: boolean
  /**
   * A multipart file upload: the server streams the body itself (files are never buffered whole);
   * `body` then describes the form's other fields.
   */
  upload?: boolean
  params?: AnySchema
  query?: AnySchema
  body?: AnySchema
  response?: AnySchema
  /** False while the call answers 501 Not Implemented. */
  implemented: boolean
}

/** Keeps the literal types of an endpoint, so handlers infer their input from its schemas. */
export const endpoint = <const E extends Endpoint>(entry: E): E => entry

/** A declared call that a later version implements; its access rule is already enforced. */
export const planned = <const M extends Method, const P extends string, const A extends Access>(
  method: M,
  path: P,
  access: A,
  extra: { silent?: boolean } = {},
) => ({ method, path, access, implemented: false as const, ...extra })

type Infer<S> = S extends AnySchema ? v.InferOutput<S> : undefined

/** What a handler receives once the endpoint's schemas accepted the request. */
export interface EndpointInput<E extends Endpoint> {
  params: Infer<E['params']>
  query: Infer<E['query']>
  body: Infer<E['body']>
}

export type EndpointResponse<E extends Endpoint> = Infer<E['response']>

export type Area = Record<string, Endpoint>
