import * as v from 'valibot'
import { date } from '../validation'
import { optionalText, text } from './fields'
import { flag, gridListQuery, id, idParams, integer, langSchema, listResponse } from './schemas'
import { endpoint } from './types'

// Document 1 section 7, "Manual, authoring": writing, approving, publishing and withdrawing the quality
// manual's documents (states and actions: document 2 section 4; who does what: document 1 section 6).
//
// A document's text is written in a staging: a draft of one language of one document, which goes
// through the node's workflow chain (In Review) to Publish Ready, and which an administrator publishes
// as the next revision of that language. A staging of kind `obsolete` asks, through the same chain,
// that the document be withdrawn. Every call is refused (403) to accounts without a manual role.
//
// Rules checked by the server, each with its message:
// - 409 when the action does not fit the staging's state (approving a draft not in review, publishing
//   a rejected draft, approving a step already approved), 403 when the caller is not the current
//   approver (nor their delegate for today), 400 `comment` 'Field is required' on approve and reject;
// - 409 `STALE` on a draft saved with an old `version`: the error's `current` holds the draft as stored;
// - 400 on a move into the node itself or one of its descendants.

const authoring = { capability: 'authoring' } as const
const workflow = { capability: 'workflow' } as const
const admin = { capability: 'admin' } as const

/** Limits of the authoring calls. */
export const AUTHORING_LIMITS = {
  titleMaxLength: 250,
  numberMaxLength: 40,
  summaryMaxLength: 500,
  commentMaxLength: 2000,
  /** Characters of a draft's HTML as sent. */
  bodyMaxLength: 1_000_000,
  keywordMaxLength: 100,
  keywordsMax: 50,
  /** Nodes one copy may create (a section with everything below it). */
  copyMaxNodes: 500,
  /** Files of one upload, and the size of each (the upload pipeline's cap). */
  uploadFiles: 10,
  uploadBytes: 25 * 1024 * 1024,
} as const

/** Months between two reviews of a document. */
export const REVIEW_INTERVALS = [6, 12, 24] as const

/** Days before the review date at which its reminders go out. */
export const REVIEW_REMINDER_DAYS = [30, 7] as const

/**
 * A staging's state: written (`draft`, `rejected` after a refusal), in the workflow chain (`review`),
 * approved and waiting for an administrator (`publish_ready`), done (`published`: published, or for an
 * obsolete request the document withdrawn) or dropped (`deleted`).
 */
export const STAGING_STATUSES = ['draft', 'review', 'rejected', 'publish_ready', 'published', 'deleted'] as const
export const stagingStatusSchema = v.picklist(STAGING_STATUSES)

/** `revision`: new text for a language; `obsolete`: a request to withdraw the document. */
export const STAGING_KINDS = ['revision', 'obsolete'] as const
export const stagingKindSchema = v.picklist(STAGING_KINDS)

/**
 * A node's state in the authoring tree: `active` (in force, or never published yet), `obsolete`
 * (withdrawn: out of the readers' tree and search, history kept) or `offline` (restored after deletion
 * or withdrawal, not shown to readers until a revision is published again).
 */
export const NODE_STATUSES = ['active', 'obsolete', 'offline'] as const
export const nodeStatusSchema = v.picklist(NODE_STATUSES)

/** The actions of `document/staging/{id}/{staging_id}/{action}`. */
export const STAGING_ACTIONS = ['submit', 'approve', 'reject', 'approve_obsolete', 'reject_obsolete'] as const
export const stagingActionSchema = v.picklist(STAGING_ACTIONS)

/** What staging history records. */
export const HISTORY_ACTIONS = [
  'create',
  'submit',
  'approve',
  'reject',
  'approve_obsolete',
  'reject_obsolete',
  'publish',
  'obsolete',
  'delete',
  'restore',
] as const

const person = v.object({ id: v.number(), username: v.string(), name: v.string() })
const named = v.object({ id: v.number(), code: v.string(), name: v.string() })
const revisionRef = v.object({ id: v.number(), number: v.number() })

/** A required YYYY-MM-DD date. */
const dateText = v.pipe(text(10), date())

const keywords = v.pipe(
  v.array(text(AUTHORING_LIMITS.keywordMaxLength)),
  v.maxLength(AUTHORING_LIMITS.keywordsMax),
)

