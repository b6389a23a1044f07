import type { MessageDescriptor } from '@lingui/core'
import type { Car, CarAttachmentCategory, CarStatus } from '@shared/contract/car'
import type { MessageValues } from '@shared/i18n'
import { contentDisposition } from '../../lib/attachments'
import { carAreaMessages, manualMessages } from '../../messages'
import { letterPdf, printable } from '../manual/pdf'
import { fileNames } from './files'
import { ACTION_LABELS, RATING_LABELS, STATUS_LABELS } from './flow'
import { type Caller, findCar } from './scope'
import { carAnswer, statusHistory } from './service'

// GET car/report/{id}: a CAR as a printable PDF, made on the server with the same PDF library and
// Windows-1252 text as the manual's user/download: every field, the approvals, the effectiveness check,
// the comments, the status history and the name of every attachment, labelled in the caller's language.

const CATEGORY_LABELS: Record<CarAttachmentCategory, MessageDescriptor> = {
  problem: carAreaMessages.categoryProblem,
  containment: carAreaMessages.categoryContainment,
  corrective: carAreaMessages.categoryCorrective,
  preventive: carAreaMessages.categoryPreventive,
  effectiveness: carAreaMessages.categoryEffectiveness,
}

type History = Awaited<ReturnType<typeof statusHistory>>

