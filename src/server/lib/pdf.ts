import { Worker } from 'node:worker_threads'
import { PDF_LIMITS } from '@shared/constants/business'
import sharp from 'sharp'
import { uploadLimitMessages } from '../messages'
import { startWorker as startThread } from '../threads'
import { HttpError } from './errors'
import type { Box, PdfJob, PdfOutput, PdfTask, PdfWorkerData, PdfWorkerReply } from './pdf-protocol'

export type { Box, PdfOutput, PdfTask } from './pdf-protocol'

/** The time a request may still spend on PDF work. */
export interface PdfBudget {
  readonly deadline: number
}

export const pdfBudget = (ms: number = PDF_LIMITS.timeBudgetMs): PdfBudget => ({ deadline: Date.now() + ms })

/** The document itself could not be read or drawn (the limits answer HttpErrors instead). */
export class PdfError extends Error {}

const tooSlow = () => new HttpError(422, uploadLimitMessages.tooSlow, { code: 'PDF_TOO_SLOW' })
const tooComplex = () => new HttpError(422, uploadLimitMessages.tooComplex, { code: 'PDF_TOO_COMPLEX' })
const busy = () => new HttpError(503, uploadLimitMessages.busy, { code: 'BUSY', headers: { 'Retry-After': '60' } })

/*
 * PDF work runs on worker threads, so a heavy document never holds up other requests: at most
 * PDF_LIMITS.concurrency jobs at once per process, each with a capped heap, and a job past its request's
 * time budget is stopped by ending its worker. Idle workers are kept a while for the next job.
 */
const IDLE_MS = 30_000
let running = 0
const waiting: (() => void)[] = []
const idle: { worker: Worker; timer: NodeJS.Timeout }[] = []
let nextJob = 1

function startWorker(): Worker {
  const workerData: PdfWorkerData = { limits: { maxPixels: PDF_LIMITS.maxPixels, maxSide: PDF_LIMITS.maxSide } }
  const worker = startThread('pdf-worker', import.meta.url, {
    workerData,
    resourceLimits: { maxOldGenerationSizeMb: PDF_LIMITS.workerHeapMb },
    stdout: true,
    stderr: true,
  })
  // pdf.js warns on damaged files; those warnings are not the server's log.
  worker.stdout.resume()
  worker.stderr.resume()
  // A worker failing between jobs is only dropped; a job in progress listens for its own failure.
  worker.on('error', () => {})
  worker.once('exit', () => {
    const index = idle.findIndex((item) => item.worker === worker)
    if (index >= 0) clearTimeout(idle.splice(index, 1)[0]!.timer)
  })
  return worker
}

/** A worker for a job: it keeps the process alive until the job ends, as any pending I/O would. */
function takeWorker(): Worker {
  const kept = idle.pop()
  if (!kept) return startWorker()
  clearTimeout(kept.timer)
  kept.worker.ref()
  return kept.worker
}

function keepWorker(worker: Worker) {
  worker.unref()
  const timer = setTimeout(() => void worker.terminate(), IDLE_MS)
  timer.unref()
  idle.push({ worker, timer })
}

/** Waits for a free job slot until the budget runs out (503: the server is busy). */
async function acquire(budget: PdfBudget): Promise<void> {
  if (running < PDF_LIMITS.concurrency) {
    running++
    return
  }
  await new Promise<void>((done, refuse) => {
    const turn = () => {
      clearTimeout(timer)
      done()
    }
    const timer = setTimeout(() => {
      waiting.splice(waiting.indexOf(turn), 1)
      refuse(busy())
    }, budget.deadline - Date.now())
    waiting.push(turn)
  })
}

/** Hands the slot to the next job waiting, if any. */
function release() {
  const next = waiting.shift()
  if (next) next()
  else running--
}

/**
 * Runs tasks on one PDF in a worker; `onOutput` gets each output in order as soon as it is made (and may
 * write it out). Rejects with a PdfError when the document cannot be read or drawn, and with an HttpError
 * at a limit: 422 past the time budget or the worker's memory, 503 when no worker frees up in time.
 */
