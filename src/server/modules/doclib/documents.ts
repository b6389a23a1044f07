import { randomUUID } from 'node:crypto'
import { open, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { ZipArchive } from 'archiver'
import { id, MAX_ATTACHMENT_BYTES, splitEntries, type SplitEntry } from '@shared/contract'
import { PDF_LIMITS } from '@shared/constants/business'
import * as v from 'valibot'
import { parsePageRange } from '@shared/format/pageRange'
import { fieldMessages } from '@shared/validation'
import { type ReceivedFile, receiveMultipart } from '../../http/upload'
import { parseInput } from '../../http/validate'
import {
  attachmentResponse,
  contentDisposition,
  listAttachmentRows,
  type NewFile,
  storeAttachments,
  toAttachment,
} from '../../lib/attachments'
import type { RequestContext } from '../../lib/context'
import { fail, HttpError, invalidFields } from '../../lib/errors'
import { checkFileType, isPdf } from '../../lib/file-types'
import { joinTiff, type PdfBudget, pdfBudget, PdfError, pdfPageCount, type PdfTask, runPdfTasks } from '../../lib/pdf'
import { THUMBNAIL } from '../../lib/thumbnails'
import { blockMessages, uploadLimitMessages } from '../../messages'
import { type Entry, type Library, ownerOf, requireWrite } from './scope'
import { findEntry, findLibrary } from './service'

/** The form fields of an upload, with `params` already read from JSON so errors keep their paths. */
const uploadFields = v.object({ dlref: id, params: v.optional(splitEntries) })

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

/** What a wizard request would make: the pages it draws as images, and the files it stores. */
function countOutputs(plans: PlannedOutput[][], otherFiles: number) {
  let images = 0
  let outputs = otherFiles
  for (const { entry, pages } of plans.flat()) {
    if (entry.pdfoutput !== 'pdf') images += pages.length
    outputs += entry.pdfoutput === 'jpeg' ? pages.length : 1
  }
  return { images, outputs }
}

/** Scratch files made while splitting: removed at the end, unless storage adopted them first. */
class Outputs {
  private readonly paths: string[] = []
  constructor(private readonly folder: string) {}
  async write(data: Uint8Array): Promise<string> {
    const path = join(this.folder, `output-${randomUUID()}`)
    this.paths.push(path)
    await writeFile(path, data)
    return path
  }
  async cleanup() {
    await Promise.all(this.paths.map((path) => rm(path, { force: true })))
  }
}

const splitTask = ({ entry, pages }: PlannedOutput): PdfTask =>
  entry.pdfoutput === 'pdf'
    ? { kind: 'extract', pages, thumbnail: THUMBNAIL }
    : entry.pdfoutput === 'tiff'
      ? { kind: 'render', pages, format: 'png', dpi: 150, uniform: true, thumbnail: THUMBNAIL }
      : { kind: 'render', pages, format: 'jpeg', dpi: 150, quality: 85, thumbnail: THUMBNAIL }

/**
 * Makes the outputs of one PDF in scratch files, in one worker job: extracted pages, one multi-page TIFF,
 * or one JPEG per page, each with its thumbnail. Nothing is stored here.
 */
async function splitPdf(
  file: Checked,
  bytes: Uint8Array,
  plans: PlannedOutput[],
  outputs: Outputs,
  budget: PdfBudget,
): Promise<NewFile[]> {
  const made: NewFile[][] = plans.map(() => [])
  const tiffPages: string[][] = plans.map(() => [])
  try {
    await runPdfTasks(
      bytes,
      plans.map(splitTask),
      async (output) => {
        const { entry, pages } = plans[output.task]!
        const name = baseName(entry.pdfname)
        const path = await outputs.write(output.data!)
        const thumbnail = output.thumbnail ?? null
        if (entry.pdfoutput === 'pdf') {
          const pdf: NewFile = { filename: `${name}.pdf`, contentType: 'application/pdf', path, pages: pages.length }
          made[output.task]!.push({ ...pdf, thumbnail })
        } else if (entry.pdfoutput === 'tiff') {
          // The pages are joined into one TIFF once all are drawn.
          if (tiffPages[output.task]!.push(path) === 1) {
            made[output.task]!.push({ filename: `${name}.tiff`, contentType: 'image/tiff', thumbnail })
          }
        } else {
          const page = pages[made[output.task]!.length]
          const filename = pages.length === 1 ? `${name}.jpg` : `${name}-p${page}.jpg`
          made[output.task]!.push({ filename, contentType: 'image/jpeg', path, thumbnail })
        }
      },
      budget,
    )
    for (const [index, pages] of tiffPages.entries()) {
      if (pages.length === 0) continue
      made[index]![0]!.path = await outputs.write(await joinTiff(pages, budget))
    }
  } catch (error) {
    if (error instanceof PdfError) {
      fail(422, uploadLimitMessages.unreadable, { code: 'PDF_UNREADABLE', values: { filename: file.filename } })
    }
    throw error
  }
  return made.flat()
}

/** The page count and first-page thumbnail of a PDF stored as it is; either may be missing. */
async function inspectPdf(bytes: Uint8Array, budget: PdfBudget): Promise<Pick<NewFile, 'pages' | 'thumbnail'>> {
  const pages = await pdfPageCount(bytes, budget).catch(() => null)
  const firstPage: PdfTask = { kind: 'render', pages: [1], format: 'jpeg', quality: 80, fit: THUMBNAIL }
  return { pages, thumbnail: await runOne(bytes, firstPage, budget) }
}

/** The one output of a one-task job, or null when it cannot be made. */
async function runOne(bytes: Uint8Array, task: PdfTask, budget: PdfBudget): Promise<Uint8Array | null> {
  let data: Uint8Array | null = null
  try {
    await runPdfTasks(
      bytes,
      [task],
      (output) => {
        data = output.data ?? null
      },
      budget,
    )
  } catch {
    return null
  }
  return data
}

/**
 * POST doclib/documents: streams the files in (25 MB each), checks each one's type by content and
 * name, then stores them as they came or, with the wizard's params, splits each PDF. Every file of the
 * request is stored, or none: a limit or a failure on the way stores nothing.
 */
export async function uploadDocuments(ctx: RequestContext) {
  const { me, library } = await findLibrary(ctx)
  requireWrite(me)
  const folder = await ctx.storage.scratch()
  const received = await receiveMultipart(ctx.c, folder, {
    maxFileBytes: MAX_ATTACHMENT_BYTES,
    maxFiles: MAX_FILES,
    maxFieldBytes: 256 * 1024,
  })
  const outputs = new Outputs(folder)
  try {
    const body = await parseInput(uploadFields, readFields(ctx, received.fields), ctx.locale)
    const entry = await findEntry(me, library, body.dlref)
    if (received.files.length === 0) fail(400, blockMessages.noFile, { code: 'VALIDATION' })
    const params = body.params?.length ? body.params : undefined

    // Every file is checked before any is kept.
    const files: Checked[] = []
    for (const file of received.files) {
      const contentType = await checkFileType(file.filename, await head(file.path))
      if (!contentType) {
        fail(415, blockMessages.typeMismatch, { code: 'UNSUPPORTED_TYPE', values: { filename: file.filename } })
      }
      files.push({ ...file, contentType })
    }

    const budget = pdfBudget()
    const stored: NewFile[] = []
    if (params) {
      // The wizard: plan every PDF's outputs first, so a bad page range or a limit stores nothing.
      const pdfs = new Map<Checked, { bytes: Uint8Array; plans: PlannedOutput[] }>()
      for (const file of files.filter((f) => isPdf(f.contentType))) {
        const bytes = await readFile(file.path)
        let count: number
        try {
          count = await pdfPageCount(bytes, budget)
        } catch (error) {
          if (error instanceof HttpError) throw error
          fail(415, blockMessages.notPdf, { code: 'UNSUPPORTED_TYPE', values: { filename: file.filename } })
        }
        if (count > PDF_LIMITS.maxPages) {
          fail(413, uploadLimitMessages.tooManyPages, {
            code: 'TOO_MANY_PAGES',
            values: { filename: file.filename, max: PDF_LIMITS.maxPages },
          })
        }
        pdfs.set(file, { bytes, plans: planSplit(ctx, params, count) })
      }
      const planned = countOutputs(
        [...pdfs.values()].map((pdf) => pdf.plans),
        files.length - pdfs.size,
      )
      if (planned.images > PDF_LIMITS.maxImages) {
        const values = { max: PDF_LIMITS.maxImages }
        fail(413, uploadLimitMessages.tooManyImages, { code: 'TOO_MANY_OUTPUTS', values })
      }
      if (planned.outputs > PDF_LIMITS.maxOutputs) {
        const values = { max: PDF_LIMITS.maxOutputs }
        fail(413, uploadLimitMessages.tooManyOutputs, { code: 'TOO_MANY_OUTPUTS', values })
      }
      for (const file of files) {
        const pdf = pdfs.get(file)
        if (pdf) stored.push(...(await splitPdf(file, pdf.bytes, pdf.plans, outputs, budget)))
        else stored.push({ filename: file.filename, contentType: file.contentType, path: file.path })
      }
    } else {
      for (const file of files) {
        const pdf = isPdf(file.contentType) ? await inspectPdf(await readFile(file.path), budget) : {}
        stored.push({ filename: file.filename, contentType: file.contentType, path: file.path, ...pdf })
      }
    }
    const rows = await storeAttachments(me, ownerOf(library, entry), stored)
    return { uploaded: await Promise.all(rows.map((row) => toAttachment(ctx, row))) }
  } finally {
    await Promise.all([received.cleanup(), outputs.cleanup()])
  }
}

/** The entry's first document, as a download. */
export async function firstDocument(ctx: RequestContext, library: Library, entry: Entry): Promise<Response> {
  const [first] = await listAttachmentRows(ctx, ownerOf(library, entry))
  if (!first) fail(404, blockMessages.noDocuments, { code: 'NOT_FOUND' })
  return attachmentResponse(ctx, first)
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

/** Every document of the entry in one zip, streamed as it is written. */
export async function allDocuments(ctx: RequestContext, library: Library, entry: Entry): Promise<Response> {
  const rows = await listAttachmentRows(ctx, ownerOf(library, entry))
  if (rows.length === 0) fail(404, blockMessages.noDocuments, { code: 'NOT_FOUND' })
  // A document missing from storage is told before the download starts, not by a zip that never ends.
  const stored = await Promise.all(rows.map((row) => ctx.storage.has(row.storageKey)))
  if (stored.includes(false)) fail(404, blockMessages.documentNotFound, { code: 'NOT_FOUND' })
  const zip = new ZipArchive({ zlib: { level: 6 } })
  const names = uniqueNames(rows.map((row) => row.filename))
  rows.forEach((row, index) => {
    const source = ctx.storage.stream(row.storageKey)
    // A read failing mid-way ends the download with an error rather than leaving it open.
    source.on('error', (error) => zip.destroy(error))
    zip.append(source, { name: names[index]! })
  })
  zip.on('error', (error) => zip.destroy(error))
  void zip.finalize().catch(() => {})
  const name = `${library.doctype}-${entry.id}.zip`
  return new Response(Readable.toWeb(zip) as ReadableStream, {
    headers: { 'Content-Type': 'application/zip', 'Content-Disposition': contentDisposition(name) },
  })
}
