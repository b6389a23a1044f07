import { msg } from '@lingui/core/macro'
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import { manualNodes, manualStagingHistory, manualStagings } from '../../db/schema'
import { defineLists } from '../../http/lists'
import { defineList, isoInstant, type ListColumn, type ListSpec } from '../../lib/list'
import { authoringMessages } from '../../messages'
import { type Author, authorOf } from './scope'

// The authoring work lists (document 1 section 7, "view/..."): stagings by state, documents missing a
// translation, reviews due, deleted nodes, and a node's history. Column names of the outer table are
// written out in subqueries: they refer to the outer row.

const fullName = (userColumn: SQL | string) =>
  sql<string>`(select u.fname || ' ' || u.lname from users u where u.id = ${typeof userColumn === 'string' ? sql.raw(userColumn) : userColumn})`

const LANGUAGES = [
  { label: msg`English`, value: 'en' },
  { label: msg`French`, value: 'fr' },
] as const

const STATES = [
  { label: authoringMessages.stateDraft, value: 'draft' },
  { label: authoringMessages.stateReview, value: 'review' },
  { label: authoringMessages.stateRejected, value: 'rejected' },
  { label: authoringMessages.statePublishReady, value: 'publish_ready' },
] as const

const KINDS = [
  { label: msg`New text`, value: 'revision' },
  { label: msg`Withdrawal`, value: 'obsolete' },
] as const

/** The named approver of a staging's current step. */
const approverId = sql`(select cu.user_id from manual_workflow_chain_users cu
  where cu.chain_id = manual_stagings.chain_id and cu.position = manual_stagings.step)`

const companyNodes = (author: Author) => and(eq(manualNodes.companyId, author.companyId), isNull(manualNodes.deletedAt)) as SQL

function stagingSpec(author: Author): ListSpec {
  const page = `/${encodeURIComponent(author.ctx.identity.company.code)}/pages/{staging_path}`
  const columns: ListColumn[] = [
    { name: 'title', label: msg`Title`, type: 'string', display: 'link', link: page, expr: manualStagings.title, searchable: true },
    { name: 'number', label: msg`Number`, type: 'string', expr: manualNodes.number, searchable: true },
    { name: 'lang', label: msg`Language`, type: 'string', expr: manualStagings.lang, options: LANGUAGES },
    { name: 'kind', label: msg`Kind`, type: 'string', expr: manualStagings.kind, options: KINDS },
    { name: 'status', label: msg`State`, type: 'string', expr: manualStagings.status, options: STATES },
    { name: 'step', label: msg`Step`, type: 'number', expr: manualStagings.step },
    { name: 'approver', label: msg`Approver`, type: 'string', expr: sql`(case when manual_stagings.status = 'review' then ${fullName(approverId)} end)`, searchable: true },
    { name: 'author', label: msg`Author`, type: 'string', expr: fullName('manual_stagings.created_by'), searchable: true },
    { name: 'updated_at', label: msg`Updated`, type: 'datetime', expr: manualStagings.updatedAt },
    { name: 'id', label: msg`Draft id`, type: 'number', expr: manualStagings.id, hidden: true },
  ]
  return { columns, defaultSort: '-updated_at', tiebreak: manualStagings.id }
}

function stagingView(author: Author, scope: SQL) {
  const spec = stagingSpec(author)
  const expr = (name: string) => spec.columns.find((column) => column.name === name)!.expr
  return {
    spec,
    table: manualStagings,
    join: { table: manualNodes, on: eq(manualNodes.id, manualStagings.nodeId) },
    fields: {
      id: manualStagings.id,
      node_id: manualStagings.nodeId,
      number: manualNodes.number,
      title: manualStagings.title,
      lang: manualStagings.lang,
      kind: manualStagings.kind,
      status: manualStagings.status,
      step: manualStagings.step,
      approver: expr('approver') as SQL,
      author: expr('author') as SQL,
      updated_at: isoInstant(manualStagings.updatedAt),
      staging_path: sql<string>`'authoring/document/' || manual_stagings.node_id || '/' || manual_stagings.id`,
    },
    scope: and(eq(manualStagings.companyId, author.companyId), companyNodes(author), scope) as SQL,
  }
}