/** A staging as lists and the node name it. */
export const stagingSummarySchema = v.object({
  id: v.number(),
  node_id: v.number(),
  lang: langSchema,
  kind: stagingKindSchema,
  status: stagingStatusSchema,
  title: v.string(),
  /** The step of the chain waiting (1-based) and the chain's length; null outside review. */
  step: v.nullable(v.number()),
  steps: v.nullable(v.number()),
  version: v.number(),
  author: v.nullable(person),
  /** ISO instant. */
  updated_at: v.string(),
})

/** A staging in full, with what the caller may do with it now. */
export const stagingSchema = v.object({
  ...stagingSummarySchema.entries,
  /** The document's controlled number. */
  number: v.nullable(v.string()),
  /** Sanitised HTML. */
  body: v.string(),
  summary: v.nullable(v.string()),
  keywords: v.array(v.string()),
  /** The revision in force in this language when the staging was started (what the diff compares with). */
  base_revision: v.nullable(revisionRef),
  chain: v.nullable(v.object({ id: v.number(), name: v.string(), approvers: v.array(person) })),
  /** Who may act at the current step: the named approver and their delegates for today. */
  current_approvers: v.array(person),
  /** The actions open to the caller now. */
  can: v.object({
    edit: v.boolean(),
    submit: v.boolean(),
    /** Submit straight to Publish Ready (self-approval role). */
    skip_chain: v.boolean(),
    approve: v.boolean(),
    reject: v.boolean(),
    publish: v.boolean(),
    delete: v.boolean(),
  }),
  created_at: v.string(),
})

export type Staging = v.InferOutput<typeof stagingSchema>

/** A node's configuration (document 1 section 7, "configs"). */
export const nodeConfigSchema = v.object({
  id: v.number(),
  /** Months between reviews (6, 12 or 24), or null for no periodic review. */
  review_interval_months: v.nullable(v.picklist(REVIEW_INTERVALS)),
  /** The node's own workflow chain; null takes its process category's. */
  workflow_chain: v.nullable(v.object({ id: v.number(), name: v.string() })),
  /** The chain that applies: the node's, else its process category's, else none. */
  effective_chain: v.nullable(v.object({ id: v.number(), name: v.string(), from: v.picklist(['node', 'category']) })),
  /** The user groups that must read the document (its required readings). */
  target_groups: v.array(v.object({ id: v.number(), name: v.string() })),
  tags: v.array(named),
  process_category: v.nullable(named),
  owner: v.nullable(person),
  audience: v.picklist(['staff', 'all']),
})

/** The configuration fields a call sets; absent fields are left as they are. */
const configInput = v.object({
  review_interval_months: v.optional(v.nullable(v.picklist(REVIEW_INTERVALS))),
  workflow_chain_id: v.optional(v.nullable(id)),
  target_group_ids: v.optional(v.pipe(v.array(id), v.maxLength(200))),
  tag_ids: v.optional(v.pipe(v.array(id), v.maxLength(200))),
  process_category_id: v.optional(v.nullable(id)),
  owner_id: v.optional(v.nullable(id)),
  audience: v.optional(v.picklist(['staff', 'all'])),
})

const configsBody = v.object({
  /** The nodes to configure (a document, or a section: then each document below it). */
  ids: v.pipe(v.array(id), v.minLength(1), v.maxLength(500)),
  config: configInput,
})

const publishedRevisionSchema = v.object({
  id: v.number(),
  lang: langSchema,
  number: v.number(),
  status: v.picklist(['published', 'obsolete']),
  title: v.string(),
  significant: v.boolean(),
  effective_date: v.nullable(v.string()),
  published_at: v.nullable(v.string()),
  summary: v.nullable(v.string()),
})

const authoringFileSchema = v.object({
  id: v.string(),
  filename: v.string(),
  title: v.string(),
  content_type: v.string(),
  size: v.number(),
  pages: v.nullable(v.number()),
  /** ISO instant. */
  uploaded_at: v.string(),
})

