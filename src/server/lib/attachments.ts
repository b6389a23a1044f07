import { Readable } from 'node:stream'
import type { Attachment } from '@shared/contract'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { attachments } from '../db/schema'
import { blockMessages } from '../messages'
import { newStorageKey } from '../storage'
import { audit } from './audit'
import type { AuthedContext, RequestContext } from './context'
import { fail } from './errors'
import { extensionOf, storedFileName } from './file-types'
import { genericIcon, jpegDataUrl, makeThumbnail } from './thumbnails'

export type AttachmentRow = typeof attachments.$inferSelect

/** The record a file belongs to, such as a library entry. */
export interface Owner {
  type: string
  id: number
  companyId: number
}

// A thumbnail key of NONE marks a file that was tried and cannot be drawn.
const NONE = 'none'

export interface NewFile {
  filename: string
  contentType: string
  /** The bytes, or a scratch file to move into storage. */
  bytes?: Uint8Array
  path?: string
  pages?: number | null
  /** A thumbnail already drawn (null: none can be); absent, it is drawn here. */
  thumbnail?: Uint8Array | null
}

/** Stores a file and its thumbnail for an owner, and writes the upload to the audit log. */
export async function storeAttachment(ctx: AuthedContext, owner: Owner, file: NewFile): Promise<AttachmentRow> {
  const [row] = await storeAttachments(ctx, owner, [file])
  return row!
}

/**
 * Stores the files of one upload, all or none: the bytes and thumbnails are written first, then every
 * row and its audit entry in one transaction; when anything fails, the bytes written are removed again.
 */
export async function storeAttachments(ctx: AuthedContext, owner: Owner, files: NewFile[]): Promise<AttachmentRow[]> {
  const written: string[] = []
  try {
    const values: (typeof attachments.$inferInsert)[] = []
    for (const file of files) {
      const key = newStorageKey()
      const size = file.path ? await ctx.storage.adopt(key, file.path) : await ctx.storage.put(key, file.bytes!)
      written.push(key)
      const thumbnail =
        file.thumbnail !== undefined
          ? file.thumbnail
          : await makeThumbnail(file.bytes ?? (await ctx.storage.get(key)), file.contentType)
      let thumbnailKey = NONE
      if (thumbnail) {
        thumbnailKey = newStorageKey('.jpg')
        await ctx.storage.put(thumbnailKey, thumbnail)
        written.push(thumbnailKey)
      }
      values.push({
        companyId: owner.companyId,
        ownerType: owner.type,
        ownerId: owner.id,
        filename: storedFileName(file.filename),
        contentType: file.contentType,
        size,
        storageKey: key,
        thumbnailKey,
        pages: file.pages ?? null,
        uploadedBy: ctx.identity.user.id,
        uploadedByName: ctx.identity.user.username,
        uploadedAt: ctx.now,
      })
    }
    if (values.length === 0) return []
    return await ctx.db.transaction(async (tx) => {
      const rows = await tx.insert(attachments).values(values).returning()
      const byKey = new Map(rows.map((row) => [row.storageKey, row]))
      const ordered = values.map((value) => byKey.get(value.storageKey)!)
      for (const row of ordered) {
        await audit(tx, {
          event: 'document.upload',
          at: ctx.now,
          userId: ctx.identity.user.id,
          companyId: ctx.identity.company.id,
          username: ctx.identity.user.username,
          ip: ctx.ip,
          detail: { id: row.id, filename: row.filename, size: row.size, owner: `${owner.type}:${owner.id}` },
        })
      }
      return ordered
    })
  } catch (error) {
    await Promise.all(written.map((key) => ctx.storage.delete(key).catch(() => undefined)))
    throw error
  }
}