export async function runPdfTasks(
  bytes: Uint8Array,
  tasks: PdfTask[],
  onOutput: (output: PdfOutput) => void | Promise<void>,
  budget: PdfBudget = pdfBudget(),
): Promise<void> {
  if (tasks.length === 0) return
  if (budget.deadline <= Date.now()) throw tooSlow()
  await acquire(budget)
  let worker: Worker | undefined
  let healthy = false
  try {
    try {
      worker = takeWorker()
    } catch (error) {
      throw new PdfError(error instanceof Error ? error.message : String(error))
    }
    const id = nextJob++
    const current = worker
    await new Promise<void>((done, refuse) => {
      let settled = false
      let chain = Promise.resolve()
      const finish = (error?: unknown) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        current.off('message', onMessage)
        current.off('error', onError)
        current.off('exit', onExit)
        if (error === undefined) done()
        else refuse(error)
      }
      const onMessage = (message: PdfWorkerReply) => {
        if (message.id !== id) return
        if ('error' in message) {
          healthy = true
          finish(new PdfError(message.error))
        } else if ('done' in message) {
          chain.then(() => {
            healthy = true
            finish()
          }, finish)
        } else {
          const output = message.output
          chain = chain.then(() => onOutput(output))
          chain.catch(finish)
        }
      }
      const onError = (error: Error & { code?: string }) =>
        finish(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooComplex() : new PdfError(error.message))
      const onExit = () => finish(tooComplex())
      const timer = setTimeout(() => finish(tooSlow()), Math.max(0, budget.deadline - Date.now()))
      current.on('message', onMessage)
      current.on('error', onError)
      current.on('exit', onExit)
      // The worker gets its own copy: the caller keeps its bytes for the next job.
      const copy = new Uint8Array(bytes)
      current.postMessage({ id, bytes: copy, tasks } satisfies PdfJob, [copy.buffer])
    })
  } finally {
    if (worker && healthy) keepWorker(worker)
    else if (worker) void worker.terminate()
    release()
  }
}

/** The number of pages of a PDF; throws a PdfError on a file that is not one. */
export async function pdfPageCount(bytes: Uint8Array, budget?: PdfBudget): Promise<number> {
  let count = 0
  await runPdfTasks(
    bytes,
    [{ kind: 'count' }],
    (output) => {
      count = output.count ?? 0
    },
    budget,
  )
  return count
}

/**
 * Draws pages (1-based) to PNG images. `fit` draws each page inside a box (thumbnails); otherwise pages
 * are drawn at `dpi`. Either way a page is scaled down to PDF_LIMITS' pixel caps.
 */
export async function renderPages(
  bytes: Uint8Array,
  pages: number[],
  options: { dpi?: number; fit?: Box; budget?: PdfBudget } = {},
): Promise<Buffer[]> {
  const images: Buffer[] = []
  await runPdfTasks(
    bytes,
    [{ kind: 'render', pages, format: 'png', dpi: options.dpi, fit: options.fit }],
    (output) => {
      images.push(Buffer.from(output.data!))
    },
    options.budget,
  )
  return images
}

/** PNG pages of one size (buffers or files) joined into one multi-page TIFF, within the time budget. */
export async function joinTiff(images: (Buffer | string)[], budget: PdfBudget = pdfBudget()): Promise<Buffer> {
  const seconds = Math.ceil((budget.deadline - Date.now()) / 1000)
  if (seconds <= 0) throw tooSlow()
  const input = images.length === 1 ? images[0]! : images
  try {
    return await sharp(input, images.length > 1 ? { join: { animated: true } } : {})
      .tiff({ compression: 'lzw' })
      .timeout({ seconds })
      .toBuffer()
  } catch (error) {
    if (error instanceof Error && /timeout/i.test(error.message)) throw tooSlow()
    throw new PdfError(error instanceof Error ? error.message : String(error))
  }
}