/** A node of the authoring tree: a section or a document in its state. */
export const nodeSchema = v.object({
  id: v.number(),
  parent_id: v.nullable(v.number()),
  kind: v.picklist(['section', 'document']),
  code: v.string(),
  number: v.nullable(v.string()),
  /** A section's name in English; a document's title in force (else its latest draft's). */
  title: v.string(),
  title_fr: v.nullable(v.string()),
  position: v.number(),
  audience: v.picklist(['staff', 'all']),
  status: nodeStatusSchema,
  owner: v.nullable(person),
  process_category: v.nullable(named),
  /** The sections above, from the top. */
  path: v.array(v.object({ id: v.number(), title: v.string() })),
  /** Published and obsolete revisions, the latest first. */
  revisions: v.array(publishedRevisionSchema),
  /** The stagings still open (not published or deleted). */
  stagings: v.array(stagingSummarySchema),
  /** Languages without a revision in force while the other has one. */
  missing_translation: v.array(langSchema),
  files: v.array(authoringFileSchema),
  /** Periodic review: the next review date (YYYY-MM-DD) and whether it has passed. */
  review: v.nullable(v.object({ interval_months: v.number(), review_date: v.string(), overdue: v.boolean() })),
})

export type AuthoringNode = v.InferOutput<typeof nodeSchema>

/** A node of `view/tree`: everything below it, in order, with its state in each language. */
export interface AuthoringTreeNode {
  id: number
  parent_id: number | null
  kind: 'section' | 'document'
  code: string
  number: string | null
  /** In the caller's language; a document's from its revision in force, else its latest staging. */
  title: string
  position: number
  status: (typeof NODE_STATUSES)[number]
  /** Languages with a revision in force. */
  published: ('en' | 'fr')[]
  /** The open stagings' languages and states. */
  stagings: { id: number; lang: 'en' | 'fr'; kind: (typeof STAGING_KINDS)[number]; status: (typeof STAGING_STATUSES)[number] }[]
  missing_translation: boolean
  review_overdue: boolean
  children: AuthoringTreeNode[]
}

export const treeNodeSchema: v.GenericSchema<AuthoringTreeNode> = v.object({
  id: v.number(),
  parent_id: v.nullable(v.number()),
  kind: v.picklist(['section', 'document']),
  code: v.string(),
  number: v.nullable(v.string()),
  title: v.string(),
  position: v.number(),
  status: nodeStatusSchema,
  published: v.array(langSchema),
  stagings: v.array(
    v.object({ id: v.number(), lang: langSchema, kind: stagingKindSchema, status: stagingStatusSchema }),
  ),
  missing_translation: v.boolean(),
  review_overdue: v.boolean(),
  children: v.array(v.lazy(() => treeNodeSchema)),
})

/** A row of the staging lists (workflow, draft, publish ready, publish obsolete, missing translation). */
export const stagingRowSchema = v.object({
  id: v.number(),
  node_id: v.number(),
  number: v.nullable(v.string()),
  title: v.string(),
  lang: langSchema,
  kind: stagingKindSchema,
  status: stagingStatusSchema,
  step: v.nullable(v.number()),
  /** The named approver of the current step. */
  approver: v.nullable(v.string()),
  author: v.nullable(v.string()),
  updated_at: v.string(),
  /** The staging's page under /{company}/pages/. */
  staging_path: v.string(),
})

/** A row of `view/node_missing_translation`: a document in force in one language only. */
export const missingTranslationRowSchema = v.object({
  id: v.number(),
  number: v.nullable(v.string()),
  title: v.string(),
  section: v.nullable(v.string()),
  /** The language in force, and the one missing. */
  published_lang: langSchema,
  missing_lang: langSchema,
  revision: v.number(),
  effective_date: v.nullable(v.string()),
  node_path: v.string(),
})

/** A row of `view/review_due`: a document whose periodic review falls within 30 days or has passed. */
export const reviewDueRowSchema = v.object({
  id: v.number(),
  number: v.nullable(v.string()),
  title: v.string(),
  owner: v.nullable(v.string()),
  review_interval_months: v.number(),
  /** YYYY-MM-DD: the last publication, and the review date it gives. */
  last_published: v.string(),
  review_date: v.string(),
  days_left: v.number(),
  overdue: v.boolean(),
  node_path: v.string(),
})

/** A row of `view/deleted`: a deleted node, restorable by an administrator. */
export const deletedRowSchema = v.object({
  id: v.number(),
  kind: v.picklist(['section', 'document']),
  number: v.nullable(v.string()),
  title: v.string(),
  deleted_at: v.string(),
  deleted_by: v.nullable(v.string()),
})

