import { ACTIVE_STATUS } from '@shared/auth'
import type { PushReport, PushReportRun, pushReportInputSchema } from '@shared/contract/pushreports'
import { pushReportMessages } from '@shared/validation'
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import { attachments, companies, pushReportRuns, pushReports, users } from '../../db/schema'
import { type ListRegistry, listRegistryMessages, type ResolvedList, resolveList } from '../../http/lists'
import { attachmentResponse } from '../../lib/attachments'
import type { AuthedContext, RequestContext } from '../../lib/context'
import { fail, HttpError, invalidFields, sqlState } from '../../lib/errors'
import { listColumns, listPage } from '../../lib/list'
import { pushReportAreaMessages } from '../../messages'
import { describeFilters, describeSchedule, pageTitle } from './describe'
import { readUnsubscribeClaim, verifyUnsubscribeClaim } from './mail'
import { nextDelivery } from './schedule'
import { canCopy, canDelete, canEdit, findReport, type ReportRow } from './scope'

type Input = v.InferOutput<typeof pushReportInputSchema>

/** How many push reports the caller has on a table path. */
export async function countReports(ctx: AuthedContext, path: string): Promise<number> {
  const [row] = await ctx.db
    .select({ count: count() })
    .from(pushReports)
    .where(and(eq(pushReports.userId, ctx.identity.user.id), eq(pushReports.apiUrl, path)))
  return row?.count ?? 0
}

/** The search a report keeps: the table's parameters, without paging. */
export function storedQuery(params: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(params ?? {}).filter(([key]) => key !== 'limit' && key !== 'offset'))
}

/** When an active report is next delivered; null while paused. */
export function nextRunOf(report: Pick<ReportRow, 'state' | 'frequency' | 'weekdays' | 'monthDay' | 'deliveryTime'>, now: Date): Date | null {
  return report.state === 'active' ? nextDelivery(report, now) : null
}

/** The field errors an HTTP error carries, or the error again when it is not a refusal of input. */
function fieldsOf(error: unknown): Record<string, string> {
  if (error instanceof HttpError && error.status === 400 && error.options.errors) return error.options.errors
  throw error
}

/**
 * The server's checks of a report, after the contract schema's: the API path is an exportable grid list
 * the caller may read, its filters are the list's, every column is one of the list's, and the name is
 * unused among the owner's reports. All refusals come at once, on their fields; nothing is stored.
 */
async function checkReport(
  ctx: AuthedContext,
  lists: ListRegistry,
  input: Input,
  owner: { userId: number; exceptId?: number },
): Promise<ResolvedList> {
  const errors: Record<string, string> = {}
  let resolved: ResolvedList | undefined
  try {
    resolved = await resolveList(ctx, lists, input.api_url, 'api_url')
  } catch (error) {
    // A table the caller may not read is as unknown to them as a path that is no table.
    if (error instanceof HttpError && (error.status === 403 || error.status === 404)) {
      errors.api_url = ctx.t(listRegistryMessages.unknownApi)
    } else Object.assign(errors, fieldsOf(error))
  }
  if (resolved) {
    const view = await resolved.list.view(ctx, resolved.params)
    try {
      listPage(ctx, view.spec, storedQuery(input.query_params))
    } catch (error) {
      const faults = fieldsOf(error)
      errors.query_params = Object.values(faults)[0] ?? ctx.t(listRegistryMessages.unknownApi)
    }
    const names = new Set(view.spec.columns.map((column) => column.name))
    const unknown = input.columns.find((name) => !names.has(name))
    if (unknown !== undefined) errors.columns = ctx.t(pushReportAreaMessages.unknownColumn, { name: unknown })
  }
  const [used] = await ctx.db
    .select({ id: pushReports.id })
    .from(pushReports)
    .where(
      and(
        eq(pushReports.userId, owner.userId),
        sql`lower(${pushReports.name}) = lower(${input.name})`,
        owner.exceptId ? ne(pushReports.id, owner.exceptId) : undefined,
      ),
    )
    .limit(1)
  if (used) errors.name = ctx.t(pushReportMessages.nameUsed)
  if (Object.keys(errors).length > 0 || !resolved) throw invalidFields(errors)
  return resolved
}

