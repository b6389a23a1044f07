import { open } from 'node:fs/promises'
import type { Attachment } from '@shared/contract'
import { CAR_ATTACHMENT_CATEGORIES, CAR_LIMITS, type CarAttachmentCategory } from '@shared/contract/car'
import { and, asc, eq, isNull } from 'drizzle-orm'
import { attachments, carEffectivenessChecks, carFiles } from '../../db/schema'
import { receiveMultipart } from '../../http/upload'
import {
  type AttachmentRow,
  attachmentResponse,
  deleteAttachments,
  type NewFile,
  type Owner,
  storeAttachments,
  toAttachment,
} from '../../lib/attachments'
import { fail } from '../../lib/errors'
import { checkFileType } from '../../lib/file-types'
import { blockMessages, carAreaMessages } from '../../messages'
import { editScope, isCurrentActor } from './flow'
import { type Caller, type CarRow, findCar } from './scope'

// A CAR's files by category (document 2 section 3, "Attachment"): stored with the shared attachments
// (owner type car-<category>, owner id the CAR), each under the whole-number id of a car_files row,
// which is the id the client reads, downloads and deletes it by.

const ownerOf = (car: CarRow, category: CarAttachmentCategory): Owner => ({ type: `car-${category}`, id: car.id, companyId: car.companyId })

