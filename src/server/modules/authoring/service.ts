import { randomUUID } from 'node:crypto'
import { MANUAL_LIMITS } from '@shared/constants'
import {
  AUTHORING_LIMITS,
  type AuthoringNode,
  REVIEW_INTERVALS,
  type Staging,
} from '@shared/contract/qpm-authoring'
import type { Locale } from '@shared/i18n'
import { and, asc, desc, eq, inArray, isNotNull, isNull, max, ne, sql } from 'drizzle-orm'
import { diffWords } from 'diff'
import { revisionText, sanitizeManualHtml } from '../../db/manual-body'
import {
  attachments,
  manualAssignments,
  manualFiles,
  manualNodes,
  manualNodeTags,
  manualProcessCategories,
  manualRevisions,
  manualStagings,
  manualTags,
  manualWorkflowChains,
  userGroups,
} from '../../db/schema'
import { fail, invalidFields, sqlState } from '../../lib/errors'
import { authoringMessages } from '../../messages'
import { nameIn, type NodeRow, otherLang, type RevisionRow } from '../manual/scope'
import { type Author, findDocumentNode, findNode, peopleById, personOut, type StagingRow } from './scope'
import { actingFor, chainById, chainOf, delegatesOf, EDITABLE, mayEdit, record, stateLabel } from './workflow'

// Nodes, their configuration and their stagings (drafts), as the authoring screens read and write them.

export const asLang = (lang: string): Locale => (lang === 'fr' ? 'fr' : 'en')
const iso = (date: Date) => date.toISOString()
const day = (date: Date) => date.toISOString().slice(0, 10)

/** The review date of a document last published on `published`, every `months` months. */
export function reviewDate(published: Date, months: number): string {
  // As the database adds months: the 31st of August plus 6 months is the last day of February.
  const month = published.getUTCMonth() + months
  const last = new Date(Date.UTC(published.getUTCFullYear(), month + 1, 0)).getUTCDate()
  return day(new Date(Date.UTC(published.getUTCFullYear(), month, Math.min(published.getUTCDate(), last))))
}

/** The last revision published in a language (in force or since replaced or withdrawn). */
async function lastPublished(author: Author, nodeId: number, lang: string): Promise<RevisionRow | undefined> {
  const [row] = await author.ctx.db
    .select()
    .from(manualRevisions)
    .where(and(eq(manualRevisions.nodeId, nodeId), eq(manualRevisions.lang, lang), isNotNull(manualRevisions.publishedAt)))
    .orderBy(desc(manualRevisions.number))
    .limit(1)
  return row
}

// ---------------------------------------------------------------------------------------------- tree


// ---------------------------------------------------------------------------------------------- nodes

async function ancestors(author: Author, node: NodeRow): Promise<{ id: number; title: string }[]> {
  if (node.parentId === null) return []
  const result = await author.ctx.db.execute(sql`
    WITH RECURSIVE up AS (
      SELECT id, parent_id, title, title_fr, 0 AS depth FROM manual_nodes WHERE id = ${node.parentId}
      UNION ALL
      SELECT n.id, n.parent_id, n.title, n.title_fr, up.depth + 1 FROM manual_nodes n JOIN up ON n.id = up.parent_id
      WHERE up.depth < 100
    )
    SELECT id, title, title_fr FROM up ORDER BY depth DESC`)
  return (result as unknown as { rows: { id: number; title: string; title_fr: string | null }[] }).rows.map((row) => ({
    id: Number(row.id),
    title: nameIn(author.lang, { title: row.title, titleFr: row.title_fr }),
  }))
}

const summaryOf = (staging: StagingRow, steps: number | null, people: Map<number, { id: number; username: string; name: string }>) => ({
  id: staging.id,
  node_id: staging.nodeId,
  lang: asLang(staging.lang),
  kind: staging.kind === 'obsolete' ? ('obsolete' as const) : ('revision' as const),
  status: staging.status as Staging['status'],
  title: staging.title,
  step: staging.status === 'review' ? staging.step : null,
  steps: staging.status === 'review' ? steps : null,
  version: staging.version,
  author: staging.createdBy === null ? null : (personOut(people.get(staging.createdBy) as never) ?? null),
  updated_at: iso(staging.updatedAt),
})

