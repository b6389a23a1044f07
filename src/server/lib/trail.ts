import { eq } from 'drizzle-orm'
import { manualAuditTrail, users } from '../db/schema'
import type { RequestContext } from './context'

// The audit trail of the quality manual: one row per change made through the manual's admin, authoring
// and audit calls, written by the dispatcher after the call succeeds (never by the handlers themselves).

/** The contract areas whose calls that change something are written to the audit trail. */
export const TRAILED_AREAS: readonly string[] = ['qpm-admin', 'qpm-authoring', 'qpm-audit']

/**
 * Calls of other areas written to the trail too: the portal's switch user, which the manual's audit
 * switch goes through, so that a switch is recorded whichever screen started it.
 */
export const TRAILED_CALLS: readonly string[] = ['users.switchUser']

/**
 * What a handler (or a shared mechanism such as the resource factory) tells the trail about the change
 * it made: the record and its values before and after. Whatever it leaves out, the dispatcher takes
 * from the call: the resource from its id, the record from its `id` parameter, the new values from the
 * body.
 */
export interface TrailNote {
  resource?: string
  recordId?: string | number | null
  action?: string
  old?: unknown
  new?: unknown
}

const notes = new WeakMap<RequestContext, TrailNote>()

/** Adds to what the trail records of this request's change. */
export function noteChange(ctx: RequestContext, note: TrailNote): void {
  notes.set(ctx, { ...notes.get(ctx), ...note })
}

const ACTIONS: Record<string, string> = { create: 'create', update: 'update', remove: 'delete', POST: 'create', PUT: 'update', DELETE: 'delete' }

/** JSON of what the trail keeps: objects and arrays as they are, nothing for an empty value. */
const kept = (value: unknown) => (value === undefined || value === null || value instanceof Response ? null : value)

/**
 * Writes the trail's row for a call that changed something: `callId` is the contract's id
 * ('qpm-admin.tag.update'), `params` and `body` the call's checked input, `result` its answer.
 */
export async function recordTrail(
  ctx: RequestContext,
  call: { id: string; method: string },
  input: { params: unknown; body: unknown },
  result: unknown,
): Promise<void> {
  const identity = ctx.identity
  if (!identity) return
  const note = notes.get(ctx) ?? {}
  // 'qpm-admin.tag.update' -> resource 'tag', action 'update'; 'qpm-authoring.staging' -> 'staging'.
  const [, name = call.id] = call.id.split(/\.(.*)/s)
  const parts = name.split('.')
  const resource = note.resource ?? (parts.length > 1 ? parts[0] : name) ?? name
  const lastPart = parts[parts.length - 1] ?? name
  const action = note.action ?? ACTIONS[parts.length > 1 ? lastPart : call.method] ?? lastPart
  const params = (input.params ?? {}) as Record<string, unknown>
  const fromResult = result && typeof result === 'object' && 'id' in result ? (result as { id: unknown }).id : undefined
  const record = note.recordId ?? params.id ?? Object.values(params)[0] ?? fromResult ?? null
  const impersonatorId = identity.session.impersonatorId ?? null
  const [impersonator] =
    impersonatorId === null
      ? []
      : await ctx.db.select({ username: users.username }).from(users).where(eq(users.id, impersonatorId)).limit(1)
  await ctx.db.insert(manualAuditTrail).values({
    companyId: identity.company.id,
    userId: identity.user.id,
    username: identity.user.username,
    impersonatorId,
    impersonator: impersonator?.username ?? null,
    call: call.id,
    method: call.method,
    resource,
    recordId: record === null ? null : String(record),
    action,
    oldValues: kept(note.old),
    newValues: kept(note.new !== undefined ? note.new : (input.body ?? (result instanceof Response ? null : result))),
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    at: ctx.now,
  })
}

/** Whether a call's changes are written to the trail. */
export const isTrailed = (callId: string) =>
  TRAILED_CALLS.includes(callId) || TRAILED_AREAS.some((area) => callId.startsWith(`${area}.`))
