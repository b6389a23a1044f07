import * as v from 'valibot'
import { ROLES } from '../auth/roles'
import { date, fieldMessages, message } from '../validation'
import { optionalText, text } from './fields'
import { builtResource, RESOURCE_NAME_MAX } from './resource'
import { id, listQuery, listResponse, okResponse } from './schemas'
import { endpoint } from './types'

const admin = { capability: 'admin' } as const
const silentWrites = { silentWrites: true }

/** Longest code of a category or tag (its ID), a property's name, and a property's value. */
export const ADMIN_CODE_MAX = 30
export const PROPERTY_VALUE_MAX = 500
export const DESCRIPTION_MAX = 1000

const name = text(RESOURCE_NAME_MAX)
const nameFr = optionalText(RESOURCE_NAME_MAX)
const code = text(ADMIN_CODE_MAX)
/** A required YYYY-MM-DD date. */
const dateText = v.pipe(text(10), date())
/** A list of record ids, each once. */
const ids = v.pipe(
  v.array(id),
  v.maxLength(1000),
  v.transform((values) => [...new Set(values)]),
)

/** A person as the admin screens show one. */
export const personSchema = v.object({ id: v.number(), username: v.string(), name: v.string() })

// admin/user: the manual's users and their roles (document 1 section 6).

export const manualUserRowSchema = v.object({
  id: v.number(),
  username: v.string(),
  name: v.string(),
  email: v.nullable(v.string()),
  mt_type: v.string(),
  /** QPM_ROLE: the manual roles. */
  roles: v.array(v.picklist(ROLES)),
  /** The user's groups' names, comma separated. */
  groups: v.string(),
})
/** Gives an existing portal account manual roles (create), or changes them (update; `username` is kept). */
export const manualUserInputSchema = v.object({
  username: text(100),
  roles: v.pipe(
    v.array(v.picklist(ROLES)),
    v.minLength(1, message(fieldMessages.required)),
    v.transform((values) => [...new Set(values)]),
  ),
})

// admin/user_group: groups, their members, and what each group must read.

export const groupReadingSchema = v.object({
  /** A section (every document under it) or a document. */
  node_id: v.nullable(v.number()),
  /** A process category (every document in it). */
  category_id: v.nullable(v.number()),
  /** What it names: the section's, document's or category's title. */
  title: v.string(),
  due_date: v.string(),
})
export const userGroupRowSchema = v.object({
  id: v.number(),
  code: v.string(),
  name: v.string(),
  name_fr: v.nullable(v.string()),
  member_count: v.number(),
  members: v.array(personSchema),
  readings: v.array(groupReadingSchema),
})
/**
 * What a group must read: a section or document (`node_id`) or a category (`category_id`), by a date;
 * exactly one of the two (the server refuses both or neither on the field).
 */
export const groupReadingInputSchema = v.object({
  node_id: v.optional(v.nullable(id)),
  category_id: v.optional(v.nullable(id)),
  due_date: dateText,
})
export const userGroupInputSchema = v.object({
  code,
  name,
  name_fr: nameFr,
  /** The members; left out: unchanged. */
  member_ids: v.optional(ids),
  /** What the group must read; left out: unchanged. */
  readings: v.optional(v.pipe(v.array(groupReadingInputSchema), v.maxLength(200))),
})

// admin/workflow_chain: approval chains and their ordered approvers.

export const approverSchema = v.object({ ...personSchema.entries, position: v.number() })
export const workflowChainRowSchema = v.object({
  id: v.number(),
  name: v.string(),
  name_fr: v.nullable(v.string()),
  approvers: v.array(approverSchema),
  /** The sections and documents that name this chain, and the categories that do. */
  node_count: v.number(),
  category_count: v.number(),
})
export const workflowChainInputSchema = v.object({ name, name_fr: nameFr })

/** A node a chain governs: its own, or through its process category. */
export const chainNodeSchema = v.object({
  id: v.number(),
  kind: v.picklist(['section', 'document']),
  number: v.nullable(v.string()),
  title: v.string(),
  /** 'node' (the node names the chain) or 'category' (its category does). */
  through: v.picklist(['node', 'category']),
})

const approverBody = v.object({ user_id: id })

// Process categories, tags, their exceptions and French names.

export const processCategoryRowSchema = v.object({
  id: v.number(),
  code: v.string(),
  name: v.string(),
  name_fr: v.nullable(v.string()),
  description: v.nullable(v.string()),
  description_fr: v.nullable(v.string()),
  workflow_chain_id: v.nullable(v.number()),
  workflow_chain: v.nullable(v.string()),
  document_count: v.number(),
})
export const processCategoryInputSchema = v.object({
  code,
  name,
  name_fr: nameFr,
  description: optionalText(DESCRIPTION_MAX),
  description_fr: optionalText(DESCRIPTION_MAX),
  workflow_chain_id: v.optional(v.nullable(id)),
})

export const tagRowSchema = v.object({
  id: v.number(),
  code: v.string(),
  name: v.string(),
  name_fr: v.nullable(v.string()),
  document_count: v.number(),
})
export const tagInputSchema = v.object({ code, name, name_fr: nameFr })