async function chainLengths(author: Author, chainIds: (number | null)[]): Promise<Map<number, number>> {
  const ids = [...new Set(chainIds.filter((id): id is number => id !== null))]
  if (ids.length === 0) return new Map()
  const result = await author.ctx.db.execute(sql`
    SELECT chain_id, count(*)::int AS n FROM manual_workflow_chain_users
    WHERE chain_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) GROUP BY chain_id`)
  return new Map((result as unknown as { rows: { chain_id: number; n: number }[] }).rows.map((row) => [Number(row.chain_id), Number(row.n)]))
}

/** A node as the authoring screens show it. */
export async function nodeOut(author: Author, node: NodeRow): Promise<AuthoringNode> {
  const { db } = author.ctx
  const [path, revisions, stagings, files, category] = await Promise.all([
    ancestors(author, node),
    db
      .select()
      .from(manualRevisions)
      .where(and(eq(manualRevisions.nodeId, node.id), inArray(manualRevisions.status, ['published', 'obsolete']), isNotNull(manualRevisions.publishedAt)))
      .orderBy(desc(manualRevisions.publishedAt), desc(manualRevisions.number)),
    db
      .select()
      .from(manualStagings)
      .where(and(eq(manualStagings.nodeId, node.id), inArray(manualStagings.status, ['draft', 'review', 'rejected', 'publish_ready'])))
      .orderBy(asc(manualStagings.lang), asc(manualStagings.kind)),
    db
      .select({
        id: attachments.id,
        filename: attachments.filename,
        contentType: attachments.contentType,
        size: attachments.size,
        pages: attachments.pages,
        uploadedAt: attachments.uploadedAt,
        title: manualFiles.title,
        titleFr: manualFiles.titleFr,
      })
      .from(manualFiles)
      .innerJoin(attachments, eq(attachments.id, manualFiles.attachmentId))
      .where(and(eq(manualFiles.nodeId, node.id), eq(attachments.status, 'ready')))
      .orderBy(asc(manualFiles.position), asc(attachments.filename)),
    node.processCategoryId === null
      ? undefined
      : db
          .select()
          .from(manualProcessCategories)
          .where(eq(manualProcessCategories.id, node.processCategoryId))
          .then((rows) => rows[0]),
  ])
  const people = await peopleById(author, [node.ownerId, ...stagings.map((s) => s.createdBy)])
  const lengths = await chainLengths(author, stagings.map((s) => s.chainId))
  const inForce = revisions.filter((r) => r.status === 'published')
  const langs = new Set(inForce.map((r) => r.lang))
  const publishedOn = inForce.reduce<Date | null>((latest, r) => (r.publishedAt && (!latest || r.publishedAt > latest) ? r.publishedAt : latest), null)
  const review =
    node.kind === 'document' && node.reviewIntervalMonths !== null && publishedOn && node.status === 'active'
      ? (() => {
          const date = reviewDate(publishedOn, node.reviewIntervalMonths!)
          return { interval_months: node.reviewIntervalMonths!, review_date: date, overdue: date < author.today }
        })()
      : null
  const title =
    node.kind === 'document'
      ? (inForce.find((r) => r.lang === author.lang)?.title ?? inForce[0]?.title ?? stagings[0]?.title ?? node.title)
      : node.title
  return {
    id: node.id,
    parent_id: node.parentId,
    kind: node.kind === 'document' ? 'document' : 'section',
    code: node.code,
    number: node.number,
    title,
    title_fr: node.titleFr,
    position: node.position,
    audience: node.audience === 'all' ? 'all' : 'staff',
    status: node.status as AuthoringNode['status'],
    owner: node.ownerId === null ? null : (personOut(people.get(node.ownerId)) ?? null),
    process_category: category
      ? { id: category.id, code: category.code, name: nameIn(author.lang, { title: category.name, titleFr: category.nameFr }) }
      : null,
    path,
    revisions: revisions.map((r) => ({
      id: r.id,
      lang: asLang(r.lang),
      number: r.number,
      status: r.status === 'published' ? ('published' as const) : ('obsolete' as const),
      title: r.title,
      significant: r.significant,
      effective_date: r.effectiveDate,
      published_at: r.publishedAt ? iso(r.publishedAt) : null,
      summary: r.summary,
    })),
    stagings: stagings.map((s) => summaryOf(s, s.chainId === null ? null : (lengths.get(s.chainId) ?? 0), people)),
    missing_translation:
      node.kind === 'document' && node.status === 'active' && langs.size === 1 ? [otherLang(asLang([...langs][0]!))] : [],
    files: files.map((file) => ({
      id: file.id,
      filename: file.filename,
      title: nameIn(author.lang, file),
      content_type: file.contentType,
      size: file.size,
      pages: file.pages,
      uploaded_at: iso(file.uploadedAt),
    })),
    review,
  }
}

