import { once } from 'node:events'
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

/** Text chunks as a byte stream that reads the next chunk only when the client takes the last. */
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

async function* csvChunks(job: ExportJob) {
  // The byte order mark makes spreadsheet apps read the file as UTF-8.
  yield `\uFEFF${stringify([job.columns.map((column) => column.label)], { record_delimiter: 'windows' })}`
  for await (const batch of job.batches) {
    const rows = batch.map((row) => job.columns.map((column) => spreadsheetText(column, row[column.name])))
    yield stringify(rows, { record_delimiter: 'windows' })
  }
}

async function* jsonChunks(job: ExportJob) {
  let first = true
  yield '['
  for await (const batch of job.batches) {
    const rows = batch.map((row) =>
      JSON.stringify(Object.fromEntries(job.columns.map((column) => [column.name, cellValue(column, row[column.name])]))),
    )
    if (rows.length === 0) continue
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
    yield batch
      .map(
        (row) =>
          `  <row>${job.columns
            .map((column) => `<${column.name}>${xml(cellText(column, row[column.name]))}</${column.name}>`)
            .join('')}</row>\n`,
      )
      .join('')
  }
  yield '</rows>\n'
}

/** Runs a producer that writes into a Node stream, handing the stream's failure to the reader. */
function produce(stream: PassThrough | PDFKit.PDFDocument, work: () => Promise<void>): ReadableStream<Uint8Array> {
  work().catch((error: unknown) => stream.destroy(error as Error))
  return Readable.toWeb(stream as Readable) as ReadableStream<Uint8Array>
}

const SHEET_NAME_INVALID = /[[\]:*?/\\]/g

function xlsx(job: ExportJob): ReadableStream<Uint8Array> {
  const out = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false })
  const sheet = workbook.addWorksheet(job.title.replace(SHEET_NAME_INVALID, ' ').slice(0, 31) || 'Export')
  sheet.columns = job.columns.map((column) => ({
    header: column.label,
    key: column.name,
    width: column.type === 'html' || column.type === 'link' ? 40 : Math.max(12, column.label.length + 2),
    ...(column.type === 'date' && { style: { numFmt: 'yyyy-mm-dd' } }),
  }))
  sheet.getRow(1).font = { bold: true }
  sheet.getRow(1).commit()
  return produce(out, async () => {
    for await (const batch of job.batches) {
      for (const row of batch) {
        // Strings are written as text cells, never as formulas (a formula would need { formula }).
        sheet
          .addRow(
            job.columns.map((column) => {
              const value = cellValue(column, row[column.name])
              return column.type === 'date' && typeof value === 'string' ? new Date(`${value}T00:00:00Z`) : value
            }),
          )
          .commit()
      }
      // Wait for a slow reader rather than buffering the whole file.
      if (out.writableNeedDrain) await once(out, 'drain')
    }
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

function pdf(job: ExportJob): ReadableStream<Uint8Array> {
  const margin = 28
  // No bottom margin: the table breaks pages itself, and the footer sits below the last row.
  const layout = { size: 'LETTER', layout: 'landscape' as const, margins: { top: margin, left: margin, right: margin, bottom: 0 } }
  const doc = new PDFDocument({ ...layout, info: { Title: job.title } })
  const width = doc.page.width - margin * 2
  const total = job.columns.reduce((sum, column) => sum + weight(column), 0)
  const widths = job.columns.map((column) => (weight(column) / total) * width)
  const rowHeight = 10
  const bottom = doc.page.height - margin - 14
  let page = 1
  let y = 0

  const cells = (values: string[], top: number) => {
    let x = margin
    values.forEach((text, i) => {
      const cellWidth = widths[i] as number
      doc.text(text, x + 1, top + 2, { width: cellWidth - 2, height: rowHeight, lineBreak: false, ellipsis: true })
      x += cellWidth
    })
  }
  const header = () => {
    doc.font('Helvetica-Bold').fontSize(6)
    cells(
      job.columns.map((column) => column.label),
      y,
    )
    y += rowHeight
    doc
      .moveTo(margin, y)
      .lineTo(margin + width, y)
      .lineWidth(0.5)
      .stroke()
    doc.font('Helvetica').fontSize(6)
  }
  const footer = () => {
    doc.fontSize(7).text(`${job.title} - ${page}`, margin, doc.page.height - margin - 8, {
      width,
      align: 'right',
      lineBreak: false,
    })
  }

  doc.font('Helvetica-Bold').fontSize(14).text(job.title, margin, margin, { width })
  doc.font('Helvetica').fontSize(8).text(job.stamp, { width })
  y = doc.y + 6
  header()

  return produce(doc, async () => {
    for await (const batch of job.batches) {
      for (const row of batch) {
        if (y + rowHeight > bottom) {
          footer()
          doc.addPage(layout)
          page += 1
          y = margin
          header()
        }
        cells(
          job.columns.map((column) => cellText(column, row[column.name])),
          y,
        )
        y += rowHeight
      }
      // pdfkit does not wait for its reader: hold back while a megabyte is unread.
      while (doc.readableLength > 1 << 20 && !doc.destroyed) await sleep(5)
    }
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
