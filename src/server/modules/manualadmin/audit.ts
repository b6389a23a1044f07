import type { ComplianceDocument, ComplianceGroup, ComplianceReading, TrailRow } from '@shared/contract/qpm-audit'
import { STAFF_TYPES } from '@shared/auth'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { AnyColumn } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { revokeSession } from '../../auth/sessions'
import { manualAuditTrail, memberships, users } from '../../db/schema'
import { type AuthedContext, authed, type RequestContext } from '../../lib/context'
import { fail } from '../../lib/errors'
import { defineList, isoInstant, type ListColumn, type ListSpec } from '../../lib/list'
import { resourceMessages } from '../../lib/resource'
import { noteChange } from '../../lib/trail'
import { manualAdminMessages } from '../../messages'
import type { Reader } from '../manual/scope'
import { readSettings, saveSettings } from '../manual/service'
import { switchUser } from '../users/sign-in'
import { labels } from './labels'

// The manual's audit: compliance with required readings, a user's readings and settings, switching to a
// user and back, and the audit trail.

/**
 * The (person, document) pairs of required readings in the company, as a FROM item named `p`, read from
 * the states the database keeps (`manual_reading_states`, migration 0013: who must read which document
 * by when, the revision that counts and the latest acknowledged); `st`, `u` and `n` name the state, the
 * person and the document for `where`. The state on `today` is worked out here.
 */
export function readingPairs(companyId: number, today: string, where: SQL = sql`TRUE`): SQL {
  return sql`(
    SELECT st.user_id || ':' || st.node_id AS key, st.user_id, u.username, trim(u.fname || ' ' || u.lname) AS name,
      st.node_id, n.number, n.title, st.due_date::text AS due_date, st.required_revision, st.read_revision,
      to_char(st.read_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS read_at,
      CASE WHEN st.read_revision >= st.required_revision THEN 'read'
        WHEN st.due_date < ${today}::date THEN 'overdue' ELSE 'due' END AS status
    FROM manual_reading_states st JOIN users u ON u.id = st.user_id JOIN manual_nodes n ON n.id = st.node_id
    WHERE st.company_id = ${companyId} AND ${where}
  ) AS p`
}

/** A column of a list read from a FROM item: `alias.name`. */
const col = (alias: string, name: string, label: ListColumn['label'], type: ListColumn['type'], searchable = false): ListColumn => ({
  name,
  label,
  type,
  expr: sql.raw(`${alias}."${name}"`),
  searchable,
})

const readingColumns: ListColumn[] = [
  { ...col('p', 'key', labels.id, 'string'), hidden: true },
  col('p', 'username', labels.username, 'string', true),
  col('p', 'name', labels.name, 'string', true),
  col('p', 'number', labels.number, 'string', true),
  col('p', 'title', labels.title, 'string', true),
  col('p', 'due_date', labels.dueDate, 'date'),
  col('p', 'required_revision', labels.requiredRevision, 'number'),
  col('p', 'read_revision', labels.readRevision, 'number'),
  col('p', 'read_at', labels.readAt, 'datetime'),
  col('p', 'status', labels.status, 'string', true),
]
const readingSpec: ListSpec = { columns: readingColumns, defaultSort: 'due_date', tiebreak: sql.raw('p."key"') as unknown as AnyColumn }
const readingFields = Object.fromEntries(
  ['key', 'user_id', 'username', 'name', 'node_id', 'number', 'title', 'due_date', 'required_revision', 'read_revision', 'read_at', 'status'].map(
    (name) => [name, sql.raw(`p."${name}"`)],
  ),
)

const todayOf = (ctx: RequestContext) => ctx.now.toISOString().slice(0, 10)

/** A list of readings: `where` picks the pairs (a user's, a document's, a group's members'). */
function readingsList(where: (ctx: AuthedContext, id: number) => SQL) {
  return defineList<ComplianceReading, { id: number }>({
    exportable: true,
    view: (ctx, params) => {
      const me = authed(ctx)
      return {
        spec: readingSpec,
        table: readingPairs(me.identity.company.id, todayOf(me), where(me, params.id)) as unknown as PgTable,
        fields: readingFields,
        scope: sql`TRUE`,
      }
    },
  })
}

export const userReadings = readingsList((_ctx, id) => sql`u.id = ${id}`)
export const documentReadings = readingsList((_ctx, id) => sql`st.node_id = ${id}`)
export const groupReadings = readingsList((_ctx, id) => sql`EXISTS (SELECT 1 FROM memberships gm WHERE gm.group_id = ${id} AND gm.user_id = st.user_id)`)