/** A row of a node's staging history: each transition, who made it and for whom. */
export const historyRowSchema = v.object({
  id: v.number(),
  staging_id: v.nullable(v.number()),
  lang: v.nullable(langSchema),
  action: v.picklist(HISTORY_ACTIONS),
  from_status: v.nullable(v.string()),
  to_status: v.nullable(v.string()),
  step: v.nullable(v.number()),
  /** Who acted. */
  user: v.nullable(v.string()),
  /** The named approver of the step when a delegate acted for them. */
  on_behalf_of: v.nullable(v.string()),
  comment: v.nullable(v.string()),
  /** The revision published, or the one the staging was based on. */
  revision: v.nullable(v.number()),
  /** ISO instant. */
  at: v.string(),
})

export const delegationSchema = v.object({
  id: v.number(),
  approver: person,
  delegate: person,
  /** YYYY-MM-DD, both included. */
  starts_on: v.string(),
  ends_on: v.string(),
  /** Today is within the range. */
  active: v.boolean(),
  created_at: v.string(),
})

/** A piece of a diff: text kept, added or removed. */
export const diffPartSchema = v.object({ kind: v.picklist(['same', 'added', 'removed']), text: v.string() })

const stagingParams = v.object({ id, staging_id: id })
const fileParams = v.object({ id, file: v.pipe(v.string(), v.uuid()) })

const stagingBody = {
  title: text(AUTHORING_LIMITS.titleMaxLength),
  /** HTML; scripts, event handlers and unsafe links are removed when stored. */
  body: v.pipe(v.string(), v.maxLength(AUTHORING_LIMITS.bodyMaxLength)),
  summary: optionalText(AUTHORING_LIMITS.summaryMaxLength),
  keywords: v.optional(keywords),
}

const moveBody = v.object({
  id,
  /** The new parent section; null for the top of the manual. */
  parent_id: v.nullable(id),
  /** The place among the new parent's children, from 0; the end when absent. */
  position: v.optional(v.pipe(integer, v.minValue(0), v.maxValue(100_000))),
})

