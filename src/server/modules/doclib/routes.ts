import { msg } from '@lingui/core/macro'
import { MAX_ATTACHMENT_BYTES, SPLIT_OUTPUTS } from '@shared/contract'
import { date, fieldMessages, number } from '@shared/validation'
import * as v from 'valibot'
import { ZipArchive } from 'archiver'
import { and, asc, count, eq, ilike, inArray, isNotNull, sql } from 'drizzle-orm'
import { Readable } from 'node:stream'
import { attachments, doclibEntries, doclibLibraries, doclibMetadata, users } from '../../db/schema'
import { type AuthedContext, authed, fail, type RequestContext } from '../../http/context'
import { defineHandlers } from '../../http/routes'
import { invalidFields } from '../../http/validate'
import { audit } from '../../lib/audit'
import {
  attachmentResponse,
  contentDisposition,
  deleteAttachments,
  findAttachment,
  listAttachmentRows,
  listAttachments,
} from '../../lib/attachments'
import { sendEmail } from '../../lib/email'
import { escapeHtml } from '../../lib/html'
import { type ListColumn, type ListSpec, listColumns, listPage } from '../../lib/list'
import { loadMenuIds } from '../../lib/menus'
import { blockMessages } from '../../messages'
import { uploadDocuments } from './documents'
import {
  canWrite,
  type Entry,
  findEntry,
  findEntryByHeader,
  findLibrary,
  type Library,
  OWNER_TYPE,
  ownerOf,
  requireWrite,
  visibleEntries,
} from './scope'

// Column names are written out: drizzle leaves them unqualified in a one-table select.
const documentCount = sql<number>`(select count(*) from attachments a where a.owner_type = ${OWNER_TYPE} and a.owner_id = doclib_entries.id)::int`

/**
 * The entries' list as the caller sees it: the title links to the entry page, the customer account
 * is shown to staff (a customer only ever sees their own), and the entry number is hidden until the
 * user shows it in the table preferences.
 */
