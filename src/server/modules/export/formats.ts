import { PassThrough, Readable } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import { formatPhone } from '@shared/format'
import { stringify } from 'csv-stringify/sync'
import ExcelJS from 'exceljs'
import PDFDocument from 'pdfkit'

export interface ExportColumn {
  name: string
  label: string
  /** The cell display type. */
  type: string
}

/** What a format writes: the table's columns and its rows, batch after batch. */
export interface ExportJob {
  title: string
  /** 'Exported 2026-03-02 09:00 (America/Toronto)', printed where the format has room. */
  stamp: string
  columns: ExportColumn[]
  batches: AsyncIterable<Record<string, unknown>[]>
}

export interface ExportFormat {
  extension: string
  contentType: string
  write(job: ExportJob): ReadableStream<Uint8Array>
}

const SCRIPT_OR_STYLE = /<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/gi
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** HTML cells as the text a reader sees: no markup, no script, entities decoded. */
export function plainText(html: string): string {
  return html
    .replace(SCRIPT_OR_STYLE, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x?[\da-f]+|\w+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ''
      }
      return ENTITIES[name.toLowerCase()] ?? entity
    })
    .replace(/\s+/g, ' ')
    .trim()
}

/** A cell as text, the way the grid shows it. */
export function cellText(column: ExportColumn, value: unknown): string {
  if (value === null || value === undefined) return ''
  if (column.type === 'html') return plainText(String(value))
  if (column.type === 'boolean') return value ? 'Y' : 'N'
  if (column.type === 'phone') return formatPhone(String(value))
  return String(value)
}

/** What makes a spreadsheet app read a cell as a formula (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/
const NUMERIC_TYPES = new Set(['number', 'decimal'])
const NUMBER_TEXT = /^-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i

/**
 * A cell of a text file that spreadsheet apps open (CSV): text that would start a formula gets a
 * leading apostrophe, so the app shows it as typed instead of running it. Numbers stay numbers.
 */
export function spreadsheetText(column: ExportColumn, value: unknown): string {
  const text = cellText(column, value)
  if (!FORMULA_START.test(text)) return text
  const isNumber =
    typeof value === 'number' || typeof value === 'bigint' || (NUMERIC_TYPES.has(column.type) && NUMBER_TEXT.test(text))
  return isNumber ? text : `'${text}`
}

/** A cell as a typed value (JSON, XLSX): numbers and booleans stay what they are. */
function cellValue(column: ExportColumn, value: unknown): unknown {
  if (value === null || value === undefined) return null
  if (column.type === 'html' || column.type === 'phone') return cellText(column, value)
  return value
}

/**
 * Text chunks as a byte stream that reads the next chunk only when the client takes the last. A chunk
 * that fails errors the stream, so the answer ends as failed rather than as a file that looks whole; a
 * client that leaves closes the chunks (and the rows they read).
 */
function fromChunks(chunks: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const iterator = chunks[Symbol.asyncIterator]()
  const encoder = new TextEncoder()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await iterator.next()
      if (done) controller.close()
      else controller.enqueue(encoder.encode(value))
    },
    async cancel() {
      await iterator.return?.()
    },
  })
}

const CSV_OPTIONS = { record_delimiter: 'windows' } as const

async function* csvChunks(job: ExportJob) {
  // The byte order mark makes spreadsheet apps read the file as UTF-8.
  yield `\uFEFF${stringify([job.columns.map((column) => column.label)], CSV_OPTIONS)}`
  for await (const batch of job.batches) {
    const rows = batch.map((row) => job.columns.map((column) => spreadsheetText(column, row[column.name])))
    yield stringify(rows, CSV_OPTIONS)
  }
}

async function* jsonChunks(job: ExportJob) {
  let first = true
  yield '['
  for await (const batch of job.batches) {
    if (batch.length === 0) continue
    const rows = batch.map((row) => {
      const record: Record<string, unknown> = {}
      for (const column of job.columns) record[column.name] = cellValue(column, row[column.name])
      return JSON.stringify(record)
    })
    yield `${first ? '\n' : ',\n'}${rows.join(',\n')}`
    first = false
  }
  yield '\n]\n'
}

