import { Readable } from 'node:stream'
import { PUSH_REPORT_RETENTION_DAYS, PUSH_REPORT_TIMEZONE } from '@shared/contract/pushreports'
import { formatInstant } from '@shared/format'
import { toLocale } from '@shared/i18n'
import { and, asc, eq, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { buildIdentity, identityUserColumns } from '../../auth/identity'
import type { Db } from '../../db/client'
import { attachments, companies, manualProperties, pushReportRuns, pushReports, users } from '../../db/schema'
import { translateTo } from '../../i18n'
import type { ListRegistry } from '../../http/lists'
import { resolveList } from '../../http/lists'
import type { AuthedContext, Deps } from '../../lib/context'
import { deliverNotice, queueNotice, recordNotice } from '../../lib/email'
import { defineJob, enqueue, type JobContext } from '../../lib/jobs'
import { listBatches, listColumns, listPage } from '../../lib/list'
import { newStorageKey } from '../../storage'
import { EXPORT_BATCH, fileName, readAhead } from '../export/export'
import { exportFormats } from '../export/formats'
import { pageTitle } from './describe'
import { deliveryMail, failureMail, portalOrigin, unsubscribeLink, unsubscribeToken } from './mail'
import { nextDelivery } from './schedule'
import type { ReportRow } from './scope'
import { removeRunFiles, runAnswer } from './service'

// The runs of push reports, on the job queue (docs/jobs.md):
// - `push-report-scheduler`, every minute: takes the active reports whose time has come, makes one run
//   per report and delivery time, advances each report's next delivery, and enqueues a run job per run;
// - `push-report-run`, one per run: runs the saved search as the grid's export does, with the owner's
//   identity and access at run time, stores the file and e-mails it; retried with back-off, then
//   Incomplete and the owner told;
// - `push-report-retention`, every day: removes the files of runs older than the retention period.

/** The grid lists a run reads: the registry the handlers were built with. */
let registry: ListRegistry = {}

export function provideLists(lists: ListRegistry): void {
  registry = lists
}

/** Statuses a run ends in: a run job finding one of these has nothing left to do. */
const SETTLED = ['Processed', 'Void', 'Incomplete', 'Archived']

/** Reports taken per scheduler pass. */
const SCHEDULE_BATCH = 1000

type RunDeps = Pick<Deps, 'db' | 'config' | 'storage' | 'mailer' | 'clock'> & { now: Date }

/**
 * The owner's signed-in context at run time, built from the database as a request's is: their account,
 * company and groups as they are now (the report's group when they are still in it). An owner no longer
 * active is refused by the same access check as a request.
 */
async function ownerContext(deps: RunDeps, report: ReportRow): Promise<AuthedContext> {
  const [user] = await deps.db.select(identityUserColumns).from(users).where(eq(users.id, report.userId))
  const [company] = await deps.db.select().from(companies).where(eq(companies.id, report.companyId))
  if (!user || !company || user.companyId !== company.id) throw new Error('The report owner no longer exists')
  const identity = await buildIdentity(
    deps.db,
    {
      session: {
        id: '00000000-0000-0000-0000-000000000000',
        userId: user.id,
        companyId: company.id,
        groupId: null,
        impersonatorId: null,
        parentId: null,
        lastSeenAt: deps.now,
        expiresAt: new Date(deps.now.getTime() + 3_600_000),
        idleExpiresAt: new Date(deps.now.getTime() + 3_600_000),
        revokedAt: null,
      },
      user,
      company,
    },
    deps.now,
  )
  identity.current = identity.memberships.find((item) => item.group.code === report.groupCode) ?? identity.current
  const locale = toLocale(user.lang)
  return {
    ...deps,
    c: undefined as never,
    locale,
    ip: '127.0.0.1',
    userAgent: 'push-report',
    identity,
    token: 'push-report',
    cmid: report.cmid,
    t: (descriptor, values) => translateTo(locale, descriptor, values),
  }
}

/** Counts the rows of the batches passing through. */
async function* counted<T>(batches: AsyncIterable<T[]>, tally: { rows: number }): AsyncGenerator<T[]> {
  for await (const batch of batches) {
    tally.rows += batch.length
    yield batch
  }
}

/**
 * Writes a report's file as the grid's export writes it, with the owner's access: the list's own scope
 * decides the rows (a customer's report never holds another account's rows, whatever its saved search
 * says), restricted to the report's columns in their order, read in batches with the next read ahead
 * and streamed to storage. Answers the storage key, size and row count.
 */
async function writeReportFile(owner: AuthedContext, report: ReportRow, storageKey: string) {
  const { list, params } = await resolveList(owner, registry, report.apiUrl, 'api_url')
  const view = await list.view(owner, params)
  const query = report.queryParams
  listPage(owner, view.spec, query)
  const details = listColumns(owner, view.spec).columns_details
  const columns = report.columns
    .map((name) => details.find((column) => column.name === name))
    .filter((column): column is (typeof details)[number] => !!column)
    .map(({ name, label, type }) => ({ name, label, type }))
  if (columns.length === 0) throw new Error('None of the report columns is a column of the table any more')
  const format = exportFormats[report.outputType as keyof typeof exportFormats] ?? exportFormats.PDF
  const tally = { rows: 0 }
  const stamp = `${formatInstant(owner.now, 'YYYY-MM-DD HH:mm', PUSH_REPORT_TIMEZONE)} (${PUSH_REPORT_TIMEZONE})`
  const file = format.write({
    title: report.name,
    stamp,
    columns,
    batches: readAhead(counted(listBatches(owner, view, query, EXPORT_BATCH), tally)),
  })
  const size = await owner.storage.put(storageKey, Readable.fromWeb(file as Parameters<typeof Readable.fromWeb>[0]))
  return { size, rows: tally.rows, format, name: `${fileName(report.name)}.${format.extension}` }
}

/** Makes one run: its file, stored, and the e-mails to its recipients. Bears being run twice. */
export async function executeRun(deps: RunDeps, runId: number): Promise<void> {
  const [run] = await deps.db.select().from(pushReportRuns).where(eq(pushReportRuns.id, runId))
  if (!run || SETTLED.includes(run.status)) return
  const [report] = await deps.db.select().from(pushReports).where(eq(pushReports.id, run.reportId))
  if (!report) return
  await deps.db
    .update(pushReportRuns)
    .set({ status: 'Queued', attempts: sql`${pushReportRuns.attempts} + 1`, startedAt: run.startedAt ?? deps.now })
    .where(eq(pushReportRuns.id, run.id))
  const owner = await ownerContext(deps, report)
  const key = newStorageKey()
  const written = await writeReportFile(owner, report, key)
  try {
    if (report.onlyWithRows && written.rows === 0) {
      await deps.storage.delete(key).catch(() => undefined)
      await deps.db
        .update(pushReportRuns)
        .set({ status: 'Void', rows: 0, finishedAt: deps.clock.now(), error: null })
        .where(eq(pushReportRuns.id, run.id))
      return
    }
    const page = await pageTitle(deps.db, report.companyId, report.cmid, owner.locale === 'fr', report.title)
    const notices = await deps.db.transaction(async (tx) => {
      // A run made meanwhile by another attempt (one timed out and retried while still going) is delivered:
      // this attempt's file is dropped and nothing is sent twice.
      const [current] = await tx
        .select({ status: pushReportRuns.status })
        .from(pushReportRuns)
        .where(eq(pushReportRuns.id, run.id))
        .for('update')
      if (!current || SETTLED.includes(current.status)) return null
      const [file] = await tx
        .insert(attachments)
        .values({
          companyId: report.companyId,
          ownerType: 'push_report_run',
          ownerId: run.id,
          filename: written.name,
          contentType: written.format.contentType,
          size: written.size,
          storageKey: key,
          uploadedBy: report.userId,
          uploadedByName: owner.identity.user.username,
          uploadedAt: deps.now,
        })
        .returning({ id: attachments.id })
      const recipients = report.recipients
      const sent = []
      for (const address of recipients) {
        const link = unsubscribeLink(deps.config, owner.identity.company.code, unsubscribeToken(report.linkKey, report.id, address))
        const mail = deliveryMail(owner.locale, { report: report.name, page, rows: written.rows, file: written.name, link })
        sent.push(
          await recordNotice(
            { db: tx, mailer: deps.mailer, now: deps.now },
            {
              ...mail,
              to: [address],
              companyId: report.companyId,
              userId: report.userId,
              sender: owner.identity.user.username,
              attachments: [{ id: file!.id, filename: written.name, size: written.size }],
            },
          ),
        )
      }
      await tx
        .update(pushReportRuns)
        .set({
          status: 'Processed',
          rows: written.rows,
          attachmentId: file!.id,
          fileName: written.name,
          fileSize: written.size,
          recipients,
          emailId: sent[0]?.id ?? null,
          finishedAt: deps.clock.now(),
          error: null,
        })
        .where(eq(pushReportRuns.id, run.id))
      return sent
    })
    if (!notices) {
      await deps.storage.delete(key).catch(() => undefined)
      return
    }
    for (const notice of notices) await deliverNotice(deps, notice)
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined)
    throw error
  }
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : typeof error === 'object' && error && 'message' in error ? String(error.message) : String(error)).slice(0, 1000) || 'unknown'

