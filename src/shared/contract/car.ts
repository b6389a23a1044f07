import * as v from 'valibot'
import { carMessages, date, dateMessages, maxLength, message, plainText, probillNumber } from '../validation'
import { isPresent } from '../validation/values'
import { attachmentSchema } from './doclib'
import { optionalText, text } from './fields'
import { builtResource, namedInputSchema, namedRowSchema } from './resource'
import { gridListQuery, id, idParams, listResponse, withParams } from './schemas'
import { endpoint } from './types'

const car = { capability: 'car' } as const
const carAdmin = { capability: 'carAdmin' } as const

/** A CAR administrators' list of named records (sources, root causes...) under car/admin/. */
const namedAdminResource = <const R extends string>(resource: R) =>
  builtResource(resource, `car/admin/${resource}`, carAdmin, { row: namedRowSchema, input: namedInputSchema })

// Document 2 sections 3, 4 and 5.6: what a corrective action request holds and how it moves.

/** Where a CAR stands. Rejected goes back to the assignee; Closed waits for its effectiveness check. */
export const CAR_STATUSES = [
  'Draft',
  'Awaiting Assignment',
  'Assigned',
  'Rejected',
  'Awaiting Approver 1',
  'Awaiting Approver 2',
  'Closed',
] as const
export type CarStatus = (typeof CAR_STATUSES)[number]

/** The statuses of a CAR that is not closed. */
export const CAR_OPEN_STATUSES = CAR_STATUSES.filter((status) => status !== 'Closed')

/**
 * The flow's actions (document 2 section 4), each taken by the CAR's current actor with a comment:
 * the requester submits a draft for assignment; a CAR administrator assigns it; the assignee submits to
 * approver 1; approver 1 approves on to approver 2 ("Submit to Approver 2") or rejects; approver 2
 * approves and closes or rejects. A rejected CAR goes back to its assignee with the reason.
 */
export const CAR_ACTIONS = [
  'submit_for_assignment',
  'assign',
  'submit_to_approver_1',
  'submit_to_approver_2',
  'approve_and_close',
  'reject',
] as const
export type CarAction = (typeof CAR_ACTIONS)[number]

/** Attachment categories of a CAR: the problem's evidence and the proof of each action. */
export const CAR_ATTACHMENT_CATEGORIES = ['problem', 'containment', 'corrective', 'preventive', 'effectiveness'] as const
export type CarAttachmentCategory = (typeof CAR_ATTACHMENT_CATEGORIES)[number]

/** The fields the assignee changes while the CAR is with them: the root cause, the actions, the approvers. */
export const CAR_WORK_FIELDS = [
  'root_cause_id',
  'root_cause_text',
  'whys',
  'containment_action',
  'corrective_action',
  'preventive_action',
  'approver_1_id',
  'approver_1_department_id',
  'approver_1_title',
  'approver_2_id',
  'approver_2_department_id',
  'approver_2_title',
] as const

/** Days after closing at which the effectiveness check falls due. */
export const CAR_EFFECTIVENESS_DAYS = [30, 60, 90] as const
export const CAR_EFFECTIVENESS_RATINGS = ['effective', 'partly_effective', 'not_effective'] as const
export type CarEffectivenessRating = (typeof CAR_EFFECTIVENESS_RATINGS)[number]

/** Days before the due date at which the assignee is reminded; another reminder goes once it is overdue. */
export const CAR_REMINDER_DAYS_BEFORE = 10

/** The list's quick filters: mine to act on, open, overdue, closed. */
export const CAR_QUICK_FILTERS = ['mine', 'open', 'overdue', 'closed'] as const
export type CarQuickFilter = (typeof CAR_QUICK_FILTERS)[number]

/** What the Pareto chart counts CARs by. */
export const CAR_PARETO_DIMENSIONS = ['root_cause', 'terminal', 'problem_type'] as const

export const CAR_LIMITS = {
  title: 200,
  /** Description, root cause text, actions, comments, effectiveness notes. */
  longText: 4000,
  comment: 2000,
  /** Why-because steps of the root cause. */
  whys: 5,
  why: 500,
  approverTitle: 100,
  /** Files of one upload, and the size of each (document 2 section 9). */
  uploadFiles: 10,
  uploadBytes: 25 * 1024 * 1024,
} as const