/** A document kept out of a category (its chain) or a tag (the index), with the reason in both languages. */
export const exceptionRowSchema = v.object({
  id: v.number(),
  /** The category's or tag's id and name. */
  owner_id: v.number(),
  owner: v.string(),
  node_id: v.number(),
  node: v.string(),
  name: v.string(),
  name_fr: v.nullable(v.string()),
})
export const exceptionInputSchema = v.object({ owner_id: id, node_id: id, name, name_fr: nameFr })

/** The French name (and description) of a category or tag: `id` is the category's or tag's. */
export const languageRowSchema = v.object({
  id: v.number(),
  code: v.string(),
  name: v.string(),
  name_fr: v.nullable(v.string()),
  description_fr: v.nullable(v.string()),
})
/** Create gives a category or tag (`owner_id`) its French name; remove takes it away. */
export const languageInputSchema = v.object({
  owner_id: id,
  name_fr: name,
  description_fr: optionalText(DESCRIPTION_MAX),
})

// Manual properties: name and value settings.

export const manualPropertyRowSchema = v.object({
  id: v.number(),
  name: v.string(),
  value: v.string(),
  description: v.nullable(v.string()),
})
export const manualPropertyInputSchema = v.object({
  name: text(ADMIN_CODE_MAX),
  value: text(PROPERTY_VALUE_MAX),
  description: optionalText(DESCRIPTION_MAX),
})
/** A property the manual knows, with what it does and its value when none is set. */
export const propertyChoiceSchema = v.object({ name: v.string(), description: v.string(), default: v.string() })

// Deleted nodes and the e-mail history.

export const deletedNodeRowSchema = v.object({
  id: v.number(),
  kind: v.picklist(['section', 'document']),
  code: v.string(),
  number: v.nullable(v.string()),
  title: v.string(),
  /** The section it was deleted from. */
  section: v.nullable(v.string()),
  deleted_at: v.string(),
  deleted_by: v.nullable(v.string()),
})

export const emailRowSchema = v.object({
  id: v.number(),
  sent_at: v.string(),
  sender: v.string(),
  /** Every recipient (to, cc, bcc), comma separated. */
  recipients: v.string(),
  subject: v.string(),
  /** 'queued', 'sent', 'failed' or 'recorded'. */
  delivery: v.string(),
  attempts: v.number(),
  error: v.nullable(v.string()),
  user: v.nullable(v.string()),
})
/** An e-mail with its body (sanitised HTML, as sent). */
export const emailDetailSchema = v.object({ ...emailRowSchema.entries, html: v.string() })

/** Who a lookup answers: staff who may approve (the default), or any active account, to be a group's member. */
export const LOOKUP_WHO = ['approver', 'member'] as const
const lookupQuery = v.object({ ...listQuery.entries, who: v.optional(v.picklist(LOOKUP_WHO)) })