function entryListOf(me: AuthedContext, library: Library): ListSpec {
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

const titleOf = (ctx: RequestContext, library: Library) =>
  ctx.locale === 'fr' && library.titleFr ? library.titleFr : library.title

function fieldsOf(ctx: RequestContext, library: Library) {
  return library.fields.map((field) => ({
    tag: field.tag,
    label: ctx.locale === 'fr' && field.labelFr ? field.labelFr : field.label,
    type: field.type,
    required: !!field.required,
    maxlength: field.maxlength ?? null,
    options: field.options ?? [],
  }))
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

async function entryAnswer(ctx: RequestContext, entry: Entry, documents?: number) {
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

interface EntryInput {
  title: string
  reference?: string
  cust?: string
  description?: string
  metadata: Record<string, string>
}

type MetadataField = Library['fields'][number]

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

/** A metadata row through its entry, which must be one the caller sees in the header's library. */
async function findMetadata(ctx: RequestContext, mdref: number) {
  const { me, library } = await findLibrary(ctx)
  const [row] = await ctx.db.select().from(doclibMetadata).where(eq(doclibMetadata.id, mdref)).limit(1)
  if (!row) fail(404, blockMessages.metadataNotFound, { code: 'NOT_FOUND' })
  const entry = await findEntry(me, library, row.entryId)
  return { me, library, entry, row }
}

function metadataAnswer(ctx: RequestContext, library: Library, row: typeof doclibMetadata.$inferSelect) {
  const field = fieldsOf(ctx, library).find((item) => item.tag === row.tag)
  return { mdref: row.id, dlref: row.entryId, tag: row.tag, label: field?.label ?? row.tag, value: row.value }
}

/** Zip entry names must be unique: 'a.pdf', 'a (2).pdf'. */
function uniqueNames(names: string[]): string[] {
  const seen = new Map<string, number>()
  return names.map((name) => {
    const n = (seen.get(name.toLowerCase()) ?? 0) + 1
    seen.set(name.toLowerCase(), n)
    if (n === 1) return name
    const dot = name.lastIndexOf('.')
    return dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`
  })
}

/** Document 1 section 7, "Document library (doclib)". */
export const doclibRoutes = defineHandlers('doclib', {
  configs: async (ctx, { params }) => {
    const { me, library } = await findLibrary(ctx, params.cmid)
    const write = canWrite(me)
    return {
      cmid: library.cmid,
      title: titleOf(ctx, library),
      conn: library.conn,
      doctype: library.doctype,
      columns: listColumns(ctx, entryListOf(me, library)).columns_details,
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
  },

  metadataConfigs: async (ctx, { params }) => {
    const { me, library } = await findLibrary(ctx, params.cmid)
    const entry = await findEntry(me, library, params.dlref)
    const field = fieldsOf(ctx, library).find((item) => item.tag === params.tag)
    if (!field) fail(404, blockMessages.unknownTag, { code: 'NOT_FOUND' })
    const [row] = await ctx.db
      .select()
      .from(doclibMetadata)
      .where(and(eq(doclibMetadata.entryId, entry.id), eq(doclibMetadata.tag, field.tag)))
      .limit(1)
    return { ...field, mdref: row?.id ?? null, value: row?.value ?? null }
  },

  libraryList: async (ctx, { params, query }) => {
    const { me, library } = await findLibrary(ctx, params.cmid, params.conn)
    const entryList = entryListOf(me, library)
    const page = listPage(ctx, entryList, query)
    const where = and(visibleEntries(me, library), page.where)
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select({ entry: doclibEntries, documents: documentCount })
        .from(doclibEntries)
        .where(where)
        .orderBy(...page.orderBy)
        .limit(page.limit)
        .offset(page.offset),
      ctx.db.select({ n: count() }).from(doclibEntries).where(where),
    ])
    const metadata = await metadataOf(
      ctx,
      rows.map((row) => row.entry.id),
    )
    const results = rows.map(({ entry, documents }) => ({
      dlref: entry.id,
      title: entry.title,
      reference: entry.reference,
      cust: entry.cust,
      description: entry.description,
      documents,
      created_by: entry.createdBy,
      created_at: entry.createdAt.toISOString(),
      updated_at: entry.updatedAt.toISOString(),
      metadata: metadata.get(entry.id) ?? {},
    }))
    return { results, count: total?.n ?? 0, ...listColumns(ctx, entryList) }
  },

  libraryCreate: async (ctx, { params, body }) => {
    const { me, library } = await findLibrary(ctx, params.cmid, params.conn)
    requireWrite(me)
    await checkEntryInput(me, library, body)
    const [entry] = await ctx.db
      .insert(doclibEntries)
      .values({
        libraryId: library.id,
        cust: body.cust ?? null,
        title: body.title,
        reference: body.reference ?? null,
        description: body.description ?? null,
        createdBy: me.identity.user.username,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning()
    await writeMetadata(ctx, entry!.id, body.metadata)
    return entryAnswer(ctx, entry!, 0)
  },

  libraryRead: async (ctx, { params }) => {
    const { me, library } = await findLibrary(ctx, params.cmid, params.conn)
    const entry = await findEntry(me, library, params.dlref)
    const files = await listAttachments(ctx, ownerOf(library, entry))
    return { ...(await entryAnswer(ctx, entry, files.length)), attachments: files }
  },

  libraryUpdate: async (ctx, { params, body }) => {
    const { me, library } = await findLibrary(ctx, params.cmid, params.conn)
    requireWrite(me)
    const entry = await findEntry(me, library, params.dlref)
    const current = (await metadataOf(ctx, [entry.id])).get(entry.id) ?? {}
    await checkEntryInput(me, library, { ...body, metadata: { ...current, ...body.metadata } })
    const [updated] = await ctx.db
      .update(doclibEntries)
      .set({
        title: body.title,
        reference: body.reference ?? null,
        cust: body.cust ?? null,
        description: body.description ?? null,
        updatedAt: ctx.now,
      })
      .where(eq(doclibEntries.id, entry.id))
      .returning()
    await writeMetadata(ctx, entry.id, body.metadata)
    return entryAnswer(ctx, updated!)
  },

  libraryDelete: async (ctx, { params }) => {
    const { me, library } = await findLibrary(ctx, params.cmid, params.conn)
    requireWrite(me)
    const entry = await findEntry(me, library, params.dlref)
    await deleteAttachments(me, await listAttachmentRows(ctx, ownerOf(library, entry)))
    await ctx.db.delete(doclibEntries).where(eq(doclibEntries.id, entry.id))
    await audit(ctx.db, {
      event: 'doclib.entry_delete',
      at: ctx.now,
      userId: me.identity.user.id,
      companyId: me.identity.company.id,
      username: me.identity.user.username,
      ip: ctx.ip,
      detail: { library: library.cmid, dlref: entry.id, title: entry.title },
    })
    return null
  },

  customerLibrary: async (ctx) => {
    const me = authed(ctx)
    const menuIds = await loadMenuIds(ctx.db, me.identity.current?.group)
    const libraries = await ctx.db
      .select()
      .from(doclibLibraries)
      .where(eq(doclibLibraries.companyId, me.identity.company.id))
      .orderBy(asc(doclibLibraries.title))
    const results = []
    for (const library of libraries.filter((item) => menuIds.has(item.cmid))) {
      const [total] = await ctx.db.select({ n: count() }).from(doclibEntries).where(visibleEntries(me, library))
      results.push({
        cmid: library.cmid,
        title: titleOf(ctx, library),
        doctype: library.doctype,
        conn: library.conn,
        count: total?.n ?? 0,
      })
    }
    return { results, count: results.length }
  },

  customers: async (ctx, { query }) => {
    const me = authed(ctx)
    const conditions = [eq(users.companyId, me.identity.company.id), isNotNull(users.cust)]
    if (!canWrite(me)) conditions.push(eq(users.cust, me.identity.user.cust ?? ''))
    const search = query.search.trim()
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
  },

  metadataList: async (ctx, { query }) => {
    const { library, entry } = await findEntryByHeader(ctx, query.dlref)
    const rows = await ctx.db
      .select()
      .from(doclibMetadata)
      .where(eq(doclibMetadata.entryId, entry.id))
      .orderBy(asc(doclibMetadata.tag))
    const results = rows.map((row) => metadataAnswer(ctx, library, row))
    return { results, count: results.length }
  },

  metadataCreate: async (ctx, { body }) => {
    const { me, library, entry } = await findEntryByHeader(ctx, body.dlref)
    requireWrite(me)
    const field = library.fields.find((candidate) => candidate.tag === body.tag)
    if (!field) throw invalidFields({ tag: ctx.t(blockMessages.unknownTag) })
    const fault = metadataFault(ctx, field, body.value)
    if (fault) throw invalidFields({ value: fault })
    const [row] = await ctx.db
      .insert(doclibMetadata)
      .values({ entryId: entry.id, tag: body.tag, value: body.value })
      .onConflictDoNothing()
      .returning()
    if (!row) fail(409, blockMessages.tagExists, { code: 'CONFLICT' })
    return metadataAnswer(ctx, library, row)
  },

  metadataRead: async (ctx, { params }) => {
    const { library, row } = await findMetadata(ctx, params.mdref)
    return metadataAnswer(ctx, library, row)
  },

  metadataUpdate: async (ctx, { params, body }) => {
    const { me, library, row } = await findMetadata(ctx, params.mdref)
    requireWrite(me)
    const field = library.fields.find((candidate) => candidate.tag === row.tag)
    const fault = field && metadataFault(ctx, field, body.value)
    if (fault) throw invalidFields({ value: fault })
    const [updated] = await ctx.db
      .update(doclibMetadata)
      .set({ value: body.value })
      .where(eq(doclibMetadata.id, row.id))
      .returning()
    return metadataAnswer(ctx, library, updated!)
  },

  metadataDelete: async (ctx, { params }) => {
    const { me, row } = await findMetadata(ctx, params.mdref)
    requireWrite(me)
    await ctx.db.delete(doclibMetadata).where(eq(doclibMetadata.id, row.id))
    return null
  },

  emailRead: async (ctx, { query }) => {
    const { library, entry } = await findEntryByHeader(ctx, query.dlref)
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
  },

  emailSend: async (ctx, { body }) => {
    const { me, library, entry } = await findEntryByHeader(ctx, body.dlref)
    const rows = await listAttachmentRows(ctx, ownerOf(library, entry))
    const chosen = body.files ? rows.filter((row) => body.files!.includes(row.id)) : rows
    if (body.files && chosen.length !== body.files.length) fail(404, blockMessages.documentNotFound)
    const sent = await sendEmail(
      me,
      body,
      chosen.map((row) => ({
        id: row.id,
        filename: row.filename,
        size: row.size,
        contentType: row.contentType,
        open: () => ctx.storage.stream(row.storageKey),
      })),
    )
    return sent.delivery === 'failed' ? ctx.c.json(sent, 502) : sent
  },

  downloadFirst: async (ctx, { params }) => {
    const { me, library } = await findLibrary(ctx, params.cmid, params.conn)
    const entry = await findEntry(me, library, params.dlref)
    const [first] = await listAttachmentRows(ctx, ownerOf(library, entry))
    if (!first) fail(404, blockMessages.noDocuments, { code: 'NOT_FOUND' })
    return attachmentResponse(ctx, first)
  },

  downloadAll: async (ctx, { params }) => {
    const { me, library } = await findLibrary(ctx, params.cmid, params.conn)
    const entry = await findEntry(me, library, params.dlref)
    const rows = await listAttachmentRows(ctx, ownerOf(library, entry))
    if (rows.length === 0) fail(404, blockMessages.noDocuments, { code: 'NOT_FOUND' })
    const zip = new ZipArchive({ zlib: { level: 6 } })
    const names = uniqueNames(rows.map((row) => row.filename))
    rows.forEach((row, index) => zip.append(ctx.storage.stream(row.storageKey), { name: names[index]! }))
    void zip.finalize()
    const name = `${library.doctype}-${entry.id}.zip`
    return new Response(Readable.toWeb(zip) as ReadableStream, {
      headers: { 'Content-Type': 'application/zip', 'Content-Disposition': contentDisposition(name) },
    })
  },

  documentsCreate: async (ctx) => uploadDocuments(ctx),

  documentsList: async (ctx, { query }) => {
    const { library, entry } = await findEntryByHeader(ctx, query.dlref)
    return listAttachments(ctx, ownerOf(library, entry))
  },

  documentRead: async (ctx, { params, query }) => {
    const { library, entry } = await documentOwner(ctx, params)
    const row = await findAttachment(ctx, ownerOf(library, entry), query.file)
    return attachmentResponse(ctx, row, query.thumbnail)
  },

  documentDelete: async (ctx, { params, query }) => {
    const { me, library, entry } = await documentOwner(ctx, params)
    requireWrite(me)
    const row = await findAttachment(ctx, ownerOf(library, entry), query.file)
    await deleteAttachments(me, [row])
    return null
  },
})

/** The entry of a document path: the header's library must have that doctype. */
async function documentOwner(ctx: RequestContext, params: { doctype: string; id: number }) {
  const { me, library, entry } = await findEntryByHeader(ctx, params.id)
  if (library.doctype.toLowerCase() !== params.doctype.toLowerCase()) {
    fail(404, blockMessages.documentNotFound, { code: 'NOT_FOUND' })
  }
  return { me, library, entry }
}