/** Stagings in review whose current step is the caller's, or an approver's they stand in for today. */
export const workflowList = defineList({
  view: async (ctx) => {
    const author = await authorOf(ctx)
    return stagingView(
      author,
      sql`manual_stagings.status = 'review' and (${approverId} = ${author.userId} or ${approverId} in (
        select d.approver_id from manual_delegations d
        where d.delegate_id = ${author.userId} and d.starts_on <= ${author.today}::date and d.ends_on >= ${author.today}::date))`,
    )
  },
})

/** Drafts and rejected drafts: the caller's own; every one for an administrator. */
export const draftList = defineList({
  view: async (ctx) => {
    const author = await authorOf(ctx)
    const mine = author.admin ? sql`true` : sql`manual_stagings.created_by = ${author.userId}`
    return stagingView(author, sql`manual_stagings.status in ('draft', 'rejected') and ${mine}`)
  },
})

export const publishReadyList = defineList({
  view: async (ctx) =>
    stagingView(await authorOf(ctx), sql`manual_stagings.status = 'publish_ready' and manual_stagings.kind = 'revision'`),
})

export const publishObsoleteList = defineList({
  view: async (ctx) =>
    stagingView(await authorOf(ctx), sql`manual_stagings.status = 'publish_ready' and manual_stagings.kind = 'obsolete'`),
})

/** Open new texts whose other language has neither an open staging nor a revision in force. */
export const stagingMissingTranslationList = defineList({
  view: async (ctx) =>
    stagingView(
      await authorOf(ctx),
      sql`manual_stagings.kind = 'revision' and manual_stagings.status in ('draft', 'review', 'rejected', 'publish_ready')
        and not exists (select 1 from manual_stagings o where o.node_id = manual_stagings.node_id and o.lang <> manual_stagings.lang
          and o.kind = 'revision' and o.status in ('draft', 'review', 'rejected', 'publish_ready'))
        and not exists (select 1 from manual_revisions r where r.node_id = manual_stagings.node_id and r.lang <> manual_stagings.lang
          and r.status = 'published')`,
    ),
})

const publishedCount = sql`(select count(*) from manual_revisions r where r.node_id = manual_nodes.id and r.status = 'published')`
const publishedLang = sql<string>`(select r.lang from manual_revisions r where r.node_id = manual_nodes.id and r.status = 'published' limit 1)`
const publishedTitle = sql<string>`(select r.title from manual_revisions r where r.node_id = manual_nodes.id and r.status = 'published' limit 1)`
const sectionName = sql<string>`(select s.title from manual_nodes s where s.id = manual_nodes.parent_id)`
const nodeLink = sql<string>`'authoring/document/' || manual_nodes.id`

/** Documents in force in one language only: the other is missing. */
export const nodeMissingTranslationList = defineList({
  view: async (ctx) => {
    const author = await authorOf(ctx)
    const page = `/${encodeURIComponent(author.ctx.identity.company.code)}/pages/{node_path}`
    const missing = sql<string>`(case when ${publishedLang} = 'fr' then 'en' else 'fr' end)`
    const revision = sql<number>`(select r.number from manual_revisions r where r.node_id = manual_nodes.id and r.status = 'published' limit 1)`
    const effective = sql<string>`(select r.effective_date::text from manual_revisions r where r.node_id = manual_nodes.id and r.status = 'published' limit 1)`
    const spec: ListSpec = {
      columns: [
        { name: 'title', label: msg`Title`, type: 'string', display: 'link', link: page, expr: publishedTitle, searchable: true },
        { name: 'number', label: msg`Number`, type: 'string', expr: manualNodes.number, searchable: true },
        { name: 'section', label: msg`Section`, type: 'string', expr: sectionName, searchable: true },
        { name: 'published_lang', label: msg`Published in`, type: 'string', expr: publishedLang, options: LANGUAGES },
        { name: 'missing_lang', label: msg`Missing`, type: 'string', expr: missing, options: LANGUAGES },
        { name: 'revision', label: msg`Revision`, type: 'number', expr: revision },
        { name: 'effective_date', label: msg`Effective`, type: 'date', expr: effective },
      ],
      defaultSort: 'number',
      tiebreak: manualNodes.id,
    }
    return {
      spec,
      table: manualNodes,
      fields: {
        id: manualNodes.id,
        number: manualNodes.number,
        title: publishedTitle,
        section: sectionName,
        published_lang: publishedLang,
        missing_lang: missing,
        revision,
        effective_date: effective,
        node_path: nodeLink,
      },
      scope: and(companyNodes(author), eq(manualNodes.kind, 'document'), eq(manualNodes.status, 'active'), sql`${publishedCount} = 1`) as SQL,
    }
  },
})

