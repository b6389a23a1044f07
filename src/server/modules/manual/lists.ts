import { msg } from '@lingui/core/macro'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import { manualBookmarks, manualNodes } from '../../db/schema'
import { defineLists } from '../../http/lists'
import { defineList, isoInstant, type ListSpec } from '../../lib/list'
import { isPublished, type Reader, readableNodes, readerOf } from './scope'

// Column names of manual_nodes are written out in the subqueries: they refer to the outer row.

/** The document's title in the reader's language, else the other one. */
const titleOf = (reader: Reader) =>
  sql<string>`(select r.title from manual_revisions r where r.node_id = manual_nodes.id and r.status = 'published'
    order by (r.lang = ${reader.lang}) desc, r.lang limit 1)`

/** The name of the section holding the document. */
const sectionOf = (reader: Reader) =>
  reader.lang === 'fr'
    ? sql<string>`(select coalesce(s.title_fr, s.title) from manual_nodes s where s.id = manual_nodes.parent_id)`
    : sql<string>`(select s.title from manual_nodes s where s.id = manual_nodes.parent_id)`

function bookmarkSpec(reader: Reader): ListSpec {
  const page = `/${encodeURIComponent(reader.ctx.identity.company.code)}/pages/user/document/{id}`
  return {
    columns: [
      { name: 'title', label: msg`Title`, type: 'string', display: 'link', link: page, expr: titleOf(reader), searchable: true },
      { name: 'number', label: msg`Number`, type: 'string', expr: manualNodes.number, searchable: true },
      { name: 'section', label: msg`Section`, type: 'string', expr: sectionOf(reader), searchable: true },
      { name: 'bookmarked_at', label: msg`Bookmarked`, type: 'datetime', expr: manualBookmarks.createdAt },
      { name: 'id', label: msg`Document id`, type: 'number', expr: manualNodes.id, hidden: true },
    ],
    defaultSort: '-bookmarked_at',
    tiebreak: manualNodes.id,
  }
}

/** The reader's bookmarks of documents they may still read (a withdrawn document drops out). */
export const bookmarkList = defineList({
  view: async (ctx) => {
    const reader = await readerOf(ctx)
    return {
      spec: bookmarkSpec(reader),
      table: manualBookmarks,
      join: { table: manualNodes, on: eq(manualNodes.id, manualBookmarks.nodeId) },
      fields: {
        id: manualNodes.id,
        number: manualNodes.number,
        title: titleOf(reader),
        document_path: sql<string>`'user/document/' || manual_nodes.id`,
        section: sectionOf(reader),
        bookmarked_at: isoInstant(manualBookmarks.createdAt),
      },
      scope: and(eq(manualBookmarks.userId, reader.userId), readableNodes(reader), isPublished) as SQL,
    }
  },
})

export const manualLists = defineLists('qpm-user', { bookmarks: bookmarkList })
