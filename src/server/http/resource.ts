import type { NamedInput, ResourceAction } from '@shared/contract'
import type { RequestContext } from '../lib/context'
import { answerList } from '../lib/list'
import type { NamedResource } from '../lib/resource'
import type { HandlerResult } from './routes'

/** What each call's handler reads, as the contract's schemas give it. */
interface Inputs {
  list: { query: Record<string, unknown> }
  create: { body: NamedInput }
  read: { params: { id: number } }
  update: { params: { id: number }; body: NamedInput }
  remove: { params: { id: number } }
}

type ResourceHandlers = { [A in ResourceAction]: (ctx: RequestContext, input: Inputs[A]) => Promise<HandlerResult> }

/**
 * The handlers of the five calls a contract's `builtResource` declares, keyed as the area holds them
 * (`car_source.list`...): `defineHandlers` checks that each one is there.
 */
export function resourceHandlers<const R extends string>(resource: R, records: NamedResource) {
  const handlers: ResourceHandlers = {
    list: async (ctx, { query }) => answerList(ctx, records.list, query),
    create: async (ctx, { body }) => records.create(ctx, body),
    read: async (ctx, { params }) => records.read(ctx, params.id),
    update: async (ctx, { params, body }) => records.update(ctx, params.id, body),
    remove: async (ctx, { params }) => {
      await records.remove(ctx, params.id)
      return null
    },
  }
  return Object.fromEntries(Object.entries(handlers).map(([action, handler]) => [`${resource}.${action}`, handler])) as {
    [A in ResourceAction as `${R}.${A}`]: ResourceHandlers[A]
  }
}
