import type { MessageDescriptor } from '@lingui/core'
import { CAPABILITY_ROLES } from '@shared/auth/capabilities'
import type { STAGING_ACTIONS } from '@shared/contract/qpm-authoring'
import type { Locale, MessageValues } from '@shared/i18n'
import { fieldMessages } from '@shared/validation'
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import {
  manualDelegations,
  manualNodes,
  manualProcessCategories,
  manualRevisions,
  manualStagingHistory,
  manualStagings,
  manualWorkflowChains,
  manualWorkflowChainUsers,
  users,
} from '../../db/schema'
import { translateTo } from '../../i18n'
import { queueEmail } from '../../lib/email'
import { fail, invalidFields } from '../../lib/errors'
import { escapeHtml } from '../../lib/html'
import { authoringMessages, manualMessages } from '../../messages'
import type { NodeRow } from '../manual/scope'
import { publishRevision } from '../manual/revisions'
import { portalOrigin } from '../manual/service'
import { type Author, findDocumentNode, findNode, findStagingById, nodePath, peopleById, type Person, type StagingRow } from './scope'

// The workflow of a staging (document 2 section 4): Draft or Rejected, submitted to In Review, approved
// step by step through the node's chain to Publish Ready, then published by an administrator; a
// request to withdraw (kind 'obsolete') goes the same way and ends with Mark obsolete. Every transition
// is checked here, recorded in the staging history and e-mailed to whoever acts next.

export type StagingAction = (typeof STAGING_ACTIONS)[number]
type Status = 'draft' | 'review' | 'rejected' | 'publish_ready' | 'published' | 'deleted'

/** Where each action may start, and for which kind of staging. */
export const TRANSITIONS: Record<StagingAction, { from: readonly Status[]; kind: 'revision' | 'obsolete' | 'any' }> = {
  submit: { from: ['draft', 'rejected'], kind: 'any' },
  approve: { from: ['review'], kind: 'revision' },
  reject: { from: ['review'], kind: 'revision' },
  approve_obsolete: { from: ['review'], kind: 'obsolete' },
  reject_obsolete: { from: ['review'], kind: 'obsolete' },
}

/** The states in which a staging's text may change, or the staging be deleted. */
export const EDITABLE: readonly string[] = ['draft', 'rejected']

const STATE_LABELS: Record<string, MessageDescriptor> = {
  draft: authoringMessages.stateDraft,
  review: authoringMessages.stateReview,
  rejected: authoringMessages.stateRejected,
  publish_ready: authoringMessages.statePublishReady,
  published: authoringMessages.statePublished,
  deleted: authoringMessages.stateDeleted,
}

export const stateLabel = (author: Author, status: string) =>
  author.ctx.t(STATE_LABELS[status] ?? authoringMessages.stateDraft)

/** The draft's author, a technical writer or an administrator may change, submit and delete it. */
export const mayEdit = (author: Author, staging: StagingRow) => author.authoring || staging.createdBy === author.userId

export interface Chain {
  id: number
  name: string
  /** User ids, step 1 first. */
  approvers: number[]
  from: 'node' | 'category'
}

/** The chain that applies to a node: its own, else its process category's; none without approvers. */
export async function chainOf(author: Author, node: NodeRow): Promise<Chain | null> {
  const { db } = author.ctx
  let chainId = node.workflowChainId
  let from: Chain['from'] = 'node'
  if (chainId === null && node.processCategoryId !== null) {
    const [category] = await db
      .select({ chainId: manualProcessCategories.workflowChainId })
      .from(manualProcessCategories)
      .where(eq(manualProcessCategories.id, node.processCategoryId))
    chainId = category?.chainId ?? null
    from = 'category'
  }
  return chainId === null ? null : chainById(author, chainId, from)
}

export async function chainById(author: Author, chainId: number, from: Chain['from'] = 'node'): Promise<Chain | null> {
  const { db } = author.ctx
  const [chain] = await db
    .select({ id: manualWorkflowChains.id, name: manualWorkflowChains.name, nameFr: manualWorkflowChains.nameFr })
    .from(manualWorkflowChains)
    .where(and(eq(manualWorkflowChains.id, chainId), eq(manualWorkflowChains.companyId, author.companyId)))
  if (!chain) return null
  const steps = await db
    .select({ userId: manualWorkflowChainUsers.userId })
    .from(manualWorkflowChainUsers)
    .where(eq(manualWorkflowChainUsers.chainId, chainId))
    .orderBy(asc(manualWorkflowChainUsers.position))
  return {
    id: chain.id,
    name: author.lang === 'fr' && chain.nameFr ? chain.nameFr : chain.name,
    approvers: steps.map((step) => step.userId),
    from,
  }
}

