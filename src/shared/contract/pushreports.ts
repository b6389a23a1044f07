import * as v from 'valibot'
import { PUSH_REPORT_OUTPUT_TYPES, DEFAULT_PUSH_REPORT_OUTPUT_TYPE } from '../constants/grid'
import { PUSHED_REQUEST_STATUSES } from '../constants/states'
import { fieldMessages, message, pushReportMessages } from '../validation'
import { emailField, optionalText, text } from './fields'
import { gridListQuery, id, idParams, listResponse, okResponse, pathParams } from './schemas'
import { endpoint } from './types'

// Document 2 sections 2.6, 3, 4, 5.5, 5.6, 6 and 9: a grid's saved search, run on a schedule and sent as a file.

/** At most this many columns in a report (document 2 section 9). */
export const PUSH_REPORT_MAX_COLUMNS = 70
/** Recipients of one report. */
export const PUSH_REPORT_MAX_RECIPIENTS = 20
/** Reports are delivered by 12:30 PM Eastern, Monday to Friday (document 2 section 9). */
export const PUSH_REPORT_TIMEZONE = 'America/New_York'
export const PUSH_REPORT_LATEST_TIME = '12:30'
export const PUSH_REPORT_DEFAULT_TIME = '07:00'
/** Days a run's file is kept before it is removed, unless the manual property says otherwise. */
export const PUSH_REPORT_RETENTION_DAYS = 90

export const PUSH_REPORT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const
export type PushReportFrequency = (typeof PUSH_REPORT_FREQUENCIES)[number]
/** Personal: its owner; company: the company's staff see it; general: every staff account (document 2 section 6). */
export const PUSH_REPORT_ACCESS = ['personal', 'company', 'general'] as const
export type PushReportAccess = (typeof PUSH_REPORT_ACCESS)[number]
/** A paused report keeps its settings and runs only when asked ("run now"). */
export const PUSH_REPORT_STATES = ['active', 'paused'] as const
/** Weekly reports go out on working days: 1 Monday to 5 Friday. */
export const PUSH_REPORT_WEEKDAYS = [1, 2, 3, 4, 5] as const

/**
 * A run's status (document 2 section 4, pushed request statuses): New (made, waiting for its time),
 * Queued (taken by the queue, running or waiting for a retry), Processed (file stored and sent), Void
 * (no rows, and the report is sent only when there are rows; or the report was deleted first),
 * Incomplete (failed after its retries; the owner is told), Archived (its file removed after the
 * retention period).
 */
export const PUSH_REPORT_RUN_STATUSES = PUSHED_REQUEST_STATUSES
export type PushReportRunStatus = (typeof PUSH_REPORT_RUN_STATUSES)[number]

const hhmm = v.pipe(
  v.string(message(fieldMessages.time)),
  v.trim(),
  v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, message(fieldMessages.time)),
  v.check((value: string) => value <= PUSH_REPORT_LATEST_TIME, message(pushReportMessages.latestTime)),
)

/** The search a report runs: the table's parameters without paging (document 2 section 3). */
export const pushReportQuerySchema = v.pipe(
  v.record(v.pipe(v.string(), v.maxLength(100)), v.pipe(v.string(), v.maxLength(2000))),
  v.check((params) => Object.keys(params).length <= 100, message(fieldMessages.maxEntries, { max: 100 })),
)

/** What the create and edit form sends. The server checks it again, and that the name is unused. */
export const pushReportInputSchema = v.pipe(
  v.object({
    /** Unique among the owner's reports: 'The report name must be unused'. */
    name: text(100),
    /** The grid's table API path without query string ('shipments'); it must be an exportable grid list. */
    api_url: text(300),
    query_params: v.optional(pushReportQuerySchema, {}),
    /** The menu id of the page the search was made on. */
    cmid: text(64),
    group: v.optional(optionalText(64)),
    output_type: v.optional(v.picklist(PUSH_REPORT_OUTPUT_TYPES), DEFAULT_PUSH_REPORT_OUTPUT_TYPE),
    /** The columns, in order; the grid's visible ones by default. */
    columns: v.pipe(
      v.array(text(100)),
      v.minLength(1, message(pushReportMessages.selectColumn)),
      v.maxLength(PUSH_REPORT_MAX_COLUMNS, message(pushReportMessages.maxColumns)),
    ),
    frequency: v.picklist(PUSH_REPORT_FREQUENCIES),
    /** Weekly: the days, 1 Monday to 5 Friday. */
    weekdays: v.optional(v.array(v.picklist(PUSH_REPORT_WEEKDAYS)), []),
    /** Monthly: the day of the month; a shorter month uses its last day. */
    month_day: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(31)))),
    /** Eastern time, at the latest 12:30. */
    delivery_time: v.optional(hhmm, PUSH_REPORT_DEFAULT_TIME),
    recipients: v.pipe(
      v.array(emailField()),
      v.minLength(1, message(pushReportMessages.selectDestination)),
      v.maxLength(PUSH_REPORT_MAX_RECIPIENTS, message(fieldMessages.maxEntries, { max: PUSH_REPORT_MAX_RECIPIENTS })),
      v.check(
        (list) => new Set(list.map((address) => address.toLowerCase())).size === list.length,
        message(pushReportMessages.duplicateRecipient),
      ),
    ),
    access: v.optional(v.picklist(PUSH_REPORT_ACCESS), 'personal'),
    /** Send nothing when the search finds no row (the run is then Void). */
    only_with_rows: v.optional(v.boolean(), false),
    state: v.optional(v.picklist(PUSH_REPORT_STATES), 'active'),
  }),
  v.forward(
    v.check((input) => input.frequency !== 'weekly' || input.weekdays.length > 0, message(pushReportMessages.selectWeekday)),
    ['weekdays'],
  ),
  v.forward(
    v.check((input) => input.frequency !== 'monthly' || input.month_day != null, message(pushReportMessages.selectMonthDay)),
    ['month_day'],
  ),
)
export type PushReportInput = v.InferInput<typeof pushReportInputSchema>