/** A parent for new or moved nodes: a section of the company, not deleted; null is the top. */
async function parentSection(author: Author, parentId: number | null): Promise<NodeRow | null> {
  if (parentId === null) return null
  const [parent] = await author.ctx.db
    .select()
    .from(manualNodes)
    .where(and(eq(manualNodes.id, parentId), eq(manualNodes.companyId, author.companyId), isNull(manualNodes.deletedAt)))
  if (!parent) throw invalidFields({ parent_id: author.ctx.t(authoringMessages.nodeNotFound) })
  if (parent.kind !== 'section') throw invalidFields({ parent_id: author.ctx.t(authoringMessages.parentNotSection) })
  return parent
}

const siblingsOf = (author: Author, parentId: number | null) =>
  and(
    eq(manualNodes.companyId, author.companyId),
    parentId === null ? isNull(manualNodes.parentId) : eq(manualNodes.parentId, parentId),
    isNull(manualNodes.deletedAt),
  )

/** Numbers the parent's children 0, 1, 2... in their order, with `nodeId` at `position` (the end when absent). */
async function placeAmongSiblings(author: Author, parentId: number | null, nodeId: number, position: number | undefined) {
  const { db } = author.ctx
  const siblings = await db
    .select({ id: manualNodes.id })
    .from(manualNodes)
    .where(and(siblingsOf(author, parentId), ne(manualNodes.id, nodeId)))
    .orderBy(asc(manualNodes.position), asc(manualNodes.id))
  const order = siblings.map((row) => row.id)
  order.splice(Math.min(position ?? order.length, order.length), 0, nodeId)
  if (order.length === 0) return
  await db.execute(sql`
    UPDATE manual_nodes SET position = v.position
    FROM (VALUES ${sql.join(order.map((id, index) => sql`(${id}::int, ${index}::int)`), sql`, `)}) AS v(id, position)
    WHERE manual_nodes.id = v.id AND manual_nodes.position <> v.position`)
}

const newCode = (kind: string) => `${kind === 'document' ? 'doc' : 'sec'}-${randomUUID().slice(0, 12)}`

