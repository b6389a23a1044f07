import type { MessageDescriptor } from '@lingui/core'
import type { MessageValues } from '@shared/i18n'
import PDFDocument from 'pdfkit'
import { textBlocks } from '../../db/manual-body'
import { contentDisposition } from '../../lib/attachments'
import { translateTo } from '../../i18n'
import type { RequestContext } from '../../lib/context'
import { manualMessages } from '../../messages'
import type { NodeRow, RevisionRow } from './scope'

// A document as a PDF: its heading (number, title, revision, effective date), its text as the page
// shows it (headings, paragraphs, list items, table rows) and a footer with the page count.

/** The standard PDF fonts draw the Windows-1252 characters: others become '?'. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')
export const printable = (text: string) =>
  [...text]
    .map((char) => {
      const code = char.codePointAt(0)!
      return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char) || char === '\n'
        ? char
        : code === 0x2212
          ? '-'
          : '?'
    })
    .join('')

/** A file name without the characters file systems refuse. */
export const pdfFileName = (node: NodeRow, revision: RevisionRow) =>
  `${[node.number, revision.title]
    .filter(Boolean)
    .join(' ')
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150)}.pdf`

/**
 * A letter-size PDF with 56-point margins and its pages kept for a footer: the document to draw on, the
 * text width between the margins, and the bytes once `doc.end()` is called.
 */
export function letterPdf(info: { Title: string; Subject: string }, lang: string) {
  const margin = 56
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: margin, left: margin, right: margin, bottom: margin },
    bufferPages: true,
    info,
    lang,
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  return { doc, done, margin, width: doc.page.width - margin * 2 }
}

function render(ctx: RequestContext, node: NodeRow, revision: RevisionRow): Promise<Buffer> {
  const { doc, done, margin, width } = letterPdf(
    { Title: printable(`${node.number ?? ''} ${revision.title}`.trim()), Subject: `Revision ${revision.number}` },
    revision.lang,
  )
  // The labels are in the document's language.
  const locale = revision.lang === 'fr' ? 'fr' : 'en'
  const t = (descriptor: MessageDescriptor, values?: MessageValues) => printable(translateTo(locale, descriptor, values))

  if (node.number) doc.font('Helvetica').fontSize(10).fillColor('#555555').text(printable(node.number), { width })
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#000000').text(printable(revision.title), { width })
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#333333')
    .text(t(manualMessages.pdfRevision, { revision: revision.number, date: revision.effectiveDate ?? '' }), { width })
  doc.moveDown(0.5)
  doc
    .moveTo(margin, doc.y)
    .lineTo(margin + width, doc.y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke()
  doc.moveDown(0.8)
  doc.fillColor('#000000')

  const sizes = [16, 14, 13, 12, 11, 11]
  for (const block of textBlocks(revision.bodyHtml)) {
    const text = printable(block.text)
    if (block.kind === 'heading') {
      doc.moveDown(0.4)
      doc.font('Helvetica-Bold').fontSize(sizes[block.level - 1] ?? 11).text(text, margin, doc.y, { width })
      doc.moveDown(0.3)
    } else if (block.kind === 'item') {
      const indent = 14 * block.level
      doc.font('Helvetica').fontSize(11).text(`•  ${text}`, margin + indent, doc.y, { width: width - indent, indent: 0 })
      doc.moveDown(0.2)
    } else if (block.kind === 'row') {
      doc.font('Helvetica').fontSize(10).text(text, margin + 8, doc.y, { width: width - 8 })
      doc.moveDown(0.2)
    } else {
      doc.font('Helvetica').fontSize(11).text(text, margin, doc.y, { width, align: 'left' })
      doc.moveDown(0.6)
    }
  }

  const range = doc.bufferedPageRange()
  const printed = t(manualMessages.pdfUncontrolled, { date: ctx.now.toISOString().slice(0, 10) })
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    // The footer sits in the bottom margin: no automatic page break there.
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555555')
      .text(printed, margin, doc.page.height - margin + 16, { width: width - 80, lineBreak: false, ellipsis: true })
      .text(t(manualMessages.pdfPage, { page: i + 1, pages: range.count }), margin + width - 80, doc.page.height - margin + 16, {
        width: 80,
        align: 'right',
        lineBreak: false,
      })
    doc.page.margins.bottom = bottom
  }
  doc.end()
  return done
}

/** GET qpm/user/download/{id}: the PDF as an attachment named after the document. */
export async function documentPdf(ctx: RequestContext, node: NodeRow, revision: RevisionRow): Promise<Response> {
  const bytes = await render(ctx, node, revision)
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(pdfFileName(node, revision)),
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
