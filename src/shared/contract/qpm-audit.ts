import * as v from 'valibot'
import { DOCUMENT_TEXT_SIZES } from '../constants'
import { segment, text } from './fields'
import { gridListQuery, idParams, integer, langSchema, listQuery, listResponse, okResponse, sessionResponse } from './schemas'
import { userRowSchema } from './users'
import { endpoint } from './types'

const audit = { capability: 'audit' } as const
const admin = { capability: 'admin' } as const

/** 'read' (the revision that counts is acknowledged), 'due' (not yet, before the due date) or 'overdue'. */
export const READING_STATUSES = ['read', 'due', 'overdue'] as const

/** One required reading of one person: who, which document, which revision they acknowledged and when. */
export const complianceReadingSchema = v.object({
  /** `user_id:node_id`, unique in the list. */
  key: v.string(),
  user_id: v.number(),
  username: v.string(),
  name: v.string(),
  node_id: v.number(),
  number: v.nullable(v.string()),
  title: v.string(),
  /** YYYY-MM-DD. */
  due_date: v.string(),
  /** The revision that must be read (the latest significant one). */
  required_revision: v.number(),
  /** The latest revision the person acknowledged, and when (ISO instant). */
  read_revision: v.nullable(v.number()),
  read_at: v.nullable(v.string()),
  status: v.picklist(READING_STATUSES),
})

/** A document's or a group's figures: how many must read, have read, have not, are late, and the share read. */
const figures = {
  required: v.number(),
  acknowledged: v.number(),
  pending: v.number(),
  overdue: v.number(),
  /** 0 to 100, one decimal; 100 when nobody must read. */
  percentage: v.number(),
}

export const complianceDocumentSchema = v.object({
  id: v.number(),
  number: v.nullable(v.string()),
  title: v.string(),
  /** The revision that must be read. */
  revision: v.number(),
  ...figures,
})

export const complianceGroupSchema = v.object({
  id: v.number(),
  code: v.string(),
  name: v.string(),
  members: v.number(),
  ...figures,
})

/** A row of the audit trail: a change made through the manual's admin, authoring or audit calls. */
export const trailRowSchema = v.object({
  id: v.number(),
  /** ISO instant. */
  at: v.string(),
  user_id: v.nullable(v.number()),
  username: v.nullable(v.string()),
  /** The auditor who had switched to the user, if any. */
  impersonator: v.nullable(v.string()),
  /** The call's id ('qpm-admin.tag.update') and method. */
  call: v.string(),
  method: v.string(),
  /** What was changed: the resource ('tag', 'node', 'switch_user') and the record's id. */
  resource: v.string(),
  record_id: v.nullable(v.string()),
  /** 'create', 'update', 'delete', 'switch', 'switch_back' or the call's action. */
  action: v.string(),
  /** JSON of the values before and after; null where there were none. */
  old_values: v.nullable(v.string()),
  new_values: v.nullable(v.string()),
  ip: v.nullable(v.string()),
  user_agent: v.nullable(v.string()),
})

/**
 * A user's manual settings, as `qpm/user/settings` answers them. Stated here rather than imported: the
 * reader's contract is a chunk of its own in the app, which the core chunk (this file's) must not import.
 */
const userSettingsSchema = v.object({
  text_size: v.number(),
  language: langSchema,
  user_id: v.number(),
  username: v.string(),
  name: v.string(),
})

const textSize = v.pipe(integer, v.minValue(DOCUMENT_TEXT_SIZES.min), v.maxValue(DOCUMENT_TEXT_SIZES.max))

/** Document 1 section 7, "Manual, audit", the compliance view and the audit trail. */
export const qpmAudit = {
  /** Views the portal as another user of the company, read-only (the answer is that user's session). */
  switchUser: endpoint({
    method: 'POST',
    path: 'qpm/audit/switch_user',
    access: audit,
    body: v.object({ username: text(100) }),
    response: sessionResponse,
    implemented: true,
  }),
  /**
   * Ends the switched session this call is made from and records the switch back: the auditor's own
   * session, which it was opened from, carries on.
   */
  switchBack: endpoint({
    method: 'POST',
    path: 'qpm/audit/switch_back',
    access: 'auth',
    impersonation: true,
    response: okResponse,
    implemented: true,
  }),
  /** The users an auditor may switch to (the portal's switch table). */
  switchUserList: endpoint({
    method: 'GET',
    path: 'qpm/audit/switch_user_list',
    access: audit,
    query: listQuery,
    response: listResponse(userRowSchema),
    implemented: true,
  }),
  /** A user's manual settings. */
  settings: endpoint({
    method: 'GET',
    path: 'qpm/audit/settings/{id}',
    access: audit,
    params: idParams,
    response: userSettingsSchema,
    implemented: true,
  }),
  /** Changes the fields sent of a user's manual settings (administrators). */
  settingsSave: endpoint({
    method: 'POST',
    path: 'qpm/audit/settings/{id}',
    access: admin,
    silent: true,
    params: idParams,
    body: v.object({ text_size: v.optional(textSize), language: v.optional(langSchema) }),
    response: userSettingsSchema,
    implemented: true,
  }),
  /** A user's required readings, read or not. */
  requiredReadings: endpoint({
    method: 'GET',
    path: 'qpm/audit/required_readings/{id}',
    access: audit,
    params: idParams,
    query: gridListQuery,
    response: listResponse(complianceReadingSchema),
    implemented: true,
  }),
  /** Compliance per document: who must read it, has, has not, is late, and the share read. */
  complianceDocuments: endpoint({
    method: 'GET',
    path: 'qpm/audit/compliance/documents',
    access: audit,
    query: gridListQuery,
    response: listResponse(complianceDocumentSchema),
    implemented: true,
  }),
  /** One document's readers, read or not. */
  complianceDocument: endpoint({
    method: 'GET',
    path: 'qpm/audit/compliance/documents/{id}',
    access: audit,
    params: idParams,
    query: gridListQuery,
    response: listResponse(complianceReadingSchema),
    implemented: true,
  }),
  /** Compliance per group. */
  complianceGroups: endpoint({
    method: 'GET',
    path: 'qpm/audit/compliance/groups',
    access: audit,
    query: gridListQuery,
    response: listResponse(complianceGroupSchema),
    implemented: true,
  }),
  /** One group's members' readings, read or not. */
  complianceGroup: endpoint({
    method: 'GET',
    path: 'qpm/audit/compliance/groups/{id}',
    access: audit,
    params: idParams,
    query: gridListQuery,
    response: listResponse(complianceReadingSchema),
    implemented: true,
  }),
  /** The audit trail: every change, searchable, newest first. */
  trail: endpoint({
    method: 'GET',
    path: 'qpm/audit/trail',
    access: audit,
    query: gridListQuery,
    response: listResponse(trailRowSchema),
    implemented: true,
  }),
  /** One record's trail: `resource` as the trail names it ('tag', 'node'...), and the record's id. */
  recordTrail: endpoint({
    method: 'GET',
    path: 'qpm/audit/trail/{resource}/{record}',
    params: v.object({ resource: segment(), record: segment() }),
    access: audit,
    query: gridListQuery,
    response: listResponse(trailRowSchema),
    implemented: true,
  }),
}

export type ComplianceReading = v.InferOutput<typeof complianceReadingSchema>
export type ComplianceDocument = v.InferOutput<typeof complianceDocumentSchema>
export type ComplianceGroup = v.InferOutput<typeof complianceGroupSchema>
export type TrailRow = v.InferOutput<typeof trailRowSchema>
