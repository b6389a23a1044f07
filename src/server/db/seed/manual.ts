import { and, eq, inArray } from 'drizzle-orm'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { revisionText } from '../manual-body'
import * as t from '../schema'
import { newStorageKey, type Storage } from '../../storage'
import { DAY, type IdOf, type Tx } from './context'
import {
  type ManualAttachment,
  type ManualDocumentContent,
  type ManualProcessCategory,
  type ManualRequiredReading,
  type ManualSection,
  type ManualTag,
  manualDocuments,
  manualProcessCategories,
  manualRequiredReadings,
  manualSections,
  manualTags,
} from './manual-content'

/** A whole manual as plain data: what `loadManual` turns into rows. */
export interface ManualContent {
  sections: ManualSection[]
  processCategories: ManualProcessCategory[]
  tags: ManualTag[]
  documents: ManualDocumentContent[]
  requiredReadings: ManualRequiredReading[]
}

/** The demo manual of Northway Freight. */
export const demoManual: ManualContent = {
  sections: manualSections,
  processCategories: manualProcessCategories,
  tags: manualTags,
  documents: manualDocuments,
  requiredReadings: manualRequiredReadings,
}

/**
 * The day the demo content's dates are written for. Seeded on another day, every date (effective dates,
 * revisions, due dates) moves by the same number of days, so the demo always has readings due soon and
 * one overdue.
 */
export const MANUAL_CONTENT_DAY = '2026-11-25'

/** Documents every staff member must read are assigned on the content's day, due this many days later. */
export const ALL_STAFF_READING_DAYS = 30

/** Rows per insert statement. */
const CHUNK = 500

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK))
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10)
const addDays = (day: string, days: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY))

/** A text attachment's bytes: a PDF of its lines, or the text itself. */
async function attachmentBytes(file: ManualAttachment): Promise<{ bytes: Uint8Array; contentType: string; pages: number | null }> {
  if (file.kind === 'txt') return { bytes: new TextEncoder().encode(file.content), contentType: 'text/plain', pages: null }
  const document = await PDFDocument.create()
  document.setTitle(file.title.en)
  const font = await document.embedFont(StandardFonts.Helvetica)
  const bold = await document.embedFont(StandardFonts.HelveticaBold)
  const lines = file.content.split('\n')
  const perPage = 40
  for (let start = 0; start < lines.length; start += perPage) {
    const page = document.addPage([612, 792])
    lines.slice(start, start + perPage).forEach((line, index) => {
      // The standard fonts draw WinAnsi text only.
      const text = line.replace(/[^\x20-\x7e\xa0-\xff]/g, (char) => (char === '\u2019' ? "'" : '?'))
      page.drawText(text, { x: 50, y: 740 - index * 17, size: start === 0 && index === 0 ? 14 : 11, font: start === 0 && index === 0 ? bold : font })
    })
  }
  return { bytes: await document.save(), contentType: 'application/pdf', pages: document.getPageCount() }
}

export interface LoadOptions {
  companyId: number
  now: Date
  /** Where attachment bytes go; without it documents have no files. */
  storage?: Storage
  /** Days every date of the content moves by. */
  shiftDays?: number
}

/**
 * Loads a manual into a company: process categories, tags, sections and sub-sections, documents with
 * their revisions in English and French (earlier revisions obsolete, the last one published), their
 * tags and files, and the required readings by user group (a document every staff member must read is
 * assigned to no group, due 30 days after the content's day). Owners and groups are found by username
 * and code in the company. Answers the node id of each document by key.
 */
