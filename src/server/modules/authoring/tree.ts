import type { AuthoringTreeNode } from '@shared/contract/qpm-authoring'
import type { Locale } from '@shared/i18n'
import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Db } from '../../db/client'
import { defineJob } from '../../lib/jobs'
import { nameIn } from '../manual/scope'
import type { Author } from './scope'
import { asLang, reviewDate } from './service'

// The authoring tree (GET view/tree): every node of a company with its state in each language. Built from
// the database once per change of the manual, and kept in memory until the next one.

/** A node of the tree as the query gives it: one JSON array per node, in the order of the columns below. */
type TreeRow = [
  id: number,
  parent_id: number | null,
  kind: string,
  code: string,
  number: string | null,
  title: string,
  title_fr: string | null,
  position: number,
  status: string,
  review_interval_months: number | null,
  published_en: boolean | null,
  published_fr: boolean | null,
  published_title: string | null,
  last_published: string | null,
  stagings: { id: number; lang: string; kind: string; status: string; title: string }[] | null,
]

/** Every node of the company not deleted, in order, with its state in each language. */
async function buildTree(author: Author): Promise<AuthoringTree> {
  // One pass over each table, grouped by node, rather than a subquery per node. The rows come back as
  // one JSON text: the embedded database hands over one value far faster than thousands of rows.
  const result = await author.ctx.db.execute(sql`
    WITH p AS (
      SELECT r.node_id, bool_or(r.lang = 'en') AS en, bool_or(r.lang = 'fr') AS fr,
        coalesce(max(r.title) FILTER (WHERE r.lang = ${author.lang}), max(r.title)) AS title,
        max(r.published_at) AS last_published
      FROM manual_revisions r JOIN manual_nodes rn ON rn.id = r.node_id
      WHERE r.status = 'published' AND rn.company_id = ${author.companyId} AND rn.deleted_at IS NULL
      GROUP BY r.node_id
    ), s AS (
      SELECT st.node_id,
        json_agg(json_build_object('id', st.id, 'lang', st.lang, 'kind', st.kind, 'status', st.status, 'title', st.title) ORDER BY st.lang, st.kind) AS stagings
      FROM manual_stagings st
      WHERE st.company_id = ${author.companyId} AND st.status IN ('draft', 'review', 'rejected', 'publish_ready')
      GROUP BY st.node_id
    )
    SELECT coalesce(json_agg(json_build_array(n.id, n.parent_id, n.kind, n.code, n.number, n.title, n.title_fr, n.position,
      n.status, n.review_interval_months, p.en, p.fr, p.title, p.last_published, s.stagings) ORDER BY n.position, n.id), '[]')::text AS rows
    FROM manual_nodes n
    LEFT JOIN p ON p.node_id = n.id
    LEFT JOIN s ON s.node_id = n.id
    WHERE n.company_id = ${author.companyId} AND n.deleted_at IS NULL`)
  const [{ rows: text }] = (result as unknown as { rows: [{ rows: string }] }).rows
  const rows = JSON.parse(text) as TreeRow[]
  const byId = new Map<number, AuthoringTreeNode>()
  for (const row of rows) {
    const [id, parentId, kind, code, number, title, titleFr, position, status, reviewMonths, en, fr, publishedTitle, publishedAt] = row
    const published: Locale[] = [...(en ? (['en'] as const) : []), ...(fr ? (['fr'] as const) : [])]
    const openStagings = row[14] ?? []
    const stagings = openStagings.map((s) => ({
      id: Number(s.id),
      lang: asLang(s.lang),
      kind: s.kind === 'obsolete' ? ('obsolete' as const) : ('revision' as const),
      status: s.status as AuthoringTreeNode['stagings'][number]['status'],
    }))
    const document = kind === 'document'
    const draftTitle = openStagings.find((s) => s.lang === author.lang)?.title ?? openStagings[0]?.title
    const publishedOn = publishedAt ? new Date(publishedAt) : null
    byId.set(id, {
      id,
      parent_id: parentId,
      kind: document ? 'document' : 'section',
      code,
      number,
      title: document
        ? (publishedTitle ?? draftTitle ?? nameIn(author.lang, { title, titleFr }))
        : nameIn(author.lang, { title, titleFr }),
      position,
      status: status as AuthoringTreeNode['status'],
      published,
      stagings,
      missing_translation: document && status === 'active' && published.length === 1,
      review_overdue:
        document && reviewMonths !== null && publishedOn !== null && status === 'active'
          ? reviewDate(publishedOn, reviewMonths) < author.today
          : false,
      children: [],
    })
  }
  const roots: AuthoringTreeNode[] = []
  for (const node of byId.values()) {
    if (node.parent_id === null) roots.push(node)
    else byId.get(node.parent_id)?.children.push(node)
  }
  return { language: author.lang, nodes: roots }
}

/** The tree as view/tree answers it. */
export interface AuthoringTree {
  language: Locale
  nodes: AuthoringTreeNode[]
}

/** The changes to the manual's tree a reader's snapshot holds (see `manual_tree_changes`). */
async function treeChangesSeen(db: Db): Promise<string> {
  const result = await db.execute(sql`SELECT coalesce(sum(weight), 0)::text AS seen FROM manual_tree_changes`)
  return (result as unknown as { rows: [{ seen: string }] }).rows[0].seen
}

/**
 * The trees built, by company and documents' language, each with the day it was built for (a review
 * falls overdue with the date) and the changes its snapshot held. The changes are read before the tree
 * is built, so a tree is never kept under a later mark than its own: at worst it is built again.
 */
const built = new Map<string, { day: string; seen: string; tree: AuthoringTree }>()

/** At most this many trees are kept; the least recently asked for goes first. */
const KEPT_TREES = 50

/**
 * GET view/tree: the tree from memory while no node, revision or staging of any company changed since it
 * was built (one small query to know it), else built again. Every server instance keeps its own trees
 * and reads the same marks, so no instance answers a tree another has changed.
 */
export async function authoringTree(author: Author): Promise<AuthoringTree> {
  const key = `${author.companyId}:${author.lang}`
  const seen = await treeChangesSeen(author.ctx.db)
  const kept = built.get(key)
  if (kept && kept.seen === seen && kept.day === author.today) {
    built.delete(key)
    built.set(key, kept)
    return kept.tree
  }
  const tree = await buildTree(author)
  built.delete(key)
  built.set(key, { day: author.today, seen, tree })
  if (built.size > KEPT_TREES) built.delete(built.keys().next().value!)
  return tree
}

/**
 * Every night, the marks of changes are folded into one row carrying their summed weight: the sum every
 * reader sees stays the same, and the table stays small. Rows of transactions still open are not seen,
 * so they are left for the next night.
 */
export const treeChangesFolding = defineJob({
  name: 'manual-tree-changes-folding',
  payload: v.object({}),
  schedule: { cron: '50 4 * * *', payload: {} },
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  async handler(ctx) {
    await foldTreeChanges(ctx.db)
  },
})

/** Folds the committed marks of changes into one row of the same total weight. */
export async function foldTreeChanges(db: Db) {
  await db.execute(sql`
    WITH folded AS (DELETE FROM manual_tree_changes RETURNING weight)
    INSERT INTO manual_tree_changes (weight) SELECT sum(weight) FROM folded HAVING count(*) > 0`)
}