/** The approvers for whom `delegateId` may act today. */
export async function delegatorsOf(author: Author, delegateId: number): Promise<number[]> {
  const rows = await author.ctx.db
    .select({ approverId: manualDelegations.approverId })
    .from(manualDelegations)
    .where(
      and(
        eq(manualDelegations.companyId, author.companyId),
        eq(manualDelegations.delegateId, delegateId),
        lte(manualDelegations.startsOn, author.today),
        gte(manualDelegations.endsOn, author.today),
      ),
    )
  return rows.map((row) => row.approverId)
}

/** Today's delegates of an approver. */
export async function delegatesOf(author: Author, approverId: number): Promise<number[]> {
  const rows = await author.ctx.db
    .select({ delegateId: manualDelegations.delegateId })
    .from(manualDelegations)
    .where(
      and(
        eq(manualDelegations.companyId, author.companyId),
        eq(manualDelegations.approverId, approverId),
        lte(manualDelegations.startsOn, author.today),
        gte(manualDelegations.endsOn, author.today),
      ),
    )
  return rows.map((row) => row.delegateId)
}

/** The named approver of the staging's current step, or null outside review. */
export async function currentApprover(author: Author, staging: StagingRow): Promise<number | null> {
  if (staging.status !== 'review' || staging.chainId === null || staging.step === null) return null
  const [row] = await author.ctx.db
    .select({ userId: manualWorkflowChainUsers.userId })
    .from(manualWorkflowChainUsers)
    .where(and(eq(manualWorkflowChainUsers.chainId, staging.chainId), eq(manualWorkflowChainUsers.position, staging.step)))
  return row?.userId ?? null
}

/**
 * Whether the caller may act at the staging's current step: as the named approver, or as their
 * delegate for today (then `onBehalfOf` names the approver).
 */
export async function actingFor(author: Author, staging: StagingRow): Promise<{ named: number | null; onBehalfOf: number | null; allowed: boolean }> {
  const named = await currentApprover(author, staging)
  if (named === null) return { named, onBehalfOf: null, allowed: false }
  if (named === author.userId) return { named, onBehalfOf: null, allowed: true }
  const delegators = await delegatorsOf(author, author.userId)
  return delegators.includes(named) ? { named, onBehalfOf: named, allowed: true } : { named, onBehalfOf: null, allowed: false }
}

/** The company's active administrators (publish ready and obsolete requests go to them). */
async function administrators(author: Author): Promise<number[]> {
  const roles = CAPABILITY_ROLES.admin
  const rows = await author.ctx.db
    .select({ id: users.id })
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
  return rows.map((row) => row.id)
}

export interface HistoryEntry {
  node: NodeRow
  staging?: StagingRow | null
  action: string
  fromStatus?: string | null
  toStatus?: string | null
  step?: number | null
  onBehalfOf?: number | null
  comment?: string | null
  revisionNumber?: number | null
  revisionId?: number | null
  emailId?: number | null
}

/** Records one transition. */
export async function record(author: Author, entry: HistoryEntry): Promise<void> {
  await author.ctx.db.insert(manualStagingHistory).values({
    companyId: author.companyId,
    nodeId: entry.node.id,
    stagingId: entry.staging?.id ?? null,
    lang: entry.staging?.lang ?? null,
    action: entry.action,
    fromStatus: entry.fromStatus ?? null,
    toStatus: entry.toStatus ?? null,
    step: entry.step ?? null,
    userId: author.userId,
    onBehalfOf: entry.onBehalfOf ?? null,
    comment: entry.comment ?? null,
    revisionNumber: entry.revisionNumber ?? null,
    revisionId: entry.revisionId ?? null,
    emailId: entry.emailId ?? null,
    createdAt: author.ctx.now,
  })
}