export async function loadManual(tx: Tx, content: ManualContent, options: LoadOptions): Promise<Map<string, number>> {
  const { companyId, now, storage } = options
  const shift = (day: string) => addDays(day, options.shiftDays ?? 0)
  const at = (day: string) => new Date(`${shift(day)}T00:00:00Z`)

  const categories = await tx
    .insert(t.manualProcessCategories)
    .values(
      content.processCategories.map((category, position) => ({
        companyId,
        code: category.code,
        name: category.name.en,
        nameFr: category.name.fr,
        description: category.description.en,
        descriptionFr: category.description.fr,
        position,
      })),
    )
    .returning({ id: t.manualProcessCategories.id, code: t.manualProcessCategories.code })
  const categoryId = new Map(categories.map((row) => [row.code, row.id]))
  const tags = await tx
    .insert(t.manualTags)
    .values(content.tags.map((tag) => ({ companyId, code: tag.code, name: tag.name.en, nameFr: tag.name.fr })))
    .returning({ id: t.manualTags.id, code: t.manualTags.code })
  const tagId = new Map(tags.map((row) => [row.code, row.id]))

  // Sections, then sub-sections under them.
  const sections = await tx
    .insert(t.manualNodes)
    .values(
      content.sections.map((section, position) => ({
        companyId,
        kind: 'section',
        code: section.code,
        title: section.title.en,
        titleFr: section.title.fr,
        position,
        audience: 'all',
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: t.manualNodes.id, code: t.manualNodes.code })
  const sectionId = new Map(sections.map((row) => [row.code, row.id]))
  const subsections = content.sections.flatMap((section) =>
    section.subsections.map((sub, position) => ({
      companyId,
      parentId: sectionId.get(section.code)!,
      kind: 'section',
      code: sub.code,
      title: sub.title.en,
      titleFr: sub.title.fr,
      // Documents of the section come first, then its sub-sections.
      position: 100_000 + position,
      audience: 'all',
      createdAt: now,
      updatedAt: now,
    })),
  )
  if (subsections.length) {
    const rows = await tx.insert(t.manualNodes).values(subsections).returning({ id: t.manualNodes.id, code: t.manualNodes.code })
    for (const row of rows) sectionId.set(row.code, row.id)
  }

  const owners = await tx
    .select({ id: t.users.id, username: t.users.username })
    .from(t.users)
    .where(and(eq(t.users.companyId, companyId), inArray(t.users.username, [...new Set(content.documents.map((doc) => doc.owner))])))
  const ownerId = new Map(owners.map((row) => [row.username, row.id]))

  const positions = new Map<number, number>()
  const documentNodes: (typeof t.manualNodes.$inferInsert)[] = content.documents.map((doc) => {
    const parentId = sectionId.get(doc.subsection ?? doc.section)
    if (parentId === undefined) throw new Error(`Unknown section of ${doc.key}: ${doc.subsection ?? doc.section}`)
    const position = positions.get(parentId) ?? 0
    positions.set(parentId, position + 1)
    return {
      companyId,
      parentId,
      kind: 'document',
      code: doc.key,
      number: doc.number,
      title: doc.title.en,
      titleFr: doc.title.fr,
      position,
      audience: doc.audience,
      ownerId: ownerId.get(doc.owner) ?? null,
      processCategoryId: categoryId.get(doc.processCategory) ?? null,
      createdAt: at(doc.revisions[0]?.date ?? doc.effectiveDate),
      updatedAt: at(doc.effectiveDate),
    }
  })
  const nodeId = new Map<string, number>()
  await insertChunks(documentNodes, async (chunk) => {
    const rows = await tx.insert(t.manualNodes).values(chunk).returning({ id: t.manualNodes.id, code: t.manualNodes.code })
    for (const row of rows) nodeId.set(row.code, row.id)
  })

  // The demo keeps only the text in force: earlier revisions carry it too, as their history's entries.
  const revisions = content.documents.flatMap((doc) =>
    (['en', 'fr'] as const).flatMap((lang) => {
      const text = revisionText(lang, doc.title[lang], doc.body[lang])
      const keywords = doc.keywords.map((keyword) => keyword[lang])
      return doc.revisions.map((revision, index) => {
        const last = index === doc.revisions.length - 1
        return {
          nodeId: nodeId.get(doc.key)!,
          lang,
          number: revision.number,
          status: last ? 'published' : 'obsolete',
          significant: revision.significant,
          effectiveDate: shift(last ? doc.effectiveDate : revision.date),
          summary: revision.summary[lang],
          keywords,
          ...text,
          createdBy: ownerId.get(doc.owner) ?? null,
          createdAt: at(revision.date),
          updatedAt: at(revision.date),
          publishedAt: at(revision.date),
          publishedBy: ownerId.get(doc.owner) ?? null,
        }
      })
    }),
  )
  await insertChunks(revisions, (chunk) => tx.insert(t.manualRevisions).values(chunk))

  const nodeTags = content.documents.flatMap((doc) =>
    doc.tags.flatMap((code) => {
      const tag = tagId.get(code)
      return tag === undefined ? [] : [{ nodeId: nodeId.get(doc.key)!, tagId: tag }]
    }),
  )
  await insertChunks(nodeTags, (chunk) => tx.insert(t.manualNodeTags).values(chunk))

  const groups = await tx
    .select({ id: t.userGroups.id, code: t.userGroups.code })
    .from(t.userGroups)
    .where(eq(t.userGroups.companyId, companyId))
  const groupId = new Map(groups.map((row) => [row.code, row.id]))
  const assignments = [
    ...content.documents
      .filter((doc) => doc.requiredForAllStaff)
      .map((doc) => ({ node: doc.key, group: null, due: addDays(MANUAL_CONTENT_DAY, ALL_STAFF_READING_DAYS) })),
    ...content.requiredReadings.map((reading) => ({ node: reading.documentKey, group: reading.group, due: reading.dueDate })),
  ].flatMap((reading) => {
    const node = nodeId.get(reading.node)
    const group = reading.group === null ? null : groupId.get(reading.group)
    if (node === undefined || group === undefined) throw new Error(`Unknown required reading ${reading.node} for ${reading.group}`)
    return [{ companyId, nodeId: node, groupId: group, dueDate: shift(reading.due), createdAt: now }]
  })
  await insertChunks(assignments, (chunk) => tx.insert(t.manualAssignments).values(chunk))

  if (storage) {
    for (const doc of content.documents) {
      for (const [position, file] of (doc.attachments ?? []).entries()) {
        const { bytes, contentType, pages } = await attachmentBytes(file)
        const key = newStorageKey()
        await storage.put(key, bytes)
        const [row] = await tx
          .insert(t.attachments)
          .values({
            companyId,
            ownerType: 'manual',
            ownerId: nodeId.get(doc.key)!,
            filename: file.fileName,
            contentType,
            size: bytes.byteLength,
            storageKey: key,
            // Drawn on first listing.
            thumbnailKey: null,
            pages,
            uploadedBy: ownerId.get(doc.owner) ?? null,
            uploadedByName: doc.owner,
            uploadedAt: at(doc.effectiveDate),
          })
          .returning({ id: t.attachments.id })
        await tx.insert(t.manualFiles).values({
          attachmentId: row!.id,
          nodeId: nodeId.get(doc.key)!,
          title: file.title.en,
          titleFr: file.title.fr,
          position,
        })
      }
    }
  }
  return nodeId
}

/**
 * Readings the demo accounts acknowledged before the seed's day: the administrator's are in force (a
 * minor revision followed one of them); one of the employee's was replaced by a significant revision,
 * so that document is to be read again.
 */
const DEMO_ACKNOWLEDGEMENTS = [
  { username: 'admin', documentKey: 'management-review', lang: 'en', revision: 1, day: '2025-07-15' },
  { username: 'admin', documentKey: 'internal-audits', lang: 'en', revision: 1, day: '2025-05-02' },
  { username: 'employee', documentKey: 'terminal-security', lang: 'fr', revision: 1, day: '2025-07-21' },
  { username: 'employee', documentKey: 'freight-receiving', lang: 'fr', revision: 1, day: '2025-04-03' },
] as const

/** The demo manual in the freight company, its dates moved to the seed's day, and earlier readings. */
export async function seedManual(tx: Tx, options: { now: Date; companyId: IdOf; storage?: Storage }): Promise<void> {
  const shiftDays = Math.round((Date.parse(`${dayOf(options.now)}T00:00:00Z`) - Date.parse(`${MANUAL_CONTENT_DAY}T00:00:00Z`)) / DAY)
  const companyId = options.companyId('freight')
  const nodeId = await loadManual(tx, demoManual, { companyId, now: options.now, storage: options.storage, shiftDays })
  const readers = await tx
    .select({ id: t.users.id, username: t.users.username })
    .from(t.users)
    .where(and(eq(t.users.companyId, companyId), inArray(t.users.username, [...new Set(DEMO_ACKNOWLEDGEMENTS.map((ack) => ack.username))])))
  const acknowledgements = []
  for (const ack of DEMO_ACKNOWLEDGEMENTS) {
    const node = nodeId.get(ack.documentKey)
    const userId = readers.find((reader) => reader.username === ack.username)?.id
    // A content without that document leaves the reading out.
    if (node === undefined || userId === undefined) continue
    const [revision] = await tx
      .select({ id: t.manualRevisions.id, contentHash: t.manualRevisions.contentHash })
      .from(t.manualRevisions)
      .where(and(eq(t.manualRevisions.nodeId, node), eq(t.manualRevisions.lang, ack.lang), eq(t.manualRevisions.number, ack.revision)))
    if (!revision) continue
    acknowledgements.push({
      companyId,
      userId,
      nodeId: node,
      revisionId: revision.id,
      lang: ack.lang,
      revisionNumber: ack.revision,
      contentHash: revision.contentHash,
      readAt: new Date(`${addDays(ack.day, shiftDays)}T15:00:00Z`),
    })
  }
  if (acknowledgements.length) await tx.insert(t.manualAcknowledgements).values(acknowledgements)
}