const personSchema = v.object({ id: v.number(), username: v.string(), name: v.string() })

/** A run, as the repository lists it. */
export const pushReportRunSchema = v.object({
  id: v.number(),
  report_id: v.number(),
  status: v.picklist(PUSH_REPORT_RUN_STATUSES),
  /** When it was due (ISO). */
  scheduled_for: v.string(),
  started_at: v.nullable(v.string()),
  finished_at: v.nullable(v.string()),
  /** 'schedule' or 'now' (run now). */
  trigger: v.picklist(['schedule', 'now']),
  output_type: v.picklist(PUSH_REPORT_OUTPUT_TYPES),
  rows: v.nullable(v.number()),
  /** Bytes of the stored file; null once archived or when nothing was written. */
  file_size: v.nullable(v.number()),
  file_name: v.nullable(v.string()),
  attempts: v.number(),
})
export type PushReportRun = v.InferOutput<typeof pushReportRunSchema>

/** One run in full: its recipients, the e-mail it was sent in, and the error when it failed. */
export const pushReportRunDetailSchema = v.object({
  ...pushReportRunSchema.entries,
  report_name: v.string(),
  recipients: v.array(v.string()),
  /** The e-mail history entry the file went out in. */
  email_id: v.nullable(v.number()),
  error: v.nullable(v.string()),
  /** Whether the caller may download its file (stored, and theirs to see). */
  downloadable: v.boolean(),
})

/** A report as the list and the form read it. */
export const pushReportSchema = v.object({
  id: v.number(),
  name: v.string(),
  api_url: v.string(),
  query_params: v.record(v.string(), v.string()),
  cmid: v.string(),
  group: v.nullable(v.string()),
  /** The page the search runs on, in the reader's language ('Shipments'). */
  source: v.string(),
  output_type: v.picklist(PUSH_REPORT_OUTPUT_TYPES),
  columns: v.array(v.string()),
  frequency: v.picklist(PUSH_REPORT_FREQUENCIES),
  weekdays: v.array(v.number()),
  month_day: v.nullable(v.number()),
  delivery_time: v.string(),
  /** The schedule in words, in the reader's language ('Weekly on Monday and Thursday at 07:00 ET'). */
  schedule: v.string(),
  recipients: v.array(v.string()),
  access: v.picklist(PUSH_REPORT_ACCESS),
  only_with_rows: v.boolean(),
  state: v.picklist(PUSH_REPORT_STATES),
  owner: personSchema,
  company: v.string(),
  /** Next delivery (ISO), null while paused. */
  next_run_at: v.nullable(v.string()),
  last_run: v.nullable(v.object({ id: v.number(), at: v.string(), status: v.picklist(PUSH_REPORT_RUN_STATUSES) })),
  created_at: v.string(),
  /** What the caller may do with it. */
  can_edit: v.boolean(),
  can_delete: v.boolean(),
  can_copy: v.boolean(),
})
export type PushReport = v.InferOutput<typeof pushReportSchema>

/** A row of the report lists (PUSHREPORT, pushreport_all, pushreport_customers). */
export const pushReportRowSchema = v.object({
  id: v.number(),
  name: v.string(),
  source: v.string(),
  api_url: v.string(),
  output_type: v.string(),
  schedule: v.string(),
  next_run_at: v.nullable(v.string()),
  last_run_at: v.nullable(v.string()),
  last_status: v.nullable(v.string()),
  owner: v.string(),
  access: v.string(),
  state: v.string(),
})

/** What the create page shows of the saved search before it is saved: the page, its columns and its filters in words. */
export const pushReportSourceSchema = v.object({
  api_url: v.string(),
  /** The page's title from its menu entry, in the reader's language. */
  source: v.string(),
  columns: v.array(v.object({ name: v.string(), label: v.string(), visible: v.boolean() })),
  /** Each filter of the search in words ('Status is Delivered', 'Search: "montreal"'). */
  filters: v.array(v.string()),
  /** Rows the search finds now, with the caller's access. */
  rows: v.number(),
})

