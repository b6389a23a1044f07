import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'

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
let pdfjs: Promise<Pdfjs> | undefined

/** pdf.js is loaded on first use: most requests never draw a page. */
function loadPdfjs(): Promise<Pdfjs> {
  polyfill()
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs')
  return pdfjs
}

const assets = (() => {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))
  const url = (folder: string) => `${pathToFileURL(join(root, folder)).href}/`
  return { standardFontDataUrl: url('standard_fonts'), cMapUrl: url('cmaps'), wasmUrl: url('wasm') }
})()

/** The number of pages of a PDF; throws on a file that is not one. */
export async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false })
  return document.getPageCount()
}

/** A new PDF holding the given pages (1-based) of the source. */
export async function extractPages(bytes: Uint8Array, pages: number[]): Promise<Uint8Array> {
  const source = await PDFDocument.load(bytes, { ignoreEncryption: true })
  const target = await PDFDocument.create()
  const copied = await target.copyPages(
    source,
    pages.map((page) => page - 1),
  )
  for (const page of copied) target.addPage(page)
  return target.save()
}

/**
 * Draws pages (1-based) to PNG images. `fit` draws each page inside a box (thumbnails); otherwise pages
 * are drawn at `dpi`.
 */
export async function renderPages(
  bytes: Uint8Array,
  pages: number[],
  options: { dpi?: number; fit?: { width: number; height: number } } = {},
): Promise<Buffer[]> {
  const { getDocument } = await loadPdfjs()
  const { createCanvas } = await import('@napi-rs/canvas')
  // pdf.js takes ownership of the buffer it is given.
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0, ...assets })
  const document = await task.promise
  try {
    const images: Buffer[] = []
    for (const number of pages) {
      const page = await document.getPage(number)
      const base = page.getViewport({ scale: 1 })
      const scale = options.fit
        ? Math.min(options.fit.width / base.width, options.fit.height / base.height)
        : (options.dpi ?? 150) / 72
      const viewport = page.getViewport({ scale })
      const canvas = createCanvas(Math.max(1, Math.floor(viewport.width)), Math.max(1, Math.floor(viewport.height)))
      const context = canvas.getContext('2d')
      context.fillStyle = '#ffffff'
      context.fillRect(0, 0, canvas.width, canvas.height)
      await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise
      images.push(await canvas.encode('png'))
      page.cleanup()
    }
    return images
  } finally {
    await task.destroy()
  }
}

/** Pages drawn at 150 dpi, as JPEG images (one per page). */
export async function pagesToJpeg(bytes: Uint8Array, pages: number[]): Promise<Buffer[]> {
  const images = await renderPages(bytes, pages)
  return Promise.all(images.map((image) => sharp(image).jpeg({ quality: 85 }).toBuffer()))
}

/** Pages drawn at 150 dpi into one multi-page TIFF (every page sized as the first). */
export async function pagesToTiff(bytes: Uint8Array, pages: number[]): Promise<Buffer> {
  const images = await renderPages(bytes, pages)
  const first = await sharp(images[0]).metadata()
  const sized = await Promise.all(
    images.map((image) =>
      sharp(image)
        .resize(first.width, first.height, { fit: 'contain', background: '#ffffff' })
        .png()
        .toBuffer(),
    ),
  )
  const input = sized.length === 1 ? sized[0] : sized
  return sharp(input, sized.length > 1 ? { join: { animated: true } } : {})
    .tiff({ compression: 'lzw' })
    .toBuffer()
}