/** A failed run: the error kept; with no retry left, Incomplete and its owner told. */
async function runFailed(ctx: JobContext, runId: number, failure: { error: unknown; attempt: number; retryAt: Date | null }) {
  const error = errorText(failure.error)
  const last = failure.retryAt === null
  const [run] = await ctx.db
    .update(pushReportRuns)
    .set(last ? { status: 'Incomplete', error, finishedAt: ctx.now } : { status: 'Queued', error })
    .where(and(eq(pushReportRuns.id, runId), sql`${pushReportRuns.status} NOT IN ('Processed', 'Void', 'Incomplete', 'Archived')`))
    .returning({ id: pushReportRuns.id, reportId: pushReportRuns.reportId, attempts: pushReportRuns.attempts })
  if (!run || !last) return
  const [report] = await ctx.db
    .select({ report: pushReports, email: users.email, lang: users.lang, company: companies.code })
    .from(pushReports)
    .innerJoin(users, eq(users.id, pushReports.userId))
    .innerJoin(companies, eq(companies.id, pushReports.companyId))
    .where(eq(pushReports.id, run.reportId))
  if (!report?.email) return
  const locale = toLocale(report.lang)
  const page = await pageTitle(ctx.db, report.report.companyId, report.report.cmid, locale === 'fr', report.report.title)
  const link = `${portalOrigin(ctx.config)}/${encodeURIComponent(report.company)}/pages/PUSHREPORTR/${run.reportId}/${run.id}`
  await queueNotice(ctx, {
    ...failureMail(locale, { report: report.report.name, page, attempts: run.attempts, error, link }),
    to: [report.email],
    companyId: report.report.companyId,
    userId: null,
  })
}