export const qpmAuthoring = {
  /** What the authoring forms offer: categories, tags, groups, chains, approvers, review intervals. */
  options: endpoint({
    method: 'GET',
    path: 'qpm/authoring/options',
    access: workflow,
    response: v.object({
      languages: v.array(langSchema),
      review_intervals: v.array(v.number()),
      process_categories: v.array(named),
      tags: v.array(named),
      groups: v.array(v.object({ id: v.number(), name: v.string() })),
      workflow_chains: v.array(v.object({ id: v.number(), name: v.string(), approvers: v.array(person) })),
      /** Staff who may approve or be delegated to (a manual workflow role). */
      approvers: v.array(person),
      /** The caller's own rights. */
      me: v.object({
        id: v.number(),
        authoring: v.boolean(),
        self_approval: v.boolean(),
        admin: v.boolean(),
      }),
    }),
    implemented: true,
  }),
  /** A staging as a PDF (title, number, language, state and text), for reviewers to print. */
  download: endpoint({
    method: 'POST',
    path: 'qpm/authoring/download',
    access: workflow,
    body: v.object({ staging_id: id }),
    implemented: true,
  }),
  /** Creates a section, or a document with its first draft in `lang`. */
  nodeCreate: endpoint({
    method: 'POST',
    path: 'qpm/authoring/document/node',
    access: authoring,
    body: v.object({
      parent_id: v.nullable(id),
      kind: v.picklist(['section', 'document']),
      title: text(AUTHORING_LIMITS.titleMaxLength),
      /** A section's French name. */
      title_fr: optionalText(AUTHORING_LIMITS.titleMaxLength),
      number: optionalText(AUTHORING_LIMITS.numberMaxLength),
      /** The first draft's language (a document). */
      lang: v.optional(langSchema, 'en'),
      position: v.optional(v.pipe(integer, v.minValue(0), v.maxValue(100_000))),
    }),
    response: nodeSchema,
    implemented: true,
  }),
  nodeRead: endpoint({
    method: 'GET',
    path: 'qpm/authoring/document/node/{id}',
    access: workflow,
    params: idParams,
    response: nodeSchema,
    implemented: true,
  }),
  /** Renames a node (a section's names, a document's number) and sets its audience. */
  nodeUpdate: endpoint({
    method: 'PUT',
    path: 'qpm/authoring/document/node/{id}',
    access: authoring,
    silent: true,
    params: idParams,
    body: v.object({
      title: v.optional(text(AUTHORING_LIMITS.titleMaxLength)),
      title_fr: optionalText(AUTHORING_LIMITS.titleMaxLength),
      number: optionalText(AUTHORING_LIMITS.numberMaxLength),
      audience: v.optional(v.picklist(['staff', 'all'])),
    }),
    response: nodeSchema,
    implemented: true,
  }),
  nodeConfigs: endpoint({
    method: 'GET',
    path: 'qpm/authoring/document/node/{id}/configs',
    access: workflow,
    params: idParams,
    response: nodeConfigSchema,
    implemented: true,
  }),
  /** Adds target groups and tags to the nodes and sets the other fields sent. */
  nodeConfigsAdd: endpoint({
    method: 'POST',
    path: 'qpm/authoring/document/node/configs/add',
    access: authoring,
    body: configsBody,
    response: v.object({ configs: v.array(nodeConfigSchema) }),
    implemented: true,
  }),
  /** Replaces target groups and tags with those sent and sets the other fields sent. */
  nodeConfigsReplace: endpoint({
    method: 'POST',
    path: 'qpm/authoring/document/node/configs/replace',
    access: authoring,
    body: configsBody,
    response: v.object({ configs: v.array(nodeConfigSchema) }),
    implemented: true,
  }),
  /** The node's open stagings. */
  staging: endpoint({
    method: 'GET',
    path: 'qpm/authoring/document/staging/{id}',
    access: workflow,
    params: idParams,
    response: v.object({ node_id: v.number(), stagings: v.array(stagingSummarySchema) }),
    implemented: true,
  }),
  /**
   * Starts a staging of the document in a language: a new text (`revision`, starting from the revision
   * in force in that language unless a title and body are sent) or a request to withdraw it
   * (`obsolete`). 409 while one is open for that language and kind.
   */
  stagingCreate: endpoint({
    method: 'POST',
    path: 'qpm/authoring/document/staging/{id}',
    access: workflow,
    params: idParams,
    body: v.object({
      lang: langSchema,
      kind: v.optional(stagingKindSchema, 'revision'),
      title: v.optional(text(AUTHORING_LIMITS.titleMaxLength)),
      body: v.optional(v.pipe(v.string(), v.maxLength(AUTHORING_LIMITS.bodyMaxLength))),
      summary: optionalText(AUTHORING_LIMITS.summaryMaxLength),
      keywords: v.optional(keywords),
    }),
    response: stagingSchema,
    implemented: true,
  }),
  stagingRead: endpoint({
    method: 'GET',
    path: 'qpm/authoring/document/staging/{id}/{staging_id}',
    access: workflow,
    params: stagingParams,
    response: stagingSchema,
    implemented: true,
  }),
  /**
   * Saves a draft (or a rejected one) with the `version` it was read at; answers it with the next
   * version. 409 `STALE` when someone saved since: the error's `current` is the draft as stored.
   */
  stagingUpdate: endpoint({
    method: 'PUT',
    path: 'qpm/authoring/document/staging/{id}/{staging_id}',
    access: workflow,
    silent: true,
    params: stagingParams,
    body: v.object({ version: v.pipe(integer, v.minValue(1)), ...stagingBody }),
    response: stagingSchema,
    implemented: true,
  }),
  /** Deletes a draft (draft or rejected); answers 204. Its history stays. */
  stagingDelete: endpoint({
    method: 'DELETE',
    path: 'qpm/authoring/document/staging/{id}/{staging_id}',
    access: workflow,
    params: stagingParams,
    implemented: true,
  }),
  /**
   * A workflow transition. `submit` sends a draft (or a rejected one) to the first approver of the
   * chain, or with `skip_chain` (self-approval role) straight to Publish Ready; `approve` / `reject`
   * (and `approve_obsolete` / `reject_obsolete` for a request to withdraw) act at the current step and
   * need a `comment`. Each transition is recorded and e-mailed to the next person.
   */
  stagingAction: endpoint({
    method: 'POST',
    path: 'qpm/authoring/document/staging/{id}/{staging_id}/{action}',
    access: workflow,
    params: v.object({ id, staging_id: id, action: stagingActionSchema }),
    body: v.optional(
      v.object({
        comment: optionalText(AUTHORING_LIMITS.commentMaxLength),
        skip_chain: v.optional(flag, false),
      }),
      {},
    ),
    response: stagingSchema,
    implemented: true,
  }),
  /** The staging against the last published revision of the same language, as kept/added/removed parts. */
  stagingDiff: endpoint({
    method: 'GET',
    path: 'qpm/authoring/document/staging/{id}/{staging_id}/diff',
    access: workflow,
    params: stagingParams,
    response: v.object({
      staging_id: v.number(),
      lang: langSchema,
      /** The revision compared with; null when the language was never published (all added). */
      base: v.nullable(v.object({ ...revisionRef.entries, title: v.string(), effective_date: v.nullable(v.string()) })),
      title: v.array(diffPartSchema),
      /** The text, compared word by word. */
      body: v.array(diffPartSchema),
      changed: v.boolean(),
    }),
    implemented: true,
  }),
  /** Attaches files to a document (multipart `file` fields, 25 MB each, types checked by content). */
  upload: endpoint({
    method: 'POST',
    path: 'qpm/authoring/document/upload/{id}',
    access: workflow,
    upload: true,
    params: idParams,
    body: v.object({ title: optionalText(AUTHORING_LIMITS.titleMaxLength) }),
    response: v.object({ uploaded: v.array(authoringFileSchema) }),
    implemented: true,
  }),
  uploadRead: endpoint({
    method: 'GET',
    path: 'qpm/authoring/document/upload/{id}/{file}',
    access: workflow,
    params: fileParams,
    implemented: true,
  }),
  /** Answers 204. */
  uploadDelete: endpoint({
    method: 'DELETE',
    path: 'qpm/authoring/document/upload/{id}/{file}',
    access: workflow,
    params: fileParams,
    implemented: true,
  }),
  /**
   * Publishes a Publish Ready staging as the next revision of its language, effective on the date sent.
   * A significant revision puts the document back on its target groups' required readings.
   */
  publish: endpoint({
    method: 'POST',
    path: 'qpm/authoring/publish/publish',
    access: admin,
    body: v.object({
      staging_id: id,
      significant: flag,
      effective_date: dateText,
      summary: optionalText(AUTHORING_LIMITS.summaryMaxLength),
    }),
    response: v.object({
      node_id: v.number(),
      revision: v.object({
        id: v.number(),
        number: v.number(),
        lang: langSchema,
        effective_date: v.string(),
        significant: v.boolean(),
        content_hash: v.string(),
      }),
      /** The other language is not in force: the node is listed as missing its translation. */
      missing_translation: v.nullable(langSchema),
    }),
    implemented: true,
  }),
  /**
   * Withdraws a document: its revisions in force become obsolete, it leaves the readers' tree and
   * search, its history stays. An approved request to withdraw it (if any) is closed with it.
   */
  obsolete: endpoint({
    method: 'POST',
    path: 'qpm/authoring/publish/obsolete',
    access: admin,
    body: v.object({ id, comment: optionalText(AUTHORING_LIMITS.commentMaxLength) }),
    response: v.object({ id: v.number(), status: nodeStatusSchema }),
    implemented: true,
  }),
  /** The whole manual as authors see it: every section and document, in order, with their states. */
  viewTree: endpoint({
    method: 'GET',
    path: 'qpm/authoring/view/tree',
    access: workflow,
    response: v.object({ language: langSchema, nodes: v.array(treeNodeSchema) }),
    implemented: true,
  }),
  /** Stagings in review waiting for the caller (as approver or as delegate). */
  viewWorkflow: endpoint({
    method: 'GET',
    path: 'qpm/authoring/view/workflow',
    access: workflow,
    query: gridListQuery,
    response: listResponse(stagingRowSchema),
    implemented: true,
  }),
  /** Drafts and rejected stagings (a writer's own; every one for an administrator). */
  viewDraft: endpoint({
    method: 'GET',
    path: 'qpm/authoring/view/draft',
    access: workflow,
    query: gridListQuery,
    response: listResponse(stagingRowSchema),
    implemented: true,
  }),
  viewPublishReady: endpoint({
    method: 'GET',
    path: 'qpm/authoring/view/publish_ready',
    access: admin,
    query: gridListQuery,
    response: listResponse(stagingRowSchema),
    implemented: true,
  }),
  /** Approved requests to withdraw a document. */
  viewPublishObsolete: endpoint({
    method: 'GET',
    path: 'qpm/authoring/view/publish_obsolete',
    access: admin,
    query: gridListQuery,
    response: listResponse(stagingRowSchema),
    implemented: true,
  }),
  /** Open stagings whose other language has no open staging nor a revision in force. */
  viewStagingMissingTranslation: endpoint({
    method: 'GET',
    path: 'qpm/authoring/view/staging_missing_translation',
    access: workflow,
    query: gridListQuery,
    response: listResponse(stagingRowSchema),
    implemented: true,
  }),
  viewNodeMissingTranslation: endpoint({
    method: 'GET',
    path: 'qpm/authoring/view/node_missing_translation',
    access: workflow,
    query: gridListQuery,
    response: listResponse(missingTranslationRowSchema),
    implemented: true,
  }),
  /** Documents whose periodic review falls within 30 days or is overdue, the earliest first. */
  viewReviewDue: endpoint({
    method: 'GET',
    path: 'qpm/authoring/view/review_due',
    access: workflow,
    query: gridListQuery,
    response: listResponse(reviewDueRowSchema),
    implemented: true,
  }),
  /** Deleted nodes, restorable with `actions/restore/{id}`. */
  viewDeleted: endpoint({
    method: 'GET',
    path: 'qpm/authoring/view/deleted',
    access: admin,
    query: gridListQuery,
    response: listResponse(deletedRowSchema),
    implemented: true,
  }),
  /** The node's history: every transition of its stagings, and its publications and withdrawals. */
  stagingHistory: endpoint({
    method: 'GET',
    path: 'qpm/authoring/staging/history/{id}',
    access: workflow,
    params: idParams,
    query: gridListQuery,
    response: listResponse(historyRowSchema),
    implemented: true,
  }),
  /** Places a node among its siblings. */
  position: endpoint({
    method: 'POST',
    path: 'qpm/authoring/actions/position',
    access: authoring,
    body: v.object({ id, position: v.pipe(integer, v.minValue(0), v.maxValue(100_000)) }),
    response: nodeSchema,
    implemented: true,
  }),
  /** Copies a node (a section with everything below it) under a parent; documents come as drafts. */
  copy: endpoint({
    method: 'POST',
    path: 'qpm/authoring/actions/copy',
    access: authoring,
    body: moveBody,
    response: nodeSchema,
    implemented: true,
  }),
  /** Moves a node under another parent; 400 into the node itself or below it. */
  move: endpoint({
    method: 'POST',
    path: 'qpm/authoring/actions/move',
    access: authoring,
    body: moveBody,
    response: nodeSchema,
    implemented: true,
  }),
  /** Deletes a node and everything below it (restorable); answers 204. */
  remove: endpoint({
    method: 'DELETE',
    path: 'qpm/authoring/actions/delete/{id}',
    access: authoring,
    params: idParams,
    implemented: true,
  }),
  /** Restores a deleted or withdrawn node: it comes back Offline until a revision is published. */
  restore: endpoint({
    method: 'POST',
    path: 'qpm/authoring/actions/restore/{id}',
    access: admin,
    params: idParams,
    response: nodeSchema,
    implemented: true,
  }),
  /** Delegations: the caller's own (given and received); every one for an administrator. */
  delegations: endpoint({
    method: 'GET',
    path: 'qpm/authoring/delegations',
    access: workflow,
    response: v.object({ delegations: v.array(delegationSchema) }),
    implemented: true,
  }),
  /**
   * Lets `delegate_id` act for an approver (the caller; another approver only for an administrator)
   * from `starts_on` to `ends_on`, both included.
   */
  delegationCreate: endpoint({
    method: 'POST',
    path: 'qpm/authoring/delegations',
    access: workflow,
    body: v.object({
      approver_id: v.optional(id),
      delegate_id: id,
      starts_on: dateText,
      ends_on: dateText,
    }),
    response: delegationSchema,
    implemented: true,
  }),
  /** Answers 204. */
  delegationDelete: endpoint({
    method: 'DELETE',
    path: 'qpm/authoring/delegations/{id}',
    access: workflow,
    params: idParams,
    implemented: true,
  }),
} as const