interface Mail {
  subject: MessageDescriptor
  intro: MessageDescriptor
  values: MessageValues
  comment?: string | null
}

/**
 * E-mails the people named, each in their language (one message per language), through the e-mail
 * history and the job queue. Answers the first message's id.
 */
export async function notify(author: Author, to: number[], node: NodeRow, mail: Mail): Promise<number | null> {
  const people = [...(await peopleById(author, to)).values()].filter((person): person is Person & { email: string } => !!person.email)
  const byLang = new Map<Locale, string[]>()
  for (const person of people) byLang.set(person.lang, [...(byLang.get(person.lang) ?? []), person.email])
  const { ctx } = author
  const link = `${portalOrigin(ctx)}/${encodeURIComponent(ctx.identity.company.code)}/pages/${nodePath(node.id)}`
  let first: number | null = null
  for (const [locale, addresses] of byLang) {
    const values = {
      ...mail.values,
      language: translateTo(locale, mail.values.lang === 'fr' ? manualMessages.french : manualMessages.english),
    }
    const html = [
      `<p>${escapeHtml(translateTo(locale, mail.intro, values))}</p>`,
      mail.comment ? `<blockquote>${escapeHtml(mail.comment).replace(/\r?\n/g, '<br>')}</blockquote>` : '',
      `<p><a href="${escapeHtml(link)}">${escapeHtml(translateTo(locale, authoringMessages.mailLink))}</a></p>`,
    ].join('\n')
    const sent = await queueEmail(ctx, {
      to: addresses,
      subject: translateTo(locale, mail.subject, values).replace(/\s+/g, ' ').trim(),
      html,
    })
    first ??= sent.id
  }
  return first
}

const mailValues = (author: Author, node: NodeRow, staging: StagingRow, extra: MessageValues = {}): MessageValues => ({
  number: node.number ?? '',
  title: staging.title,
  lang: staging.lang,
  name: `${author.ctx.identity.user.fname} ${author.ctx.identity.user.lname}`.trim(),
  ...extra,
})

/** Moves a staging from the state it was read in; 409 when it changed meanwhile. */
async function move(author: Author, staging: StagingRow, set: Partial<typeof manualStagings.$inferInsert>): Promise<StagingRow> {
  const [row] = await author.ctx.db
    .update(manualStagings)
    .set({ ...set, version: sql`${manualStagings.version} + 1`, updatedAt: author.ctx.now, updatedBy: author.userId })
    .where(and(eq(manualStagings.id, staging.id), eq(manualStagings.version, staging.version)))
    .returning()
  if (!row) fail(409, authoringMessages.changedMeanwhile, { code: 'CONFLICT' })
  return row
}

/** Whether the caller approved this staging since it was last submitted. */
async function approvedSinceSubmit(author: Author, staging: StagingRow): Promise<boolean> {
  const result = await author.ctx.db.execute(sql`
    SELECT 1 FROM manual_staging_history h
    WHERE h.staging_id = ${staging.id} AND h.user_id = ${author.userId} AND h.action IN ('approve', 'approve_obsolete')
      AND h.id > coalesce((SELECT max(s.id) FROM manual_staging_history s WHERE s.staging_id = ${staging.id} AND s.action = 'submit'), 0)
    LIMIT 1`)
  return (result as unknown as { rows: unknown[] }).rows.length > 0
}

/**
 * POST document/staging/{id}/{staging_id}/{action}: checks the action against the staging's state and
 * kind (409), the caller's place in the chain (403) and the comment (400), then moves the staging,
 * records it and e-mails whoever acts next.
 */