/** One run of a report: 3 retries, 1-2, 2-4 and 4-8 minutes apart; four at a time per instance. */
export const pushReportRun = defineJob({
  name: 'push-report-run',
  payload: v.object({ runId: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  timeoutSeconds: 10 * 60,
  concurrency: 4,
  handler: (ctx, { runId }) => executeRun(ctx, runId),
  failed: (ctx, { runId }, failure) => runFailed(ctx, runId, failure),
})

/**
 * Makes the runs that are due: the active reports whose next delivery has come, taken with FOR UPDATE
 * SKIP LOCKED (another instance passing at the same moment takes other reports, or none), one run per
 * report and delivery time (the push_report_runs_once index makes a second insert a no-op), the next
 * delivery advanced past now. Each run is enqueued once its row is committed. Answers the new runs' ids.
 */
export async function scheduleDueRuns(ctx: { db: Db; now: Date }): Promise<number[]> {
  const made: number[] = []
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(pushReports)
        .where(and(eq(pushReports.state, 'active'), isNotNull(pushReports.nextRunAt), lte(pushReports.nextRunAt, ctx.now)))
        .orderBy(asc(pushReports.nextRunAt))
        .limit(SCHEDULE_BATCH)
        .for('update', { skipLocked: true })
      if (due.length === 0) return { ids: [] as number[], taken: 0 }
      const rows = await tx
        .insert(pushReportRuns)
        .values(
          due.map((report) => ({
            reportId: report.id,
            companyId: report.companyId,
            scheduledFor: report.nextRunAt!,
            trigger: 'schedule',
            status: 'New',
            outputType: report.outputType,
            recipients: report.recipients,
            createdAt: ctx.now,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: pushReportRuns.id })
      for (const report of due) {
        await tx.update(pushReports).set({ nextRunAt: nextDelivery(report, ctx.now) }).where(eq(pushReports.id, report.id))
      }
      return { ids: rows.map((row) => row.id), taken: due.length }
    })
    made.push(...batch.ids)
    for (const id of batch.ids) await enqueue(ctx, pushReportRun, { runId: id })
    if (batch.taken < SCHEDULE_BATCH) return made
  }
}

/** How long a new run may wait for its job before it counts as never handed to the queue. */
const STRANDED_AFTER_MS = 10 * 60_000

/**
 * Runs committed but never handed to the queue (their server stopped between the two), still New after
 * ten minutes with no job waiting or running for them: enqueued again. A run job that finds its run made
 * already does nothing, so a job enqueued twice still delivers once. Answers the runs enqueued.
 */
export async function requeueStrandedRuns(ctx: { db: Db; now: Date }): Promise<number[]> {
  const cutoff = new Date(ctx.now.getTime() - STRANDED_AFTER_MS)
  const result = (await ctx.db.execute(sql`SELECT r.id FROM push_report_runs r
    WHERE r.status = 'New' AND r.created_at < ${cutoff}
      AND NOT EXISTS (
        SELECT 1 FROM pgboss.job j
        WHERE j.name = ${pushReportRun.name} AND j.state IN ('created', 'retry', 'active') AND j.data->>'runId' = r.id::text
      )
    ORDER BY r.id LIMIT 100`)) as unknown as { rows: { id: number }[] }
  const ids = result.rows.map((row) => Number(row.id))
  for (const id of ids) await enqueue(ctx, pushReportRun, { runId: id })
  return ids
}

export const pushReportScheduler = defineJob({
  name: 'push-report-scheduler',
  payload: v.object({}),
  schedule: { cron: '* * * * *', payload: {} },
  retry: { limit: 2, delaySeconds: 10, backoff: true },
  async handler(ctx) {
    await scheduleDueRuns(ctx)
    await requeueStrandedRuns(ctx)
  },
})

/** POST run_report/{id}: a run made now and delivered like a scheduled one. */
export async function runNow(ctx: AuthedContext, report: ReportRow) {
  const [run] = await ctx.db
    .insert(pushReportRuns)
    .values({
      reportId: report.id,
      companyId: report.companyId,
      scheduledFor: ctx.now,
      trigger: 'now',
      status: 'New',
      outputType: report.outputType,
      recipients: report.recipients,
      createdAt: ctx.now,
    })
    .returning()
  await enqueue(ctx, pushReportRun, { runId: run!.id })
  return runAnswer(run!)
}

/** Days a company keeps run files: its manual property PUSH_REPORT_RETENTION_DAYS when a positive number. */
export async function retentionDays(db: Db, companyId: number): Promise<number> {
  const [row] = await db
    .select({ value: manualProperties.value })
    .from(manualProperties)
    .where(and(eq(manualProperties.companyId, companyId), sql`lower(${manualProperties.name}) = 'push_report_retention_days'`))
  const days = Number(row?.value?.trim())
  return Number.isInteger(days) && days > 0 ? days : PUSH_REPORT_RETENTION_DAYS
}

/** Archives the runs finished before each company's retention period: their files removed. Answers how many. */
export async function archiveOldRuns(ctx: Pick<Deps, 'db' | 'storage'> & { now: Date }): Promise<number> {
  const holders = await ctx.db
    .selectDistinct({ companyId: pushReportRuns.companyId })
    .from(pushReportRuns)
    .where(isNotNull(pushReportRuns.attachmentId))
  let archived = 0
  for (const { companyId } of holders) {
    const cutoff = new Date(ctx.now.getTime() - (await retentionDays(ctx.db, companyId)) * 86_400_000)
    for (;;) {
      const old = await ctx.db
        .select({ id: pushReportRuns.id })
        .from(pushReportRuns)
        .where(and(eq(pushReportRuns.companyId, companyId), isNotNull(pushReportRuns.attachmentId), lt(pushReportRuns.finishedAt, cutoff)))
        .limit(500)
      if (old.length === 0) break
      const rows = await ctx.db
        .update(pushReportRuns)
        .set({ status: 'Archived', attachmentId: null, fileSize: null })
        .where(and(inArray(pushReportRuns.id, old.map((row) => row.id)), isNotNull(pushReportRuns.attachmentId)))
        .returning({ id: pushReportRuns.id })
      // The files of the archived runs: their attachments point back at the runs.
      const files = await ctx.db
        .select({ id: attachments.id })
        .from(attachments)
        .where(and(eq(attachments.ownerType, 'push_report_run'), inArray(attachments.ownerId, rows.map((row) => row.id))))
      await removeRunFiles(ctx, files.map((file) => file.id))
      archived += rows.length
    }
  }
  return archived
}

export const pushReportRetention = defineJob({
  name: 'push-report-retention',
  payload: v.object({}),
  schedule: { cron: '15 5 * * *', payload: {} },
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  async handler(ctx) {
    await archiveOldRuns(ctx)
  },
})
