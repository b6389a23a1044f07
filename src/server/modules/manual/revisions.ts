import type { Locale } from '@shared/i18n'
import { and, eq, max } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { revisionText } from '../../db/manual-body'
import { manualRevisions } from '../../db/schema'
import type { RevisionRow } from './scope'

export interface NewRevision {
  nodeId: number
  lang: Locale
  title: string
  /** HTML as written: sanitised before it is stored. */
  html: string
  /** Asks the document's readers to read it again. */
  significant: boolean
  summary?: string
  /** The index entries; those of the revision replaced when absent. */
  keywords?: string[]
  /** YYYY-MM-DD; the day of publication when absent. */
  effectiveDate?: string
  userId: number | null
}

/**
 * Publishes a new revision of a document in one language: the next number in that language, the text
 * sanitised, its plain text and hash computed, and the revision in force until now made obsolete, in one
 * transaction. A significant revision puts the document back on its readers' required readings.
 */
export async function publishRevision(db: Db, revision: NewRevision, now: Date): Promise<RevisionRow> {
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ number: max(manualRevisions.number) })
      .from(manualRevisions)
      .where(and(eq(manualRevisions.nodeId, revision.nodeId), eq(manualRevisions.lang, revision.lang)))
    const [previous] = await tx
      .update(manualRevisions)
      .set({ status: 'obsolete', updatedAt: now })
      .where(
        and(
          eq(manualRevisions.nodeId, revision.nodeId),
          eq(manualRevisions.lang, revision.lang),
          eq(manualRevisions.status, 'published'),
        ),
      )
      .returning({ keywords: manualRevisions.keywords })
    const [row] = await tx
      .insert(manualRevisions)
      .values({
        nodeId: revision.nodeId,
        lang: revision.lang,
        number: (last?.number ?? 0) + 1,
        status: 'published',
        significant: revision.significant,
        effectiveDate: revision.effectiveDate ?? now.toISOString().slice(0, 10),
        summary: revision.summary ?? null,
        keywords: revision.keywords ?? previous?.keywords ?? [],
        ...revisionText(revision.lang, revision.title, revision.html),
        createdBy: revision.userId,
        createdAt: now,
        updatedAt: now,
        publishedAt: now,
        publishedBy: revision.userId,
      })
      .returning()
    return row!
  })
}