/** Document 1 section 7, "Manual, admin": each resource a grid list with add, edit and delete. */
export const qpmAdmin = {
  ...builtResource('user', 'qpm/admin/user', admin, { row: manualUserRowSchema, input: manualUserInputSchema }, silentWrites),
  ...builtResource(
    'user_group',
    'qpm/admin/user_group',
    admin,
    { row: userGroupRowSchema, input: userGroupInputSchema },
    silentWrites,
  ),
  ...builtResource(
    'workflow_chain',
    'qpm/admin/workflow_chain',
    admin,
    { row: workflowChainRowSchema, input: workflowChainInputSchema },
    silentWrites,
  ),
  ...builtResource(
    'process_category',
    'qpm/admin/process_category',
    admin,
    { row: processCategoryRowSchema, input: processCategoryInputSchema },
    silentWrites,
  ),
  ...builtResource(
    'process_category_exception',
    'qpm/admin/process_category_exception',
    admin,
    { row: exceptionRowSchema, input: exceptionInputSchema },
    silentWrites,
  ),
  ...builtResource(
    'process_category_language',
    'qpm/admin/process_category_language',
    admin,
    { row: languageRowSchema, input: languageInputSchema },
    silentWrites,
  ),
  ...builtResource('tag', 'qpm/admin/tag', admin, { row: tagRowSchema, input: tagInputSchema }, silentWrites),
  ...builtResource(
    'tag_exception',
    'qpm/admin/tag_exception',
    admin,
    { row: exceptionRowSchema, input: exceptionInputSchema },
    silentWrites,
  ),
  ...builtResource(
    'tag_language',
    'qpm/admin/tag_language',
    admin,
    { row: languageRowSchema, input: languageInputSchema },
    silentWrites,
  ),
  ...builtResource(
    'manual_property',
    'qpm/admin/manual_property',
    admin,
    { row: manualPropertyRowSchema, input: manualPropertyInputSchema },
    silentWrites,
  ),
  ...builtResource(
    'node_deleted',
    'qpm/admin/node_deleted',
    admin,
    { row: deletedNodeRowSchema, input: v.object({}) },
    { actions: ['list', 'read'] },
  ),
  ...builtResource(
    'email_history',
    'qpm/admin/email_history',
    admin,
    { row: emailRowSchema, input: v.object({}) },
    { actions: ['list', 'read', 'remove'], detail: emailDetailSchema },
  ),
  /** A chain's approvers, step 1 first. */
  workflowChainUsers: endpoint({
    path: 'qpm/admin/workflow_chain_user/{workflow_id}',
    params: v.object({ workflow_id: id }),
    method: 'GET',
    access: admin,
    response: v.array(approverSchema),
    implemented: true,
  }),
  /** Adds an approver as the chain's last step ('User already exists' when already in it). */
  workflowChainUserAdd: endpoint({
    path: 'qpm/admin/workflow_chain_user/{workflow_id}/add',
    params: v.object({ workflow_id: id }),
    method: 'POST',
    access: admin,
    silent: true,
    body: approverBody,
    response: v.array(approverSchema),
    implemented: true,
  }),
  workflowChainUserDelete: endpoint({
    path: 'qpm/admin/workflow_chain_user/{workflow_id}/delete',
    params: v.object({ workflow_id: id }),
    method: 'POST',
    access: admin,
    silent: true,
    body: approverBody,
    response: v.array(approverSchema),
    implemented: true,
  }),
  /** Moves an approver one step earlier; the first is refused (400 on `user_id`). */
  workflowChainUserUp: endpoint({
    path: 'qpm/admin/workflow_chain_user/{workflow_id}/move_up',
    params: v.object({ workflow_id: id }),
    method: 'POST',
    access: admin,
    silent: true,
    body: approverBody,
    response: v.array(approverSchema),
    implemented: true,
  }),
  /** Moves an approver one step later; the last is refused (400 on `user_id`). */
  workflowChainUserDown: endpoint({
    path: 'qpm/admin/workflow_chain_user/{workflow_id}/move_down',
    params: v.object({ workflow_id: id }),
    method: 'POST',
    access: admin,
    silent: true,
    body: approverBody,
    response: v.array(approverSchema),
    implemented: true,
  }),
  /** The sections and documents a chain governs, as a grid list. */
  workflowChainNodes: endpoint({
    path: 'qpm/admin/workflow_chain_node/{workflow_chain_id}',
    params: v.object({ workflow_chain_id: id }),
    method: 'GET',
    access: admin,
    query: v.looseObject({ ...listQuery.entries }),
    response: listResponse(chainNodeSchema),
    implemented: true,
  }),
  /** Makes a section or document name this chain. */
  workflowChainNodeAdd: endpoint({
    path: 'qpm/admin/workflow_chain_node/{workflow_chain_id}/add',
    params: v.object({ workflow_chain_id: id }),
    method: 'POST',
    access: admin,
    silent: true,
    body: v.object({ node_id: id }),
    response: okResponse,
    implemented: true,
  }),
  /** A section or document stops naming this chain (it takes its category's again). */
  workflowChainNodeDelete: endpoint({
    path: 'qpm/admin/workflow_chain_node/{workflow_chain_id}/delete',
    params: v.object({ workflow_chain_id: id }),
    method: 'POST',
    access: admin,
    silent: true,
    body: v.object({ node_id: id }),
    response: okResponse,
    implemented: true,
  }),
  /**
   * People by name or username: staff accounts who may approve (a manual role), or with `who=member`
   * every active account of the company, which a group may count among its members.
   */
  workflowUserLookup: endpoint({
    method: 'GET',
    path: 'qpm/admin/workflow_user_lookup',
    access: admin,
    query: lookupQuery,
    response: v.array(personSchema),
    implemented: true,
  }),
  /** The properties the manual knows. */
  manualPropertyLookup: endpoint({
    method: 'GET',
    path: 'qpm/admin/manual_property_lookup',
    access: admin,
    response: v.array(propertyChoiceSchema),
    implemented: true,
  }),
  /** Restores a deleted node and what was deleted with it: they come back Offline. */
  nodeRestore: endpoint({
    path: 'qpm/admin/node_restore/{id}',
    params: v.object({ id: id }),
    method: 'POST',
    access: admin,
    response: okResponse,
    implemented: true,
  }),
}

export type ManualUserRow = v.InferOutput<typeof manualUserRowSchema>
export type UserGroupRow = v.InferOutput<typeof userGroupRowSchema>
export type WorkflowChainRow = v.InferOutput<typeof workflowChainRowSchema>
export type ApproverRow = v.InferOutput<typeof approverSchema>
export type ProcessCategoryRow = v.InferOutput<typeof processCategoryRowSchema>
export type TagRow = v.InferOutput<typeof tagRowSchema>
export type ExceptionRow = v.InferOutput<typeof exceptionRowSchema>
export type LanguageRow = v.InferOutput<typeof languageRowSchema>
export type ManualPropertyRow = v.InferOutput<typeof manualPropertyRowSchema>
export type DeletedNodeRow = v.InferOutput<typeof deletedNodeRowSchema>
export type EmailRow = v.InferOutput<typeof emailRowSchema>
