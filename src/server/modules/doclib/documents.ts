import { open, readFile } from 'node:fs/promises'
import { integer, MAX_ATTACHMENT_BYTES, type SplitEntry, splitEntrySchema } from '@shared/contract'
import * as v from 'valibot'
import { parsePageRange } from '@shared/format/pageRange'
import { fieldMessages } from '@shared/validation'
import type { AuthedContext, RequestContext } from '../../http/context'
import { fail } from '../../http/context'
import { type ReceivedFile, receiveMultipart } from '../../http/upload'
import { invalidFields, parseInput } from '../../http/validate'
import { type AttachmentRow, storeAttachment, toAttachment } from '../../lib/attachments'
import { checkFileType, isPdf } from '../../lib/file-types'
import { extractPages, pagesToJpeg, pagesToTiff, pdfPageCount } from '../../lib/pdf'
import { blockMessages } from '../../messages'
import { findEntry, findLibrary, ownerOf, requireWrite } from './scope'

/** The form fields of an upload, with `params` already read from JSON so errors keep their paths. */
const uploadFields = v.object({ dlref: integer, params: v.optional(v.array(splitEntrySchema)) })

function readFields(ctx: RequestContext, fields: Record<string, string>) {
  const text = fields.params?.trim()
  if (!text) return { dlref: fields.dlref }
  try {
    return { dlref: fields.dlref, params: JSON.parse(text) as unknown }
  } catch {
    throw invalidFields({ params: ctx.t(fieldMessages.invalidFormat) })
  }
}

/** At most this many files in one upload. */
export const MAX_FILES = 20

/** The first bytes of a file, enough for every signature file-type reads. */
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

/** A wizard name made safe for a download: no folders, no control characters, no extension. */
function baseName(name: string): string {
  const clean = name
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\.(pdf|tiff?|jpe?g)$/i, '')
    .trim()
  return clean || 'document'
}

interface Checked extends ReceivedFile {
  contentType: string
}

interface PlannedOutput {
  entry: SplitEntry
  pages: number[]
}

/** Checks each entry's pages against the document: 400 with `params.{i}.pdfpages` messages. */
function planSplit(ctx: RequestContext, params: SplitEntry[], pageCount: number): PlannedOutput[] {
  const errors: Record<string, string> = {}
  const plans = params.map((entry, index) => {
    if (!entry.pdfpages) return { entry, pages: Array.from({ length: pageCount }, (_, i) => i + 1) }
    const result = parsePageRange(entry.pdfpages, pageCount)
    if (result.ok) return { entry, pages: result.pages }
    errors[`params.${index}.pdfpages`] =
      result.error === 'range'
        ? ctx.t(fieldMessages.pageOutOfRange, { max: pageCount })
        : ctx.t(fieldMessages.invalidFormat)
    return { entry, pages: [] }
  })
  if (Object.keys(errors).length) throw invalidFields(errors)
  return plans
}

/** Writes the outputs of one PDF: extracted pages, one multi-page TIFF, or one JPEG per page. */
async function splitPdf(
  ctx: AuthedContext,
  store: (file: Parameters<typeof storeAttachment>[2]) => Promise<AttachmentRow>,
  bytes: Uint8Array,
  plans: PlannedOutput[],
): Promise<AttachmentRow[]> {
  const stored: AttachmentRow[] = []
  for (const { entry, pages } of plans) {
    const name = baseName(entry.pdfname)
    if (entry.pdfoutput === 'pdf') {
      const output = await extractPages(bytes, pages)
      stored.push(await store({ filename: `${name}.pdf`, contentType: 'application/pdf', bytes: output, pages: pages.length }))
    } else if (entry.pdfoutput === 'tiff') {
      const output = await pagesToTiff(bytes, pages)
      stored.push(await store({ filename: `${name}.tiff`, contentType: 'image/tiff', bytes: output }))
    } else {
      const images = await pagesToJpeg(bytes, pages)
      for (const [index, image] of images.entries()) {
        const filename = images.length === 1 ? `${name}.jpg` : `${name}-p${pages[index]}.jpg`
        stored.push(await store({ filename, contentType: 'image/jpeg', bytes: image }))
      }
    }
  }
  return stored
}

/**
 * POST doclib/documents: streams the files in (25 MB each), checks each one's type by content and
 * name, then stores them as they came or, with the wizard's params, splits each PDF.
 */
export async function uploadDocuments(ctx: RequestContext) {
  const { me, library } = await findLibrary(ctx)
  requireWrite(me)
  const received = await receiveMultipart(ctx.c, await ctx.storage.scratch(), {
    maxFileBytes: MAX_ATTACHMENT_BYTES,
    maxFiles: MAX_FILES,
    maxFieldBytes: 256 * 1024,
  })
  try {
    const body = await parseInput(uploadFields, readFields(ctx, received.fields), ctx.locale)
    const entry = await findEntry(me, library, body.dlref)
    if (received.files.length === 0) fail(400, blockMessages.noFile, { code: 'VALIDATION' })

    // Every file is checked before any is kept.
    const files: Checked[] = []
    for (const file of received.files) {
      const contentType = await checkFileType(file.filename, await head(file.path))
      if (!contentType) {
        fail(415, blockMessages.typeMismatch, { code: 'UNSUPPORTED_TYPE', values: { filename: file.filename } })
      }
      files.push({ ...file, contentType })
    }

    const owner = ownerOf(library, entry)
    const store = (file: Parameters<typeof storeAttachment>[2]) => storeAttachment(me, owner, file)
    const stored: AttachmentRow[] = []
    const params = body.params?.length ? body.params : undefined
    if (params) {
      // The wizard: plan every PDF's outputs first, so a bad page range stores nothing.
      const pdfs = new Map<Checked, { bytes: Uint8Array; plans: PlannedOutput[] }>()
      for (const file of files.filter((f) => isPdf(f.contentType))) {
        const bytes = await readFile(file.path)
        let count: number
        try {
          count = await pdfPageCount(bytes)
        } catch {
          fail(415, blockMessages.notPdf, { code: 'UNSUPPORTED_TYPE', values: { filename: file.filename } })
        }
        pdfs.set(file, { bytes, plans: planSplit(ctx, params, count) })
      }
      for (const file of files) {
        const pdf = pdfs.get(file)
        if (pdf) stored.push(...(await splitPdf(me, store, pdf.bytes, pdf.plans)))
        else stored.push(await store({ filename: file.filename, contentType: file.contentType, path: file.path }))
      }
    } else {
      for (const file of files) {
        const pages = isPdf(file.contentType) ? await pdfPageCount(await readFile(file.path)).catch(() => null) : null
        stored.push(await store({ filename: file.filename, contentType: file.contentType, path: file.path, pages }))
      }
    }
    return { uploaded: await Promise.all(stored.map((row) => toAttachment(ctx, row))) }
  } finally {
    await received.cleanup()
  }
}

