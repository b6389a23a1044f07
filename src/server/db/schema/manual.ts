import { sql } from 'drizzle-orm'
import { DEFAULT_DOCUMENT_TEXT_SIZE } from '@shared/constants'
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { attachments } from './attachments'
import { createdAt, instant, updatedAt } from './columns'
import { companies } from './companies'
import { emailHistory } from './email'
import { userGroups, users } from './users'

// The quality and procedures manual: its tree of sections and documents, each document's revisions
// per language, tags and process categories, required readings, and what readers do with documents.

/** A PostgreSQL text-search vector (read as its text form, which nothing needs). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/** Who may read a document: staff only, or customers too. */
export const MANUAL_AUDIENCES = ['staff', 'all'] as const
export type ManualAudience = (typeof MANUAL_AUDIENCES)[number]

/**
 * A revision's state: written and reviewed (`draft`, `review`, `rejected`, `publish_ready`), in force
 * (`published`, at most one per document and language), or replaced or withdrawn (`obsolete`).
 */
export const REVISION_STATUSES = ['draft', 'review', 'rejected', 'publish_ready', 'published', 'obsolete'] as const
export type RevisionStatus = (typeof REVISION_STATUSES)[number]

/** An approval chain: the approvers a staging goes through, in order (document 1 section 7, admin). */
export const manualWorkflowChains = pgTable(
  'manual_workflow_chains',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    nameFr: text('name_fr'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('manual_workflow_chains_company_name').on(t.companyId, t.name)],
)

/** The approvers of a chain: step 1 first. */
export const manualWorkflowChainUsers = pgTable(
  'manual_workflow_chain_users',
  {
    chainId: integer('chain_id')
      .notNull()
      .references(() => manualWorkflowChains.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The step, from 1. */
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.position] }), uniqueIndex('manual_workflow_chain_users_user').on(t.chainId, t.userId)],
)

/** A process category of the quality system's process map. */
export const manualProcessCategories = pgTable(
  'manual_process_categories',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameFr: text('name_fr'),
    description: text('description'),
    descriptionFr: text('description_fr'),
    position: integer('position').notNull().default(0),
    /** The approval chain of the category's documents (a document's own chain comes first). */
    workflowChainId: integer('workflow_chain_id').references(() => manualWorkflowChains.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('manual_process_categories_company_code').on(t.companyId, t.code)],
)

/** A tag a document may carry. */
export const manualTags = pgTable(
  'manual_tags',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameFr: text('name_fr'),
  },
  (t) => [uniqueIndex('manual_tags_company_code').on(t.companyId, t.code)],
)

/**
 * The manual's tree: sections (and sub-sections) and documents, ordered by `position` under their
 * parent. A section's name is on the node; a document's title and text are on its revisions. Deleting
 * marks the node and its whole subtree (`deleted_at`), so it can be restored.
 */
export const manualNodes = pgTable(
  'manual_nodes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    parentId: integer('parent_id').references((): AnyPgColumn => manualNodes.id),
    /** 'section' or 'document'. */
    kind: text('kind').notNull(),
    /** A stable code: a section's (MULTIMODAL) or a document's key, unique in the company. */
    code: text('code').notNull(),
    /** A document's controlled number, such as QP-001. */
    number: text('number'),
    /** A section's name; a document's name in the tree comes from its published revision. */
    title: text('title').notNull(),
    titleFr: text('title_fr'),
    position: integer('position').notNull().default(0),
    /** 'staff' or 'all' (customers too). */
    audience: text('audience').notNull().default('staff'),
    /** The staff member answerable for the document: change requests are sent to them. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    processCategoryId: integer('process_category_id').references(() => manualProcessCategories.id, {
      onDelete: 'set null',
    }),
    /**
     * 'active', 'obsolete' (withdrawn: no revision in force, history kept) or 'offline' (restored, not
     * shown to readers until a revision is published again).
     */
    status: text('status').notNull().default('active'),
    /** Months between periodic reviews (6, 12 or 24); null: none. */
    reviewIntervalMonths: integer('review_interval_months'),
    /** The node's own approval chain; null takes its process category's. */
    workflowChainId: integer('workflow_chain_id').references(() => manualWorkflowChains.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: instant('deleted_at'),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('manual_nodes_company_code').on(t.companyId, t.code),
    index('manual_nodes_parent').on(t.companyId, t.parentId, t.position),
  ],
)

