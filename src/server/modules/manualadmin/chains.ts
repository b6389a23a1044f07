import type { ApproverRow } from '@shared/contract/qpm-admin'
import { STAFF_TYPES } from '@shared/auth'
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm'
import type { AnyColumn } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { manualNodes, manualWorkflowChains, manualWorkflowChainUsers, users } from '../../db/schema'
import { type AuthedContext, authed, type RequestContext } from '../../lib/context'
import { fail, invalidFields } from '../../lib/errors'
import { defineList, type ListSpec } from '../../lib/list'
import { noteChange } from '../../lib/trail'
import { manualAdminMessages as m } from '../../messages'
import { PROPERTY_CHOICES } from './service'
import { labels } from './labels'

// A workflow chain's ordered approvers, the nodes it governs, and the lookups of the admin forms.

const staffTypes = sql.join(STAFF_TYPES.map((type) => sql`${type}`), sql`, `)

async function chainOf(ctx: RequestContext, id: number): Promise<AuthedContext> {
  const me = authed(ctx)
  const [chain] = await me.db
    .select({ id: manualWorkflowChains.id })
    .from(manualWorkflowChains)
    .where(and(eq(manualWorkflowChains.id, id), eq(manualWorkflowChains.companyId, me.identity.company.id)))
  if (!chain) fail(404, m.chainNotFound, { code: 'NOT_FOUND' })
  return me
}

/** The chain's approvers, step 1 first. */
export async function approvers(ctx: RequestContext, chainId: number): Promise<ApproverRow[]> {
  const me = await chainOf(ctx, chainId)
  return me.db
    .select({
      id: users.id,
      username: users.username,
      name: sql<string>`trim(${users.fname} || ' ' || ${users.lname})`,
      position: manualWorkflowChainUsers.position,
    })
    .from(manualWorkflowChainUsers)
    .innerJoin(users, eq(users.id, manualWorkflowChainUsers.userId))
    .where(eq(manualWorkflowChainUsers.chainId, chainId))
    .orderBy(asc(manualWorkflowChainUsers.position))
}

const refuse = (ctx: AuthedContext, field: string, message: typeof m.userExists): never => {
  throw invalidFields({ [field]: ctx.t(message) })
}

/** Renumbers the chain's approvers 1, 2, 3... in the order given. */
async function reorder(ctx: AuthedContext, chainId: number, order: number[]) {
  await ctx.db.transaction(async (tx) => {
    await tx.delete(manualWorkflowChainUsers).where(eq(manualWorkflowChainUsers.chainId, chainId))
    if (order.length) {
      await tx.insert(manualWorkflowChainUsers).values(order.map((userId, index) => ({ chainId, userId, position: index + 1 })))
    }
  })
}

type Change = 'add' | 'delete' | 'move_up' | 'move_down'

/** Adds, removes or moves an approver; answers the approvers as they are after. */
export async function changeApprovers(ctx: RequestContext, chainId: number, change: Change, userId: number) {
  const me = await chainOf(ctx, chainId)
  const before = await approvers(me, chainId)
  const order = before.map((approver) => approver.id)
  const at = order.indexOf(userId)
  if (change === 'add') {
    if (at >= 0) {
      fail(409, m.userExists, { code: 'NAME_EXISTS', errors: { user_id: me.t(m.userExists) } })
    }
    const [user] = await me.db.execute(sql`SELECT id FROM users WHERE id = ${userId} AND company_id = ${me.identity.company.id}
        AND mt_type IN (${staffTypes}) AND cardinality(qpm_role) > 0`).then((r) => (r as unknown as { rows: { id: number }[] }).rows)
    if (!user) refuse(me, 'user_id', m.approverNotStaff)
    order.push(userId)
  } else {
    if (at < 0) refuse(me, 'user_id', m.notApprover)
    if (change === 'delete') order.splice(at, 1)
    if (change === 'move_up') {
      if (at === 0) refuse(me, 'user_id', m.firstCannotMoveUp)
      order.splice(at - 1, 2, order[at] as number, order[at - 1] as number)
    }
    if (change === 'move_down') {
      if (at === order.length - 1) refuse(me, 'user_id', m.lastCannotMoveDown)
      order.splice(at, 2, order[at + 1] as number, order[at] as number)
    }
  }
  await reorder(me, chainId, order)
  const after = await approvers(me, chainId)
  noteChange(me, { resource: 'workflow_chain', recordId: chainId, action: `approver_${change}`, old: before, new: after })
  return after
}

