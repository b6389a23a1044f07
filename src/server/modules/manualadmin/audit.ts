import type { ComplianceDocument, ComplianceGroup, ComplianceReading, TrailRow } from '@shared/contract/qpm-audit'
import { MANUAL_LIMITS } from '@shared/constants'
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

const staffTypes = sql.join(STAFF_TYPES.map((type) => sql`${type}`), sql`, `)

/**
 * Every (person, document) a required reading joins in the company, as a FROM item named `p`: who must
 * read which document by when, the revision that counts (the latest significant one), the latest one
 * they acknowledged and when, and the state on `today`. The same rules as the reader's own list: an
 * assignment without a group is for every staff account; a significant revision published after the
 * assignment gives 30 days from its publication.
 */
export function readingPairs(companyId: number, today: string, where: SQL = sql`TRUE`): SQL {
  return sql`(
    WITH assigned AS (
      SELECT u.id AS user_id, a.node_id, min(a.due_date) AS due, min(a.created_at) AS assigned_at
      FROM manual_assignments a
      JOIN users u ON u.company_id = a.company_id AND (
        (a.group_id IS NULL AND u.mt_type IN (${staffTypes}))
        OR EXISTS (SELECT 1 FROM memberships ms WHERE ms.group_id = a.group_id AND ms.user_id = u.id))
      JOIN manual_nodes n ON n.id = a.node_id
      WHERE a.company_id = ${companyId} AND n.kind = 'document' AND n.deleted_at IS NULL
        AND (n.audience = 'all' OR u.mt_type IN (${staffTypes}))
        AND EXISTS (SELECT 1 FROM manual_revisions pr WHERE pr.node_id = a.node_id AND pr.status = 'published')
        AND ${where}
      GROUP BY u.id, a.node_id
    ), significant AS (
      SELECT DISTINCT ON (r.node_id) r.node_id, r.number, r.published_at
      FROM manual_revisions r WHERE r.node_id IN (SELECT DISTINCT node_id FROM assigned)
        AND r.significant AND r.status IN ('published', 'obsolete') AND r.published_at IS NOT NULL
      ORDER BY r.node_id, r.number DESC, r.published_at DESC
    ), acknowledged AS (
      SELECT DISTINCT ON (k.user_id, k.node_id) k.user_id, k.node_id, k.revision_number, k.read_at
      FROM manual_acknowledgements k WHERE k.company_id = ${companyId}
        AND k.node_id IN (SELECT DISTINCT node_id FROM assigned)
      ORDER BY k.user_id, k.node_id, k.revision_number DESC, k.read_at DESC
    ), states AS (
      SELECT asg.user_id, asg.node_id,
        greatest(asg.due, CASE WHEN s.published_at > asg.assigned_at
          THEN (s.published_at AT TIME ZONE 'UTC')::date + ${MANUAL_LIMITS.readingDays}::int END)::text AS due_date,
        coalesce(s.number, 0) AS required_revision, k.revision_number AS read_revision, k.read_at
      FROM assigned asg
      LEFT JOIN significant s ON s.node_id = asg.node_id
      LEFT JOIN acknowledged k ON k.user_id = asg.user_id AND k.node_id = asg.node_id
    )
    SELECT st.user_id || ':' || st.node_id AS key, st.user_id, u.username, trim(u.fname || ' ' || u.lname) AS name,
      st.node_id, n.number, n.title, st.due_date, st.required_revision, st.read_revision,
      to_char(st.read_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS read_at,
      CASE WHEN st.read_revision >= st.required_revision THEN 'read'
        WHEN st.due_date < ${today} THEN 'overdue' ELSE 'due' END AS status
    FROM states st JOIN users u ON u.id = st.user_id JOIN manual_nodes n ON n.id = st.node_id
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
export const documentReadings = readingsList((_ctx, id) => sql`a.node_id = ${id}`)
export const groupReadings = readingsList((_ctx, id) => sql`EXISTS (SELECT 1 FROM memberships gm WHERE gm.group_id = ${id} AND gm.user_id = u.id)`)

const figures = sql`count(*)::int AS required,
  count(*) FILTER (WHERE p.status = 'read')::int AS acknowledged,
  count(*) FILTER (WHERE p.status <> 'read')::int AS pending,
  count(*) FILTER (WHERE p.status = 'overdue')::int AS overdue,
  round(100.0 * count(*) FILTER (WHERE p.status = 'read') / greatest(count(*), 1), 1)::float8 AS percentage`
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

/** Compliance per document: one row per document someone must read. */
export const complianceDocuments = defineList<ComplianceDocument>({
  exportable: true,
  view: (ctx) => {
    const me = authed(ctx)
    return {
      spec: documentSpec,
      table: sql`(SELECT p.node_id AS id, min(p.number) AS number, min(p.title) AS title, max(p.required_revision)::int AS revision, ${figures}
        FROM ${readingPairs(me.identity.company.id, todayOf(me))} GROUP BY p.node_id) AS d` as unknown as PgTable,
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

/** Compliance per group: its members' readings, whichever group assigned them. */
export const complianceGroups = defineList<ComplianceGroup>({
  exportable: true,
  view: (ctx) => {
    const me = authed(ctx)
    const companyId = me.identity.company.id
    return {
      spec: groupSpec,
      table: sql`(SELECT ug.id, ug.code, ug.name,
          (SELECT count(*)::int FROM memberships c WHERE c.group_id = ug.id) AS members, ${figures}
        FROM user_groups ug JOIN memberships gm ON gm.group_id = ug.id
        JOIN ${readingPairs(companyId, todayOf(me))} ON p.user_id = gm.user_id
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