// Characters XML 1.0 cannot hold at all are dropped; the rest are escaped.
// oxlint-disable-next-line no-control-regex
const XML_INVALID = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
const xml = (text: string) => text.replace(XML_INVALID, '').replace(/[&<>"']/g, (char) => XML_ESCAPES[char] as string)

async function* xmlChunks(job: ExportJob) {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<rows title="${xml(job.title)}">\n`
  for await (const batch of job.batches) {
    let text = ''
    for (const row of batch) {
      text += '  <row>'
      for (const column of job.columns) {
        text += `<${column.name}>${xml(cellText(column, row[column.name]))}</${column.name}>`
      }
      text += '</row>\n'
    }
    yield text
  }
  yield '</rows>\n'
}

/** What a writer waits for before its next batch: the reader to take what is written, or to be gone. */
function readerReady(stream: Readable | PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done)
      stream.off('close', done)
      resolve()
    }
    stream.on('drain', done)
    stream.on('close', done)
  })
}

/**
 * Runs a writer that fills a Node stream, batch after batch. Its failure destroys the stream with the
 * error, so the answer ends as failed; a client that leaves destroys the stream, and the writer stops at
 * its next batch (`stopped`).
 */
function produce(stream: PassThrough | PDFKit.PDFDocument, work: (stopped: () => boolean) => Promise<void>) {
  const node = stream as Readable
  work(() => node.destroyed).catch((error: unknown) => {
    if (!node.destroyed) node.destroy(error instanceof Error ? error : new Error(String(error)))
  })
  return Readable.toWeb(node) as ReadableStream<Uint8Array>
}

const SHEET_NAME_INVALID = /[[\]:*?/\\]/g

function xlsx(job: ExportJob): ReadableStream<Uint8Array> {
  const out = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false })
  const sheet = workbook.addWorksheet(job.title.replace(SHEET_NAME_INVALID, ' ').slice(0, 31) || 'Export')
  // One style object per column, shared by its cells: the writer looks a style up by its object, so a
  // shared one is resolved once instead of once per cell.
  const styles = job.columns.map((column) => (column.type === 'date' ? { numFmt: 'yyyy-mm-dd' } : {}))
  sheet.columns = job.columns.map((column, i) => ({
    header: column.label,
    key: column.name,
    width: column.type === 'html' || column.type === 'link' ? 40 : Math.max(12, column.label.length + 2),
    style: styles[i],
  }))
  sheet.getRow(1).font = { bold: true }
  sheet.getRow(1).commit()
  return produce(out, async (stopped) => {
    for await (const batch of job.batches) {
      if (stopped()) return
      for (const row of batch) {
        // Strings are written as text cells, never as formulas (a formula would need { formula }).
        const added = sheet.addRow(
          job.columns.map((column) => {
            const value = cellValue(column, row[column.name])
            return column.type === 'date' && typeof value === 'string' ? new Date(`${value}T00:00:00Z`) : value
          }),
        )
        for (let i = 0; i < styles.length; i++) added.getCell(i + 1).style = styles[i] as Partial<ExcelJS.Style>
        added.commit()
      }
      // Wait for a slow reader rather than buffering the whole file.
      if (out.writableNeedDrain) await readerReady(out)
    }
    if (stopped()) return
    sheet.commit()
    await workbook.commit()
  })
}

/** Relative column widths of the PDF table; long text columns get more room. */
function weight(column: ExportColumn): number {
  if (column.type === 'html' || column.type === 'link') return 2.6
  if (['shipper', 'consignee'].includes(column.name)) return 2
  if (column.type === 'date' || column.type === 'phone') return 1.3
  return 1
}

/** WinAnsiEncoding (the standard fonts' encoding, PDF 32000 annex D) where it differs from Latin-1. */
const WIN_ANSI: Record<number, number> = {
  0x20ac: 0x80, 0x201a: 0x82, 0x0192: 0x83, 0x201e: 0x84, 0x2026: 0x85, 0x2020: 0x86, 0x2021: 0x87,
  0x02c6: 0x88, 0x2030: 0x89, 0x0160: 0x8a, 0x2039: 0x8b, 0x0152: 0x8c, 0x017d: 0x8e, 0x2018: 0x91,
  0x2019: 0x92, 0x201c: 0x93, 0x201d: 0x94, 0x2022: 0x95, 0x2013: 0x96, 0x2014: 0x97, 0x02dc: 0x98,
  0x2122: 0x99, 0x0161: 0x9a, 0x203a: 0x9b, 0x0153: 0x9c, 0x017e: 0x9e, 0x0178: 0x9f,
}
const ELLIPSIS = 0x85
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'))

/** A character's byte in WinAnsiEncoding: white space as a space, what the fonts cannot show as '?'. */
function winAnsi(code: number): number {
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code
  if (code === 0x09 || code === 0x0a || code === 0x0d) return 0x20
  return WIN_ANSI[code] ?? 0x3f
}

/**
 * Single-line table cells written straight into the page's content: one text object per row, each
 * cell's text cut to its width with an ellipsis. pdfkit's text() lays out, kerns and measures every
 * character several times over, which a table of twenty thousand rows cannot afford; the cells are
 * measured here once, with the font's widths, and written unkerned.
 */
class PdfCells {
  /** The font's advance of each WinAnsi byte at this size. */
  private readonly widths = new Float64Array(256)
  private readonly resource: string
  private readonly font: PDFKit.PDFKitReference

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    fontName: 'Helvetica' | 'Helvetica-Bold',
    private readonly size: number,
  ) {
    this.resource = fontName === 'Helvetica' ? 'ExportCell' : 'ExportCellBold'
    this.font = doc.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: fontName, Encoding: 'WinAnsiEncoding' })
    this.font.finalize()
    doc.font(fontName).fontSize(size)
    const unicode = new Map(Object.entries(WIN_ANSI).map(([code, byte]) => [byte, Number(code)]))
    for (let byte = 0x20; byte < 256; byte++) {
      this.widths[byte] = doc.widthOfString(String.fromCharCode(unicode.get(byte) ?? byte))
    }
  }

  /** The text's bytes in hexadecimal, cut with an ellipsis where it would pass `room`. */
  private fit(text: string, room: number): string {
    const ellipsis = this.widths[ELLIPSIS] as number
    let hex = ''
    let used = 0
    let cut = 0
    for (let i = 0; i < text.length; i++) {
      const byte = winAnsi(text.charCodeAt(i))
      if (used + ellipsis <= room) cut = hex.length
      used += this.widths[byte] as number
      if (used > room) return `${hex.slice(0, cut)}${HEX[ELLIPSIS]}`
      hex += HEX[byte]
    }
    return hex
  }

  /** One row of cells at `top` (pdfkit's top-down coordinates): each text at x + 1, cut to width - 2. */
  row(texts: string[], lefts: number[], widths: number[], top: number) {
    const { doc } = this
    // The page's own font list gets the font on every page the table reaches.
    ;(doc.page.fonts as Record<string, PDFKit.PDFKitReference>)[this.resource] = this.font
    // pdfkit draws top-down; text is written in the PDF's own bottom-up space, as pdfkit's text() does.
    const baseline = (doc.page.height - top - (HELVETICA_ASCENDER * this.size) / 1000).toFixed(2)
    let content = `q 1 0 0 -1 0 ${doc.page.height} cm BT /${this.resource} ${this.size} Tf`
    for (let i = 0; i < texts.length; i++) {
      const hex = this.fit(texts[i] as string, (widths[i] as number) - 2)
      if (hex) content += `\n1 0 0 1 ${((lefts[i] as number) + 1).toFixed(2)} ${baseline} Tm <${hex}> Tj`
    }
    doc.addContent(`${content}\nET Q`)
  }
}

/** Helvetica's ascender (its AFM): pdfkit puts the top of a line this far above its baseline. */
const HELVETICA_ASCENDER = 718

function pdf(job: ExportJob): ReadableStream<Uint8Array> {
  const margin = 28
  // No bottom margin: the table breaks pages itself, and the footer sits below the last row.
  const layout = { size: 'LETTER', layout: 'landscape' as const, margins: { top: margin, left: margin, right: margin, bottom: 0 } }
  const doc = new PDFDocument({ ...layout, info: { Title: job.title } })
  const width = doc.page.width - margin * 2
  const total = job.columns.reduce((sum, column) => sum + weight(column), 0)
  const widths = job.columns.map((column) => (weight(column) / total) * width)
  const lefts = widths.map((_, i) => margin + widths.slice(0, i).reduce((sum, w) => sum + w, 0))
  const rowHeight = 10
  const bottom = doc.page.height - margin - 14
  const labels = job.columns.map((column) => column.label)
  const headerCells = new PdfCells(doc, 'Helvetica-Bold', 6)
  const bodyCells = new PdfCells(doc, 'Helvetica', 6)
  let page = 1
  let y = 0

  const header = () => {
    headerCells.row(labels, lefts, widths, y + 2)
    y += rowHeight
    doc
      .moveTo(margin, y)
      .lineTo(margin + width, y)
      .lineWidth(0.5)
      .stroke()
  }
  const footer = () => {
    doc.font('Helvetica').fontSize(7).text(`${job.title} - ${page}`, margin, doc.page.height - margin - 8, {
      width,
      align: 'right',
      lineBreak: false,
    })
  }

  doc.font('Helvetica-Bold').fontSize(14).text(job.title, margin, margin, { width })
  doc.font('Helvetica').fontSize(8).text(job.stamp, { width })
  y = doc.y + 6
  header()

  return produce(doc, async (stopped) => {
    for await (const batch of job.batches) {
      if (stopped()) return
      for (const row of batch) {
        if (y + rowHeight > bottom) {
          footer()
          doc.addPage(layout)
          page += 1
          y = margin
          header()
        }
        bodyCells.row(
          job.columns.map((column) => cellText(column, row[column.name])),
          lefts,
          widths,
          y + 2,
        )
        y += rowHeight
      }
      // pdfkit does not wait for its reader: hold back while a megabyte is unread.
      while (doc.readableLength > 1 << 20 && !stopped()) await sleep(5)
    }
    if (stopped()) return
    footer()
    doc.end()
  })
}

export const exportFormats = {
  CSV: { extension: 'csv', contentType: 'text/csv; charset=utf-8', write: (job) => fromChunks(csvChunks(job)) },
  JSON: { extension: 'json', contentType: 'application/json; charset=utf-8', write: (job) => fromChunks(jsonChunks(job)) },
  XML: { extension: 'xml', contentType: 'application/xml; charset=utf-8', write: (job) => fromChunks(xmlChunks(job)) },
  XLSX: {
    extension: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    write: xlsx,
  },
  PDF: { extension: 'pdf', contentType: 'application/pdf', write: pdf },
} satisfies Record<string, ExportFormat>
