import type { NamedInput, ResourceAction } from '@shared/contract'
import type { RequestContext } from '../lib/context'
import { answerList } from '../lib/list'
import type { NamedResource, Resource } from '../lib/resource'
import type { HandlerResult } from './routes'

/** What each call's handler reads, as the contract's schemas give it. */
interface Inputs<Input> {
  list: { query: Record<string, unknown> }
  create: { body: Input }
  read: { params: { id: number } }
  update: { params: { id: number }; body: Input }
  remove: { params: { id: number } }
}

type ResourceHandlers<Input> = {
  [A in ResourceAction]: (ctx: RequestContext, input: Inputs<Input>[A]) => Promise<HandlerResult>
}

/** The actions a resource offers: list and read, and those of create, update and remove it has. */
type Offered<Rs> = 'list' | 'read' | { [A in 'create' | 'update' | 'remove']: Rs extends Record<A, unknown> ? A : never }['create' | 'update' | 'remove']

/**
 * The handlers of the calls a contract's `builtResource` declares, keyed as the area holds them
 * (`car_source.list`...): `defineHandlers` checks that each one is there.
 */
export function resourceHandlers<const R extends string, Row extends object, Input, Rs extends Resource<Row, Input> | NamedResource>(
  resource: R,
  records: Rs & Resource<Row, Input>,
) {
  const handlers: Partial<ResourceHandlers<Input>> = {
    list: async (ctx, { query }) => answerList(ctx, records.list, query),
    read: async (ctx, { params }) => records.read(ctx, params.id),
  }
  const { create, update, remove } = records
  if (create) handlers.create = async (ctx, { body }) => create(ctx, body)
  if (update) handlers.update = async (ctx, { params, body }) => update(ctx, params.id, body)
  if (remove) {
    handlers.remove = async (ctx, { params }) => {
      await remove(ctx, params.id)
      return null
    }
  }
  return Object.fromEntries(Object.entries(handlers).map(([action, handler]) => [`${resource}.${action}`, handler])) as {
    [A in Offered<Rs> as `${R}.${A}`]: ResourceHandlers<Rs extends NamedResource ? NamedInput : Input>[A]
  }
}