const dateText = v.pipe(text(10), date())
const optionalId = v.optional(v.nullable(id))
const longText = optionalText(CAR_LIMITS.longText)
/** The comment every step needs, with the rule's own words when it is missing. */
const commentText = v.pipe(
  v.string(message(carMessages.comment)),
  v.trim(),
  v.check((value: string) => isPresent(value), message(carMessages.comment)),
  maxLength(CAR_LIMITS.comment),
  plainText(),
)

/** A person a CAR names (requester, assignee, approver, effectiveness checker). */
export const carPersonSchema = v.object({ id: v.number(), username: v.string(), name: v.string() })
export type CarPerson = v.InferOutput<typeof carPersonSchema>
/** A named record the CAR points to (its source, terminal...), with the name in the reader's language. */
const carRefSchema = v.nullable(v.object({ id: v.number(), name: v.string() }))

/** The fields a requester, the assignee or a CAR administrator edits; the server checks who may change which. */
export const carInputSchema = v.pipe(
  v.object({
    title: text(CAR_LIMITS.title),
    description: longText,
    problem_type_id: optionalId,
    root_cause_id: optionalId,
    source_id: optionalId,
    department_id: optionalId,
    terminal_id: optionalId,
    requested_date: dateText,
    due_date: dateText,
    assignee_id: optionalId,
    approver_1_id: optionalId,
    approver_1_department_id: optionalId,
    approver_1_title: optionalText(CAR_LIMITS.approverTitle),
    approver_2_id: optionalId,
    approver_2_department_id: optionalId,
    approver_2_title: optionalText(CAR_LIMITS.approverTitle),
    /** The 5-why chain: each answer explains the one before; the last is the root cause. */
    whys: v.optional(
      v.pipe(v.array(optionalText(CAR_LIMITS.why)), v.maxLength(CAR_LIMITS.whys), v.transform((whys) => whys.filter(Boolean) as string[])),
      [],
    ),
    root_cause_text: longText,
    containment_action: longText,
    corrective_action: longText,
    preventive_action: longText,
    /** A linked shipment. */
    probill: v.pipe(optionalText(10), probillNumber()),
    /** A linked manual document (a node id). */
    document_id: optionalId,
    /** The version read, for optimistic concurrency on update (409 when someone saved in between). */
    version: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  }),
  v.forward(
    v.check(
      (input) => !input.requested_date || !input.due_date || input.due_date >= input.requested_date,
      message(dateMessages.dueBeforeRequested),
    ),
    ['due_date'],
  ),
)
export type CarInput = v.InferInput<typeof carInputSchema>

export const carCommentSchema = v.object({
  id: v.number(),
  author: carPersonSchema,
  created_at: v.string(),
  comment: v.string(),
  /** The action it came with, or null for a plain comment. */
  action: v.nullable(v.picklist(CAR_ACTIONS)),
})

export const carEffectivenessSchema = v.object({
  id: v.number(),
  due_date: v.string(),
  checker: carPersonSchema,
  rating: v.nullable(v.picklist(CAR_EFFECTIVENESS_RATINGS)),
  notes: v.nullable(v.string()),
  checked_at: v.nullable(v.string()),
})

/** One CAR as its form shows it. */
export const carSchema = v.object({
  id: v.number(),
  car_number: v.string(),
  status: v.picklist(CAR_STATUSES),
  title: v.string(),
  description: v.nullable(v.string()),
  problem_type: carRefSchema,
  root_cause: carRefSchema,
  source: carRefSchema,
  department: carRefSchema,
  terminal: carRefSchema,
  requested_date: v.string(),
  due_date: v.string(),
  requester: carPersonSchema,
  assignee: v.nullable(carPersonSchema),
  approver_1: v.nullable(carPersonSchema),
  approver_1_department: carRefSchema,
  approver_1_title: v.nullable(v.string()),
  approver_1_date: v.nullable(v.string()),
  approver_2: v.nullable(carPersonSchema),
  approver_2_department: carRefSchema,
  approver_2_title: v.nullable(v.string()),
  approver_2_date: v.nullable(v.string()),
  whys: v.array(v.string()),
  root_cause_text: v.nullable(v.string()),
  containment_action: v.nullable(v.string()),
  corrective_action: v.nullable(v.string()),
  preventive_action: v.nullable(v.string()),
  probill: v.nullable(v.string()),
  document: v.nullable(v.object({ id: v.number(), title: v.string() })),
  created_at: v.string(),
  closed_at: v.nullable(v.string()),
  /** Null while open; whether it closed by its due date. */
  closed_on_time: v.nullable(v.boolean()),
  overdue: v.boolean(),
  days_open: v.number(),
  version: v.number(),
  comments: v.array(carCommentSchema),
  effectiveness: v.nullable(carEffectivenessSchema),
  /** What the caller may do now: the actions offered, and whether the form's fields may be saved. */
  allowed_actions: v.array(v.picklist(CAR_ACTIONS)),
  editable: v.boolean(),
  /**
   * Which fields the caller may save: 'all' (the requester of a Draft, a CAR administrator while it is
   * open), 'work' (the assignee of an Assigned or Rejected CAR: `CAR_WORK_FIELDS` only) or 'none'.
   */
  edit_scope: v.picklist(['all', 'work', 'none']),
})
export type Car = v.InferOutput<typeof carSchema>