function render(caller: Caller, car: Car, history: History, files: { category: CarAttachmentCategory; filename: string }[]): Promise<Buffer> {
  const { doc, done, margin, width } = letterPdf(
    { Title: printable(`${car.car_number} ${car.title}`), Subject: printable(caller.ctx.t(carAreaMessages.pdfTitle)) },
    caller.lang,
  )
  const t = (descriptor: MessageDescriptor, values?: MessageValues) => printable(caller.ctx.t(descriptor, values))
  const none = t(carAreaMessages.pdfNone)
  const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '')
  const instant = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : '')

  const heading = (text: string) => {
    doc.moveDown(0.6)
    doc.font('Helvetica-Bold').fontSize(13).fillColor('#000000').text(text, margin, doc.y, { width })
    doc.moveDown(0.2)
  }
  /** A label and its value on one line (the value wraps under itself). */
  const field = (label: MessageDescriptor | string, value: string | null | undefined) => {
    const y = doc.y
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#333333').text(typeof label === 'string' ? label : t(label), margin, y, { width: 150 })
    const labelBottom = doc.y
    doc.font('Helvetica').fontSize(10).fillColor('#000000').text(printable(value || none), margin + 160, y, { width: width - 160 })
    doc.y = Math.max(doc.y, labelBottom)
    doc.moveDown(0.25)
  }
  /** A long text under its label. */
  const block = (label: MessageDescriptor, value: string | null | undefined) => {
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#333333').text(t(label), margin, doc.y, { width })
    doc.font('Helvetica').fontSize(10).fillColor('#000000').text(printable(value || none), margin, doc.y, { width })
    doc.moveDown(0.4)
  }

  doc.font('Helvetica').fontSize(10).fillColor('#555555').text(t(carAreaMessages.pdfTitle), { width })
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#000000').text(printable(`${car.car_number} ${car.title}`), { width })
  doc.moveDown(0.3)
  doc
    .moveTo(margin, doc.y)
    .lineTo(margin + width, doc.y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke()
  doc.moveDown(0.5)

  const timeliness = car.closed_on_time === null ? (car.overdue ? carAreaMessages.pdfOverdue : carAreaMessages.pdfOpen) : car.closed_on_time ? carAreaMessages.pdfOnTime : carAreaMessages.pdfLate
  field(carAreaMessages.colStatus, `${t(STATUS_LABELS[car.status])} (${t(timeliness)})`)
  field(carAreaMessages.colProblemType, car.problem_type?.name)
  field(carAreaMessages.pdfRootCause, car.root_cause?.name)
  field(carAreaMessages.pdfSource, car.source?.name)
  field(carAreaMessages.colDepartment, car.department?.name)
  field(carAreaMessages.colTerminal, car.terminal?.name)
  field(carAreaMessages.pdfRequestedDate, car.requested_date)
  field(carAreaMessages.pdfDueDate, car.due_date)
  field(carAreaMessages.pdfCreated, instant(car.created_at))
  field(carAreaMessages.pdfClosed, instant(car.closed_at))
  field(carAreaMessages.colDaysOpen, String(car.days_open))
  field(carAreaMessages.colRequester, car.requester.name)
  field(carAreaMessages.colAssignee, car.assignee?.name)
  block(carAreaMessages.pdfDescription, car.description)

  heading(t(carAreaMessages.pdfWhys))
  if (car.whys.length === 0) doc.font('Helvetica').fontSize(10).text(none, margin, doc.y, { width })
  car.whys.forEach((why, index) => field(t(carAreaMessages.pdfWhy, { n: index + 1 }), why))
  block(carAreaMessages.pdfRootCauseText, car.root_cause_text)
  block(carAreaMessages.pdfContainment, car.containment_action)
  block(carAreaMessages.pdfCorrective, car.corrective_action)
  block(carAreaMessages.pdfPreventive, car.preventive_action)

  heading(t(carAreaMessages.pdfLinks))
  field(carAreaMessages.pdfProbill, car.probill)
  field(carAreaMessages.pdfDocument, car.document?.title)

  for (const [label, person, department, title, date] of [
    [carAreaMessages.pdfApprover1, car.approver_1, car.approver_1_department, car.approver_1_title, car.approver_1_date],
    [carAreaMessages.pdfApprover2, car.approver_2, car.approver_2_department, car.approver_2_title, car.approver_2_date],
  ] as const) {
    heading(t(label))
    field(label, person?.name)
    field(carAreaMessages.colDepartment, department?.name)
    field(carAreaMessages.pdfJobTitle, title)
    field(carAreaMessages.pdfApprovalDate, instant(date))
  }

  heading(t(carAreaMessages.pdfEffectiveness))
  if (car.effectiveness) {
    const check = car.effectiveness
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(t(carAreaMessages.pdfCheckDue, { date: check.due_date, name: check.checker.name }), margin, doc.y, { width })
    doc.moveDown(0.25)
    field(carAreaMessages.colRating, check.rating ? t(RATING_LABELS[check.rating]) : t(carAreaMessages.pdfPending))
    field(carAreaMessages.colChecked, instant(check.checked_at))
    block(carAreaMessages.pdfNotes, check.notes)
  } else {
    doc.font('Helvetica').fontSize(10).text(none, margin, doc.y, { width })
  }

  heading(t(carAreaMessages.pdfComments))
  if (car.comments.length === 0) doc.font('Helvetica').fontSize(10).text(none, margin, doc.y, { width })
  for (const comment of car.comments) {
    const action = comment.action ? ` - ${t(ACTION_LABELS[comment.action])}` : ''
    doc.font('Helvetica-Bold').fontSize(9).fillColor('#333333').text(printable(`${instant(comment.created_at)}, ${comment.author.name}${action}`), margin, doc.y, { width })
    doc.font('Helvetica').fontSize(10).fillColor('#000000').text(printable(comment.comment), margin + 10, doc.y, { width: width - 10 })
    doc.moveDown(0.3)
  }

  heading(t(carAreaMessages.pdfHistory))
  for (const entry of history) {
    const action = ACTION_LABELS[entry.action as keyof typeof ACTION_LABELS]
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#000000')
      .text(
        t(carAreaMessages.pdfHistoryLine, {
          date: instant(entry.created_at),
          name: entry.actor.name,
          action: action ? caller.ctx.t(action) : entry.action,
          from: entry.from_status ? caller.ctx.t(STATUS_LABELS[entry.from_status as CarStatus]) : '-',
          to: caller.ctx.t(STATUS_LABELS[entry.to_status]),
        }),
        margin,
        doc.y,
        { width },
      )
    doc.moveDown(0.15)
  }

  heading(t(carAreaMessages.pdfAttachments))
  if (files.length === 0) doc.font('Helvetica').fontSize(10).text(none, margin, doc.y, { width })
  for (const file of files) {
    doc.font('Helvetica').fontSize(10).text(printable(`${caller.ctx.t(CATEGORY_LABELS[file.category])}: ${file.filename}`), margin, doc.y, { width })
  }

  const range = doc.bufferedPageRange()
  const printed = t(carAreaMessages.pdfPrinted, { date: day(caller.ctx.now.toISOString()) })
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    // The footer sits in the bottom margin: no automatic page break there.
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555555')
      .text(printable(`${car.car_number} - ${printed}`), margin, doc.page.height - margin + 16, { width: width - 80, lineBreak: false, ellipsis: true })
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

/** A file name without the characters file systems refuse. */
const reportName = (car: Car) =>
  `${`${car.car_number} ${car.title}`
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150)}.pdf`

/** GET car/report/{id}: the PDF as an attachment named after the CAR. */
export async function carReport(caller: Caller, id: number): Promise<Response> {
  const row = await findCar(caller, id)
  const [car, history, files] = await Promise.all([carAnswer(caller, row), statusHistory(caller, id), fileNames(caller, row)])
  const bytes = await render(caller, car, history, files)
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(reportName(car)),
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
