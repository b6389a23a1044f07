import { type EmailPayload, MAX_ATTACHMENT_BYTES, SPLIT_OUTPUTS } from '@shared/contract'
import { date, fieldMessages, number } from '@shared/validation'
import { and, asc, count, eq, ilike, inArray, isNotNull, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { attachments, doclibEntries, doclibLibraries, doclibMetadata, users } from '../../db/schema'
import { type AttachmentRow, deleteAttachments, listAttachmentRows } from '../../lib/attachments'
import { audit } from '../../lib/audit'
import { authed, type AuthedContext, type RequestContext } from '../../lib/context'
import { sendEmail } from '../../lib/email'
import { fail, invalidFields } from '../../lib/errors'
import { escapeHtml } from '../../lib/html'
import { loadMenuIds } from '../../lib/menus'
import { blockMessages } from '../../messages'
import { canWrite, type Entry, type Library, OWNER_TYPE, ownerOf, visibleEntries } from './scope'

type MetadataField = Library['fields'][number]
type MetadataRow = typeof doclibMetadata.$inferSelect

/**
 * The library of a menu id (the path's, else the cmid header, which the access rule already matched
 * against the current group's menu ids), in the caller's company.
 */
export async function findLibrary(ctx: RequestContext, cmid?: string, conn?: string) {
  const me = authed(ctx)
  const menuId = cmid ?? ctx.cmid
  if (!menuId) fail(404, blockMessages.libraryNotFound, { code: 'NOT_FOUND' })
  const [library] = await ctx.db
    .select()
    .from(doclibLibraries)
    .where(and(eq(doclibLibraries.companyId, me.identity.company.id), eq(doclibLibraries.cmid, menuId)))
    .limit(1)
  if (!library || (conn !== undefined && conn !== library.conn)) {
    fail(404, blockMessages.libraryNotFound, { code: 'NOT_FOUND' })
  }
  return { me, library }
}

/** One entry the caller may see; 404 otherwise (another customer's entry is not acknowledged). */
export async function findEntry(ctx: AuthedContext, library: Library, dlref: number): Promise<Entry> {
  const [entry] = await ctx.db
    .select()
    .from(doclibEntries)
    .where(and(visibleEntries(ctx, library), eq(doclibEntries.id, dlref)))
    .limit(1)
  if (!entry) fail(404, blockMessages.entryNotFound, { code: 'NOT_FOUND' })
  return entry
}

/** The library of the cmid header and one of its entries. */
export async function findEntryByHeader(ctx: RequestContext, dlref: number) {
  const { me, library } = await findLibrary(ctx)
  return { me, library, entry: await findEntry(me, library, dlref) }
}

/** The entry of a document path: the header's library must have that doctype. */
export async function findDocumentOwner(ctx: RequestContext, params: { doctype: string; id: number }) {
  const { me, library, entry } = await findEntryByHeader(ctx, params.id)
  if (library.doctype.toLowerCase() !== params.doctype.toLowerCase()) {
    fail(404, blockMessages.documentNotFound, { code: 'NOT_FOUND' })
  }
  return { me, library, entry }
}

export const titleOf = (ctx: RequestContext, library: Library) =>
  ctx.locale === 'fr' && library.titleFr ? library.titleFr : library.title

/** The library's metadata fields with their labels in the caller's language. */
export function fieldsOf(ctx: RequestContext, library: Library) {
  return library.fields.map((field) => ({
    tag: field.tag,
    label: ctx.locale === 'fr' && field.labelFr ? field.labelFr : field.label,
    type: field.type,
    required: !!field.required,
    maxlength: field.maxlength ?? null,
    options: field.options ?? [],
  }))
}

/** GET doclib/configs: the library's page, its columns (`columns`), actions, fields and wizard. */
export function libraryConfig(ctx: AuthedContext, library: Library, columns: unknown[]) {
  const write = canWrite(ctx)
  return {
    cmid: library.cmid,
    title: titleOf(ctx, library),
    conn: library.conn,
    doctype: library.doctype,
    columns,
    actions: { add: write, edit: write, delete: write, upload: write, email: true, download: true },
    metadata: fieldsOf(ctx, library),
    wizard: {
      output: true,
      pages: true,
      name: true,
      splitAll: true,
      outputs: [...SPLIT_OUTPUTS],
      accept: '.pdf, image/*',
      maxFileSize: MAX_ATTACHMENT_BYTES,
    },
  }
}

/** One metadata field's configuration with the entry's value. */
export async function metadataField(ctx: AuthedContext, library: Library, entry: Entry, tag: string) {
  const field = fieldsOf(ctx, library).find((item) => item.tag === tag)
  if (!field) fail(404, blockMessages.unknownTag, { code: 'NOT_FOUND' })
  const [row] = await ctx.db
    .select()
    .from(doclibMetadata)
    .where(and(eq(doclibMetadata.entryId, entry.id), eq(doclibMetadata.tag, field.tag)))
    .limit(1)
  return { ...field, mdref: row?.id ?? null, value: row?.value ?? null }
}

/** Metadata values of several entries, by entry id then tag. */
async function metadataOf(ctx: RequestContext, ids: number[]): Promise<Map<number, Record<string, string>>> {
  const byEntry = new Map<number, Record<string, string>>()
  if (ids.length === 0) return byEntry
  const rows = await ctx.db
    .select()
    .from(doclibMetadata)
    .where(inArray(doclibMetadata.entryId, ids))
    .orderBy(asc(doclibMetadata.tag))
  for (const row of rows) {
    const values = byEntry.get(row.entryId) ?? {}
    values[row.tag] = row.value
    byEntry.set(row.entryId, values)
  }
  return byEntry
}

/** An entry as the API answers it, with its metadata and its number of documents. */
export async function entryAnswer(ctx: RequestContext, entry: Entry, documents?: number) {
  const metadata = (await metadataOf(ctx, [entry.id])).get(entry.id) ?? {}
  const counted =
    documents ??
    (
      await ctx.db
        .select({ n: count() })
        .from(attachments)
        .where(and(eq(attachments.ownerType, OWNER_TYPE), eq(attachments.ownerId, entry.id)))
    )[0]?.n ??
    0
  return {
    dlref: entry.id,
    title: entry.title,
    reference: entry.reference,
    cust: entry.cust,
    description: entry.description,
    documents: counted,
    created_by: entry.createdBy,
    created_at: entry.createdAt.toISOString(),
    updated_at: entry.updatedAt.toISOString(),
    metadata,
  }
}

export interface EntryInput {
  title: string
  reference?: string
  cust?: string
  description?: string
  metadata: Record<string, string>
}

/** The rule of each metadata type beyond presence and length: a date is a day, a number a number. */
const typeRules: Partial<Record<MetadataField['type'], v.GenericSchema<string>>> = {
  date: v.pipe(v.string(), date()),
  number: v.pipe(v.string(), number()),
}

/** What is wrong with a metadata value for its field, in the caller's language, or undefined. */
function metadataFault(ctx: RequestContext, field: MetadataField, raw: string | undefined): string | undefined {
  const value = raw?.trim() ?? ''
  if (!value) return field.required ? ctx.t(fieldMessages.required) : undefined
  if (field.maxlength && [...value].length > field.maxlength) return ctx.t(fieldMessages.maxLength, { n: field.maxlength })
  if (field.type === 'select' && field.options?.length && !field.options.includes(value)) {
    return ctx.t(fieldMessages.invalidFormat)
  }
  const rule = typeRules[field.type]
  const result = rule && v.safeParse(rule, value, { lang: ctx.locale })
  return result && !result.success ? result.issues[0].message : undefined
}

/** Checks an entry's customer account and metadata against the library: 400 with field messages. */
async function checkEntryInput(ctx: AuthedContext, library: Library, input: EntryInput) {
  const errors: Record<string, string> = {}
  for (const field of library.fields) {
    const fault = metadataFault(ctx, field, input.metadata[field.tag])
    if (fault) errors[`metadata.${field.tag}`] = fault
  }
  for (const tag of Object.keys(input.metadata)) {
    if (!library.fields.some((field) => field.tag === tag)) errors[`metadata.${tag}`] = ctx.t(blockMessages.unknownTag)
  }
  if (input.cust) {
    const [account] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, ctx.identity.company.id), eq(users.cust, input.cust)))
      .limit(1)
    if (!account) errors.cust = ctx.t(blockMessages.unknownCustomer)
  }
  if (Object.keys(errors).length) throw invalidFields(errors)
}

