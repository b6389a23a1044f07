import { contract, type ContractArea, type Endpoint, type EndpointInput } from '@shared/contract'
import type { RequestContext } from '../lib/context'

export type HandlerResult = Response | object | number | null | undefined

export type Handler<E extends Endpoint = Endpoint> = (
  ctx: RequestContext,
  input: EndpointInput<E>,
) => Promise<HandlerResult>

type Areas = typeof contract

type ImplementedKeys<A> = {
  [K in keyof A]: A[K] extends { implemented: true } ? K : never
}[keyof A]

/** One handler per implemented endpoint of an area: a missing one is a compile error. */
export type AreaHandlers<N extends ContractArea> = {
  [K in ImplementedKeys<Areas[N]>]: Areas[N][K] extends Endpoint ? Handler<Areas[N][K]> : never
}

export type HandlerMap = Record<string, Handler>

/** Keys an area's handlers by endpoint id ('users.login'). */
export function defineHandlers<N extends ContractArea>(area: N, handlers: AreaHandlers<N>): HandlerMap {
  return Object.fromEntries(
    Object.entries(handlers as Record<string, Handler>).map(([name, handler]) => [`${area}.${name}`, handler]),
  )
}