/** The summary figures of a set of counted rows (`manual_reading_counts`) named `c`. */
const figures = (today: string) => sql`sum(c.required)::int AS required,
  sum(c.acknowledged)::int AS acknowledged,
  sum(c.required - c.acknowledged)::int AS pending,
  coalesce(sum(c.required - c.acknowledged) FILTER (WHERE c.due_date < ${today}::date), 0)::int AS overdue,
  round(100.0 * sum(c.acknowledged) / greatest(sum(c.required), 1), 1)::float8 AS percentage`
const figureColumns = (alias: string): ListColumn[] => [
  col(alias, 'required', labels.required, 'number'),
  col(alias, 'acknowledged', labels.acknowledged, 'number'),
  col(alias, 'pending', labels.pending, 'number'),
  col(alias, 'overdue', labels.overdue, 'number'),
  { ...col(alias, 'percentage', labels.percentage, 'number'), decimals: 1 },
]

const documentSpec: ListSpec = {
  columns: [
    { ...col('d', 'id', labels.id, 'number'), hidden: true },
    col('d', 'number', labels.number, 'string', true),
    col('d', 'title', labels.title, 'string', true),
    col('d', 'revision', labels.revision, 'number'),
    ...figureColumns('d'),
  ],
  defaultSort: 'number',
  tiebreak: sql.raw('d."id"') as unknown as AnyColumn,
}
const fieldsOf = (alias: string, names: string[]) => Object.fromEntries(names.map((name) => [name, sql.raw(`${alias}."${name}"`)]))

/**
 * Compliance per document: one row per document someone must read, added up from the counts the
 * database keeps per document and due date (a few rows each), whatever the number of readers.
 */
export const complianceDocuments = defineList<ComplianceDocument>({
  exportable: true,
  view: (ctx) => {
    const me = authed(ctx)
    return {
      spec: documentSpec,
      table: sql`(SELECT c.node_id AS id, min(n.number) AS number, min(n.title) AS title,
          coalesce((SELECT max(r.number) FROM manual_revisions r WHERE r.node_id = c.node_id AND r.significant
            AND r.status IN ('published', 'obsolete') AND r.published_at IS NOT NULL), 0)::int AS revision,
          ${figures(todayOf(me))}
        FROM manual_reading_counts c JOIN manual_nodes n ON n.id = c.node_id
        WHERE c.company_id = ${me.identity.company.id} AND c.group_id = 0 GROUP BY c.node_id) AS d` as unknown as PgTable,
      fields: fieldsOf('d', ['id', 'number', 'title', 'revision', 'required', 'acknowledged', 'pending', 'overdue', 'percentage']),
      scope: sql`TRUE`,
    }
  },
})

const groupSpec: ListSpec = {
  columns: [
    { ...col('g', 'id', labels.id, 'number'), hidden: true },
    col('g', 'code', labels.code, 'string', true),
    col('g', 'name', labels.name, 'string', true),
    col('g', 'members', labels.members, 'number'),
    ...figureColumns('g'),
  ],
  defaultSort: 'name',
  tiebreak: sql.raw('g."id"') as unknown as AnyColumn,
}

/** Compliance per group: its members' readings, whichever group assigned them, from the kept counts. */
export const complianceGroups = defineList<ComplianceGroup>({
  exportable: true,
  view: (ctx) => {
    const me = authed(ctx)
    const companyId = me.identity.company.id
    return {
      spec: groupSpec,
      table: sql`(SELECT ug.id, ug.code, ug.name,
          (SELECT count(*)::int FROM memberships m WHERE m.group_id = ug.id) AS members, ${figures(todayOf(me))}
        FROM user_groups ug JOIN manual_reading_counts c ON c.group_id = ug.id AND c.company_id = ug.company_id
        WHERE ug.company_id = ${companyId} GROUP BY ug.id) AS g` as unknown as PgTable,
      fields: fieldsOf('g', ['id', 'code', 'name', 'members', 'required', 'acknowledged', 'pending', 'overdue', 'percentage']),
      scope: sql`TRUE`,
    }
  },
})

// Switching to a user, read-only, and back.

/** POST qpm/audit/switch_user: the portal's switch user, which notes the switch for the trail. */
export async function switchToUser(ctx: RequestContext, username: string) {
  return switchUser(ctx, { username })
}

