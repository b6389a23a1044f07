import { msg } from '@lingui/core/macro'
import { sql } from 'drizzle-orm'
import { doclibEntries, doclibMetadata } from '../../db/schema'
import { defineLists } from '../../http/lists'
import type { AuthedContext } from '../../lib/context'
import { defineList, isoInstant, type ListColumn, type ListSpec } from '../../lib/list'
import { canWrite, type Library, OWNER_TYPE, visibleEntries } from './scope'
import { findLibrary } from './service'

// Column names are written out: drizzle leaves them unqualified in a one-table select.
const documentCount = sql<number>`(select count(*) from attachments a where a.owner_type = ${OWNER_TYPE} and a.owner_id = doclib_entries.id)::int`

/** The entry's metadata as one object, tags in order. */
const metadataObject = sql`coalesce((
  select json_object_agg(${doclibMetadata.tag}, ${doclibMetadata.value} order by ${doclibMetadata.tag})
  from ${doclibMetadata} where ${doclibMetadata.entryId} = ${doclibEntries.id}
), '{}'::json)`

/** A row of the entries' list: the entry as `doclib/library/{conn}/{cmid}/{dlref}` answers it. */
const entryFields = {
  dlref: doclibEntries.id,
  title: doclibEntries.title,
  reference: doclibEntries.reference,
  cust: doclibEntries.cust,
  description: doclibEntries.description,
  documents: documentCount,
  created_by: doclibEntries.createdBy,
  created_at: isoInstant(doclibEntries.createdAt),
  updated_at: isoInstant(doclibEntries.updatedAt),
  metadata: metadataObject,
}

/**
 * The entries' list as the caller sees it: the title links to the entry page, the customer account
 * is shown to staff (a customer only ever sees their own), and the entry number is hidden until the
 * user shows it in the table preferences.
 */
export function entryListOf(me: AuthedContext, library: Library): ListSpec {
  const entryPage = `/${encodeURIComponent(me.identity.company.code)}/pages/doclib/${encodeURIComponent(library.cmid)}/{dlref}`
  const customer: ListColumn[] = canWrite(me)
    ? [{ name: 'cust', label: msg`Customer`, type: 'string', expr: doclibEntries.cust, searchable: true }]
    : []
  return {
    columns: [
      {
        name: 'title',
        label: msg`Title`,
        type: 'string',
        display: 'link',
        link: entryPage,
        expr: doclibEntries.title,
        searchable: true,
      },
      { name: 'reference', label: msg`Reference`, type: 'string', expr: doclibEntries.reference, searchable: true },
      ...customer,
      { name: 'documents', label: msg`Documents`, type: 'number', expr: documentCount },
      { name: 'created_by', label: msg`Created by`, type: 'string', expr: doclibEntries.createdBy, searchable: true },
      { name: 'created_at', label: msg`Created`, type: 'datetime', expr: doclibEntries.createdAt },
      { name: 'updated_at', label: msg`Updated`, type: 'datetime', expr: doclibEntries.updatedAt },
      { name: 'dlref', label: msg`Reference number`, type: 'number', expr: doclibEntries.id, hidden: true },
    ],
    defaultSort: '-created_at',
    tiebreak: doclibEntries.id,
  }
}

/** A library's entries, as the caller may see them; listed only (the grid neither exports nor reports on it). */
export const libraryList = defineList<Record<string, unknown>, { conn: string; cmid: string }>({
  view: async (ctx, params) => {
    const { me, library } = await findLibrary(ctx, params.cmid, params.conn)
    return { spec: entryListOf(me, library), table: doclibEntries, fields: entryFields, scope: visibleEntries(me, library) }
  },
})

export const doclibLists = defineLists('doclib', { libraryList })