const lastPublished = sql`(select max(r.published_at) from manual_revisions r where r.node_id = manual_nodes.id and r.status = 'published')`
/** The next review: the last publication's day plus the node's interval (the database adds months as the server does). */
export const reviewDateExpr = sql<string>`(((${lastPublished} at time zone 'UTC')::date + make_interval(months => manual_nodes.review_interval_months))::date)`

/** Documents whose periodic review is within 30 days, or past. */
export const reviewDueList = defineList({
  view: async (ctx) => {
    const author = await authorOf(ctx)
    const page = `/${encodeURIComponent(author.ctx.identity.company.code)}/pages/{node_path}`
    const daysLeft = sql<number>`(${reviewDateExpr} - ${author.today}::date)`
    const owner = fullName('manual_nodes.owner_id')
    const spec: ListSpec = {
      columns: [
        { name: 'title', label: msg`Title`, type: 'string', display: 'link', link: page, expr: publishedTitle, searchable: true },
        { name: 'number', label: msg`Number`, type: 'string', expr: manualNodes.number, searchable: true },
        { name: 'owner', label: msg`Owner`, type: 'string', expr: owner, searchable: true },
        { name: 'review_interval_months', label: msg`Interval (months)`, type: 'number', expr: manualNodes.reviewIntervalMonths },
        { name: 'last_published', label: msg`Last published`, type: 'date', expr: sql`((${lastPublished} at time zone 'UTC')::date)` },
        { name: 'review_date', label: msg`Review date`, type: 'date', expr: reviewDateExpr },
        { name: 'days_left', label: msg`Days left`, type: 'number', expr: daysLeft },
        { name: 'overdue', label: msg`Overdue`, type: 'boolean', expr: sql`(${daysLeft} < 0)` },
      ],
      defaultSort: 'review_date',
      tiebreak: manualNodes.id,
    }
    return {
      spec,
      table: manualNodes,
      fields: {
        id: manualNodes.id,
        number: manualNodes.number,
        title: publishedTitle,
        owner,
        review_interval_months: manualNodes.reviewIntervalMonths,
        last_published: sql<string>`((${lastPublished} at time zone 'UTC')::date)::text`,
        review_date: sql<string>`${reviewDateExpr}::text`,
        days_left: daysLeft,
        overdue: sql<boolean>`(${daysLeft} < 0)`,
        node_path: nodeLink,
      },
      scope: and(
        companyNodes(author),
        eq(manualNodes.kind, 'document'),
        eq(manualNodes.status, 'active'),
        isNotNull(manualNodes.reviewIntervalMonths),
        sql`${lastPublished} is not null and ${daysLeft} <= 30`,
      ) as SQL,
    }
  },
})