/** The first bytes of a scratch file, enough to recognise its type. */
async function head(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r')
  try {
    const buffer = Buffer.alloc(4100)
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/** Whether the caller checks this closed CAR's pending effectiveness check. */
async function checksIt(caller: Caller, car: CarRow): Promise<boolean> {
  const [pending] = await caller.ctx.db
    .select({ checkerId: carEffectivenessChecks.checkerId })
    .from(carEffectivenessChecks)
    .where(and(eq(carEffectivenessChecks.carId, car.id), isNull(carEffectivenessChecks.rating)))
    .limit(1)
  return pending?.checkerId === caller.userId
}

/**
 * Who changes a CAR's files: while it is open, whoever may save it or is its current actor; once it is
 * closed, only its effectiveness evidence, by the checker of its pending check or a CAR administrator.
 */
async function requireFiles(caller: Caller, car: CarRow, category: CarAttachmentCategory, refusal = carAreaMessages.uploadForbidden) {
  if (car.status === 'Closed') {
    if (category === 'effectiveness' && (caller.admin || (await checksIt(caller, car)))) return
    fail(403, carAreaMessages.closedFiles, { code: 'CLOSED' })
  }
  if (editScope(caller, car) === null && !isCurrentActor(caller, car)) fail(403, refusal, { code: 'FORBIDDEN' })
}

/** The attachment as the contract gives it, under its car_files id. */
async function fileOut(caller: Caller, fileId: number, row: AttachmentRow): Promise<Attachment> {
  return { ...(await toAttachment(caller.ctx, row)), id: String(fileId) }
}

/** GET car/upload/{id}/{category}: every file of the category, in the order they came. */
export async function listFiles(caller: Caller, id: number, category: CarAttachmentCategory): Promise<Attachment[]> {
  const car = await findCar(caller, id)
  const rows = await caller.ctx.db
    .select({ fileId: carFiles.id, attachment: attachments })
    .from(carFiles)
    .innerJoin(attachments, eq(attachments.id, carFiles.attachmentId))
    .where(and(eq(carFiles.carId, car.id), eq(carFiles.category, category), eq(attachments.companyId, car.companyId)))
    .orderBy(asc(attachments.uploadedAt), asc(carFiles.id))
  return Promise.all(rows.map((row) => fileOut(caller, row.fileId, row.attachment)))
}

/**
 * POST car/upload/{id}/{category}: streams the files in (25 MB each, 413 beyond), checks each one's type
 * by its content and name (415 when they disagree), then stores all of them or none.
 */
export async function uploadFiles(caller: Caller, id: number, category: CarAttachmentCategory) {
  const car = await findCar(caller, id)
  await requireFiles(caller, car, category)
  const { ctx } = caller
  const folder = await ctx.storage.scratch()
  const received = await receiveMultipart(ctx.c, folder, {
    maxFileBytes: CAR_LIMITS.uploadBytes,
    maxFiles: CAR_LIMITS.uploadFiles,
    maxFieldBytes: 16 * 1024,
  })
  try {
    if (received.files.length === 0) fail(400, blockMessages.noFile, { code: 'VALIDATION' })
    const files: NewFile[] = []
    for (const file of received.files) {
      const contentType = await checkFileType(file.filename, await head(file.path))
      if (!contentType) fail(415, blockMessages.typeMismatch, { code: 'UNSUPPORTED_TYPE', values: { filename: file.filename } })
      files.push({ filename: file.filename, contentType, path: file.path })
    }
    const stored = await storeAttachments(ctx, ownerOf(car, category), files)
    let links: { id: number; attachmentId: string }[]
    try {
      links = await ctx.db
        .insert(carFiles)
        .values(stored.map((row) => ({ carId: car.id, category, attachmentId: row.id })))
        .returning({ id: carFiles.id, attachmentId: carFiles.attachmentId })
    } catch (error) {
      // The CAR went away meanwhile: the files stored for it go too.
      await deleteAttachments(ctx, stored).catch(() => undefined)
      throw error
    }
    return {
      uploaded: await Promise.all(stored.map((row) => fileOut(caller, links.find((link) => link.attachmentId === row.id)!.id, row))),
    }
  } finally {
    await received.cleanup()
  }
}

/** The category a download or delete names (its path checks ids only): another is no file (404). */
function categoryOf(category: string): CarAttachmentCategory {
  if (!(CAR_ATTACHMENT_CATEGORIES as readonly string[]).includes(category)) fail(404, blockMessages.documentNotFound, { code: 'NOT_FOUND' })
  return category as CarAttachmentCategory
}

export interface FileParams {
  id: number
  category: string
  fileid: number
}

/** One file of a CAR's category, or 404. */
async function findFile(caller: Caller, car: CarRow, category: CarAttachmentCategory, fileId: number): Promise<AttachmentRow> {
  const [row] = await caller.ctx.db
    .select({ attachment: attachments })
    .from(carFiles)
    .innerJoin(attachments, eq(attachments.id, carFiles.attachmentId))
    .where(
      and(
        eq(carFiles.id, fileId),
        eq(carFiles.carId, car.id),
        eq(carFiles.category, category),
        eq(attachments.companyId, car.companyId),
      ),
    )
    .limit(1)
  if (!row) fail(404, blockMessages.documentNotFound, { code: 'NOT_FOUND' })
  return row.attachment
}

/** GET car/upload/{id}/{category}/{fileid}: the file as a download. */
export async function readFile(caller: Caller, params: FileParams) {
  const category = categoryOf(params.category)
  const car = await findCar(caller, params.id)
  return attachmentResponse(caller.ctx, await findFile(caller, car, category, params.fileid))
}

/** DELETE car/upload/{id}/{category}/{fileid}: by whoever uploaded it, or a CAR administrator. */
export async function deleteFile(caller: Caller, params: FileParams) {
  const category = categoryOf(params.category)
  const car = await findCar(caller, params.id)
  const file = await findFile(caller, car, category, params.fileid)
  await requireFiles(caller, car, category, carAreaMessages.deleteForbidden)
  if (!caller.admin && file.uploadedBy !== caller.userId) fail(403, carAreaMessages.deleteForbidden, { code: 'FORBIDDEN' })
  await deleteAttachments(caller.ctx, [file])
}

/** Every file name of a CAR by category, for the report. */
export async function fileNames(caller: Caller, car: CarRow): Promise<{ category: CarAttachmentCategory; filename: string }[]> {
  const rows = await caller.ctx.db
    .select({ category: carFiles.category, filename: attachments.filename })
    .from(carFiles)
    .innerJoin(attachments, eq(attachments.id, carFiles.attachmentId))
    .where(eq(carFiles.carId, car.id))
    .orderBy(asc(carFiles.category), asc(attachments.uploadedAt), asc(carFiles.id))
  return rows as { category: CarAttachmentCategory; filename: string }[]
}