/** A row of car/car_list. */
export const carRowSchema = v.object({
  id: v.number(),
  car_number: v.string(),
  title: v.string(),
  status: v.picklist(CAR_STATUSES),
  problem_type: v.nullable(v.string()),
  terminal: v.nullable(v.string()),
  department: v.nullable(v.string()),
  requester: v.string(),
  assignee: v.nullable(v.string()),
  requested_date: v.string(),
  due_date: v.string(),
  days_open: v.number(),
  overdue: v.boolean(),
  closed_on_time: v.nullable(v.boolean()),
})

/** A flow step: its action, comment, and whom it names next. */
export const carActionInputSchema = v.object({
  action: v.picklist(CAR_ACTIONS),
  comment: commentText,
  /** assign: the assignee; submit_to_approver_1 / submit_to_approver_2: that approver, when not already on the CAR. */
  assignee_id: optionalId,
  approver_id: optionalId,
  /** approve_and_close: who checks the effectiveness, and how many days later. */
  effectiveness_checker_id: optionalId,
  effectiveness_days: v.optional(v.picklist(CAR_EFFECTIVENESS_DAYS)),
  version: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
})

export const carStatusHistorySchema = v.object({
  id: v.number(),
  from_status: v.nullable(v.picklist(CAR_STATUSES)),
  to_status: v.picklist(CAR_STATUSES),
  action: v.string(),
  actor: carPersonSchema,
  comment: v.nullable(v.string()),
  created_at: v.string(),
})

/** A row of the effectiveness follow-up list. */
export const carEffectivenessRowSchema = v.object({
  id: v.number(),
  car_id: v.number(),
  car_number: v.string(),
  title: v.string(),
  due_date: v.string(),
  checker: v.string(),
  rating: v.nullable(v.picklist(CAR_EFFECTIVENESS_RATINGS)),
  checked_at: v.nullable(v.string()),
  overdue: v.boolean(),
})

/** Choices of the form: the admin lists in the reader's language. */
const optionSchema = v.object({ id: v.number(), name: v.string() })

const uploadParams = v.object({ id, category: v.picklist(CAR_ATTACHMENT_CATEGORIES) })

