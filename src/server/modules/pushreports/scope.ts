import { isStaff } from '@shared/auth'
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { Identity } from '../../auth/identity'
import { pushReports } from '../../db/schema'
import type { AuthedContext } from '../../lib/context'
import { fail } from '../../lib/errors'
import { pushReportAreaMessages } from '../../messages'

// Who sees and changes which push report (document 2 section 6). Every report belongs to one company; a
// report of another company does not exist for the caller (404). Within the company:
// - a customer account sees only its own reports;
// - staff also see the company's company-access and general-access reports;
// - an administrator (MT_TYPE ADMIN, or a staff group admin) sees every report of the company.
// Changing a report is for its owner, and for a company or general report also an administrator;
// deleting is for the owner or an administrator; copying to another company is for staff. A report the
// caller may not see answers 403, the same for reading, changing, running and its repository.

export type ReportRow = typeof pushReports.$inferSelect

/** An administrator of push reports: MT_TYPE ADMIN, or an administrator of a staff group. */
export function isReportAdmin(identity: Identity): boolean {
  if (identity.user.mtType === 'ADMIN') return true
  return !!identity.current?.isAdmin && isStaff(identity.user.mtType)
}

/** The reports the caller sees, as a condition on push_reports. */
export function visibleReports(identity: Identity): SQL {
  const company = eq(pushReports.companyId, identity.company.id)
  if (isReportAdmin(identity)) return company
  const own = eq(pushReports.userId, identity.user.id)
  if (!isStaff(identity.user.mtType)) return and(company, own) as SQL
  return and(company, or(own, inArray(pushReports.access, ['company', 'general']))) as SQL
}

export function canSee(identity: Identity, report: ReportRow): boolean {
  if (report.companyId !== identity.company.id) return false
  if (report.userId === identity.user.id || isReportAdmin(identity)) return true
  return isStaff(identity.user.mtType) && report.access !== 'personal'
}

export function canEdit(identity: Identity, report: ReportRow): boolean {
  if (report.companyId !== identity.company.id) return false
  if (report.userId === identity.user.id) return true
  return report.access !== 'personal' && isReportAdmin(identity)
}

export function canDelete(identity: Identity, report: ReportRow): boolean {
  if (report.companyId !== identity.company.id) return false
  return report.userId === identity.user.id || isReportAdmin(identity)
}

export function canCopy(identity: Identity, report: ReportRow): boolean {
  return isStaff(identity.user.mtType) && canSee(identity, report)
}

/** A report the caller may see: 404 when there is none in their company, 403 when it is not theirs to see. */
export async function findReport(ctx: AuthedContext, id: number): Promise<ReportRow> {
  const [report] = await ctx.db
    .select()
    .from(pushReports)
    .where(and(eq(pushReports.id, id), eq(pushReports.companyId, ctx.identity.company.id)))
  if (!report) fail(404, pushReportAreaMessages.notFound, { code: 'NOT_FOUND' })
  if (!canSee(ctx.identity, report)) fail(403, pushReportAreaMessages.notYours, { code: 'FORBIDDEN' })
  return report
}

/** A staff-only list's extra condition: the reports of customer accounts. */
export const customerOwned = sql`(SELECT u.mt_type FROM users u WHERE u.id = ${pushReports.userId}) NOT IN ('ADMIN', 'EMPLOYEE', 'SALES')`