const listParams = { cmid: v.optional(optionalText(64)), api_url: v.optional(optionalText(300)) }

/** Document 1 section 7, "Push reports". */
export const pushreports = {
  /** The user's push reports on a table API path (document 2 section 2.6): a number. */
  count: endpoint({
    method: 'GET',
    path: 'pushreport/count',
    access: 'auth',
    silent: true,
    query: v.object({ api_url: text(300) }),
    response: v.number(),
    implemented: true,
  }),
  /** The create page's description of the saved search: its page, columns, filters and current row count. */
  source: endpoint({
    method: 'POST',
    path: 'pushreport_source',
    access: 'auth',
    body: v.object({ api_url: text(300), query_params: v.optional(pushReportQuerySchema, {}), cmid: v.optional(optionalText(64)) }),
    response: pushReportSourceSchema,
    implemented: true,
  }),
  /** Run now: a run made at once and delivered like a scheduled one; answers the run (New or Queued). */
  run: endpoint({ method: 'POST', path: 'run_report/{id}', access: 'auth', params: idParams, response: pushReportRunSchema, implemented: true }),
  /** The caller's reports (a grid list); `cmid` or `api_url` narrows it to one page's reports. */
  list: endpoint({
    method: 'GET',
    path: 'pushreport',
    access: 'auth',
    query: v.looseObject({ ...gridListQuery.entries, ...listParams }),
    response: listResponse(pushReportRowSchema),
    implemented: true,
  }),
  create: endpoint({ method: 'POST', path: 'pushreport', access: 'auth', body: pushReportInputSchema, response: pushReportSchema, implemented: true }),
  /** Staff: every report of the company (a grid list). */
  all: endpoint({
    method: 'GET',
    path: 'pushreport_all',
    access: { staff: true },
    query: v.looseObject({ ...gridListQuery.entries, ...listParams }),
    response: listResponse(pushReportRowSchema),
    implemented: true,
  }),
  /** Staff: the company's customer accounts' reports (a grid list). */
  customers: endpoint({
    method: 'GET',
    path: 'pushreport_customers',
    access: { staff: true },
    query: v.looseObject({ ...gridListQuery.entries, ...listParams }),
    response: listResponse(pushReportRowSchema),
    implemented: true,
  }),
  read: endpoint({ method: 'GET', path: 'pushreport/{id}', access: 'auth', params: idParams, response: pushReportSchema, implemented: true }),
  /** The whole form again; `state` pauses or resumes. Owner, or for a company or general report an administrator. */
  update: endpoint({
    method: 'PUT',
    path: 'pushreport/{id}',
    access: 'auth',
    params: idParams,
    body: pushReportInputSchema,
    response: pushReportSchema,
    implemented: true,
  }),
  /** Owner or administrator (document 2 section 6); its runs' files go with it. */
  remove: endpoint({ method: 'DELETE', path: 'pushreport/{id}', access: 'auth', params: idParams, response: okResponse, implemented: true }),
  /** Staff: a copy for another company (and, optionally, one of its users), paused, for its new owner to check. */
  copy: endpoint({
    method: 'POST',
    path: 'pushreport/{id}/copy',
    access: { staff: true },
    params: idParams,
    body: v.object({ company: text(16), user_id: v.optional(v.nullable(id)), name: v.optional(optionalText(100)) }),
    response: pushReportSchema,
    implemented: true,
  }),
  /** The companies and their users a report may be copied to (staff). */
  copyTargets: endpoint({
    method: 'GET',
    path: 'pushreport_copy_targets',
    access: { staff: true },
    response: v.array(v.object({ code: v.string(), name: v.string(), users: v.array(personSchema) })),
    implemented: true,
  }),
  /** The repository: every run of a report (a grid list). */
  repository: endpoint({
    method: 'GET',
    path: 'pushreportrepository/{pushreport_id}',
    access: 'auth',
    params: pathParams('pushreportrepository/{pushreport_id}'),
    query: gridListQuery,
    response: listResponse(pushReportRunSchema),
    implemented: true,
  }),
  repositoryItem: endpoint({
    method: 'GET',
    path: 'pushreportrepository/{pushreport_id}/{id}',
    access: 'auth',
    params: pathParams('pushreportrepository/{pushreport_id}/{id}'),
    response: pushReportRunDetailSchema,
    implemented: true,
  }),
  /** A run's file, to whoever may see the report (403 otherwise; 410 once archived). */
  download: endpoint({
    method: 'GET',
    path: 'pushreportrepository/{pushreport_id}/{id}/file',
    access: 'auth',
    params: pathParams('pushreportrepository/{pushreport_id}/{id}/file'),
    implemented: true,
  }),
  /** The e-mail's unsubscribe link: the signed token names the report and the address; no sign-in. */
  unsubscribe: endpoint({
    method: 'POST',
    path: 'pushreport_unsubscribe',
    access: 'public',
    body: v.object({ token: text(500) }),
    response: v.object({ report: v.string(), email: v.string(), message: v.string() }),
    implemented: true,
  }),
} as const