/** Deleted nodes that can be restored: those whose section is not deleted with them. */
export const deletedList = defineList({
  view: async (ctx) => {
    const author = await authorOf(ctx)
    const title = sql<string>`coalesce((select r.title from manual_revisions r where r.node_id = manual_nodes.id
      order by r.number desc, r.lang limit 1), manual_nodes.title)`
    const deletedBy = fullName('manual_nodes.deleted_by')
    const spec: ListSpec = {
      columns: [
        { name: 'title', label: msg`Title`, type: 'string', expr: title, searchable: true },
        { name: 'number', label: msg`Number`, type: 'string', expr: manualNodes.number, searchable: true },
        { name: 'kind', label: msg`Kind`, type: 'string', expr: manualNodes.kind },
        { name: 'deleted_at', label: msg`Deleted`, type: 'datetime', expr: manualNodes.deletedAt },
        { name: 'deleted_by', label: msg`Deleted by`, type: 'string', expr: deletedBy, searchable: true },
      ],
      defaultSort: '-deleted_at',
      tiebreak: manualNodes.id,
    }
    return {
      spec,
      table: manualNodes,
      fields: {
        id: manualNodes.id,
        kind: manualNodes.kind,
        number: manualNodes.number,
        title,
        deleted_at: isoInstant(manualNodes.deletedAt),
        deleted_by: deletedBy,
      },
      scope: and(
        eq(manualNodes.companyId, author.companyId),
        isNotNull(manualNodes.deletedAt),
        sql`not exists (select 1 from manual_nodes p where p.id = manual_nodes.parent_id and p.deleted_at is not null)`,
      ) as SQL,
    }
  },
})

/** A node's history, the latest first. The node is checked by the handler before the list is read. */
export const historyList = defineList<Record<string, unknown>, { id: number }>({
  view: async (ctx, params) => {
    const author = await authorOf(ctx)
    const user = fullName('manual_staging_history.user_id')
    const onBehalfOf = fullName('manual_staging_history.on_behalf_of')
    const spec: ListSpec = {
      columns: [
        { name: 'at', label: msg`When`, type: 'datetime', expr: manualStagingHistory.createdAt },
        { name: 'action', label: msg`Action`, type: 'string', expr: manualStagingHistory.action, searchable: true },
        { name: 'lang', label: msg`Language`, type: 'string', expr: manualStagingHistory.lang, options: LANGUAGES },
        { name: 'from_status', label: msg`From`, type: 'string', expr: manualStagingHistory.fromStatus },
        { name: 'to_status', label: msg`To`, type: 'string', expr: manualStagingHistory.toStatus },
        { name: 'step', label: msg`Step`, type: 'number', expr: manualStagingHistory.step },
        { name: 'user', label: msg`By`, type: 'string', expr: user, searchable: true },
        { name: 'on_behalf_of', label: msg`For`, type: 'string', expr: onBehalfOf, searchable: true },
        { name: 'comment', label: msg`Comment`, type: 'string', expr: manualStagingHistory.comment, searchable: true },
        { name: 'revision', label: msg`Revision`, type: 'number', expr: manualStagingHistory.revisionNumber },
      ],
      defaultSort: '-at',
      tiebreak: manualStagingHistory.id,
    }
    return {
      spec,
      table: manualStagingHistory,
      fields: {
        id: manualStagingHistory.id,
        staging_id: manualStagingHistory.stagingId,
        lang: manualStagingHistory.lang,
        action: manualStagingHistory.action,
        from_status: manualStagingHistory.fromStatus,
        to_status: manualStagingHistory.toStatus,
        step: manualStagingHistory.step,
        user,
        on_behalf_of: onBehalfOf,
        comment: manualStagingHistory.comment,
        revision: manualStagingHistory.revisionNumber,
        at: isoInstant(manualStagingHistory.createdAt),
      },
      scope: and(eq(manualStagingHistory.companyId, author.companyId), eq(manualStagingHistory.nodeId, params.id)) as SQL,
    }
  },
})

export const authoringLists = defineLists('qpm-authoring', {
  viewWorkflow: workflowList,
  viewDraft: draftList,
  viewPublishReady: publishReadyList,
  viewPublishObsolete: publishObsoleteList,
  viewStagingMissingTranslation: stagingMissingTranslationList,
  viewNodeMissingTranslation: nodeMissingTranslationList,
  viewReviewDue: reviewDueList,
  viewDeleted: deletedList,
})