/** POST document/node: a section, or a document with its first draft. */
export async function createNode(
  author: Author,
  input: { parent_id: number | null; kind: 'section' | 'document'; title: string; title_fr?: string; number?: string; lang: Locale; position?: number },
) {
  const parent = await parentSection(author, input.parent_id)
  const { db, now } = author.ctx
  const [node] = await db
    .insert(manualNodes)
    .values({
      companyId: author.companyId,
      parentId: parent?.id ?? null,
      kind: input.kind,
      code: newCode(input.kind),
      number: input.number ?? null,
      title: input.title,
      titleFr: input.title_fr ?? null,
      position: 1_000_000,
      audience: parent?.audience ?? 'staff',
      ownerId: input.kind === 'document' ? author.userId : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  await placeAmongSiblings(author, node!.parentId, node!.id, input.position)
  if (input.kind === 'document') {
    const [staging] = await db
      .insert(manualStagings)
      .values({
        companyId: author.companyId,
        nodeId: node!.id,
        lang: input.lang,
        title: input.title,
        bodyHtml: '',
        createdBy: author.userId,
        updatedBy: author.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    await record(author, { node: node!, staging, action: 'create', toStatus: 'draft' })
  }
  return nodeOut(author, await findNode(author, node!.id))
}

/** PUT document/node/{id}: names, number and audience. */
export async function updateNode(author: Author, id: number, input: { title?: string; title_fr?: string; number?: string; audience?: 'staff' | 'all' }) {
  const node = await findNode(author, id)
  await author.ctx.db
    .update(manualNodes)
    .set({
      ...(input.title === undefined ? {} : { title: input.title }),
      ...('title_fr' in input ? { titleFr: input.title_fr ?? null } : {}),
      ...('number' in input ? { number: input.number ?? null } : {}),
      ...(input.audience === undefined ? {} : { audience: input.audience }),
      updatedAt: author.ctx.now,
    })
    .where(eq(manualNodes.id, node.id))
  return nodeOut(author, await findNode(author, id))
}

/** The node and every node below it that is not deleted, with their kinds. */
async function subtree(author: Author, id: number): Promise<{ id: number; parent_id: number | null; kind: string; depth: number }[]> {
  const result = await author.ctx.db.execute(sql`
    WITH RECURSIVE below AS (
      SELECT id, parent_id, kind, 0 AS depth FROM manual_nodes WHERE id = ${id}
      UNION ALL
      SELECT n.id, n.parent_id, n.kind, b.depth + 1 FROM manual_nodes n JOIN below b ON n.parent_id = b.id
      WHERE n.deleted_at IS NULL AND b.depth < 100
    )
    SELECT id, parent_id, kind, depth FROM below ORDER BY depth, id`)
  return (result as unknown as { rows: { id: number; parent_id: number | null; kind: string; depth: number }[] }).rows.map((row) => ({
    id: Number(row.id),
    parent_id: row.parent_id === null ? null : Number(row.parent_id),
    kind: row.kind,
    depth: Number(row.depth),
  }))
}

/** POST actions/move: another parent (never the node itself or below it), at a position. */
export async function moveNode(author: Author, input: { id: number; parent_id: number | null; position?: number }) {
  const node = await findNode(author, input.id)
  const parent = await parentSection(author, input.parent_id)
  if (parent) {
    const below = await subtree(author, node.id)
    if (below.some((row) => row.id === parent.id)) throw invalidFields({ parent_id: author.ctx.t(authoringMessages.moveIntoSelf) })
  }
  await author.ctx.db
    .update(manualNodes)
    .set({ parentId: parent?.id ?? null, updatedAt: author.ctx.now })
    .where(eq(manualNodes.id, node.id))
  await placeAmongSiblings(author, parent?.id ?? null, node.id, input.position)
  return nodeOut(author, await findNode(author, node.id))
}

/** POST actions/position: the node's place among its siblings. */
export async function positionNode(author: Author, input: { id: number; position: number }) {
  const node = await findNode(author, input.id)
  await placeAmongSiblings(author, node.parentId, node.id, input.position)
  return nodeOut(author, await findNode(author, node.id))
}

/**
 * POST actions/copy: the node and everything below it under a parent. Sections keep their names; each
 * document becomes a new document with a draft in each language, from its latest text (the revision
 * in force, else its open draft).
 */
export async function copyNode(author: Author, input: { id: number; parent_id: number | null; position?: number }) {
  const node = await findNode(author, input.id)
  const parent = await parentSection(author, input.parent_id)
  const below = await subtree(author, node.id)
  if (below.length > AUTHORING_LIMITS.copyMaxNodes) {
    fail(400, authoringMessages.copyTooLarge, { code: 'COPY_TOO_LARGE', values: { max: AUTHORING_LIMITS.copyMaxNodes } })
  }
  if (parent && below.some((row) => row.id === parent.id)) throw invalidFields({ parent_id: author.ctx.t(authoringMessages.moveIntoSelf) })
  const { db, now } = author.ctx
  const ids = below.map((row) => row.id)
  const sources = new Map((await db.select().from(manualNodes).where(inArray(manualNodes.id, ids))).map((row) => [row.id, row]))
  const copies = new Map<number, number>()
  let top: number | undefined
  await db.transaction(async (tx) => {
    for (const row of below) {
      const source = sources.get(row.id)!
      const parentId = row.id === node.id ? (parent?.id ?? null) : copies.get(source.parentId!)!
      const [copy] = await tx
        .insert(manualNodes)
        .values({
          companyId: author.companyId,
          parentId,
          kind: source.kind,
          code: newCode(source.kind),
          number: source.number,
          title: source.title,
          titleFr: source.titleFr,
          position: row.id === node.id ? 1_000_000 : source.position,
          audience: source.audience,
          ownerId: source.ownerId,
          processCategoryId: source.processCategoryId,
          reviewIntervalMonths: source.reviewIntervalMonths,
          workflowChainId: source.workflowChainId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: manualNodes.id })
      copies.set(row.id, copy!.id)
      if (row.id === node.id) top = copy!.id
    }
    const documents = below.filter((row) => row.kind === 'document').map((row) => row.id)
    if (documents.length) {
      // The latest text of each document and language: its revision in force, else its open draft.
      const texts = await tx.execute(sql`
        SELECT DISTINCT ON (node_id, lang) node_id, lang, title, body_html, keywords FROM (
          SELECT node_id, lang, title, body_html, keywords, 0 AS rank FROM manual_revisions
          WHERE status = 'published' AND node_id IN (${sql.join(documents.map((id) => sql`${id}`), sql`, `)})
          UNION ALL
          SELECT node_id, lang, title, body_html, keywords, 1 FROM manual_stagings
          WHERE kind = 'revision' AND status IN ('draft', 'review', 'rejected', 'publish_ready')
            AND node_id IN (${sql.join(documents.map((id) => sql`${id}`), sql`, `)})
        ) t ORDER BY node_id, lang, rank`)
      const rows = (texts as unknown as { rows: { node_id: number; lang: string; title: string; body_html: string; keywords: string[] }[] }).rows
      const drafts = rows.map((text) => ({
        companyId: author.companyId,
        nodeId: copies.get(Number(text.node_id))!,
        lang: text.lang,
        title: text.title,
        bodyHtml: text.body_html,
        keywords: text.keywords,
        createdBy: author.userId,
        updatedBy: author.userId,
        createdAt: now,
        updatedAt: now,
      }))
      if (drafts.length) await tx.insert(manualStagings).values(drafts)
      const tags = await tx.select().from(manualNodeTags).where(inArray(manualNodeTags.nodeId, documents))
      if (tags.length) await tx.insert(manualNodeTags).values(tags.map((tag) => ({ nodeId: copies.get(tag.nodeId)!, tagId: tag.tagId })))
    }
  })
  await placeAmongSiblings(author, parent?.id ?? null, top!, input.position)
  return nodeOut(author, await findNode(author, top!))
}

/** DELETE actions/delete/{id}: the node and everything below it go to the deleted nodes (restorable). */
export async function deleteNode(author: Author, id: number) {
  const node = await findNode(author, id)
  const below = await subtree(author, node.id)
  const { db, now } = author.ctx
  await db
    .update(manualNodes)
    .set({ deletedAt: now, deletedBy: author.userId, updatedAt: now })
    .where(inArray(manualNodes.id, below.map((row) => row.id)))
  await record(author, { node, action: 'delete', fromStatus: node.status, toStatus: 'deleted' })
}

// ---------------------------------------------------------------------------------------------- configs

type ConfigInput = {
  review_interval_months?: (typeof REVIEW_INTERVALS)[number] | null
  workflow_chain_id?: number | null
  target_group_ids?: number[]
  tag_ids?: number[]
  process_category_id?: number | null
  owner_id?: number | null
  audience?: 'staff' | 'all'
}

/** GET document/node/{id}/configs. */
export async function nodeConfig(author: Author, node: NodeRow) {
  const { db } = author.ctx
  const [groups, tags, category, own, effective, people] = await Promise.all([
    db
      .select({ id: userGroups.id, name: userGroups.name })
      .from(manualAssignments)
      .innerJoin(userGroups, eq(userGroups.id, manualAssignments.groupId))
      .where(eq(manualAssignments.nodeId, node.id))
      .orderBy(asc(userGroups.name)),
    db
      .select({ id: manualTags.id, code: manualTags.code, title: manualTags.name, titleFr: manualTags.nameFr })
      .from(manualNodeTags)
      .innerJoin(manualTags, eq(manualTags.id, manualNodeTags.tagId))
      .where(eq(manualNodeTags.nodeId, node.id))
      .orderBy(asc(manualTags.name)),
    node.processCategoryId === null
      ? undefined
      : db.select().from(manualProcessCategories).where(eq(manualProcessCategories.id, node.processCategoryId)).then((rows) => rows[0]),
    node.workflowChainId === null ? null : chainById(author, node.workflowChainId),
    chainOf(author, node),
    peopleById(author, [node.ownerId]),
  ])
  const interval = REVIEW_INTERVALS.find((months) => months === node.reviewIntervalMonths) ?? null
  return {
    id: node.id,
    review_interval_months: interval,
    workflow_chain: own ? { id: own.id, name: own.name } : null,
    effective_chain: effective ? { id: effective.id, name: effective.name, from: effective.from } : null,
    target_groups: groups,
    tags: tags.map((tag) => ({ id: tag.id, code: tag.code, name: nameIn(author.lang, tag) })),
    process_category: category
      ? { id: category.id, code: category.code, name: nameIn(author.lang, { title: category.name, titleFr: category.nameFr }) }
      : null,
    owner: node.ownerId === null ? null : (personOut(people.get(node.ownerId)) ?? null),
    audience: node.audience === 'all' ? ('all' as const) : ('staff' as const),
  }
}

/** Every id of `ids` must be a row of the company in `table`: else 400 on `field`. */
async function checkIds(author: Author, field: string, ids: number[], exists: (ids: number[]) => Promise<{ id: number }[]>) {
  const wanted = [...new Set(ids)]
  if (wanted.length === 0) return
  const found = await exists(wanted)
  if (found.length !== wanted.length) throw invalidFields({ [field]: author.ctx.t(authoringMessages.notFound) })
}

/**
 * POST document/node/configs/add and /replace: the nodes named (a section: every document below it)
 * get the fields sent; target groups and tags are added to theirs, or replace them.
 */
export async function saveConfigs(author: Author, input: { ids: number[]; config: ConfigInput }, mode: 'add' | 'replace') {
  const { db, now } = author.ctx
  const { config } = input
  const company = author.companyId
  const nodes: NodeRow[] = []
  for (const id of new Set(input.ids)) nodes.push(await findNode(author, id))
  const documentIds = new Set<number>()
  for (const node of nodes) for (const row of await subtree(author, node.id)) if (row.kind === 'document') documentIds.add(row.id)
  const targets = [...documentIds]
  await checkIds(author, 'config.target_group_ids', config.target_group_ids ?? [], (ids) =>
    db.select({ id: userGroups.id }).from(userGroups).where(and(eq(userGroups.companyId, company), inArray(userGroups.id, ids))),
  )
  await checkIds(author, 'config.tag_ids', config.tag_ids ?? [], (ids) =>
    db.select({ id: manualTags.id }).from(manualTags).where(and(eq(manualTags.companyId, company), inArray(manualTags.id, ids))),
  )
  await checkIds(author, 'config.process_category_id', config.process_category_id ? [config.process_category_id] : [], (ids) =>
    db
      .select({ id: manualProcessCategories.id })
      .from(manualProcessCategories)
      .where(and(eq(manualProcessCategories.companyId, company), inArray(manualProcessCategories.id, ids))),
  )
  await checkIds(author, 'config.workflow_chain_id', config.workflow_chain_id ? [config.workflow_chain_id] : [], (ids) =>
    db
      .select({ id: manualWorkflowChains.id })
      .from(manualWorkflowChains)
      .where(and(eq(manualWorkflowChains.companyId, company), inArray(manualWorkflowChains.id, ids))),
  )
  if (config.owner_id) {
    const owner = (await peopleById(author, [config.owner_id])).get(config.owner_id)
    const [row] = owner ? await db.execute(sql`SELECT 1 FROM users WHERE id = ${owner.id} AND company_id = ${company}`).then((r) => (r as unknown as { rows: unknown[] }).rows) : []
    if (!row) throw invalidFields({ 'config.owner_id': author.ctx.t(authoringMessages.userNotFound) })
  }
  if (targets.length) {
    const set = {
      ...(config.review_interval_months === undefined ? {} : { reviewIntervalMonths: config.review_interval_months }),
      ...(config.workflow_chain_id === undefined ? {} : { workflowChainId: config.workflow_chain_id }),
      ...(config.process_category_id === undefined ? {} : { processCategoryId: config.process_category_id }),
      ...(config.owner_id === undefined ? {} : { ownerId: config.owner_id }),
      ...(config.audience === undefined ? {} : { audience: config.audience }),
    }
    if (Object.keys(set).length) await db.update(manualNodes).set({ ...set, updatedAt: now }).where(inArray(manualNodes.id, targets))
    if (config.target_group_ids) {
      if (mode === 'replace') {
        await db
          .delete(manualAssignments)
          .where(
            and(
              inArray(manualAssignments.nodeId, targets),
              isNotNull(manualAssignments.groupId),
              config.target_group_ids.length ? sql`${manualAssignments.groupId} NOT IN (${sql.join(config.target_group_ids.map((id) => sql`${id}`), sql`, `)})` : undefined,
            ),
          )
      }
      const due = day(new Date(now.getTime() + MANUAL_LIMITS.readingDays * 86_400_000))
      const rows = targets.flatMap((nodeId) =>
        config.target_group_ids!.map((groupId) => ({ companyId: company, nodeId, groupId, dueDate: due, createdBy: author.userId, createdAt: now })),
      )
      if (rows.length) await db.insert(manualAssignments).values(rows).onConflictDoNothing()
    }
    if (config.tag_ids) {
      if (mode === 'replace') {
        await db
          .delete(manualNodeTags)
          .where(
            and(
              inArray(manualNodeTags.nodeId, targets),
              config.tag_ids.length ? sql`${manualNodeTags.tagId} NOT IN (${sql.join(config.tag_ids.map((id) => sql`${id}`), sql`, `)})` : undefined,
            ),
          )
      }
      const rows = targets.flatMap((nodeId) => config.tag_ids!.map((tagId) => ({ nodeId, tagId })))
      if (rows.length) await db.insert(manualNodeTags).values(rows).onConflictDoNothing()
    }
  }
  const configs = []
  for (const id of targets.length ? targets : nodes.map((node) => node.id)) configs.push(await nodeConfig(author, await findNode(author, id)))
  return { configs }
}

// ---------------------------------------------------------------------------------------------- stagings

/** A staging in full, with what the caller may do with it now. */
export async function stagingOut(author: Author, staging: StagingRow, node?: NodeRow): Promise<Staging> {
  const theNode = node ?? (await findNode(author, staging.nodeId))
  const chain = staging.chainId === null ? null : await chainById(author, staging.chainId)
  const acting = await actingFor(author, staging)
  const named = acting.named
  const current = named === null ? [] : [named, ...(await delegatesOf(author, named))]
  const people = await peopleById(author, [staging.createdBy, ...(chain?.approvers ?? []), ...current])
  const base = staging.baseRevisionId === null ? undefined : await lastPublished(author, staging.nodeId, staging.lang)
  const editable = EDITABLE.includes(staging.status) && mayEdit(author, staging)
  const approvable = staging.status === 'review' && acting.allowed && (staging.createdBy !== author.userId || author.selfApproval)
  return {
    ...summaryOf(staging, chain?.approvers.length ?? null, people),
    number: theNode.number,
    body: staging.bodyHtml,
    summary: staging.summary,
    keywords: staging.keywords,
    base_revision: base ? { id: base.id, number: base.number } : null,
    chain: chain
      ? { id: chain.id, name: chain.name, approvers: chain.approvers.flatMap((id) => (people.get(id) ? [personOut(people.get(id))!] : [])) }
      : null,
    current_approvers: current.flatMap((id) => (people.get(id) ? [personOut(people.get(id))!] : [])),
    can: {
      edit: editable,
      submit: editable,
      skip_chain: editable && author.selfApproval,
      approve: approvable,
      reject: approvable,
      publish: staging.status === 'publish_ready' && staging.kind === 'revision' && author.admin,
      delete: editable,
    },
    created_at: iso(staging.createdAt),
  }
}

/** GET document/staging/{id}: the node's open stagings. */
export async function nodeStagings(author: Author, id: number) {
  const node = await findDocumentNode(author, id)
  return { node_id: node.id, stagings: (await nodeOut(author, node)).stagings }
}

/**
 * POST document/staging/{id}: a new staging in a language, from the text sent or the last revision
 * published in that language. One open staging per language and kind (409).
 */
export async function createStaging(
  author: Author,
  id: number,
  input: { lang: Locale; kind: 'revision' | 'obsolete'; title?: string; body?: string; summary?: string; keywords?: string[] },
) {
  const node = await findDocumentNode(author, id)
  if (node.status === 'obsolete') fail(409, authoringMessages.nodeObsolete, { code: 'NODE_OBSOLETE' })
  const base = await lastPublished(author, node.id, input.lang)
  const { db, now } = author.ctx
  let staging: StagingRow
  try {
    ;[staging] = (await db
      .insert(manualStagings)
      .values({
        companyId: author.companyId,
        nodeId: node.id,
        lang: input.lang,
        kind: input.kind,
        title: input.title ?? base?.title ?? (input.lang === 'fr' && node.titleFr ? node.titleFr : node.title),
        bodyHtml: sanitizeManualHtml(input.body ?? base?.bodyHtml ?? ''),
        summary: input.summary ?? null,
        keywords: input.keywords ?? base?.keywords ?? [],
        baseRevisionId: base?.id ?? null,
        createdBy: author.userId,
        updatedBy: author.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning()) as [StagingRow]
  } catch (error) {
    if (sqlState(error, /^23505$/)) {
      fail(409, input.kind === 'obsolete' ? authoringMessages.obsoleteOpen : authoringMessages.stagingOpen, { code: 'STAGING_OPEN' })
    }
    throw error
  }
  await record(author, { node, staging, action: 'create', toStatus: 'draft', revisionNumber: base?.number ?? null, revisionId: base?.id ?? null })
  return stagingOut(author, staging, node)
}

/**
 * PUT document/staging/{id}/{staging_id}: saves a draft read at `version`. A stale version answers 409
 * STALE with the draft as stored in `current`, so the writer keeps both texts.
 */
export async function updateStaging(
  author: Author,
  node: NodeRow,
  staging: StagingRow,
  input: { version: number; title: string; body: string; summary?: string; keywords?: string[] },
) {
  if (!EDITABLE.includes(staging.status)) {
    fail(409, authoringMessages.notEditable, { code: 'NOT_EDITABLE', values: { state: stateLabel(author, staging.status) } })
  }
  if (!mayEdit(author, staging)) fail(403, authoringMessages.editForbidden, { code: 'FORBIDDEN' })
  const stale = async (current: StagingRow): Promise<never> =>
    fail(409, authoringMessages.stale, {
      code: 'STALE',
      values: { current: current.version, version: input.version },
      current: await stagingOut(author, current, node),
    })
  if (staging.version !== input.version) return stale(staging)
  const { db, now } = author.ctx
  const [saved] = await db
    .update(manualStagings)
    .set({
      title: input.title,
      bodyHtml: sanitizeManualHtml(input.body),
      summary: input.summary ?? null,
      ...(input.keywords ? { keywords: input.keywords } : {}),
      version: sql`${manualStagings.version} + 1`,
      updatedAt: now,
      updatedBy: author.userId,
    })
    .where(and(eq(manualStagings.id, staging.id), eq(manualStagings.version, input.version), inArray(manualStagings.status, ['draft', 'rejected'])))
    .returning()
  if (!saved) {
    const [current] = await db.select().from(manualStagings).where(eq(manualStagings.id, staging.id))
    return stale(current!)
  }
  return stagingOut(author, saved, node)
}

/** DELETE document/staging/{id}/{staging_id}: a draft or rejected draft is dropped; its history stays. */
export async function deleteStaging(author: Author, node: NodeRow, staging: StagingRow) {
  if (!EDITABLE.includes(staging.status)) {
    fail(409, authoringMessages.notDeletable, { code: 'INVALID_TRANSITION', values: { state: stateLabel(author, staging.status) } })
  }
  if (!mayEdit(author, staging)) fail(403, authoringMessages.editForbidden, { code: 'FORBIDDEN' })
  const [gone] = await author.ctx.db
    .update(manualStagings)
    .set({ status: 'deleted', updatedAt: author.ctx.now, updatedBy: author.userId, version: sql`${manualStagings.version} + 1` })
    .where(and(eq(manualStagings.id, staging.id), eq(manualStagings.version, staging.version)))
    .returning({ id: manualStagings.id })
  if (!gone) fail(409, authoringMessages.changedMeanwhile, { code: 'CONFLICT' })
  await record(author, { node, staging, action: 'delete', fromStatus: staging.status, toStatus: 'deleted' })
}

type Part = { kind: 'same' | 'added' | 'removed'; text: string }

/** Word-by-word differences; a comparison taking too long answers the whole old and new texts. */
function compare(before: string, after: string): Part[] {
  const changes = diffWords(before, after, { timeout: 2000 })
  if (!changes) {
    return [
      ...(before ? [{ kind: 'removed' as const, text: before }] : []),
      ...(after ? [{ kind: 'added' as const, text: after }] : []),
    ]
  }
  return changes.map((change) => ({ kind: change.added ? 'added' : change.removed ? 'removed' : 'same', text: change.value }))
}

/** GET document/staging/{id}/{staging_id}/diff: the staging against the last revision published in its language. */
export async function stagingDiff(author: Author, staging: StagingRow) {
  const base = await lastPublished(author, staging.nodeId, staging.lang)
  const after = revisionText(staging.lang, staging.title, staging.bodyHtml)
  const title = compare(base?.title ?? '', staging.title)
  const body = compare(base?.bodyText ?? '', after.bodyText)
  return {
    staging_id: staging.id,
    lang: asLang(staging.lang),
    base: base ? { id: base.id, number: base.number, title: base.title, effective_date: base.effectiveDate } : null,
    title,
    body,
    changed: [...title, ...body].some((part) => part.kind !== 'same'),
  }
}

/** The latest number of a document's revisions, for a draft's PDF heading. */
export async function nextNumber(author: Author, staging: StagingRow): Promise<number> {
  const [row] = await author.ctx.db
    .select({ n: max(manualRevisions.number) })
    .from(manualRevisions)
    .where(and(eq(manualRevisions.nodeId, staging.nodeId), eq(manualRevisions.lang, staging.lang)))
  return (row?.n ?? 0) + 1
}
