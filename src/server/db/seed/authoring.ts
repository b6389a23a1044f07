import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { revisionText } from '../manual-body'
import * as t from '../schema'
import { DAY, type IdOf, type Tx } from './context'

// The manual's authoring side in the freight company: two workflow chains with the approver in them,
// a yearly review of every document, drafts in each state of the workflow, a withdrawn document, one
// restored and offline, one published in English only, and one never published yet.

const dayOf = (date: Date) => date.toISOString().slice(0, 10)

/** The numbers of the documents this seed adds that readers see (published in English only). */
export const AUTHORING_DEMO_PUBLISHED = ['QP-092'] as const

type History = Omit<typeof t.manualStagingHistory.$inferInsert, 'companyId' | 'nodeId'>

export async function seedAuthoring(tx: Tx, options: { now: Date; companyId: IdOf; userId: IdOf }): Promise<void> {
  const { now } = options
  const companyId = options.companyId('freight')
  const writer = options.userId('writer')
  const approver = options.userId('approver')
  const admin = options.userId('admin')
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * 3_600_000)

  const [quality, management] = await tx
    .insert(t.manualWorkflowChains)
    .values([
      { companyId, name: 'Quality review', nameFr: 'Revue qualité', createdAt: now },
      { companyId, name: 'Management review', nameFr: 'Revue de direction', createdAt: now },
    ])
    .returning({ id: t.manualWorkflowChains.id })
  await tx.insert(t.manualWorkflowChainUsers).values([
    { chainId: quality!.id, userId: approver, position: 1 },
    { chainId: management!.id, userId: approver, position: 1 },
    { chainId: management!.id, userId: admin, position: 2 },
  ])
  // Every process category's documents go through the quality review; every document is reviewed yearly.
  await tx.update(t.manualProcessCategories).set({ workflowChainId: quality!.id }).where(eq(t.manualProcessCategories.companyId, companyId))
  await tx
    .update(t.manualNodes)
    .set({ reviewIntervalMonths: 12 })
    .where(and(eq(t.manualNodes.companyId, companyId), eq(t.manualNodes.kind, 'document')))

  // The published documents, in reading order of their ids: the drafts below take the first ones, past
  // the quality policy, which is left without a draft for a writer to start one.
  const published = await tx
    .select({ nodeId: t.manualRevisions.nodeId, lang: t.manualRevisions.lang, id: t.manualRevisions.id, title: t.manualRevisions.title, bodyHtml: t.manualRevisions.bodyHtml, keywords: t.manualRevisions.keywords })
    .from(t.manualRevisions)
    .innerJoin(t.manualNodes, eq(t.manualNodes.id, t.manualRevisions.nodeId))
    .where(
      and(
        eq(t.manualNodes.companyId, companyId),
        eq(t.manualRevisions.status, 'published'),
        eq(t.manualRevisions.lang, 'en'),
        ne(t.manualNodes.code, 'quality-policy'),
      ),
    )
    .orderBy(asc(t.manualRevisions.nodeId))
    .limit(5)
  const [inReview, rejected, ready, draft, withdrawal] = published
  if (!inReview || !rejected || !ready || !draft || !withdrawal) return
  // The management review chain is the fifth document's own.
  await tx.update(t.manualNodes).set({ workflowChainId: management!.id }).where(eq(t.manualNodes.id, withdrawal.nodeId))

  const history: (History & { nodeId: number })[] = []
  const staging = async (
    from: (typeof published)[number],
    values: { status: string; kind?: string; step?: number | null; chainId?: number | null; added?: string; days: number },
  ) => {
    const [row] = await tx
      .insert(t.manualStagings)
      .values({
        companyId,
        nodeId: from.nodeId,
        lang: 'en',
        kind: values.kind ?? 'revision',
        status: values.status,
        title: from.title,
        bodyHtml: values.added ? `${from.bodyHtml}\n<p>${values.added}</p>` : from.bodyHtml,
        keywords: from.keywords,
        version: 2,
        baseRevisionId: from.id,
        chainId: values.chainId ?? null,
        step: values.step ?? null,
        createdBy: writer,
        updatedBy: writer,
        createdAt: ago(values.days),
        updatedAt: ago(values.days - 1),
      })
      .returning({ id: t.manualStagings.id })
    history.push({ nodeId: from.nodeId, stagingId: row!.id, lang: 'en', action: 'create', toStatus: 'draft', userId: writer, createdAt: ago(values.days) })
    return row!.id
  }

  const reviewId = await staging(inReview, {
    status: 'review',
    step: 1,
    chainId: quality!.id,
    added: 'Drivers confirm the seal number on the bill of lading before departure.',
    days: 4,
  })
  history.push({ nodeId: inReview.nodeId, stagingId: reviewId, lang: 'en', action: 'submit', fromStatus: 'draft', toStatus: 'review', step: 1, userId: writer, createdAt: ago(3) })

  const rejectedId = await staging(rejected, { status: 'rejected', chainId: quality!.id, added: 'Exceptions are logged in the shift report.', days: 8 })
  history.push(
    { nodeId: rejected.nodeId, stagingId: rejectedId, lang: 'en', action: 'submit', fromStatus: 'draft', toStatus: 'review', step: 1, userId: writer, createdAt: ago(7) },
    {
      nodeId: rejected.nodeId,
      stagingId: rejectedId,
      lang: 'en',
      action: 'reject',
      fromStatus: 'review',
      toStatus: 'rejected',
      step: 1,
      userId: approver,
      comment: 'Please name the shift report form and who signs it before this goes further.',
      createdAt: ago(6),
    },
  )

  const readyId = await staging(ready, { status: 'publish_ready', chainId: quality!.id, added: 'The checklist is kept for two years.', days: 10 })
  history.push(
    { nodeId: ready.nodeId, stagingId: readyId, lang: 'en', action: 'submit', fromStatus: 'draft', toStatus: 'review', step: 1, userId: writer, createdAt: ago(9) },
    { nodeId: ready.nodeId, stagingId: readyId, lang: 'en', action: 'approve', fromStatus: 'review', toStatus: 'publish_ready', step: 1, userId: approver, comment: 'Clear and complete.', createdAt: ago(8) },
  )

  await staging(draft, { status: 'draft', added: 'Contact the terminal manager for any question.', days: 2 })

  const withdrawalId = await staging(withdrawal, { status: 'publish_ready', kind: 'obsolete', chainId: management!.id, days: 12 })
  history.push(
    { nodeId: withdrawal.nodeId, stagingId: withdrawalId, lang: 'en', action: 'submit', fromStatus: 'draft', toStatus: 'review', step: 1, userId: writer, comment: 'Replaced by the new terminal procedures.', createdAt: ago(11) },
    { nodeId: withdrawal.nodeId, stagingId: withdrawalId, lang: 'en', action: 'approve_obsolete', fromStatus: 'review', toStatus: 'review', step: 1, userId: approver, comment: 'Agreed.', createdAt: ago(10) },
    { nodeId: withdrawal.nodeId, stagingId: withdrawalId, lang: 'en', action: 'approve_obsolete', fromStatus: 'review', toStatus: 'publish_ready', step: 2, userId: admin, comment: 'Agreed.', createdAt: ago(9) },
  )

  // Documents of the authoring side alone, in the first section, after its own documents.
  const [section] = await tx
    .select({ id: t.manualNodes.id })
    .from(t.manualNodes)
    .where(and(eq(t.manualNodes.companyId, companyId), eq(t.manualNodes.kind, 'section'), sql`${t.manualNodes.parentId} IS NULL`))
    .orderBy(asc(t.manualNodes.position), asc(t.manualNodes.id))
    .limit(1)
  const node = async (code: string, number: string, title: string, status: string, position: number) => {
    const [row] = await tx
      .insert(t.manualNodes)
      .values({
        companyId,
        parentId: section?.id ?? null,
        kind: 'document',
        code,
        number,
        title,
        position,
        audience: 'staff',
        ownerId: writer,
        status,
        reviewIntervalMonths: 12,
        createdAt: ago(400),
        updatedAt: ago(30),
      })
      .returning({ id: t.manualNodes.id })
    return row!.id
  }
  const revision = (nodeId: number, lang: 'en' | 'fr', number: number, status: string, title: string, html: string, days: number) => ({
    nodeId,
    lang,
    number,
    status,
    significant: true,
    effectiveDate: dayOf(ago(days)),
    summary: number === 1 ? 'First issue.' : 'Revised.',
    ...revisionText(lang, title, html),
    createdBy: writer,
    createdAt: ago(days),
    updatedAt: ago(days),
    publishedAt: ago(days),
    publishedBy: admin,
  })

  const fax = await node('demo-authoring-fax-dispatch', 'QP-090', 'Fax dispatch procedure', 'obsolete', 1000)
  await tx.insert(t.manualRevisions).values([
    revision(fax, 'en', 1, 'obsolete', 'Fax dispatch procedure', '<p>Dispatch orders are confirmed by fax to the terminal.</p>', 700),
    revision(fax, 'fr', 1, 'obsolete', 'Procédure de répartition par télécopie', '<p>Les ordres de répartition sont confirmés par télécopie au terminal.</p>', 700),
  ])
  history.push({ nodeId: fax, action: 'obsolete', fromStatus: 'active', toStatus: 'obsolete', userId: admin, comment: 'Dispatch is confirmed in the portal now.', revisionNumber: 1, createdAt: ago(60) })

  const logbook = await node('demo-authoring-paper-logbook', 'QP-091', 'Paper logbook procedure', 'offline', 1001)
  await tx.insert(t.manualRevisions).values(revision(logbook, 'en', 1, 'obsolete', 'Paper logbook procedure', '<p>Gate movements are written in the paper logbook.</p>', 500))
  history.push(
    { nodeId: logbook, action: 'delete', fromStatus: 'active', toStatus: 'deleted', userId: writer, createdAt: ago(40) },
    { nodeId: logbook, action: 'restore', fromStatus: 'deleted', toStatus: 'offline', userId: admin, createdAt: ago(20) },
  )

  // Published in English 350 days ago: its French is missing and its yearly review is due in about two weeks.
  const dock = await node('demo-authoring-dock-door', 'QP-092', 'Dock door inspection', 'active', 1002)
  const dockRevision = revision(
    dock,
    'en',
    1,
    'published',
    'Dock door inspection',
    '<h2>Each shift</h2><p>Check the door seals, the hinges and the leveller lip before the first trailer docks.</p>',
    350,
  )
  await tx.insert(t.manualRevisions).values(dockRevision)
  history.push({ nodeId: dock, lang: 'en', action: 'publish', fromStatus: 'publish_ready', toStatus: 'published', userId: admin, revisionNumber: 1, createdAt: ago(350) })

  // Never published: its English draft waits for a French one.
  const yard = await node('demo-authoring-yard-walk', 'QP-093', 'Yard walk', 'active', 1003)
  const [yardDraft] = await tx
    .insert(t.manualStagings)
    .values({
      companyId,
      nodeId: yard,
      lang: 'en',
      title: 'Yard walk',
      bodyHtml: '<p>The yard lead walks the yard at the start of each shift and notes any damaged trailer.</p>',
      createdBy: writer,
      updatedBy: writer,
      createdAt: ago(1),
      updatedAt: ago(1),
    })
    .returning({ id: t.manualStagings.id })
  history.push({ nodeId: yard, stagingId: yardDraft!.id, lang: 'en', action: 'create', toStatus: 'draft', userId: writer, createdAt: ago(1) })

  await tx.insert(t.manualStagingHistory).values(history.map((row) => ({ ...row, companyId })))

  // The approver hands over to the administrator for a week of leave, starting next week.
  await tx.insert(t.manualDelegations).values({
    companyId,
    approverId: approver,
    delegateId: admin,
    startsOn: dayOf(new Date(now.getTime() + 7 * DAY)),
    endsOn: dayOf(new Date(now.getTime() + 14 * DAY)),
    createdBy: approver,
    createdAt: now,
  })
}