/** The unique name index answered: two saves racing with one name, the second is a refusal on the name. */
async function uniqueName<T>(ctx: RequestContext, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (sqlState(error, /^23505$/)) throw invalidFields({ name: ctx.t(pushReportMessages.nameUsed) })
    throw error
  }
}

/** The columns a report's input sets. */
function settings(input: Input, path: string) {
  return {
    name: input.name,
    apiUrl: path,
    cmid: input.cmid,
    title: input.name,
    outputType: input.output_type,
    queryParams: storedQuery(input.query_params),
    columns: input.columns,
    frequency: input.frequency,
    weekdays: input.frequency === 'weekly' ? [...new Set(input.weekdays)].sort() : [],
    monthDay: input.frequency === 'monthly' ? (input.month_day ?? 1) : null,
    deliveryTime: input.delivery_time,
    recipients: input.recipients,
    access: input.access,
    onlyWithRows: input.only_with_rows,
    state: input.state,
  }
}

/** A report as the list and the form read it, with what the caller may do with it. */
export async function reportAnswer(ctx: AuthedContext, report: ReportRow): Promise<PushReport> {
  const [[owner], [company], [last]] = await Promise.all([
    ctx.db
      .select({ id: users.id, username: users.username, fname: users.fname, lname: users.lname })
      .from(users)
      .where(eq(users.id, report.userId)),
    ctx.db.select({ code: companies.code }).from(companies).where(eq(companies.id, report.companyId)),
    ctx.db
      .select({ id: pushReportRuns.id, status: pushReportRuns.status, scheduledFor: pushReportRuns.scheduledFor, startedAt: pushReportRuns.startedAt, finishedAt: pushReportRuns.finishedAt })
      .from(pushReportRuns)
      .where(and(eq(pushReportRuns.reportId, report.id), ne(pushReportRuns.status, 'New')))
      .orderBy(desc(pushReportRuns.id))
      .limit(1),
  ])
  const source = await pageTitle(ctx.db, report.companyId, report.cmid, ctx.locale === 'fr', report.title)
  return {
    id: report.id,
    name: report.name,
    api_url: report.apiUrl,
    query_params: report.queryParams,
    cmid: report.cmid ?? '',
    group: report.groupCode,
    source,
    output_type: report.outputType as PushReport['output_type'],
    columns: report.columns,
    frequency: report.frequency as PushReport['frequency'],
    weekdays: report.weekdays,
    month_day: report.monthDay,
    delivery_time: report.deliveryTime,
    schedule: describeSchedule(ctx.t, report),
    recipients: report.recipients,
    access: report.access as PushReport['access'],
    only_with_rows: report.onlyWithRows,
    state: report.state as PushReport['state'],
    owner: { id: owner?.id ?? report.userId, username: owner?.username ?? '', name: owner ? `${owner.fname} ${owner.lname}`.trim() : '' },
    company: company?.code ?? '',
    next_run_at: report.nextRunAt?.toISOString() ?? null,
    last_run: last
      ? { id: last.id, at: (last.finishedAt ?? last.startedAt ?? last.scheduledFor).toISOString(), status: last.status as PushReportRun['status'] }
      : null,
    created_at: report.createdAt.toISOString(),
    can_edit: canEdit(ctx.identity, report),
    can_delete: canDelete(ctx.identity, report),
    can_copy: canCopy(ctx.identity, report),
  }
}

