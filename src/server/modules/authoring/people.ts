import { CAPABILITY_ROLES } from '@shared/auth/capabilities'
import { REVIEW_INTERVALS } from '@shared/contract/qpm-authoring'
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm'
import {
  manualDelegations,
  manualProcessCategories,
  manualTags,
  manualWorkflowChains,
  manualWorkflowChainUsers,
  userGroups,
  users,
} from '../../db/schema'
import { fail, invalidFields } from '../../lib/errors'
import { authoringMessages } from '../../messages'
import { nameIn } from '../manual/scope'
import { type Author, peopleById, personOut } from './scope'

// What the authoring forms offer (options), and approvers' delegations.

/** The company's active staff with a manual workflow role: who approves, or may be delegated to. */
async function approvers(author: Author) {
  const roles = CAPABILITY_ROLES.workflow
  return author.ctx.db
    .select({ id: users.id, username: users.username, fname: users.fname, lname: users.lname })
    .from(users)
    .where(
      and(
        eq(users.companyId, author.companyId),
        eq(users.status, 'Active'),
        sql`${users.roles} && ARRAY[${sql.join(
          roles.map((role) => sql`${role}`),
          sql`, `,
        )}]::text[]`,
      ),
    )
    .orderBy(asc(users.lname), asc(users.fname), asc(users.id))
}

/** GET options. */
export async function authoringOptions(author: Author) {
  const { db } = author.ctx
  const [categories, tags, groups, chains, steps, people] = await Promise.all([
    db
      .select()
      .from(manualProcessCategories)
      .where(eq(manualProcessCategories.companyId, author.companyId))
      .orderBy(asc(manualProcessCategories.position), asc(manualProcessCategories.id)),
    db.select().from(manualTags).where(eq(manualTags.companyId, author.companyId)).orderBy(asc(manualTags.name)),
    db
      .select({ id: userGroups.id, name: userGroups.name })
      .from(userGroups)
      .where(eq(userGroups.companyId, author.companyId))
      .orderBy(asc(userGroups.name)),
    db
      .select()
      .from(manualWorkflowChains)
      .where(eq(manualWorkflowChains.companyId, author.companyId))
      .orderBy(asc(manualWorkflowChains.name)),
    db
      .select({ chainId: manualWorkflowChainUsers.chainId, userId: manualWorkflowChainUsers.userId })
      .from(manualWorkflowChainUsers)
      .innerJoin(manualWorkflowChains, eq(manualWorkflowChains.id, manualWorkflowChainUsers.chainId))
      .where(eq(manualWorkflowChains.companyId, author.companyId))
      .orderBy(asc(manualWorkflowChainUsers.position)),
    approvers(author),
  ])
  const byId = await peopleById(author, steps.map((step) => step.userId))
  return {
    languages: ['en', 'fr'] as ('en' | 'fr')[],
    review_intervals: [...REVIEW_INTERVALS],
    process_categories: categories.map((row) => ({ id: row.id, code: row.code, name: nameIn(author.lang, { title: row.name, titleFr: row.nameFr }) })),
    tags: tags.map((row) => ({ id: row.id, code: row.code, name: nameIn(author.lang, { title: row.name, titleFr: row.nameFr }) })),
    groups,
    workflow_chains: chains.map((chain) => ({
      id: chain.id,
      name: nameIn(author.lang, { title: chain.name, titleFr: chain.nameFr }),
      approvers: steps.filter((step) => step.chainId === chain.id).flatMap((step) => (byId.get(step.userId) ? [personOut(byId.get(step.userId))!] : [])),
    })),
    approvers: people.map((row) => ({ id: row.id, username: row.username, name: `${row.fname} ${row.lname}`.trim() })),
    me: { id: author.userId, authoring: author.authoring, self_approval: author.selfApproval, admin: author.admin },
  }
}

type DelegationRow = typeof manualDelegations.$inferSelect

async function delegationsOut(author: Author, rows: DelegationRow[]) {
  const people = await peopleById(author, rows.flatMap((row) => [row.approverId, row.delegateId]))
  return rows.map((row) => ({
    id: row.id,
    approver: personOut(people.get(row.approverId))!,
    delegate: personOut(people.get(row.delegateId))!,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    active: row.startsOn <= author.today && author.today <= row.endsOn,
    created_at: row.createdAt.toISOString(),
  }))
}

/** GET delegations: the caller's, given and received; every one for an administrator. */
export async function listDelegations(author: Author) {
  const rows = await author.ctx.db
    .select()
    .from(manualDelegations)
    .where(
      and(
        eq(manualDelegations.companyId, author.companyId),
        author.admin ? undefined : or(eq(manualDelegations.approverId, author.userId), eq(manualDelegations.delegateId, author.userId)),
      ),
    )
    .orderBy(asc(manualDelegations.startsOn), asc(manualDelegations.id))
  return { delegations: await delegationsOut(author, rows) }
}

/** POST delegations. */
export async function createDelegation(
  author: Author,
  input: { approver_id?: number; delegate_id: number; starts_on: string; ends_on: string },
) {
  const approverId = input.approver_id ?? author.userId
  if (approverId !== author.userId && !author.admin) fail(403, authoringMessages.delegationForbidden, { code: 'FORBIDDEN' })
  const allowed = new Set((await approvers(author)).map((row) => row.id))
  if (!allowed.has(approverId)) throw invalidFields({ approver_id: author.ctx.t(authoringMessages.notAnApprover) })
  if (input.delegate_id === approverId) throw invalidFields({ delegate_id: author.ctx.t(authoringMessages.delegateSelf) })
  if (!allowed.has(input.delegate_id)) throw invalidFields({ delegate_id: author.ctx.t(authoringMessages.notAnApprover) })
  if (input.ends_on < input.starts_on) throw invalidFields({ ends_on: author.ctx.t(authoringMessages.delegationDates) })
  // Days from today on. Today is the server's day less one, so that a reader west of the server whose
  // day has not yet turned is not refused the date their own calendar shows as today.
  const earliest = new Date(author.ctx.now.getTime() - 86_400_000).toISOString().slice(0, 10)
  const past: Record<string, string> = {}
  if (input.starts_on < earliest) past.starts_on = author.ctx.t(authoringMessages.delegationStartPast)
  if (input.ends_on < earliest) past.ends_on = author.ctx.t(authoringMessages.delegationEndPast)
  if (Object.keys(past).length) throw invalidFields(past)
  const [row] = await author.ctx.db
    .insert(manualDelegations)
    .values({
      companyId: author.companyId,
      approverId,
      delegateId: input.delegate_id,
      startsOn: input.starts_on,
      endsOn: input.ends_on,
      createdBy: author.userId,
      createdAt: author.ctx.now,
    })
    .returning()
  const [out] = await delegationsOut(author, [row!])
  return out!
}

/** DELETE delegations/{id}: by its approver, its author or an administrator. */
export async function deleteDelegation(author: Author, id: number) {
  const [row] = await author.ctx.db
    .select()
    .from(manualDelegations)
    .where(and(eq(manualDelegations.id, id), eq(manualDelegations.companyId, author.companyId)))
  const mine = row && (row.approverId === author.userId || row.createdBy === author.userId)
  if (!row || (!mine && !author.admin)) fail(404, authoringMessages.delegationNotFound, { code: 'NOT_FOUND' })
  await author.ctx.db.delete(manualDelegations).where(inArray(manualDelegations.id, [row.id]))
}
