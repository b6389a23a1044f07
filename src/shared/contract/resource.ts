import * as v from 'valibot'
import type { Access } from '../auth/access'
import { optionalText, text } from './fields'
import { gridListQuery, idParams, listResponse, withParams } from './schemas'
import { type AnySchema, endpoint, type Method, planned } from './types'

/** The five calls of an administration resource. */
export type ResourceAction = 'list' | 'create' | 'read' | 'update' | 'remove'

export interface ResourceOptions {
  /** The client keeps quiet about the errors of create, update and remove (their forms show them). */
  silentWrites?: boolean
}

/** `{resource}.list`, `{resource}.create`...: the calls keyed as an area holds them. */
function keyed<const R extends string, const C extends Partial<Record<ResourceAction, unknown>>>(resource: R, calls: C) {
  return Object.fromEntries(Object.entries(calls).map(([action, call]) => [`${resource}.${action}`, call])) as {
    [A in keyof C & ResourceAction as `${R}.${A}`]: C[A]
  }
}

const silence = (method: Method, options: ResourceOptions) =>
  options.silentWrites && method !== 'GET' ? { silent: true as const } : {}

/**
 * Declares an administration resource whose calls answer 501 until it is built: GET and POST on
 * `base`, GET, PUT and DELETE on `base/{id}`.
 */
export function plannedResource<const R extends string, const B extends string, const A extends Access>(
  resource: R,
  base: B,
  access: A,
  options: ResourceOptions = {},
) {
  const item = `${base}/{id}` as const
  const call = <const M extends Method, const P extends string>(method: M, path: P) =>
    planned(method, path, access, silence(method, options))
  return keyed(resource, {
    list: call('GET', base),
    create: call('POST', base),
    read: withParams(call('GET', item)),
    update: withParams(call('PUT', item)),
    remove: withParams(call('DELETE', item)),
  })
}

/** Resource calls answered by a resource's handlers, as `builtResource` declares them. */
export interface BuiltResourceOptions<Actions extends ResourceAction, Detail extends AnySchema | undefined>
  extends ResourceOptions {
  /**
   * The calls the resource offers (all five by default): a record kept elsewhere (a deleted node, a sent
   * e-mail) is only listed and read.
   */
  actions?: readonly Actions[]
  /** What `read` answers when it says more than a list row (an e-mail's body). */
  detail?: Detail
}

/**
 * The same five calls, built: the list is a grid list of `row`s (document 2 section 7), read answers
 * the row (or `detail`), create and update take `input` and answer the row, remove answers 204, or 409
 * `IN_USE` with a message saying why when the record is still in use. `actions` keeps only some of them.
 */
export function builtResource<
  const R extends string,
  const B extends string,
  const A extends Access,
  Row extends AnySchema,
  Input extends AnySchema,
  const Actions extends ResourceAction = ResourceAction,
  Detail extends AnySchema | undefined = undefined,
>(
  resource: R,
  base: B,
  access: A,
  schemas: { row: Row; input: Input },
  options: BuiltResourceOptions<Actions, Detail> = {},
) {
  const item = `${base}/{id}` as const
  const { row, input } = schemas
  const detail = (options.detail ?? row) as Detail extends AnySchema ? Detail : Row
  const calls = {
    list: endpoint({
      method: 'GET',
      path: base,
      access,
      query: gridListQuery,
      response: listResponse(row),
      implemented: true,
    }),
    create: endpoint({
      method: 'POST',
      path: base,
      access,
      ...silence('POST', options),
      body: input,
      response: row,
      implemented: true,
    }),
    read: endpoint({ method: 'GET', path: item, access, params: idParams, response: detail, implemented: true }),
    update: endpoint({
      method: 'PUT',
      path: item,
      access,
      ...silence('PUT', options),
      params: idParams,
      body: input,
      response: row,
      implemented: true,
    }),
    remove: endpoint({ method: 'DELETE', path: item, access, ...silence('DELETE', options), params: idParams, implemented: true }),
  }
  const offered = options.actions ?? (Object.keys(calls) as Actions[])
  const kept = Object.fromEntries(offered.map((action) => [action, calls[action]])) as Pick<typeof calls, Actions>
  return keyed(resource, kept)
}

/** Longest name of a named resource, in either language. */
export const RESOURCE_NAME_MAX = 100

/** A named resource's record: its name and the French one (null where the English one serves). */
export const namedRowSchema = v.object({
  id: v.number(),
  name: v.string(),
  name_fr: v.nullable(v.string()),
})

/** What creates or changes a named resource: a name, and a French name (blank: the English one serves). */
export const namedInputSchema = v.object({
  name: text(RESOURCE_NAME_MAX),
  name_fr: optionalText(RESOURCE_NAME_MAX),
})

export type NamedRow = v.InferOutput<typeof namedRowSchema>
export type NamedInput = v.InferOutput<typeof namedInputSchema>
