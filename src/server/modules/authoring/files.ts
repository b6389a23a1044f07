import { open } from 'node:fs/promises'
import { AUTHORING_LIMITS, qpmAuthoring } from '@shared/contract/qpm-authoring'
import { and, eq, max } from 'drizzle-orm'
import { manualFiles } from '../../db/schema'
import { receiveMultipart } from '../../http/upload'
import { parseInput } from '../../http/validate'
import { attachmentResponse, deleteAttachments, findAttachment, type NewFile, storeAttachments } from '../../lib/attachments'
import { fail } from '../../lib/errors'
import { checkFileType } from '../../lib/file-types'
import { authoringMessages, blockMessages } from '../../messages'
import { documentPdf } from '../manual/pdf'
import type { NodeRow, RevisionRow } from '../manual/scope'
import { OWNER_TYPE } from '../manual/service'
import { type Author, findDocumentNode, findNode, type StagingRow } from './scope'
import { nextNumber } from './service'

// A document's files (the reader side serves them with the document) and a draft's PDF.

const ownerOf = (author: Author, nodeId: number) => ({ type: OWNER_TYPE, id: nodeId, companyId: author.companyId })

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

/**
 * POST document/upload/{id}: streams the files in (25 MB each, 413 beyond), checks each one's type by
 * its content and name (415 when they disagree), then stores all of them or none.
 */
export async function uploadFiles(author: Author, id: number) {
  const node = await findDocumentNode(author, id)
  const { ctx } = author
  const folder = await ctx.storage.scratch()
  const received = await receiveMultipart(ctx.c, folder, {
    maxFileBytes: AUTHORING_LIMITS.uploadBytes,
    maxFiles: AUTHORING_LIMITS.uploadFiles,
    maxFieldBytes: 16 * 1024,
  })
  try {
    const fields = await parseInput(qpmAuthoring.upload.body, received.fields, ctx.locale)
    if (received.files.length === 0) fail(400, blockMessages.noFile, { code: 'VALIDATION' })
    const files: NewFile[] = []
    for (const file of received.files) {
      const contentType = await checkFileType(file.filename, await head(file.path))
      if (!contentType) fail(415, blockMessages.typeMismatch, { code: 'UNSUPPORTED_TYPE', values: { filename: file.filename } })
      files.push({ filename: file.filename, contentType, path: file.path })
    }
    const stored = await storeAttachments(ctx, ownerOf(author, node.id), files)
    const [last] = await ctx.db.select({ n: max(manualFiles.position) }).from(manualFiles).where(eq(manualFiles.nodeId, node.id))
    let position = (last?.n ?? -1) + 1
    await ctx.db.insert(manualFiles).values(
      stored.map((row) => ({
        attachmentId: row.id,
        nodeId: node.id,
        title: fields.title ?? row.filename,
        position: position++,
      })),
    )
    return {
      uploaded: stored.map((row) => ({
        id: row.id,
        filename: row.filename,
        title: fields.title ?? row.filename,
        content_type: row.contentType,
        size: row.size,
        pages: row.pages,
        uploaded_at: row.uploadedAt.toISOString(),
      })),
    }
  } finally {
    await received.cleanup()
  }
}

async function fileOf(author: Author, id: number, file: string) {
  const node = await findNode(author, id)
  const [link] = await author.ctx.db
    .select({ id: manualFiles.attachmentId })
    .from(manualFiles)
    .where(and(eq(manualFiles.nodeId, node.id), eq(manualFiles.attachmentId, file)))
  if (!link) fail(404, authoringMessages.fileNotFound, { code: 'NOT_FOUND' })
  return findAttachment(author.ctx, ownerOf(author, node.id), file)
}

/** GET document/upload/{id}/{file}. */
export async function readFile(author: Author, id: number, file: string) {
  return attachmentResponse(author.ctx, await fileOf(author, id, file))
}

/** DELETE document/upload/{id}/{file}. */
export async function deleteFile(author: Author, id: number, file: string) {
  await deleteAttachments(author.ctx, [await fileOf(author, id, file)])
}

/** POST download: a staging as a PDF, headed with the revision number it would be published as. */
export async function stagingPdf(author: Author, node: NodeRow, staging: StagingRow) {
  const revision: RevisionRow = {
    id: 0,
    nodeId: node.id,
    lang: staging.lang,
    number: await nextNumber(author, staging),
    status: staging.status,
    significant: true,
    effectiveDate: null,
    title: staging.title,
    summary: staging.summary,
    bodyHtml: staging.bodyHtml,
    bodyText: '',
    contentHash: '',
    keywords: staging.keywords,
    search: '',
    blockSearch: null,
    companyId: node.companyId,
    readableBy: null,
    createdBy: staging.createdBy,
    createdAt: staging.createdAt,
    updatedAt: staging.updatedAt,
    publishedAt: null,
    publishedBy: null,
  }
  return documentPdf(author.ctx, node, revision)
}

