import type { Locale } from '@shared/i18n'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { manualNodes } from '../../db/schema'
import { nameIn, type Reader } from './scope'

// The manual's tree as one reader sees it: the documents they may read, in the sections holding them.

export interface TreeNode {
  id: number
  parentId: number | null
  kind: 'section' | 'document'
  code: string
  number: string | null
  /** In the reader's documents' language (a document's from its published revision). */
  title: string
  children: TreeNode[]
}

export interface Tree {
  roots: TreeNode[]
  byId: Map<number, TreeNode>
  /** The readable documents in reading order (depth first). */
  documents: TreeNode[]
}

/** The published titles of the company's documents, in the language asked for when it exists. */
async function documentTitles(reader: Reader, lang: Locale): Promise<Map<number, string>> {
  const result = await reader.ctx.db.execute(sql`
    SELECT DISTINCT ON (r.node_id) r.node_id AS id, r.title
    FROM manual_revisions r JOIN manual_nodes n ON n.id = r.node_id
    WHERE n.company_id = ${reader.companyId} AND n.deleted_at IS NULL AND r.status = 'published'
    ORDER BY r.node_id, (r.lang = ${lang}) DESC, r.lang`)
  const rows = (result as unknown as { rows: { id: number; title: string }[] }).rows
  return new Map(rows.map((row) => [Number(row.id), row.title]))
}

/**
 * The reader's tree: sections in order, each with the documents the reader may read (published, and
 * for everyone when the reader is a customer); sections left without any are dropped.
 */
export async function readerTree(reader: Reader): Promise<Tree> {
  const lang = reader.lang
  const [nodes, titles] = await Promise.all([
    reader.ctx.db
      .select({
        id: manualNodes.id,
        parentId: manualNodes.parentId,
        kind: manualNodes.kind,
        code: manualNodes.code,
        number: manualNodes.number,
        title: manualNodes.title,
        titleFr: manualNodes.titleFr,
        audience: manualNodes.audience,
      })
      .from(manualNodes)
      .where(and(eq(manualNodes.companyId, reader.companyId), isNull(manualNodes.deletedAt)))
      .orderBy(asc(manualNodes.position), asc(manualNodes.id)),
    documentTitles(reader, lang),
  ])
  const byId = new Map<number, TreeNode>()
  for (const node of nodes) {
    const title = node.kind === 'document' ? titles.get(node.id) : nameIn(lang, node)
    if (title === undefined) continue
    if (node.kind === 'document' && !reader.staff && node.audience !== 'all') continue
    byId.set(node.id, {
      id: node.id,
      parentId: node.parentId,
      kind: node.kind === 'document' ? 'document' : 'section',
      code: node.code,
      number: node.number,
      title,
      children: [],
    })
  }
  const roots: TreeNode[] = []
  for (const node of byId.values()) {
    if (node.parentId === null) roots.push(node)
    else byId.get(node.parentId)?.children.push(node)
  }
  // Sections without a readable document below them are not shown.
  const prune = (list: TreeNode[]): TreeNode[] =>
    list.filter((node) => {
      if (node.kind === 'document') return true
      node.children = prune(node.children)
      const keep = node.children.length > 0
      if (!keep) byId.delete(node.id)
      return keep
    })
  const kept = prune(roots)
  // A document whose section is gone (deleted above it) has no place in the tree.
  const documents: TreeNode[] = []
  const walk = (list: TreeNode[]) => {
    for (const node of list) {
      if (node.kind === 'document') documents.push(node)
      walk(node.children)
    }
  }
  walk(kept)
  const reachable = new Set(documents.map((node) => node.id))
  for (const [id, node] of byId) if (node.kind === 'document' && !reachable.has(id)) byId.delete(id)
  return { roots: kept, byId, documents }
}

/** The sections above a node, from the top. */
export function ancestorsOf(tree: Tree, node: TreeNode): TreeNode[] {
  const path: TreeNode[] = []
  let parent = node.parentId === null ? undefined : tree.byId.get(node.parentId)
  while (parent) {
    path.unshift(parent)
    parent = parent.parentId === null ? undefined : tree.byId.get(parent.parentId)
  }
  return path
}