async function writeMetadata(ctx: RequestContext, entryId: number, metadata: Record<string, string>) {
  for (const [tag, raw] of Object.entries(metadata)) {
    const value = raw.trim()
    if (!value) {
      await ctx.db.delete(doclibMetadata).where(and(eq(doclibMetadata.entryId, entryId), eq(doclibMetadata.tag, tag)))
      continue
    }
    await ctx.db
      .insert(doclibMetadata)
      .values({ entryId, tag, value })
      .onConflictDoUpdate({ target: [doclibMetadata.entryId, doclibMetadata.tag], set: { value } })
  }
}

/** Adds an entry with its metadata, checked against the library; answers the entry. */
export async function createEntry(ctx: AuthedContext, library: Library, input: EntryInput) {
  await checkEntryInput(ctx, library, input)
  const [entry] = await ctx.db
    .insert(doclibEntries)
    .values({
      libraryId: library.id,
      cust: input.cust ?? null,
      title: input.title,
      reference: input.reference ?? null,
      description: input.description ?? null,
      createdBy: ctx.identity.user.username,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning()
  await writeMetadata(ctx, entry!.id, input.metadata)
  return entryAnswer(ctx, entry!, 0)
}

/** Changes an entry; metadata not sent keeps its value, and the whole is checked again. */
export async function updateEntry(ctx: AuthedContext, library: Library, entry: Entry, input: EntryInput) {
  const current = (await metadataOf(ctx, [entry.id])).get(entry.id) ?? {}
  await checkEntryInput(ctx, library, { ...input, metadata: { ...current, ...input.metadata } })
  const [updated] = await ctx.db
    .update(doclibEntries)
    .set({
      title: input.title,
      reference: input.reference ?? null,
      cust: input.cust ?? null,
      description: input.description ?? null,
      updatedAt: ctx.now,
    })
    .where(eq(doclibEntries.id, entry.id))
    .returning()
  await writeMetadata(ctx, entry.id, input.metadata)
  return entryAnswer(ctx, updated!)
}

/** Removes an entry and its documents, and writes the removal to the audit log. */
export async function deleteEntry(ctx: AuthedContext, library: Library, entry: Entry): Promise<void> {
  await deleteAttachments(ctx, await listAttachmentRows(ctx, ownerOf(library, entry)))
  await ctx.db.delete(doclibEntries).where(eq(doclibEntries.id, entry.id))
  await audit(ctx.db, {
    event: 'doclib.entry_delete',
    at: ctx.now,
    userId: ctx.identity.user.id,
    companyId: ctx.identity.company.id,
    username: ctx.identity.user.username,
    ip: ctx.ip,
    detail: { library: library.cmid, dlref: entry.id, title: entry.title },
  })
}

/** The libraries of the current group's menu, with the number of entries the caller sees in each. */
export async function customerLibraries(ctx: AuthedContext) {
  const menuIds = await loadMenuIds(ctx.db, ctx.identity.current?.group)
  const libraries = await ctx.db
    .select()
    .from(doclibLibraries)
    .where(eq(doclibLibraries.companyId, ctx.identity.company.id))
    .orderBy(asc(doclibLibraries.title))
  const results = []
  for (const library of libraries.filter((item) => menuIds.has(item.cmid))) {
    const [total] = await ctx.db.select({ n: count() }).from(doclibEntries).where(visibleEntries(ctx, library))
    results.push({
      cmid: library.cmid,
      title: titleOf(ctx, library),
      doctype: library.doctype,
      conn: library.conn,
      count: total?.n ?? 0,
    })
  }
  return { results, count: results.length }
}

/** Customer accounts an entry may belong to: staff search them all, a customer sees their own. */
export async function customerAccounts(ctx: AuthedContext, text: string) {
  const conditions = [eq(users.companyId, ctx.identity.company.id), isNotNull(users.cust)]
  if (!canWrite(ctx)) conditions.push(eq(users.cust, ctx.identity.user.cust ?? ''))
  const search = text.trim()
  if (search) conditions.push(ilike(users.cust, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))
  const rows = await ctx.db
    .select({ cust: users.cust, name: sql<string>`min(${users.fname} || ' ' || ${users.lname})` })
    .from(users)
    .where(and(...conditions))
    .groupBy(users.cust)
    .orderBy(asc(users.cust))
    .limit(50)
  const results = rows.map((row) => ({ cust: row.cust as string, name: row.name }))
  return { results, count: results.length }
}

/** A metadata row as the API answers it, labelled in the caller's language. */
export function metadataAnswer(ctx: RequestContext, library: Library, row: MetadataRow) {
  const field = fieldsOf(ctx, library).find((item) => item.tag === row.tag)
  return { mdref: row.id, dlref: row.entryId, tag: row.tag, label: field?.label ?? row.tag, value: row.value }
}

/** An entry's metadata rows. */
export async function metadataRows(ctx: RequestContext, library: Library, entry: Entry) {
  const rows = await ctx.db
    .select()
    .from(doclibMetadata)
    .where(eq(doclibMetadata.entryId, entry.id))
    .orderBy(asc(doclibMetadata.tag))
  const results = rows.map((row) => metadataAnswer(ctx, library, row))
  return { results, count: results.length }
}

/** Adds one metadata value of a field the library has; 409 when the entry has that field already. */
export async function addMetadata(ctx: RequestContext, library: Library, entry: Entry, tag: string, value: string) {
  const field = library.fields.find((candidate) => candidate.tag === tag)
  if (!field) throw invalidFields({ tag: ctx.t(blockMessages.unknownTag) })
  const fault = metadataFault(ctx, field, value)
  if (fault) throw invalidFields({ value: fault })
  const [row] = await ctx.db
    .insert(doclibMetadata)
    .values({ entryId: entry.id, tag, value })
    .onConflictDoNothing()
    .returning()
  if (!row) fail(409, blockMessages.tagExists, { code: 'CONFLICT' })
  return metadataAnswer(ctx, library, row)
}

/** A metadata row through its entry, which must be one the caller sees in the header's library. */
export async function findMetadata(ctx: RequestContext, mdref: number) {
  const { me, library } = await findLibrary(ctx)
  const [row] = await ctx.db.select().from(doclibMetadata).where(eq(doclibMetadata.id, mdref)).limit(1)
  if (!row) fail(404, blockMessages.metadataNotFound, { code: 'NOT_FOUND' })
  const entry = await findEntry(me, library, row.entryId)
  return { me, library, entry, row }
}

/** Changes a metadata value, checked against its field. */
export async function changeMetadata(ctx: RequestContext, library: Library, row: MetadataRow, value: string) {
  const field = library.fields.find((candidate) => candidate.tag === row.tag)
  const fault = field && metadataFault(ctx, field, value)
  if (fault) throw invalidFields({ value: fault })
  const [updated] = await ctx.db
    .update(doclibMetadata)
    .set({ value })
    .where(eq(doclibMetadata.id, row.id))
    .returning()
  return metadataAnswer(ctx, library, updated!)
}

export async function removeMetadata(ctx: RequestContext, row: MetadataRow): Promise<void> {
  await ctx.db.delete(doclibMetadata).where(eq(doclibMetadata.id, row.id))
}

/** The e-mail form's draft for an entry: subject, content and the documents it can carry. */
export async function emailDraft(ctx: RequestContext, library: Library, entry: Entry) {
  const rows = await listAttachmentRows(ctx, ownerOf(library, entry))
  const title = titleOf(ctx, library)
  return {
    subject: `${title}: ${entry.title}`,
    content: `<p>${escapeHtml(title)}: ${escapeHtml(entry.title)}${entry.reference ? ` (${escapeHtml(entry.reference)})` : ''}</p>`,
    to: [],
    cc: [],
    bcc: [],
    attachments: rows.map((row) => ({ id: row.id, filename: row.filename, size: row.size })),
  }
}

/** Sends an entry's documents (the ones chosen, else all) with the e-mail form's message. */
export async function sendEntryEmail(
  ctx: AuthedContext,
  library: Library,
  entry: Entry,
  payload: EmailPayload,
  files: string[] | undefined,
) {
  const rows = await listAttachmentRows(ctx, ownerOf(library, entry))
  const chosen = files ? rows.filter((row) => files.includes(row.id)) : rows
  if (files && chosen.length !== files.length) fail(404, blockMessages.documentNotFound)
  return sendEmail(ctx, payload, chosen.map((row: AttachmentRow) => attached(ctx, row)))
}

const attached = (ctx: RequestContext, row: AttachmentRow) => ({
  id: row.id,
  filename: row.filename,
  size: row.size,
  contentType: row.contentType,
  open: () => ctx.storage.stream(row.storageKey),
})