export async function act(
  author: Author,
  node: NodeRow,
  staging: StagingRow,
  action: StagingAction,
  input: { comment?: string; skip_chain?: boolean },
): Promise<StagingRow> {
  const rule = TRANSITIONS[action]
  const state = stateLabel(author, staging.status)
  if (!rule.from.includes(staging.status as Status)) {
    fail(409, action === 'submit' ? authoringMessages.notSubmittable : authoringMessages.notInReview, {
      code: 'INVALID_TRANSITION',
      values: { state },
    })
  }
  if (rule.kind !== 'any' && rule.kind !== staging.kind) {
    fail(409, staging.kind === 'obsolete' ? authoringMessages.obsoleteRequestAction : authoringMessages.revisionAction, {
      code: 'INVALID_TRANSITION',
    })
  }
  const comment = input.comment ?? null
  if (action === 'submit') return submit(author, node, staging, comment, input.skip_chain === true)

  // One person approves once per round, even as someone's delegate at a later step.
  if (await approvedSinceSubmit(author, staging)) fail(409, authoringMessages.alreadyApproved, { code: 'ALREADY_APPROVED' })
  const acting = await actingFor(author, staging)
  if (!acting.allowed) {
    const named = acting.named === null ? undefined : (await peopleById(author, [acting.named])).get(acting.named)
    fail(403, authoringMessages.notCurrentApprover, { code: 'NOT_CURRENT_APPROVER', values: { name: named?.name ?? '' } })
  }
  if (staging.createdBy === author.userId && !author.selfApproval) fail(403, authoringMessages.ownDraft, { code: 'OWN_DRAFT' })
  if (!comment) throw invalidFields({ comment: author.ctx.t(fieldMessages.required) })

  const approving = action === 'approve' || action === 'approve_obsolete'
  const obsolete = staging.kind === 'obsolete'
  if (!approving) {
    const moved = await move(author, staging, { status: 'rejected', step: null })
    const emailId =
      staging.createdBy === null
        ? null
        : await notify(author, [staging.createdBy], node, {
            subject: authoringMessages.mailRejectedSubject,
            intro: authoringMessages.mailRejected,
            values: mailValues(author, node, staging),
            comment,
          })
    await record(author, { node, staging, action, fromStatus: 'review', toStatus: 'rejected', step: staging.step, onBehalfOf: acting.onBehalfOf, comment, emailId })
    return moved
  }
  const chain = staging.chainId === null ? null : await chainById(author, staging.chainId)
  const steps = chain?.approvers.length ?? 0
  const step = staging.step ?? 1
  if (step < steps) {
    const moved = await move(author, staging, { step: step + 1 })
    const next = chain!.approvers[step]!
    const emailId = await notify(author, [next, ...(await delegatesOf(author, next))], node, {
      subject: obsolete ? authoringMessages.mailObsoleteSubject : authoringMessages.mailSubmittedSubject,
      intro: obsolete ? authoringMessages.mailObsolete : authoringMessages.mailSubmitted,
      values: mailValues(author, node, staging, { step: step + 1, steps }),
      comment,
    })
    await record(author, { node, staging, action, fromStatus: 'review', toStatus: 'review', step, onBehalfOf: acting.onBehalfOf, comment, emailId })
    return moved
  }
  const moved = await move(author, staging, { status: 'publish_ready', step: null })
  const emailId = await notify(author, await administrators(author), node, {
    subject: obsolete ? authoringMessages.mailObsoleteReadySubject : authoringMessages.mailReadySubject,
    intro: obsolete ? authoringMessages.mailObsoleteReady : authoringMessages.mailReady,
    values: mailValues(author, node, staging),
    comment,
  })
  await record(author, { node, staging, action, fromStatus: 'review', toStatus: 'publish_ready', step, onBehalfOf: acting.onBehalfOf, comment, emailId })
  return moved
}

async function submit(author: Author, node: NodeRow, staging: StagingRow, comment: string | null, skipChain: boolean): Promise<StagingRow> {
  if (!mayEdit(author, staging)) fail(403, authoringMessages.editForbidden, { code: 'FORBIDDEN' })
  const obsolete = staging.kind === 'obsolete'
  if (skipChain) {
    if (!author.selfApproval) fail(403, authoringMessages.skipChainForbidden, { code: 'FORBIDDEN' })
    const moved = await move(author, staging, { status: 'publish_ready', step: null, chainId: null })
    const emailId = await notify(author, await administrators(author), node, {
      subject: obsolete ? authoringMessages.mailObsoleteReadySubject : authoringMessages.mailReadySubject,
      intro: obsolete ? authoringMessages.mailObsoleteReady : authoringMessages.mailReady,
      values: mailValues(author, node, staging),
      comment,
    })
    await record(author, { node, staging, action: 'submit', fromStatus: staging.status, toStatus: 'publish_ready', comment, emailId })
    return moved
  }
  const chain = await chainOf(author, node)
  if (!chain || chain.approvers.length === 0) fail(409, authoringMessages.noChain, { code: 'NO_CHAIN' })
  const moved = await move(author, staging, { status: 'review', step: 1, chainId: chain.id })
  const first = chain.approvers[0]!
  const emailId = await notify(author, [first, ...(await delegatesOf(author, first))], node, {
    subject: obsolete ? authoringMessages.mailObsoleteSubject : authoringMessages.mailSubmittedSubject,
    intro: obsolete ? authoringMessages.mailObsolete : authoringMessages.mailSubmitted,
    values: mailValues(author, node, staging, { step: 1, steps: chain.approvers.length }),
    comment,
  })
  await record(author, { node, staging, action: 'submit', fromStatus: staging.status, toStatus: 'review', step: 1, comment, emailId })
  return moved
}

