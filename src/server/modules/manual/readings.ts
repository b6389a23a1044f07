import { type SQL, sql } from 'drizzle-orm'
import { dueAfter, type Reader } from './scope'

// Required readings: the documents assigned to the reader's groups (or to every staff member), and
// whether the reader has acknowledged the revision that requires reading.

export interface ReadingState {
  nodeId: number
  /** YYYY-MM-DD. */
  due: string
  overdue: boolean
  /** The latest significant revision: reading any earlier one does not count. */
  required: number
  /** The reader's latest acknowledgement of the document, if any. */
  read: { number: number; lang: string; at: Date } | null
  pending: boolean
}

interface Row {
  node_id: number
  due: string
  assigned_at: string | Date
  required: number | null
  published_at: string | Date | null
  read_number: number | null
  read_lang: string | null
  read_at: string | Date | null
}

const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value))

/**
 * The reader's required readings, one per document (the earliest due date when several groups are
 * assigned it), among the documents the reader may read. A reading is pending until the reader
 * acknowledges the latest significant revision or a later one: a minor revision leaves an acknowledgement
 * standing, a significant one asks again. Its due date is the assignment's, or, when a significant
 * revision was published after the assignment, 30 days after that publication if that is later.
 */
export async function readingStates(reader: Reader, nodeId?: number): Promise<ReadingState[]> {
  const groups = reader.groupIds.length ? sql`a.group_id IN (${sql.join(reader.groupIds.map((id) => sql`${id}`), sql`, `)})` : sql`false`
  const whose: SQL = reader.staff ? sql`(${groups} OR a.group_id IS NULL)` : groups
  const result = await reader.ctx.db.execute(sql`
    WITH assigned AS (
      SELECT a.node_id, min(a.due_date)::text AS due, min(a.created_at) AS assigned_at
      FROM manual_assignments a JOIN manual_nodes n ON n.id = a.node_id
      WHERE a.company_id = ${reader.companyId} AND n.company_id = ${reader.companyId}
        AND n.kind = 'document' AND n.deleted_at IS NULL
        ${reader.staff ? sql`` : sql`AND n.audience = 'all'`}
        ${nodeId === undefined ? sql`` : sql`AND a.node_id = ${nodeId}`}
        AND ${whose}
        AND EXISTS (SELECT 1 FROM manual_revisions p WHERE p.node_id = a.node_id AND p.status = 'published')
      GROUP BY a.node_id
    ), significant AS (
      SELECT DISTINCT ON (r.node_id) r.node_id, r.number, r.published_at
      FROM manual_revisions r JOIN assigned USING (node_id)
      WHERE r.significant AND r.status IN ('published', 'obsolete') AND r.published_at IS NOT NULL
      ORDER BY r.node_id, r.number DESC, r.published_at DESC
    ), acknowledged AS (
      SELECT DISTINCT ON (k.node_id) k.node_id, k.revision_number, k.lang, k.read_at
      FROM manual_acknowledgements k JOIN assigned USING (node_id)
      WHERE k.user_id = ${reader.userId}
      ORDER BY k.node_id, k.revision_number DESC, k.read_at DESC
    )
    SELECT assigned.node_id, assigned.due, assigned.assigned_at,
      significant.number AS required, significant.published_at,
      acknowledged.revision_number AS read_number, acknowledged.lang AS read_lang, acknowledged.read_at
    FROM assigned
    LEFT JOIN significant USING (node_id)
    LEFT JOIN acknowledged USING (node_id)`)
  const rows = (result as unknown as { rows: Row[] }).rows
  return rows.map((row) => {
    let due = row.due
    if (row.published_at && asDate(row.published_at) > asDate(row.assigned_at)) {
      const again = dueAfter(asDate(row.published_at))
      if (again > due) due = again
    }
    const required = Number(row.required ?? 0)
    const read =
      row.read_number === null || row.read_at === null
        ? null
        : { number: Number(row.read_number), lang: row.read_lang ?? 'en', at: asDate(row.read_at) }
    return {
      nodeId: Number(row.node_id),
      due,
      overdue: due < reader.today,
      required,
      read,
      pending: !read || read.number < required,
    }
  })
}

/** The ids of the reader's pending readings, the most urgent first. */
export async function nodesToRead(reader: Reader): Promise<number[]> {
  return (await readingStates(reader))
    .filter((state) => state.pending)
    .sort((a, b) => a.due.localeCompare(b.due) || a.nodeId - b.nodeId)
    .map((state) => state.nodeId)
}