/** POST qpm/audit/switch_back: ends the switched session it is called from; the auditor's carries on. */
export async function switchBack(ctx: RequestContext) {
  const me = authed(ctx)
  if (!me.identity.session.impersonatorId) fail(400, manualAdminMessages.notSwitched, { code: 'NOT_SWITCHED' })
  await revokeSession(me.db, me.identity.session.id, me.now)
  noteChange(me, { resource: 'switch_user', recordId: me.identity.user.username, action: 'switch_back' })
  return { status: 0 as const, message: me.t(manualAdminMessages.saved) }
}

// A user's manual settings, read through the reader's own functions.

async function readerFor(ctx: RequestContext, id: number): Promise<{ reader: Reader; who: { user_id: number; username: string; name: string } }> {
  const me = authed(ctx)
  const [user] = await me.db
    .select({ id: users.id, username: users.username, fname: users.fname, lname: users.lname, mtType: users.mtType, lang: users.lang })
    .from(users)
    .where(and(eq(users.id, id), eq(users.companyId, me.identity.company.id)))
  if (!user) fail(404, resourceMessages.notFound, { code: 'NOT_FOUND' })
  const groups = await me.db.select({ id: memberships.groupId }).from(memberships).where(eq(memberships.userId, id))
  const reader: Reader = {
    ctx: me,
    companyId: me.identity.company.id,
    userId: user.id,
    staff: STAFF_TYPES.includes(user.mtType as never),
    groupIds: groups.map((group) => group.id),
    lang: user.lang === 'fr' ? 'fr' : 'en',
    today: todayOf(me),
  }
  return { reader, who: { user_id: user.id, username: user.username, name: `${user.fname} ${user.lname}`.trim() } }
}

export async function userSettings(ctx: RequestContext, id: number) {
  const { reader, who } = await readerFor(ctx, id)
  return { ...(await readSettings(reader)), ...who }
}

export async function saveUserSettings(ctx: RequestContext, id: number, body: { text_size?: number; language?: 'en' | 'fr' }) {
  const before = await userSettings(ctx, id)
  const { reader, who } = await readerFor(ctx, id)
  const after = { ...(await saveSettings(reader, body)), ...who }
  noteChange(ctx, { resource: 'settings', recordId: id, action: 'update', old: before, new: after })
  return after
}

// The audit trail.

const t = manualAuditTrail
const json = (column: AnyColumn) => sql<string | null>`${column}::text`
const trailFields = {
  id: t.id,
  at: isoInstant(t.at),
  user_id: t.userId,
  username: t.username,
  impersonator: t.impersonator,
  call: t.call,
  method: t.method,
  resource: t.resource,
  record_id: t.recordId,
  action: t.action,
  old_values: json(t.oldValues),
  new_values: json(t.newValues),
  ip: t.ip,
  user_agent: t.userAgent,
}
const trailSpec: ListSpec = {
  columns: [
    { name: 'id', label: labels.id, type: 'number', expr: t.id, hidden: true },
    { name: 'at', label: labels.at, type: 'datetime', expr: t.at },
    { name: 'username', label: labels.user, type: 'string', expr: t.username, searchable: true },
    { name: 'impersonator', label: labels.impersonator, type: 'string', expr: t.impersonator, searchable: true },
    { name: 'resource', label: labels.resource, type: 'string', expr: t.resource, searchable: true },
    { name: 'record_id', label: labels.recordId, type: 'string', expr: t.recordId, searchable: true },
    { name: 'action', label: labels.action, type: 'string', expr: t.action, searchable: true },
    { name: 'call', label: labels.call, type: 'string', expr: t.call, searchable: true, hidden: true },
    { name: 'method', label: labels.method, type: 'string', expr: t.method, hidden: true },
    { name: 'old_values', label: labels.oldValues, type: 'string', expr: json(t.oldValues), searchable: true },
    { name: 'new_values', label: labels.newValues, type: 'string', expr: json(t.newValues), searchable: true },
    { name: 'ip', label: labels.ip, type: 'string', expr: t.ip, searchable: true },
    { name: 'user_agent', label: labels.userAgent, type: 'string', expr: t.userAgent, hidden: true },
  ],
  defaultSort: '-at',
  tiebreak: t.id,
}

export const trailList = defineList<TrailRow>({
  exportable: true,
  view: (ctx) => ({ spec: trailSpec, table: t, fields: trailFields, scope: eq(t.companyId, authed(ctx).identity.company.id) }),
})

export const recordTrailList = defineList<TrailRow, { resource: string; record: string }>({
  exportable: true,
  view: (ctx, params) => ({
    spec: trailSpec,
    table: t,
    fields: trailFields,
    scope: and(eq(t.companyId, authed(ctx).identity.company.id), eq(t.resource, params.resource), eq(t.recordId, params.record)) as SQL,
  }),
})