const nodeSpec: ListSpec = {
  columns: [
    { name: 'id', label: labels.id, type: 'number', expr: sql.raw('g."id"'), hidden: true },
    { name: 'kind', label: labels.kind, type: 'string', expr: sql.raw('g."kind"'), searchable: true },
    { name: 'number', label: labels.number, type: 'string', expr: sql.raw('g."number"'), searchable: true },
    { name: 'title', label: labels.title, type: 'string', expr: sql.raw('g."title"'), searchable: true },
    { name: 'through', label: labels.through, type: 'string', expr: sql.raw('g."through"'), searchable: true },
  ],
  defaultSort: 'title',
  tiebreak: sql.raw('g."id"') as unknown as AnyColumn,
}

/** The sections and documents a chain governs: those naming it, and those of a category naming it. */
export const chainNodes = defineList<Record<string, unknown>, { workflow_chain_id: number }>({
  view: (ctx, params) => {
    const me = authed(ctx)
    const id = params.workflow_chain_id
    return {
      spec: nodeSpec,
      table: sql`(SELECT n.id, n.kind, n.number, n.title,
          CASE WHEN n.workflow_chain_id = ${id} THEN 'node' ELSE 'category' END AS through
        FROM manual_nodes n LEFT JOIN manual_process_categories c ON c.id = n.process_category_id
        WHERE n.company_id = ${me.identity.company.id} AND n.deleted_at IS NULL
          AND (n.workflow_chain_id = ${id} OR (n.workflow_chain_id IS NULL AND c.workflow_chain_id = ${id}))) AS g` as unknown as PgTable,
      fields: Object.fromEntries(['id', 'kind', 'number', 'title', 'through'].map((name) => [name, sql.raw(`g."${name}"`)])),
      scope: sql`TRUE`,
    }
  },
})

/** Makes a node name the chain (or stop naming it). */
export async function governNode(ctx: RequestContext, chainId: number, nodeId: number, governed: boolean) {
  const me = await chainOf(ctx, chainId)
  const where = and(eq(manualNodes.id, nodeId), eq(manualNodes.companyId, me.identity.company.id), isNull(manualNodes.deletedAt)) as SQL
  const [node] = await me.db.select({ chain: manualNodes.workflowChainId }).from(manualNodes).where(where)
  if (!node) return refuse(me, 'node_id', m.nodeNotFound)
  const chain = governed ? chainId : node.chain === chainId ? null : node.chain
  await me.db.update(manualNodes).set({ workflowChainId: chain, updatedAt: me.now }).where(where)
  noteChange(me, { resource: 'node', recordId: nodeId, action: governed ? 'chain_add' : 'chain_delete', old: { workflow_chain_id: node.chain }, new: { workflow_chain_id: chain } })
  return { status: 0 as const, message: me.t(m.saved) }
}

/** Staff accounts with a manual role, by name or username, for the approver picker. */
export async function approverLookup(
  ctx: RequestContext,
  query: { limit: number; mttable_generic_search?: string; who?: 'approver' | 'member' },
) {
  const me = authed(ctx)
  const search = `%${(query.mttable_generic_search ?? '').toLowerCase()}%`
  const who = query.who === 'member' ? sql`TRUE` : sql`mt_type IN (${staffTypes}) AND cardinality(qpm_role) > 0`
  const rows = await me.db.execute(sql`SELECT id, username, trim(fname || ' ' || lname) AS name FROM users
    WHERE company_id = ${me.identity.company.id} AND ${who} AND NOT locked
      AND (lower(username) LIKE ${search} OR lower(fname || ' ' || lname) LIKE ${search})
    ORDER BY lname, fname, id LIMIT ${query.limit}`)
  return (rows as unknown as { rows: { id: number; username: string; name: string }[] }).rows
}

export const propertyLookup = (ctx: RequestContext) =>
  PROPERTY_CHOICES.map((choice) => ({ name: choice.name, description: ctx.t(choice.description), default: choice.default }))
