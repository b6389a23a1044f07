/**
 * The PDF worker thread: counts, extracts and draws the pages of one document per job, and posts each
 * output as soon as it is made. `pdf.ts` starts it, limits its heap and stops it past its time budget.
 * Built as its own entry (`dist/server/pdf-worker.js`); the tests run its source through tsx.
 */
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parentPort, workerData } from 'node:worker_threads'
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas'
import { PDFDocument } from 'pdf-lib'
import type { Box, PdfJob, PdfOutput, PdfTask, PdfWorkerData, PdfWorkerReply } from './pdf-protocol'

// pdf.js 6 expects Node 22; these two are all it misses on Node 20.
function polyfill() {
  const promise = Promise as unknown as { withResolvers?: unknown }
  if (typeof promise.withResolvers !== 'function') {
    promise.withResolvers = function withResolvers<T>() {
      let resolve!: (value: T) => void
      let reject!: (reason: unknown) => void
      const created = new Promise<T>((yes, no) => {
        resolve = yes
        reject = no
      })
      return { promise: created, resolve, reject }
    }
  }
  const buffer = ArrayBuffer.prototype as unknown as { transferToFixedLength?: unknown }
  if (typeof buffer.transferToFixedLength !== 'function') {
    buffer.transferToFixedLength = function transferToFixedLength(this: ArrayBuffer, length = this.byteLength) {
      const copy = new ArrayBuffer(length)
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)))
      return copy
    }
  }
}

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs')
type PdfjsDocument = Awaited<ReturnType<Pdfjs['getDocument']>['promise']>
type PdfjsPage = Awaited<ReturnType<PdfjsDocument['getPage']>>

polyfill()
/** pdf.js is loaded on the first page drawn: counting and extracting never need it. */
let pdfjs: Promise<Pdfjs> | undefined
const loadPdfjs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'))

const assets = (() => {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))
  const url = (folder: string) => `${pathToFileURL(join(root, folder)).href}/`
  return { standardFontDataUrl: url('standard_fonts'), cMapUrl: url('cmaps'), wasmUrl: url('wasm') }
})()

const { limits } = workerData as PdfWorkerData

/** The scale of a page at its dpi or inside its box, reduced to the pixel caps. */
function capped(width: number, height: number, scale: number): number {
  let result = scale
  const area = width * result * height * result
  if (area > limits.maxPixels) result *= Math.sqrt(limits.maxPixels / area)
  const side = Math.max(width, height) * result
  if (side > limits.maxSide) result *= limits.maxSide / side
  return result
}

const fitScale = (base: Box, box: Box) => Math.min(box.width / base.width, box.height / base.height)
const size = (value: number) => Math.max(1, Math.floor(value))

interface Target {
  canvas: Canvas
  context: SKRSContext2D
}

function blank(width: number, height: number): Target {
  const canvas = createCanvas(width, height)
  const context = canvas.getContext('2d')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, width, height)
  return { canvas, context }
}

async function drawOn(page: PdfjsPage, target: Target, scale: number, dx = 0, dy = 0) {
  const viewport = page.getViewport({ scale })
  const transform = dx || dy ? [1, 0, 0, 1, dx, dy] : undefined
  await page.render({
    canvas: target.canvas as never,
    canvasContext: target.context as never,
    viewport,
    ...(transform ? { transform } : {}),
  }).promise
}

async function thumbnailOf(page: PdfjsPage, box: Box): Promise<Uint8Array> {
  const base = page.getViewport({ scale: 1 })
  const scale = capped(base.width, base.height, fitScale(base, box))
  const target = blank(size(base.width * scale), size(base.height * scale))
  await drawOn(page, target, scale)
  return target.canvas.encode('jpeg', 80)
}

/** One document, opened by pdf-lib and pdf.js only when a task needs them. */
class Job {
  private libDocument: Promise<PDFDocument> | undefined
  private loading: ReturnType<Pdfjs['getDocument']> | undefined

  constructor(private readonly bytes: Uint8Array) {}

  lib(): Promise<PDFDocument> {
    this.libDocument ??= PDFDocument.load(this.bytes, { ignoreEncryption: true, updateMetadata: false })
    return this.libDocument
  }

  async drawing(): Promise<PdfjsDocument> {
    if (!this.loading) {
      const { getDocument } = await loadPdfjs()
      // pdf.js takes ownership of the buffer it is given.
      this.loading = getDocument({ data: new Uint8Array(this.bytes), verbosity: 0, ...assets })
    }
    return this.loading.promise
  }

  async close() {
    if (this.loading) await this.loading.destroy()
  }
}

type Post = (output: Omit<PdfOutput, 'task'>) => void

async function extract(job: Job, task: Extract<PdfTask, { kind: 'extract' }>, post: Post) {
  const source = await job.lib()
  const target = await PDFDocument.create()
  const copied = await target.copyPages(
    source,
    task.pages.map((page) => page - 1),
  )
  for (const page of copied) target.addPage(page)
  const data = await target.save()
  let thumbnail: Uint8Array | undefined
  if (task.thumbnail) {
    const page = await (await job.drawing()).getPage(task.pages[0]!)
    thumbnail = await thumbnailOf(page, task.thumbnail)
    page.cleanup()
  }
  post({ data, ...(thumbnail ? { thumbnail } : {}) })
}

async function render(job: Job, task: Extract<PdfTask, { kind: 'render' }>, post: Post) {
  const document = await job.drawing()
  let frame: Box | undefined
  for (const number of task.pages) {
    const page = await document.getPage(number)
    const base = page.getViewport({ scale: 1 })
    let target: Target
    if (frame) {
      // Later pages of a uniform set are fitted and centred on the first page's frame.
      const scale = fitScale(base, frame)
      target = blank(frame.width, frame.height)
      const dx = (frame.width - base.width * scale) / 2
      const dy = (frame.height - base.height * scale) / 2
      await drawOn(page, target, scale, dx, dy)
    } else {
      const scale = capped(base.width, base.height, task.fit ? fitScale(base, task.fit) : (task.dpi || 150) / 72)
      target = blank(size(base.width * scale), size(base.height * scale))
      await drawOn(page, target, scale)
      if (task.uniform) frame = { width: target.canvas.width, height: target.canvas.height }
    }
    const { canvas } = target
    const data = task.format === 'jpeg' ? await canvas.encode('jpeg', task.quality || 85) : await canvas.encode('png')
    // A uniform set becomes one file: its first page is its thumbnail.
    const first = number === task.pages[0]
    const thumbnail = task.thumbnail && (first || !task.uniform) ? await thumbnailOf(page, task.thumbnail) : undefined
    page.cleanup()
    post({ data, ...(thumbnail ? { thumbnail } : {}) })
  }
}

async function run(job: Job, task: PdfTask, post: Post) {
  if (task.kind === 'count') post({ count: (await job.lib()).getPageCount() })
  else if (task.kind === 'extract') await extract(job, task, post)
  else await render(job, task, post)
}

const port = parentPort!
const reply = (message: PdfWorkerReply) => port.postMessage(message)

port.on('message', async ({ id, bytes, tasks }: PdfJob) => {
  const job = new Job(bytes)
  try {
    for (const [index, task] of tasks.entries()) {
      await run(job, task, (output) => reply({ id, output: { task: index, ...output } }))
    }
    reply({ id, done: true })
  } catch (error) {
    reply({ id, error: error instanceof Error ? error.message : String(error) })
  } finally {
    await job.close().catch(() => {})
  }
})