/**
 * POST publish/publish: a Publish Ready staging becomes the next revision of its language, effective on
 * the date given; the revision in force until now becomes obsolete. The staging is claimed first, so two
 * administrators publishing at once make one revision. A significant revision puts the document back on
 * the required readings of its target groups (readings.ts counts from the latest significant revision).
 */
export async function publish(
  author: Author,
  input: { staging_id: number; significant: boolean; effective_date: string; summary?: string },
) {
  const staging = await findStagingById(author, input.staging_id)
  if (staging.kind === 'obsolete') fail(409, authoringMessages.publishObsoleteRequest, { code: 'INVALID_TRANSITION' })
  if (staging.status !== 'publish_ready') {
    fail(409, authoringMessages.notPublishReady, { code: 'INVALID_TRANSITION', values: { state: stateLabel(author, staging.status) } })
  }
  const node = await findDocumentNode(author, staging.nodeId)
  if (node.status === 'obsolete') fail(409, authoringMessages.nodeObsolete, { code: 'NODE_OBSOLETE' })
  const { db, now } = author.ctx
  const [claimed] = await db
    .update(manualStagings)
    .set({ status: 'published', version: sql`${manualStagings.version} + 1`, updatedAt: now, updatedBy: author.userId })
    .where(and(eq(manualStagings.id, staging.id), eq(manualStagings.status, 'publish_ready')))
    .returning({ id: manualStagings.id })
  if (!claimed) fail(409, authoringMessages.notPublishReady, { code: 'INVALID_TRANSITION', values: { state: stateLabel(author, 'published') } })
  const lang = staging.lang === 'fr' ? 'fr' : 'en'
  let revision
  try {
    revision = await publishRevision(
      db,
      {
        nodeId: node.id,
        lang,
        title: staging.title,
        html: staging.bodyHtml,
        significant: input.significant,
        summary: input.summary ?? staging.summary ?? undefined,
        keywords: staging.keywords,
        effectiveDate: input.effective_date,
        userId: author.userId,
      },
      now,
    )
  } catch (error) {
    await db.update(manualStagings).set({ status: 'publish_ready' }).where(eq(manualStagings.id, staging.id))
    throw error
  }
  await db.update(manualStagings).set({ revisionId: revision.id }).where(eq(manualStagings.id, staging.id))
  await db.update(manualNodes).set({ status: 'active', updatedAt: now }).where(eq(manualNodes.id, node.id))
  const emailId =
    staging.createdBy === null
      ? null
      : await notify(author, [staging.createdBy], node, {
          subject: authoringMessages.mailPublishedSubject,
          intro: authoringMessages.mailPublished,
          values: mailValues(author, node, staging, { revision: revision.number, date: revision.effectiveDate ?? '' }),
        })
  await record(author, {
    node,
    staging,
    action: 'publish',
    fromStatus: 'publish_ready',
    toStatus: 'published',
    comment: input.summary ?? null,
    revisionNumber: revision.number,
    revisionId: revision.id,
    emailId,
  })
  const other = lang === 'fr' ? 'en' : 'fr'
  const [translated] = await db
    .select({ id: manualRevisions.id })
    .from(manualRevisions)
    .where(and(eq(manualRevisions.nodeId, node.id), eq(manualRevisions.lang, other), eq(manualRevisions.status, 'published')))
    .limit(1)
  return {
    node_id: node.id,
    revision: {
      id: revision.id,
      number: revision.number,
      lang,
      effective_date: revision.effectiveDate ?? input.effective_date,
      significant: revision.significant,
      content_hash: revision.contentHash,
    },
    missing_translation: translated ? null : other,
  } as const
}

