import { and, eq, sql } from 'drizzle-orm'
import * as fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAFF_TYPES } from '@shared/auth'
import { MANUAL_LIMITS } from '@shared/constants'
import { companies, manualAcknowledgements, manualAssignments, manualNodes, manualRevisions, memberships, userGroups, users } from '../../src/server/db/schema'
import { startServer, type TestServer } from './harness'

// The reading states and counts the database keeps (migration 0013) against the rules worked out from
// scratch: after any sequence of changes to memberships, assignments, acknowledgements, accounts,
// documents and revisions, the kept rows are exactly what the rules give.

let server: TestServer
let companyId: number
let people: number[]
let groups: number[]
let documents: number[]

beforeAll(async () => {
  server = await startServer()
  const db = server.database.db
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.code, 'freight'))
  companyId = company!.id
  people = (await db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId))).map((row) => row.id)
  groups = (await db.select({ id: userGroups.id }).from(userGroups).where(eq(userGroups.companyId, companyId))).map((row) => row.id)
  documents = (
    await db
      .select({ id: manualNodes.id })
      .from(manualNodes)
      .where(and(eq(manualNodes.companyId, companyId), eq(manualNodes.kind, 'document')))
  ).map((row) => row.id)
})
afterAll(() => server?.close())

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows

const staff = sql.join(STAFF_TYPES.map((type) => sql`${type}`), sql`, `)

/** The states the rules give, computed from the source tables alone. */
const expectedStates = () =>
  rows<Record<string, unknown>>(sql`
    WITH assigned AS (
      SELECT u.id AS user_id, a.node_id, min(a.due_date) AS due, min(a.created_at) AS assigned_at
      FROM manual_assignments a
      JOIN users u ON u.company_id = a.company_id AND (
        (a.group_id IS NULL AND u.mt_type IN (${staff}))
        OR EXISTS (SELECT 1 FROM memberships ms WHERE ms.group_id = a.group_id AND ms.user_id = u.id))
      JOIN manual_nodes n ON n.id = a.node_id
      WHERE n.kind = 'document' AND n.deleted_at IS NULL AND (n.audience = 'all' OR u.mt_type IN (${staff}))
        AND EXISTS (SELECT 1 FROM manual_revisions pr WHERE pr.node_id = a.node_id AND pr.status = 'published')
      GROUP BY u.id, a.node_id
    ), significant AS (
      SELECT DISTINCT ON (r.node_id) r.node_id, r.number, r.published_at FROM manual_revisions r
      WHERE r.significant AND r.status IN ('published', 'obsolete') AND r.published_at IS NOT NULL
      ORDER BY r.node_id, r.number DESC, r.published_at DESC
    ), acknowledged AS (
      SELECT DISTINCT ON (k.user_id, k.node_id) k.user_id, k.node_id, k.revision_number, k.read_at FROM manual_acknowledgements k
      ORDER BY k.user_id, k.node_id, k.revision_number DESC, k.read_at DESC
    )
    SELECT asg.user_id, asg.node_id,
      greatest(asg.due, CASE WHEN s.published_at > asg.assigned_at
        THEN (s.published_at AT TIME ZONE 'UTC')::date + ${MANUAL_LIMITS.readingDays}::int END)::text AS due_date,
      coalesce(s.number, 0) AS required_revision, k.revision_number AS read_revision, k.read_at::text AS read_at
    FROM assigned asg LEFT JOIN significant s ON s.node_id = asg.node_id
    LEFT JOIN acknowledged k ON k.user_id = asg.user_id AND k.node_id = asg.node_id
    ORDER BY 1, 2`)

const keptStates = () =>
  rows<Record<string, unknown>>(sql`SELECT user_id, node_id, due_date::text AS due_date, required_revision, read_revision,
    read_at::text AS read_at FROM manual_reading_states ORDER BY 1, 2`)

/** The counts the kept states give: every reader's (group 0) and each group's members'. */
const expectedCounts = () =>
  rows<Record<string, unknown>>(sql`
    SELECT s.node_id, g.group_id, s.due_date::text AS due_date, count(*)::int AS required,
      (count(*) FILTER (WHERE s.read_revision >= s.required_revision))::int AS acknowledged
    FROM manual_reading_states s
    CROSS JOIN LATERAL (SELECT 0 AS group_id UNION ALL SELECT ms.group_id FROM memberships ms WHERE ms.user_id = s.user_id) g
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`)

const keptCounts = () =>
  rows<Record<string, unknown>>(sql`SELECT node_id, group_id, due_date::text AS due_date, required, acknowledged
    FROM manual_reading_counts ORDER BY 1, 2, 3`)

async function expectKeptExactly() {
  expect(await keptStates()).toEqual(await expectedStates())
  expect(await keptCounts()).toEqual(await expectedCounts())
}

type Change =
  | { kind: 'join' | 'leave'; person: number; group: number }
  | { kind: 'assign' | 'unassign'; document: number; group: number | null; due: number }
  | { kind: 'read'; person: number; document: number }
  | { kind: 'retype'; person: number; customer: boolean }
  | { kind: 'audience'; document: number; all: boolean }
  | { kind: 'delete'; document: number; deleted: boolean }
  | { kind: 'republish'; document: number; days: number; significant: boolean }