/** Document 1 section 7, "CAR": needs car_enabled; the admin lists need a CAR admin role too. */
export const carCalls = {
  options: endpoint({
    method: 'GET',
    path: 'car/options',
    access: car,
    response: v.object({
      sources: v.array(optionSchema),
      root_causes: v.array(optionSchema),
      problem_types: v.array(optionSchema),
      terminals: v.array(optionSchema),
      departments: v.array(optionSchema),
    }),
    implemented: true,
  }),
  /** People a CAR may name: active staff accounts of the company, matched on name or username. */
  lookupUsers: endpoint({
    method: 'GET',
    path: 'car/lookup/user',
    access: car,
    query: v.object({ search: v.optional(optionalText(100)), role: v.optional(v.picklist(['assignee', 'approver', 'checker'])) }),
    response: v.array(carPersonSchema),
    implemented: true,
  }),
  lookupUser: endpoint({
    method: 'GET',
    path: 'car/lookup/user/{id}',
    access: car,
    params: idParams,
    response: carPersonSchema,
    implemented: true,
  }),
  /** car/car_list: a grid list; `quick` narrows it to mine to act on, open, overdue or closed. */
  list: endpoint({
    method: 'GET',
    path: 'car/car',
    access: car,
    query: v.looseObject({ ...gridListQuery.entries, quick: v.optional(v.picklist(CAR_QUICK_FILTERS)) }),
    response: listResponse(carRowSchema),
    implemented: true,
  }),
  /** Raises a CAR as a Draft; its number (CAR-2026-0042) is given here. */
  create: endpoint({ method: 'POST', path: 'car/car', access: car, silent: true, body: carInputSchema, response: carSchema, implemented: true }),
  read: endpoint({ method: 'GET', path: 'car/car/{id}', access: car, params: idParams, response: carSchema, implemented: true }),
  /** Saves the form; 409 when `version` is stale, 403 when the caller may not edit (a closed CAR). */
  update: endpoint({
    method: 'PUT',
    path: 'car/car/{id}',
    access: car,
    silent: true,
    params: idParams,
    body: carInputSchema,
    response: carSchema,
    implemented: true,
  }),
  /** Takes a flow step; refused (403) to anyone but the current actor, 400 on the field for a missing choice. */
  action: endpoint({
    method: 'POST',
    path: 'car/car/{id}/action',
    access: car,
    silent: true,
    params: idParams,
    body: carActionInputSchema,
    response: carSchema,
    implemented: true,
  }),
  comment: endpoint({
    method: 'POST',
    path: 'car/car/{id}/comment',
    access: car,
    silent: true,
    params: idParams,
    body: v.object({ comment: commentText }),
    response: carCommentSchema,
    implemented: true,
  }),
  statusHistory: endpoint({
    method: 'GET',
    path: 'car/car_status_history/{id}',
    access: car,
    params: idParams,
    response: v.array(carStatusHistorySchema),
    implemented: true,
  }),
  /** The CAR report as a PDF: every field, comment, approval and attachment name. */
  report: endpoint({ method: 'GET', path: 'car/report/{id}', access: car, params: idParams, implemented: true }),
  uploadList: endpoint({
    method: 'GET',
    path: 'car/upload/{id}/{category}',
    access: car,
    params: uploadParams,
    response: v.array(attachmentSchema),
    implemented: true,
  }),
  /** Multipart `file` fields, 25 MB each, types checked by content. */
  upload: endpoint({
    method: 'POST',
    path: 'car/upload/{id}/{category}',
    access: car,
    upload: true,
    params: uploadParams,
    response: v.object({ uploaded: v.array(attachmentSchema) }),
    implemented: true,
  }),
  uploadRead: withParams(endpoint({ method: 'GET', path: 'car/upload/{id}/{category}/{fileid}', access: car, implemented: true })),
  /** Answers 204. */
  uploadDelete: withParams(
    endpoint({ method: 'DELETE', path: 'car/upload/{id}/{category}/{fileid}', access: car, implemented: true }),
  ),
  /** The effectiveness checks: a grid list; `quick=mine` keeps the caller's own, `pending` those not rated. */
  effectivenessList: endpoint({
    method: 'GET',
    path: 'car/effectiveness',
    access: car,
    query: v.looseObject({ ...gridListQuery.entries, quick: v.optional(v.picklist(['mine', 'pending', 'done'])) }),
    response: listResponse(carEffectivenessRowSchema),
    implemented: true,
  }),
  /** The checker rates the CAR's effectiveness; "not effective" reopens it (back to its assignee). */
  effectivenessRate: endpoint({
    method: 'PUT',
    path: 'car/effectiveness/{id}',
    access: car,
    silent: true,
    params: idParams,
    body: v.object({ rating: v.picklist(CAR_EFFECTIVENESS_RATINGS), notes: optionalText(CAR_LIMITS.longText) }),
    response: carEffectivenessSchema,
    implemented: true,
  }),
  /** For the CAR menu entry: CARs waiting on the caller, and the overdue among them. */
  counts: endpoint({
    method: 'GET',
    path: 'car/counts',
    access: car,
    passive: true,
    response: v.object({ to_act: v.number(), overdue: v.number() }),
    implemented: true,
  }),
  /** CARs counted by root cause, terminal or problem type, raised between two dates, largest first. */
  pareto: endpoint({
    method: 'GET',
    path: 'car/pareto',
    access: car,
    query: v.object({ by: v.picklist(CAR_PARETO_DIMENSIONS), from: dateText, to: dateText }),
    response: v.object({
      total: v.number(),
      bars: v.array(v.object({ id: v.nullable(v.number()), name: v.string(), count: v.number(), cumulative_percent: v.number() })),
    }),
    implemented: true,
  }),
  ...namedAdminResource('car_source'),
  ...namedAdminResource('car_root_cause'),
  ...namedAdminResource('car_problem_type'),
  ...namedAdminResource('car_terminal'),
  ...namedAdminResource('car_department'),
}