/** POST pushreport: a new report of the caller's, on a grid they may read. */
export async function createReport(ctx: AuthedContext, lists: ListRegistry, input: Input): Promise<PushReport> {
  const { identity } = ctx
  const resolved = await checkReport(ctx, lists, input, { userId: identity.user.id })
  const values = settings(input, resolved.path)
  const [report] = await uniqueName(ctx, () =>
    ctx.db
      .insert(pushReports)
      .values({
        ...values,
        companyId: identity.company.id,
        userId: identity.user.id,
        groupCode: input.group || identity.current?.group.code || null,
        nextRunAt: nextRunOf(values, ctx.now),
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning(),
  )
  return reportAnswer(ctx, report!)
}

/** GET pushreport/{id}. */
export async function readReport(ctx: AuthedContext, id: number): Promise<PushReport> {
  return reportAnswer(ctx, await findReport(ctx, id))
}

/** PUT pushreport/{id}: the whole form again; `state` pauses or resumes. */
export async function updateReport(ctx: AuthedContext, lists: ListRegistry, id: number, input: Input): Promise<PushReport> {
  const report = await findReport(ctx, id)
  if (!canEdit(ctx.identity, report)) fail(403, pushReportAreaMessages.notEditable, { code: 'FORBIDDEN' })
  const resolved = await checkReport(ctx, lists, input, { userId: report.userId, exceptId: report.id })
  const values = settings(input, resolved.path)
  const [updated] = await uniqueName(ctx, () =>
    ctx.db
      .update(pushReports)
      .set({ ...values, groupCode: input.group || report.groupCode, nextRunAt: nextRunOf(values, ctx.now), updatedAt: ctx.now })
      .where(eq(pushReports.id, report.id))
      .returning(),
  )
  return reportAnswer(ctx, updated!)
}

/** Removes the stored files of runs: their attachments and bytes. */
export async function removeRunFiles(ctx: Pick<RequestContext, 'db' | 'storage'>, attachmentIds: string[]): Promise<void> {
  if (attachmentIds.length === 0) return
  const rows = await ctx.db
    .delete(attachments)
    .where(and(inArray(attachments.id, attachmentIds), eq(attachments.ownerType, 'push_report_run')))
    .returning({ storageKey: attachments.storageKey })
  for (const row of rows) await ctx.storage.delete(row.storageKey).catch(() => undefined)
}

/** DELETE pushreport/{id}: the owner or an administrator; its runs and their files go with it. */
export async function removeReport(ctx: AuthedContext, id: number): Promise<void> {
  const report = await findReport(ctx, id)
  if (!canDelete(ctx.identity, report)) fail(403, pushReportAreaMessages.notDeletable, { code: 'FORBIDDEN' })
  const files = await ctx.db
    .select({ id: pushReportRuns.attachmentId })
    .from(pushReportRuns)
    .where(eq(pushReportRuns.reportId, report.id))
  await ctx.db.delete(pushReports).where(eq(pushReports.id, report.id))
  await removeRunFiles(ctx, files.map((row) => row.id).filter((file): file is string => !!file))
}

/** GET pushreport_copy_targets: the other companies and their active users. */
export async function copyTargets(ctx: AuthedContext) {
  const [list, people] = await Promise.all([
    ctx.db.select({ id: companies.id, code: companies.code, name: companies.name }).from(companies).where(ne(companies.id, ctx.identity.company.id)).orderBy(asc(companies.name)),
    ctx.db
      .select({ id: users.id, companyId: users.companyId, username: users.username, fname: users.fname, lname: users.lname })
      .from(users)
      .where(and(ne(users.companyId, ctx.identity.company.id), eq(users.status, ACTIVE_STATUS)))
      .orderBy(asc(users.username)),
  ])
  return list.map((company) => ({
    code: company.code,
    name: company.name,
    users: people
      .filter((person) => person.companyId === company.id)
      .map((person) => ({ id: person.id, username: person.username, name: `${person.fname} ${person.lname}`.trim() })),
  }))
}

/** POST pushreport/{id}/copy: a paused copy for another company, owned by the chosen user or its first administrator. */
export async function copyReport(
  ctx: AuthedContext,
  id: number,
  body: { company: string; user_id?: number | null; name?: string | null },
): Promise<PushReport> {
  const report = await findReport(ctx, id)
  if (!canCopy(ctx.identity, report)) fail(403, pushReportAreaMessages.notYours, { code: 'FORBIDDEN' })
  const [company] = await ctx.db.select().from(companies).where(eq(companies.code, body.company))
  if (!company || company.id === ctx.identity.company.id) throw invalidFields({ company: ctx.t(pushReportAreaMessages.unknownCompany) })
  const active = and(eq(users.companyId, company.id), eq(users.status, ACTIVE_STATUS))
  const [owner] = body.user_id
    ? await ctx.db.select().from(users).where(and(active, eq(users.id, body.user_id)))
    : await ctx.db.select().from(users).where(and(active, eq(users.mtType, 'ADMIN'))).orderBy(asc(users.id)).limit(1)
  if (!owner) {
    throw invalidFields({ user_id: ctx.t(body.user_id ? pushReportAreaMessages.unknownUser : pushReportAreaMessages.noOwner) })
  }
  const name = body.name || report.name
  const [used] = await ctx.db
    .select({ id: pushReports.id })
    .from(pushReports)
    .where(and(eq(pushReports.userId, owner.id), sql`lower(${pushReports.name}) = lower(${name})`))
  if (used) throw invalidFields({ name: ctx.t(pushReportMessages.nameUsed) })
  // The copy signs its links with a key of its own.
  const { id: _id, createdAt: _created, updatedAt: _updated, linkKey: _key, ...rest } = report
  const [copy] = await uniqueName(ctx, () =>
    ctx.db
      .insert(pushReports)
      .values({
        ...rest,
        name,
        companyId: company.id,
        userId: owner.id,
        groupCode: null,
        recipients: owner.email ? [owner.email] : report.recipients,
        state: 'paused',
        nextRunAt: null,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning(),
  )
  // The copy belongs to another company: its answer is written as its owner's company would read it.
  const answer = await reportAnswer(ctx, copy!)
  return { ...answer, can_edit: false, can_delete: false, can_copy: false }
}

/** POST pushreport_source: the page, its columns, the search in words and its row count with the caller's access. */
export async function describeSource(
  ctx: AuthedContext,
  lists: ListRegistry,
  body: { api_url: string; query_params?: Record<string, string>; cmid?: string | null },
) {
  const resolved = await resolveList(ctx, lists, body.api_url, 'api_url')
  const view = await resolved.list.view(ctx, resolved.params)
  const query = storedQuery(body.query_params)
  const page = listPage(ctx, view.spec, query)
  const where = page.where ? and(view.scope, page.where) : view.scope
  const from = view.join ? sql`${view.table} INNER JOIN ${view.join.table} ON ${view.join.on}` : sql`${view.table}`
  const result = (await ctx.db.execute(sql`SELECT count(*)::int AS "count" FROM ${from} WHERE ${where}`)) as unknown as {
    rows: { count: number }[]
  }
  const details = listColumns(ctx, view.spec).columns_details
  const cmid = body.cmid || ctx.cmid
  return {
    api_url: resolved.path,
    source: await pageTitle(ctx.db, ctx.identity.company.id, cmid, ctx.locale === 'fr', resolved.path),
    columns: details.map((column) => ({ name: column.name, label: column.label, visible: column.visible !== false })),
    filters: describeFilters(ctx.t, view.spec.columns, query),
    rows: Number(result.rows[0]?.count ?? 0),
  }
}

const runColumns = {
  id: pushReportRuns.id,
  reportId: pushReportRuns.reportId,
  status: pushReportRuns.status,
  scheduledFor: pushReportRuns.scheduledFor,
  startedAt: pushReportRuns.startedAt,
  finishedAt: pushReportRuns.finishedAt,
  trigger: pushReportRuns.trigger,
  outputType: pushReportRuns.outputType,
  rows: pushReportRuns.rows,
  fileSize: pushReportRuns.fileSize,
  fileName: pushReportRuns.fileName,
  attempts: pushReportRuns.attempts,
  attachmentId: pushReportRuns.attachmentId,
  recipients: pushReportRuns.recipients,
  emailId: pushReportRuns.emailId,
  error: pushReportRuns.error,
}

type RunRecord = { [K in keyof typeof runColumns]: (typeof pushReportRuns.$inferSelect)[K] }

/** A run as the repository answers it. */
export function runAnswer(run: RunRecord): PushReportRun {
  return {
    id: run.id,
    report_id: run.reportId,
    status: run.status as PushReportRun['status'],
    scheduled_for: run.scheduledFor.toISOString(),
    started_at: run.startedAt?.toISOString() ?? null,
    finished_at: run.finishedAt?.toISOString() ?? null,
    trigger: run.trigger === 'now' ? 'now' : 'schedule',
    output_type: run.outputType as PushReportRun['output_type'],
    rows: run.rows,
    file_size: run.fileSize,
    file_name: run.fileName,
    attempts: run.attempts,
  }
}

/** A run of a report the caller may see: 404 when the pair of ids does not match. */
async function findRun(ctx: AuthedContext, reportId: number, runId: number) {
  const report = await findReport(ctx, reportId)
  const [run] = await ctx.db
    .select(runColumns)
    .from(pushReportRuns)
    .where(and(eq(pushReportRuns.id, runId), eq(pushReportRuns.reportId, report.id)))
  if (!run) fail(404, pushReportAreaMessages.runNotFound, { code: 'NOT_FOUND' })
  return { report, run }
}

/** GET pushreportrepository/{pushreport_id}/{id}: one run in full. */
export async function repositoryItem(ctx: AuthedContext, reportId: number, runId: number) {
  const { report, run } = await findRun(ctx, reportId, runId)
  return {
    ...runAnswer(run),
    report_name: report.name,
    recipients: run.recipients,
    email_id: run.emailId,
    error: run.error,
    downloadable: !!run.attachmentId && run.status !== 'Archived',
  }
}

/** GET pushreportrepository/{pushreport_id}/{id}/file: the run's file; 410 once archived. */
export async function downloadRun(ctx: AuthedContext, reportId: number, runId: number): Promise<Response> {
  const { run } = await findRun(ctx, reportId, runId)
  if (run.status === 'Archived') fail(410, pushReportAreaMessages.fileArchived, { code: 'ARCHIVED' })
  if (!run.attachmentId) fail(404, pushReportAreaMessages.noFile, { code: 'NOT_FOUND' })
  const [file] = await ctx.db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, run.attachmentId), eq(attachments.ownerType, 'push_report_run'), eq(attachments.ownerId, run.id)))
  if (!file) fail(404, pushReportAreaMessages.noFile, { code: 'NOT_FOUND' })
  const answer = await attachmentResponse(ctx, file)
  answer.headers.set('Cache-Control', 'no-store')
  return answer
}

/** POST pushreport_unsubscribe: the token's address leaves the report's recipients; the last one pauses it. */
export async function unsubscribe(ctx: RequestContext, token: string) {
  const refused = () => fail(400, pushReportAreaMessages.badToken, { code: 'BAD_TOKEN', errors: { token: ctx.t(pushReportAreaMessages.badToken) } })
  const claim = readUnsubscribeClaim(token)
  if (!claim) return refused()
  return ctx.db.transaction(async (tx) => {
    const [report] = await tx.select().from(pushReports).where(eq(pushReports.id, claim.reportId)).for('update')
    if (!report || !verifyUnsubscribeClaim(report.linkKey, claim)) return refused()
    const left = report.recipients.filter((address) => address.toLowerCase() !== claim.email)
    const removed = left.length !== report.recipients.length
    if (removed) {
      const paused = left.length === 0
      await tx
        .update(pushReports)
        .set({ recipients: left, updatedAt: ctx.now, ...(paused ? { state: 'paused', nextRunAt: null } : {}) })
        .where(eq(pushReports.id, report.id))
    }
    const values = { email: claim.email, report: report.name }
    return {
      report: report.name,
      email: claim.email,
      message: ctx.t(removed ? pushReportAreaMessages.unsubscribed : pushReportAreaMessages.alreadyUnsubscribed, values),
    }
  })
}

