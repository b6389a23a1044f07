import { PUSH_REPORT_OUTPUT_TYPES } from '@shared/constants/grid'
import { PUSH_REPORT_RUN_STATUSES } from '@shared/contract/pushreports'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import { pushReportRuns, pushReports } from '../../db/schema'
import { defineLists } from '../../http/lists'
import { authed, type RequestContext } from '../../lib/context'
import { defineList, isoInstant, type ListColumn, type ListSpec } from '../../lib/list'
import { resourceMessages } from '../../lib/resource'
import { pushReportAreaMessages as m } from '../../messages'
import { pageTitleSql, scheduleSql } from './describe'
import { customerOwned, findReport, visibleReports } from './scope'

// The push report grid lists (document 1 section 7, "Push reports"): the caller's reports (PUSHREPORT),
// for staff every report they see (pushreport_all) and their customer accounts' (pushreport_customers),
// and a report's repository of runs. The page title and the schedule are written by the database in the
// reader's language, so they filter, search and sort like any column.

const plain = (value: string) => ({ label: { id: value, message: value }, value })
const ACCESS_OPTIONS = [
  { label: m.accessPersonal, value: 'personal' },
  { label: m.accessCompany, value: 'company' },
  { label: m.accessGeneral, value: 'general' },
]
const STATE_OPTIONS = [
  { label: m.stateActive, value: 'active' },
  { label: m.statePaused, value: 'paused' },
]
const STATUS_OPTIONS = PUSH_REPORT_RUN_STATUSES.map(plain)
const OUTPUT_OPTIONS = PUSH_REPORT_OUTPUT_TYPES.map(plain)

/** The latest run that has started: when, and its status. */
const lastRun = (column: SQL) =>
  sql`(SELECT ${column} FROM push_report_runs r WHERE r.report_id = ${pushReports.id} AND r.status <> 'New' ORDER BY r.id DESC LIMIT 1)`

