/** The messages between the server and its PDF worker (`pdf-worker.ts`). */

/** A box in pixels a page is drawn inside (thumbnails). */
export interface Box {
  width: number
  height: number
}

/** What one job asks of a PDF: each task answers one output (or one per page drawn). */
export type PdfTask =
  | { kind: 'count' }
  /** A new PDF of these pages (1-based), with a JPEG thumbnail of its first page when a box is given. */
  | { kind: 'extract'; pages: number[]; thumbnail?: Box }
  /**
   * Pages drawn at `dpi` (or inside `fit`), within the pixel caps. `uniform` draws every page on a frame
   * the size of the first (a multi-page TIFF); `thumbnail` adds a JPEG thumbnail of each page drawn (of
   * the first only, for a uniform set).
   */
  | {
      kind: 'render'
      pages: number[]
      format: 'png' | 'jpeg'
      dpi?: number
      fit?: Box
      quality?: number
      uniform?: boolean
      thumbnail?: Box
    }

export interface PdfOutput {
  /** The task it answers, by index. */
  task: number
  /** The page count of a count task. */
  count?: number
  data?: Uint8Array
  thumbnail?: Uint8Array
}

export interface PdfWorkerData {
  limits: { maxPixels: number; maxSide: number }
}

/** One job: a document and the tasks to run on it, in order. */
export interface PdfJob {
  id: number
  bytes: Uint8Array
  tasks: PdfTask[]
}

export type PdfWorkerReply = { id: number; output: PdfOutput } | { id: number; done: true } | { id: number; error: string }