/** The thumbnail as a data: URL; files seeded without one get it drawn on first listing. */
async function thumbnailOf(ctx: RequestContext, row: AttachmentRow): Promise<string> {
  let key = row.thumbnailKey
  if (key === null) {
    const image = await makeThumbnail(await ctx.storage.get(row.storageKey), row.contentType)
    key = NONE
    if (image) {
      key = newStorageKey('.jpg')
      await ctx.storage.put(key, image)
    }
    await ctx.db.update(attachments).set({ thumbnailKey: key }).where(eq(attachments.id, row.id))
  }
  if (key === NONE) return genericIcon(extensionOf(row.filename))
  try {
    return jpegDataUrl(await ctx.storage.get(key))
  } catch {
    return genericIcon(extensionOf(row.filename))
  }
}

/** Document 2 section 3, "Attachment". */
export async function toAttachment(ctx: RequestContext, row: AttachmentRow): Promise<Attachment> {
  return {
    id: row.id,
    filename: row.filename,
    uploadBy: row.uploadedByName,
    uploadDate: row.uploadedAt.toISOString(),
    thumbnails: await thumbnailOf(ctx, row),
    current_status: row.status === 'deleting' ? 'deleting' : 'ready',
    content_type: row.contentType,
    size: row.size,
    pages: row.pages,
  }
}

export async function listAttachmentRows(ctx: RequestContext, owner: Owner): Promise<AttachmentRow[]> {
  return ctx.db
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.ownerType, owner.type),
        eq(attachments.ownerId, owner.id),
        eq(attachments.companyId, owner.companyId),
      ),
    )
    .orderBy(asc(attachments.uploadedAt), asc(attachments.filename), asc(attachments.id))
}

export async function listAttachments(ctx: RequestContext, owner: Owner): Promise<Attachment[]> {
  const rows = await listAttachmentRows(ctx, owner)
  return Promise.all(rows.map((row) => toAttachment(ctx, row)))
}

/** One file of an owner; 404 when it belongs to another record. */
export async function findAttachment(ctx: RequestContext, owner: Owner, id: string): Promise<AttachmentRow> {
  const [row] = await ctx.db
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.id, id),
        eq(attachments.ownerType, owner.type),
        eq(attachments.ownerId, owner.id),
        eq(attachments.companyId, owner.companyId),
      ),
    )
    .limit(1)
  if (!row) fail(404, blockMessages.documentNotFound, { code: 'NOT_FOUND' })
  return row
}

/** Marks the files 'deleting', removes their bytes, then their rows; each delete is audited. */
export async function deleteAttachments(ctx: AuthedContext, rows: AttachmentRow[]): Promise<void> {
  if (rows.length === 0) return
  const ids = rows.map((row) => row.id)
  await ctx.db.update(attachments).set({ status: 'deleting' }).where(inArray(attachments.id, ids))
  for (const row of rows) {
    await ctx.storage.delete(row.storageKey)
    if (row.thumbnailKey && row.thumbnailKey !== NONE) await ctx.storage.delete(row.thumbnailKey)
  }
  await ctx.db.delete(attachments).where(inArray(attachments.id, ids))
  for (const row of rows) {
    await audit(ctx.db, {
      event: 'document.delete',
      at: ctx.now,
      userId: ctx.identity.user.id,
      companyId: ctx.identity.company.id,
      username: ctx.identity.user.username,
      ip: ctx.ip,
      detail: { id: row.id, filename: row.filename, owner: `${row.ownerType}:${row.ownerId}` },
    })
  }
}

/** `attachment; filename="..."` with an ASCII fallback and the exact name in RFC 5987 form. */
export function contentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`
}

/** The file (or its thumbnail) as a download. */
export async function attachmentResponse(
  ctx: RequestContext,
  row: AttachmentRow,
  thumbnail = false,
): Promise<Response> {
  if (thumbnail) {
    if (!row.thumbnailKey || row.thumbnailKey === NONE) fail(404, blockMessages.documentNotFound)
    return new Response(new Uint8Array(await ctx.storage.get(row.thumbnailKey)), {
      headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': 'private, max-age=3600' },
    })
  }
  const stream = ctx.storage.stream(row.storageKey)
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      'Content-Type': row.contentType,
      'Content-Length': String(row.size),
      'Content-Disposition': contentDisposition(row.filename),
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