const index = fc.nat({ max: 10_000 })
const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ kind: fc.constantFrom('join' as const, 'leave' as const), person: index, group: index }),
  fc.record({
    kind: fc.constantFrom('assign' as const, 'unassign' as const),
    document: index,
    group: fc.option(index, { nil: null }),
    due: fc.integer({ min: -60, max: 60 }),
  }),
  fc.record({ kind: fc.constant('read' as const), person: index, document: index }),
  fc.record({ kind: fc.constant('retype' as const), person: index, customer: fc.boolean() }),
  fc.record({ kind: fc.constant('audience' as const), document: index, all: fc.boolean() }),
  fc.record({ kind: fc.constant('delete' as const), document: index, deleted: fc.boolean() }),
  fc.record({ kind: fc.constant('republish' as const), document: index, days: fc.integer({ min: -40, max: 40 }), significant: fc.boolean() }),
)

const pick = <T>(list: T[], n: number) => list[n % list.length]!

async function apply(step: Change) {
  const db = server.database.db
  switch (step.kind) {
    case 'join':
      await db.insert(memberships).values({ userId: pick(people, step.person), groupId: pick(groups, step.group), sequence: 20 }).onConflictDoNothing()
      return
    case 'leave': {
      // One of the memberships there are, so that leaving happens as often as joining.
      const current = await db.select({ userId: memberships.userId, groupId: memberships.groupId }).from(memberships)
      const gone = pick(current, step.person + step.group)
      await db.delete(memberships).where(and(eq(memberships.userId, gone.userId), eq(memberships.groupId, gone.groupId)))
      return
    }
    case 'assign': {
      const due = new Date(Date.UTC(2026, 2, 2) + step.due * 86_400_000).toISOString().slice(0, 10)
      const groupId = step.group === null ? null : pick(groups, step.group)
      await db
        .insert(manualAssignments)
        .values({ companyId, nodeId: pick(documents, step.document), groupId, dueDate: due })
        .onConflictDoNothing()
      return
    }
    case 'unassign': {
      const current = await db.select({ id: manualAssignments.id }).from(manualAssignments)
      await db.delete(manualAssignments).where(eq(manualAssignments.id, pick(current, step.document).id))
      return
    }
    case 'read': {
      const nodeId = pick(documents, step.document)
      const [revision] = await db
        .select({ id: manualRevisions.id, number: manualRevisions.number, hash: manualRevisions.contentHash, lang: manualRevisions.lang })
        .from(manualRevisions)
        .where(and(eq(manualRevisions.nodeId, nodeId), eq(manualRevisions.status, 'published')))
      if (!revision) return
      await db
        .insert(manualAcknowledgements)
        .values({
          companyId,
          userId: pick(people, step.person),
          nodeId,
          revisionId: revision.id,
          lang: revision.lang,
          revisionNumber: revision.number,
          contentHash: revision.hash ?? '',
          readAt: new Date(),
        })
        .onConflictDoNothing()
      return
    }
    case 'retype':
      await db.update(users).set({ mtType: step.customer ? 'CUSTOMER' : 'EMPLOYEE' }).where(eq(users.id, pick(people, step.person)))
      return
    case 'audience':
      await db.update(manualNodes).set({ audience: step.all ? 'all' : 'staff' }).where(eq(manualNodes.id, pick(documents, step.document)))
      return
    case 'delete':
      await db
        .update(manualNodes)
        .set({ deletedAt: step.deleted ? new Date() : null })
        .where(eq(manualNodes.id, pick(documents, step.document)))
      return
    case 'republish':
      await db
        .update(manualRevisions)
        .set({ publishedAt: new Date(Date.UTC(2026, 2, 2) + step.days * 86_400_000), significant: step.significant })
        .where(and(eq(manualRevisions.nodeId, pick(documents, step.document)), eq(manualRevisions.status, 'published')))
  }
}

describe('the reading states and counts the database keeps', () => {
  it('hold exactly what the rules give on the demo data', async () => {
    await expectKeptExactly()
    expect((await keptStates()).length).toBeGreaterThan(0)
  })

  it('stay exact after any sequence of changes to what they are worked out from', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 6 }), async (steps) => {
        for (const step of steps) await apply(step)
        await expectKeptExactly()
      }),
      { numRuns: 25 },
    )
  })

  it('follow a group deleted with its members and readings', async () => {
    const db = server.database.db
    const [group] = await db
      .insert(userGroups)
      .values({ companyId, code: 'STATES-GONE', name: 'Gone soon', style: 'transport' })
      .returning({ id: userGroups.id })
    await db.insert(memberships).values(people.slice(0, 3).map((userId) => ({ userId, groupId: group!.id })))
    await db.insert(manualAssignments).values({ companyId, nodeId: documents[0]!, groupId: group!.id, dueDate: '2026-04-01' })
    await expectKeptExactly()
    await db.delete(userGroups).where(eq(userGroups.id, group!.id))
    await expectKeptExactly()
    expect(await rows(sql`SELECT 1 FROM manual_reading_counts WHERE group_id = ${group!.id}`)).toEqual([])
  })
})