/** The tags of a document. */
export const manualNodeTags = pgTable(
  'manual_node_tags',
  {
    nodeId: integer('node_id')
      .notNull()
      .references(() => manualNodes.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => manualTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.nodeId, t.tagId] }), index('manual_node_tags_tag').on(t.tagId)],
)

/**
 * A revision of a document in one language. Numbers count up per document and language; the body is
 * sanitised HTML, `body_text` its plain text (search and PDF), `content_hash` a SHA-256 of what a reader
 * reads (language, title and body). A significant revision asks the document's readers to read it again.
 * `search` is computed by the database from the language, title, keywords and text (portal_english or
 * portal_french: stemmed and accent-insensitive).
 */
export const manualRevisions = pgTable(
  'manual_revisions',
  {
    id: serial('id').primaryKey(),
    nodeId: integer('node_id')
      .notNull()
      .references(() => manualNodes.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    number: integer('number').notNull(),
    status: text('status').notNull().default('draft'),
    significant: boolean('significant').notNull().default(true),
    effectiveDate: date('effective_date', { mode: 'string' }),
    title: text('title').notNull(),
    /** What changed, in a line. */
    summary: text('summary'),
    bodyHtml: text('body_html').notNull(),
    bodyText: text('body_text').notNull(),
    contentHash: text('content_hash').notNull(),
    /** Entries of the manual's index. */
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    search: tsvector('search').generatedAlwaysAs(sql`manual_search_vector(lang, title, keywords, body_text)`),
    /** The document's company, copied from its node by a trigger: a search reads no node. */
    companyId: integer('company_id'),
    /**
     * Who finds the revision in a search: its document's audience, or null while the node is deleted or
     * not a document. Kept by triggers on both tables (migration 0017).
     */
    readableBy: text('readable_by').$type<ManualAudience>(),
    /** Each block's vector (a line of `bodyText`), in order: a search result's snippet comes from the blocks that match. */
    blockSearch: tsvector('block_search')
      .array()
      .generatedAlwaysAs(sql`manual_block_vectors(lang, body_text)`),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    publishedAt: instant('published_at'),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('manual_revisions_node_lang_number').on(t.nodeId, t.lang, t.number),
    uniqueIndex('manual_revisions_published')
      .on(t.nodeId, t.lang)
      .where(sql`status = 'published'`),
    index('manual_revisions_status').on(t.status, t.lang, t.nodeId),
    // Revisions are written seldom and searched often: no pending list (fastupdate) to scan on every search.
    index('manual_revisions_search').using('gin', t.search).with({ fastupdate: false }),
  ],
)

/** Files attached to a document (the bytes are `attachments` rows owned by 'manual' and the node). */
export const manualFiles = pgTable(
  'manual_files',
  {
    attachmentId: uuid('attachment_id')
      .primaryKey()
      .references(() => attachments.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => manualNodes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    titleFr: text('title_fr'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('manual_files_node').on(t.nodeId, t.position)],
)

/**
 * A document the members of a user group must read by a due date; no group means every staff account
 * of the company.
 */
export const manualAssignments = pgTable(
  'manual_assignments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    nodeId: integer('node_id')
      .notNull()
      .references(() => manualNodes.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => userGroups.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The group's reading rule (a section or category) this assignment comes from; null: set directly. */
    ruleId: integer('rule_id').references((): AnyPgColumn => manualGroupReadings.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('manual_assignments_node_group').on(t.nodeId, sql`coalesce(${t.groupId}, 0)`),
    index('manual_assignments_group').on(t.companyId, t.groupId),
  ],
)

/**
 * A reader's acknowledgement of one revision: who, what, in which language, the hash of the content
 * read, and when. Rows are only ever inserted: the database refuses to change or delete one.
 */
export const manualAcknowledgements = pgTable(
  'manual_acknowledgements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    nodeId: integer('node_id')
      .notNull()
      .references(() => manualNodes.id),
    revisionId: integer('revision_id')
      .notNull()
      .references(() => manualRevisions.id),
    lang: text('lang').notNull(),
    revisionNumber: integer('revision_number').notNull(),
    contentHash: text('content_hash').notNull(),
    readAt: instant('read_at').notNull(),
  },
  (t) => [
    uniqueIndex('manual_acknowledgements_user_revision').on(t.userId, t.revisionId),
    index('manual_acknowledgements_user_node').on(t.userId, t.nodeId, t.revisionNumber),
  ],
)

/**
 * What each person must read, kept by the database itself (triggers in migration 0013): one row per
 * (person, document) a required reading joins, with the due date, the revision that counts (the latest
 * significant one) and the latest the person acknowledged. Assignments, memberships, accounts, documents,
 * revisions and acknowledgements each bring the rows they touch up to date in the same transaction.
 */
export const manualReadingStates = pgTable(
  'manual_reading_states',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => manualNodes.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    requiredRevision: integer('required_revision').notNull(),
    readRevision: integer('read_revision'),
    readAt: instant('read_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.nodeId] }), index('manual_reading_states_node').on(t.nodeId)],
)

/**
 * The reading states counted per document and due date, for every reader (group 0) and for each group's
 * members: the compliance summaries add up a few rows instead of every (person, document) pair. Kept by
 * triggers on the states and on memberships.
 */
export const manualReadingCounts = pgTable(
  'manual_reading_counts',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    nodeId: integer('node_id')
      .notNull()
      .references(() => manualNodes.id, { onDelete: 'cascade' }),
    /** The group whose members are counted; 0 counts every reader. */
    groupId: integer('group_id').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    required: integer('required').notNull(),
    acknowledged: integer('acknowledged').notNull(),
  },
  (t) => [primaryKey({ columns: [t.nodeId, t.groupId, t.dueDate] }), index('manual_reading_counts_group').on(t.companyId, t.groupId)],
)

/** A reader's bookmarks. */
export const manualBookmarks = pgTable(
  'manual_bookmarks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => manualNodes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.nodeId] })],
)

/** A reader's settings: the documents' text size and language (null: the profile's language). */
export const manualSettings = pgTable('manual_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  textSize: integer('text_size').notNull().default(DEFAULT_DOCUMENT_TEXT_SIZE),
  lang: text('lang'),
  updatedAt: updatedAt(),
})

/** A reader's request to change a document, e-mailed to its owner. */
export const manualChangeRequests = pgTable(
  'manual_change_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    nodeId: integer('node_id')
      .notNull()
      .references(() => manualNodes.id, { onDelete: 'cascade' }),
    revisionId: integer('revision_id').references(() => manualRevisions.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    lang: text('lang').notNull(),
    comment: text('comment').notNull(),
    /** 'open' until the owner deals with it ('closed'). */
    status: text('status').notNull().default('open'),
    emailId: integer('email_id').references(() => emailHistory.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('manual_change_requests_node').on(t.nodeId, t.createdAt),
    index('manual_change_requests_user').on(t.userId, t.createdAt),
  ],
)

/** Stagings still being written or approved (they block a second one of the same language and kind). */
export const OPEN_STAGING_STATUSES = ['draft', 'review', 'rejected', 'publish_ready'] as const

/**
 * A staging: the text of a document in one language being written and approved before it is published
 * as the next revision (`kind` 'revision'), or a request to withdraw the document ('obsolete'). `version`
 * counts saves: a save must carry the version it read. `step` is the chain's step waiting while in
 * review. The body is stored sanitised.
 */
export const manualStagings = pgTable(
  'manual_stagings',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    nodeId: integer('node_id')
      .notNull()
      .references(() => manualNodes.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    kind: text('kind').notNull().default('revision'),
    status: text('status').notNull().default('draft'),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull().default(''),
    summary: text('summary'),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    version: integer('version').notNull().default(1),
    /** The revision in force in this language when the staging began. */
    baseRevisionId: integer('base_revision_id').references(() => manualRevisions.id, { onDelete: 'set null' }),
    chainId: integer('chain_id').references(() => manualWorkflowChains.id, { onDelete: 'set null' }),
    step: integer('step'),
    /** The revision its publication made. */
    revisionId: integer('revision_id').references(() => manualRevisions.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('manual_stagings_open')
      .on(t.nodeId, t.lang, t.kind)
      .where(sql`status in ('draft', 'review', 'rejected', 'publish_ready')`),
    index('manual_stagings_status').on(t.companyId, t.status),
  ],
)

/**
 * Every transition of a staging and of a node (publication, withdrawal, deletion, restore): who acted,
 * the approver they acted for when delegated, the comment and the revision. Only ever inserted.
 */
export const manualStagingHistory = pgTable(
  'manual_staging_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    nodeId: integer('node_id')
      .notNull()
      .references(() => manualNodes.id, { onDelete: 'cascade' }),
    stagingId: integer('staging_id').references(() => manualStagings.id, { onDelete: 'set null' }),
    lang: text('lang'),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    step: integer('step'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The named approver of the step, when `user_id` acted as their delegate. */
    onBehalfOf: integer('on_behalf_of').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment'),
    revisionNumber: integer('revision_number'),
    revisionId: integer('revision_id').references(() => manualRevisions.id, { onDelete: 'set null' }),
    /** The message sent about it. */
    emailId: integer('email_id').references(() => emailHistory.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('manual_staging_history_node').on(t.nodeId, t.createdAt),
    index('manual_staging_history_staging').on(t.stagingId, t.step),
  ],
)

/** An approver's delegate for a range of days (both included). */
export const manualDelegations = pgTable(
  'manual_delegations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    approverId: integer('approver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delegateId: integer('delegate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('manual_delegations_approver').on(t.approverId, t.startsOn), index('manual_delegations_delegate').on(t.delegateId, t.startsOn)],
)

/** A periodic review reminder sent: one per document, review date and kind ('30', '7', 'overdue'). */
export const manualReviewReminders = pgTable(
  'manual_review_reminders',
  {
    nodeId: integer('node_id')
      .notNull()
      .references(() => manualNodes.id, { onDelete: 'cascade' }),
    reviewDate: date('review_date', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    emailId: integer('email_id').references(() => emailHistory.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.nodeId, t.reviewDate, t.kind] })],
)

/**
 * What a user group must read (admin/user_group): a section or document (every document under it), or
 * a process category (every document in it), by a due date. Saving a group's rules writes the
 * assignments they come to (`manual_assignments.rule_id`), which the readers' required readings read.
 */
export const manualGroupReadings = pgTable(
  'manual_group_readings',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id').references(() => manualNodes.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => manualProcessCategories.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('manual_group_readings_group').on(t.groupId)],
)

/** A document kept out of a process category's approval chain, with the reason in both languages. */
export const manualCategoryExceptions = pgTable(
  'manual_category_exceptions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => manualProcessCategories.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => manualNodes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameFr: text('name_fr'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('manual_category_exceptions_pair').on(t.categoryId, t.nodeId)],
)

/** A document kept out of a tag's entry of the index, with the reason in both languages. */
export const manualTagExceptions = pgTable(
  'manual_tag_exceptions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    tagId: integer('tag_id')
      .notNull()
      .references(() => manualTags.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => manualNodes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameFr: text('name_fr'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('manual_tag_exceptions_pair').on(t.tagId, t.nodeId)],
)

/** The manual's name and value settings (admin/manual_property), each name once per company. */
export const manualProperties = pgTable(
  'manual_properties',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    value: text('value').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('manual_properties_company_name').on(t.companyId, sql`lower(${t.name})`)],
)

/**
 * The audit trail: every change made through the manual's admin, authoring and audit calls, and every
 * switch of user and back. Only ever inserted: the database refuses to change or delete a row. People
 * are kept by id and name without a foreign key, so removing an account changes no row.
 */
export const manualAuditTrail = pgTable(
  'manual_audit_trail',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id').notNull(),
    userId: integer('user_id'),
    username: text('username'),
    impersonatorId: integer('impersonator_id'),
    impersonator: text('impersonator'),
    /** The call's id ('qpm-admin.tag.update'), method and action. */
    call: text('call').notNull(),
    method: text('method').notNull(),
    resource: text('resource').notNull(),
    recordId: text('record_id'),
    action: text('action').notNull(),
    oldValues: jsonb('old_values'),
    newValues: jsonb('new_values'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    at: instant('at').notNull(),
  },
  (t) => [
    index('manual_audit_trail_company_at').on(t.companyId, t.at),
    index('manual_audit_trail_record').on(t.companyId, t.resource, t.recordId, t.at),
  ],
)

/**
 * One row per statement that changed the manual's tree (its nodes, revisions or stagings), written by a
 * trigger in that statement's transaction (migration 0016). The sum of `weight` a reader sees names the
 * changes its snapshot holds: snapshots only ever gain committed changes, so an equal sum means the same
 * tree, on every server instance. The authoring tree is kept in memory under that sum. A nightly job
 * folds the rows into one carrying their summed weight, so the sum never moves but the table stays small.
 */
export const manualTreeChanges = pgTable('manual_tree_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  weight: bigint('weight', { mode: 'number' }).notNull().default(1),
})
