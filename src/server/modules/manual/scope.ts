import { isStaff } from '@shared/auth'
import { MANUAL_LIMITS } from '@shared/constants'
import type { Locale } from '@shared/i18n'
import { toLocale } from '@shared/i18n'
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm'
import { manualNodes, manualRevisions, manualSettings } from '../../db/schema'
import { authed, type AuthedContext, type RequestContext } from '../../lib/context'
import { fail } from '../../lib/errors'
import { manualMessages } from '../../messages'

// Who reads the manual, in which language, and which documents they may open.

export type NodeRow = typeof manualNodes.$inferSelect
export type RevisionRow = typeof manualRevisions.$inferSelect

/** The signed-in reader of the manual. */
export interface Reader {
  ctx: AuthedContext
  companyId: number
  userId: number
  /** Staff read every document; customers only those published for everyone. */
  staff: boolean
  /** Every group the reader belongs to (required readings are assigned by group). */
  groupIds: number[]
  /** The documents' language: the reader's setting, else the profile's language. */
  lang: Locale
  /** YYYY-MM-DD of the request, UTC. */
  today: string
}

export const otherLang = (lang: Locale): Locale => (lang === 'fr' ? 'en' : 'fr')

/** A document's page under /{company}/pages/. */
export const documentPath = (id: number) => `user/document/${id}`

/** The reader of a request, with their documents' language from their settings. */
export async function readerOf(ctx: RequestContext): Promise<Reader> {
  const me = authed(ctx)
  const { user, company, memberships } = me.identity
  const [settings] = await me.db
    .select({ lang: manualSettings.lang })
    .from(manualSettings)
    .where(eq(manualSettings.userId, user.id))
    .limit(1)
  return {
    ctx: me,
    companyId: company.id,
    userId: user.id,
    staff: isStaff(user.mtType),
    groupIds: memberships.map((membership) => membership.group.id),
    lang: toLocale(settings?.lang ?? user.lang),
    today: me.now.toISOString().slice(0, 10),
  }
}

/** Nodes of the reader's company that are not deleted and that the reader's audience may see. */
export function readableNodes(reader: Reader): SQL {
  return and(
    eq(manualNodes.companyId, reader.companyId),
    isNull(manualNodes.deletedAt),
    reader.staff ? undefined : eq(manualNodes.audience, 'all'),
  ) as SQL
}

/** The node has a published revision (in any language); written for `manual_nodes` in the query. */
export const isPublished = sql`exists (select 1 from manual_revisions pr where pr.node_id = manual_nodes.id and pr.status = 'published')`

/** A section's or file's name in a language: the French one when there is one. */
export const nameIn = (lang: Locale, row: { title: string; titleFr: string | null }) =>
  lang === 'fr' && row.titleFr ? row.titleFr : row.title

/**
 * A document the reader may open: 404 when it does not exist in their company, is deleted or has no
 * published revision (a draft), 403 when it is for staff only and the reader is a customer.
 */
export async function findDocument(reader: Reader, id: number): Promise<NodeRow> {
  const [node] = await reader.ctx.db
    .select()
    .from(manualNodes)
    .where(
      and(
        eq(manualNodes.id, id),
        eq(manualNodes.companyId, reader.companyId),
        eq(manualNodes.kind, 'document'),
        isNull(manualNodes.deletedAt),
        isPublished,
      ),
    )
    .limit(1)
  if (!node) fail(404, manualMessages.documentNotFound, { code: 'NOT_FOUND' })
  if (!reader.staff && node.audience !== 'all') fail(403, manualMessages.documentForbidden, { code: 'FORBIDDEN' })
  return node
}

/** The published revisions of a document, the reader's language first. */
export async function publishedRevisions(reader: Reader, nodeId: number): Promise<RevisionRow[]> {
  return reader.ctx.db
    .select()
    .from(manualRevisions)
    .where(and(eq(manualRevisions.nodeId, nodeId), eq(manualRevisions.status, 'published')))
    .orderBy(sql`(${manualRevisions.lang} = ${reader.lang}) desc`, asc(manualRevisions.lang))
}

/** The revision a reader reads: the published one in their documents' language, else in the other. */
export async function servedRevision(reader: Reader, nodeId: number): Promise<RevisionRow> {
  const [revision] = await publishedRevisions(reader, nodeId)
  if (!revision) fail(404, manualMessages.documentNotFound, { code: 'NOT_FOUND' })
  return revision
}

/** The day a reading is due again after a significant revision published on `published`. */
export function dueAfter(published: Date): string {
  return new Date(published.getTime() + MANUAL_LIMITS.readingDays * 86_400_000).toISOString().slice(0, 10)
}