/**
 * POST publish/obsolete: withdraws a document. Its revisions in force become obsolete (the readers' tree,
 * search and readings only read published ones), the node is marked obsolete, an approved request to
 * withdraw it is closed, and the history keeps it all.
 */
export async function markObsolete(author: Author, id: number, comment: string | undefined) {
  const node = await findDocumentNode(author, id)
  const { db, now } = author.ctx
  const withdrawn = await db
    .update(manualRevisions)
    .set({ status: 'obsolete', updatedAt: now })
    .where(and(eq(manualRevisions.nodeId, node.id), eq(manualRevisions.status, 'published')))
    .returning({ number: manualRevisions.number, id: manualRevisions.id })
  if (withdrawn.length === 0 || node.status !== 'active') fail(409, authoringMessages.notInForce, { code: 'NOT_IN_FORCE' })
  await db.update(manualNodes).set({ status: 'obsolete', updatedAt: now }).where(eq(manualNodes.id, node.id))
  const requests = await db
    .update(manualStagings)
    .set({ status: 'published', updatedAt: now, updatedBy: author.userId, version: sql`${manualStagings.version} + 1` })
    .where(and(eq(manualStagings.nodeId, node.id), eq(manualStagings.kind, 'obsolete'), inArray(manualStagings.status, ['draft', 'review', 'rejected', 'publish_ready'])))
    .returning()
  await record(author, {
    node,
    staging: requests[0] ?? null,
    action: 'obsolete',
    fromStatus: 'active',
    toStatus: 'obsolete',
    comment: comment ?? null,
    revisionNumber: Math.max(...withdrawn.map((row) => row.number)),
  })
  return { id: node.id, status: 'obsolete' as const }
}

/**
 * POST actions/restore/{id}: a deleted node (with what was deleted with it) or a withdrawn document comes
 * back Offline: in the authoring tree, not shown to readers until a revision is published again.
 */
export async function restore(author: Author, id: number): Promise<NodeRow> {
  const node = await findNode(author, id, { deleted: true })
  const { db, now } = author.ctx
  if (node.deletedAt) {
    if (node.parentId !== null) {
      const [parent] = await db.select({ deletedAt: manualNodes.deletedAt }).from(manualNodes).where(eq(manualNodes.id, node.parentId))
      if (parent?.deletedAt) fail(409, authoringMessages.parentDeleted, { code: 'PARENT_DELETED' })
    }
    const result = await db.execute(sql`
      WITH RECURSIVE below AS (
        SELECT id FROM manual_nodes WHERE id = ${node.id}
        UNION ALL
        SELECT n.id FROM manual_nodes n JOIN below b ON n.parent_id = b.id
        WHERE n.deleted_at = ${node.deletedAt}
      )
      UPDATE manual_nodes SET deleted_at = NULL, deleted_by = NULL, updated_at = ${now},
        status = CASE WHEN kind = 'document' THEN 'offline' ELSE status END
      WHERE id IN (SELECT id FROM below) RETURNING id, kind`)
    const restored = (result as unknown as { rows: { id: number; kind: string }[] }).rows
    const documents = restored.filter((row) => row.kind === 'document').map((row) => Number(row.id))
    if (documents.length) {
      await db
        .update(manualRevisions)
        .set({ status: 'obsolete', updatedAt: now })
        .where(and(inArray(manualRevisions.nodeId, documents), eq(manualRevisions.status, 'published')))
    }
    await record(author, { node, action: 'restore', fromStatus: 'deleted', toStatus: node.kind === 'document' ? 'offline' : 'active' })
  } else if (node.status === 'obsolete') {
    await db.update(manualNodes).set({ status: 'offline', updatedAt: now }).where(eq(manualNodes.id, node.id))
    await record(author, { node, action: 'restore', fromStatus: 'obsolete', toStatus: 'offline' })
  } else {
    fail(409, authoringMessages.nothingToRestore, { code: 'NOTHING_TO_RESTORE' })
  }
  return findNode(author, id)
}