function reportsView(ctx: RequestContext, narrow?: SQL) {
  const me = authed(ctx)
  const french = ctx.locale === 'fr'
  const source = sql<string>`coalesce(${pageTitleSql(pushReports.companyId, pushReports.cmid, french)}, ${pushReports.title})`
  const schedule = scheduleSql(ctx.t)
  const lastAt = lastRun(sql`coalesce(r.finished_at, r.started_at, r.scheduled_for)`)
  const lastStatus = lastRun(sql`r.status`)
  const owner = sql<string>`(SELECT u.fname || ' ' || u.lname FROM users u WHERE u.id = ${pushReports.userId})`
  const columns: ListColumn[] = [
    { name: 'id', label: resourceMessages.id, type: 'number', expr: pushReports.id, hidden: true },
    { name: 'name', label: m.colName, type: 'string', expr: pushReports.name, searchable: true },
    { name: 'source', label: m.colSource, type: 'string', expr: source, searchable: true },
    { name: 'api_url', label: m.colSource, type: 'string', expr: pushReports.apiUrl, hidden: true },
    { name: 'output_type', label: m.colOutput, type: 'string', expr: pushReports.outputType, options: OUTPUT_OPTIONS },
    { name: 'schedule', label: m.colSchedule, type: 'string', expr: schedule, searchable: true },
    { name: 'next_run_at', label: m.colNextRun, type: 'datetime', expr: pushReports.nextRunAt },
    { name: 'last_run_at', label: m.colLastRun, type: 'datetime', expr: lastAt },
    { name: 'last_status', label: m.colLastStatus, type: 'string', expr: lastStatus, options: STATUS_OPTIONS },
    { name: 'owner', label: m.colOwner, type: 'string', expr: owner, searchable: true },
    { name: 'access', label: m.colAccess, type: 'string', expr: pushReports.access, options: ACCESS_OPTIONS },
    { name: 'state', label: m.colState, type: 'string', expr: pushReports.state, options: STATE_OPTIONS },
  ]
  const spec: ListSpec = { columns, defaultSort: 'name', tiebreak: pushReports.id }
  const query = ctx.c?.req.query() ?? {}
  const cmid = query.cmid?.trim()
  const apiUrl = query.api_url?.trim()
  return {
    spec,
    table: pushReports,
    fields: {
      id: pushReports.id,
      name: pushReports.name,
      source,
      api_url: pushReports.apiUrl,
      output_type: pushReports.outputType,
      schedule,
      next_run_at: sql<string | null>`CASE WHEN ${pushReports.nextRunAt} IS NULL THEN NULL ELSE ${isoInstant(pushReports.nextRunAt)} END`,
      last_run_at: sql<string | null>`to_char(${lastAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      last_status: lastStatus,
      owner,
      access: pushReports.access,
      state: pushReports.state,
    },
    scope: and(
      visibleReports(me.identity),
      narrow,
      cmid ? eq(pushReports.cmid, cmid) : undefined,
      apiUrl ? eq(pushReports.apiUrl, apiUrl.replace(/^\/?(api\/)?/, '')) : undefined,
    ) as SQL,
  }
}

/** PUSHREPORT: the caller's own reports. */
export const reportList = defineList({
  exportable: true,
  view: (ctx) => reportsView(ctx, eq(pushReports.userId, authed(ctx).identity.user.id)),
})

/** pushreport_all (staff): every report the caller sees. */
export const allReportsList = defineList({ exportable: true, view: (ctx) => reportsView(ctx) })

/** pushreport_customers (staff): the reports of the company's customer accounts the caller sees. */
export const customerReportsList = defineList({ exportable: true, view: (ctx) => reportsView(ctx, customerOwned) })

/** PUSHREPORTR/{pushreport_id}: a report's runs, newest first; 404 or 403 as for the report. */
export const repositoryList = defineList<Record<string, unknown>, { pushreport_id: number }>({
  view: async (ctx, params) => {
    const report = await findReport(authed(ctx), Number(params.pushreport_id))
    const trigger = sql<string>`CASE ${pushReportRuns.trigger} WHEN 'now' THEN ${ctx.t(m.triggerNow)} ELSE ${ctx.t(m.triggerSchedule)} END`
    const columns: ListColumn[] = [
      { name: 'id', label: resourceMessages.id, type: 'number', expr: pushReportRuns.id },
      { name: 'scheduled_for', label: m.colScheduledFor, type: 'datetime', expr: pushReportRuns.scheduledFor },
      { name: 'started_at', label: m.colStarted, type: 'datetime', expr: pushReportRuns.startedAt },
      { name: 'finished_at', label: m.colFinished, type: 'datetime', expr: pushReportRuns.finishedAt },
      { name: 'status', label: m.colStatus, type: 'string', expr: pushReportRuns.status, options: STATUS_OPTIONS },
      { name: 'trigger', label: m.colTrigger, type: 'string', expr: trigger, hidden: true },
      { name: 'output_type', label: m.colOutput, type: 'string', expr: pushReportRuns.outputType, options: OUTPUT_OPTIONS },
      { name: 'rows', label: m.colRows, type: 'number', expr: pushReportRuns.rows },
      { name: 'file_size', label: m.colFileSize, type: 'number', expr: pushReportRuns.fileSize },
      { name: 'file_name', label: m.colFileName, type: 'string', expr: pushReportRuns.fileName, searchable: true },
      { name: 'attempts', label: m.colAttempts, type: 'number', expr: pushReportRuns.attempts, hidden: true },
    ]
    const instant = (column: typeof pushReportRuns.startedAt) =>
      sql<string | null>`CASE WHEN ${column} IS NULL THEN NULL ELSE ${isoInstant(column)} END`
    return {
      spec: { columns, defaultSort: '-id', tiebreak: pushReportRuns.id },
      table: pushReportRuns,
      fields: {
        id: pushReportRuns.id,
        report_id: pushReportRuns.reportId,
        status: pushReportRuns.status,
        scheduled_for: isoInstant(pushReportRuns.scheduledFor),
        started_at: instant(pushReportRuns.startedAt),
        finished_at: instant(pushReportRuns.finishedAt),
        trigger: pushReportRuns.trigger,
        output_type: pushReportRuns.outputType,
        rows: pushReportRuns.rows,
        file_size: pushReportRuns.fileSize,
        file_name: pushReportRuns.fileName,
        attempts: pushReportRuns.attempts,
      },
      scope: eq(pushReportRuns.reportId, report.id),
    }
  },
})

export const pushreportsLists = defineLists('pushreports', {
  list: reportList,
  all: allReportsList,
  customers: customerReportsList,
  repository: repositoryList,
})
