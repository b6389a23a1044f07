import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { Temporal } from 'temporal-polyfill'
import { newStorageKey, type Storage } from '../../storage'
import * as t from '../schema'
import { DAY, type IdOf, type SeedItem, type Tx } from './context'

export const pushReportsMenuItem: SeedItem = {
  tscid: 'PUSHREPORT',
  cmcid: 'PUSHREPORT',
  title: 'Push Reports',
  titleFr: 'Rapports programmés',
  view: 'pushreport',
  analytics: true,
}

type Output = 'PDF' | 'CSV' | 'XLSX' | 'XML' | 'JSON'

interface DemoReport {
  owner: 'customer' | 'sales' | 'admin'
  name: string
  apiUrl: string
  cmid: string
  groupCode: string
  outputType: Output
  queryParams: Record<string, string>
  columns: string[]
  frequency: 'daily' | 'weekly' | 'monthly'
  weekdays?: number[]
  monthDay?: number
  deliveryTime: string
  access?: 'personal' | 'company' | 'general'
  onlyWithRows?: boolean
  state?: 'active' | 'paused'
  createdDays: number
}

const SHIPMENT_COLUMNS = ['probill', 'shipper', 'consignee', 'origin', 'destination', 'pickup_date', 'delivery_date', 'status']

/** The demo push reports, every one on a list that exports (the probill search): for customer, sales and admin. */
const demoReports: DemoReport[] = [
  {
    owner: 'customer',
    name: 'Shipments in transit',
    apiUrl: 'shipments',
    cmid: 'SHIPMENTS',
    groupCode: 'FRT-SHIPPING',
    outputType: 'XLSX',
    queryParams: { status__in: 'In Transit,In Transit - Late', sort: '-pickup_date' },
    columns: SHIPMENT_COLUMNS,
    frequency: 'daily',
    deliveryTime: '07:00',
    createdDays: 40,
  },
  {
    owner: 'customer',
    name: 'Deliveries this month',
    apiUrl: 'shipments',
    cmid: 'SHIPMENTS',
    groupCode: 'FRT-SHIPPING',
    outputType: 'PDF',
    queryParams: { status__in: 'Delivered', delivery_date__gte: '2026-03-01' },
    columns: ['probill', 'consignee', 'destination', 'delivery_date', 'pieces', 'weight'],
    frequency: 'weekly',
    weekdays: [1, 4],
    deliveryTime: '08:00',
    onlyWithRows: true,
    createdDays: 10,
  },
  {
    owner: 'customer',
    name: 'Late deliveries',
    apiUrl: 'shipments',
    cmid: 'SHIPMENTS',
    groupCode: 'FRT-SHIPPING',
    outputType: 'CSV',
    queryParams: { status__in: 'In Transit - Late,Late Damaged,Late Overage,Late Shortage', sort: '-pickup_date' },
    columns: SHIPMENT_COLUMNS,
    frequency: 'monthly',
    monthDay: 1,
    deliveryTime: '09:00',
    createdDays: 60,
  },
  {
    owner: 'sales',
    name: 'Late shipments',
    apiUrl: 'shipments',
    cmid: 'SHIPMENTS',
    groupCode: 'FRT-SALES',
    outputType: 'CSV',
    queryParams: { status__in: 'In Transit - Late,Late Damaged,Late Overage,Late Shortage', sort: 'pickup_date' },
    columns: ['probill', 'cust', ...SHIPMENT_COLUMNS.slice(1)],
    frequency: 'daily',
    deliveryTime: '06:30',
    access: 'company',
    createdDays: 30,
  },
  {
    owner: 'sales',
    name: 'Shipments to Montréal',
    apiUrl: 'shipments',
    cmid: 'SHIPMENTS',
    groupCode: 'FRT-SALES',
    outputType: 'JSON',
    queryParams: { destination__iexact: 'MTL', sort: '-pickup_date' },
    columns: ['probill', 'cust', 'shipper', 'consignee', 'pickup_date', 'delivery_date', 'status'],
    frequency: 'weekly',
    weekdays: [5],
    deliveryTime: '11:00',
    createdDays: 20,
  },
  {
    owner: 'admin',
    name: 'Weekly shipments',
    apiUrl: 'shipments',
    cmid: 'SHIPMENTS',
    groupCode: 'FRT-ADMINS',
    outputType: 'XML',
    queryParams: { sort: '-pickup_date' },
    columns: ['probill', 'cust', 'origin', 'destination', 'pickup_date', 'status', 'pieces', 'weight'],
    frequency: 'weekly',
    weekdays: [1],
    deliveryTime: '07:00',
    access: 'general',
    createdDays: 90,
  },
  {
    owner: 'admin',
    name: 'Damaged and refused shipments',
    apiUrl: 'shipments',
    cmid: 'SHIPMENTS',
    groupCode: 'FRT-ADMINS',
    outputType: 'CSV',
    queryParams: { status__in: 'Late Damaged,Refused,Partially Refused' },
    columns: ['probill', 'cust', 'shipper', 'consignee', 'delivery_date', 'status', 'pieces', 'weight'],
    frequency: 'monthly',
    monthDay: 31,
    deliveryTime: '12:30',
    access: 'company',
    state: 'paused',
    createdDays: 75,
  },
]

const EMAILS: Record<DemoReport['owner'], string[]> = {
  customer: ['customer@northwayfreight.example', 'shipping@customers.example'],
  sales: ['sales@northwayfreight.example'],
  admin: ['admin@northwayfreight.example', 'operations@northwayfreight.example'],
}

const CONTENT_TYPES: Record<Output, string> = {
  PDF: 'application/pdf',
  CSV: 'text/csv; charset=utf-8',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  XML: 'application/xml; charset=utf-8',
  JSON: 'application/json; charset=utf-8',
}

/** A small file of a report in its format: its columns and two sample rows. */
async function sampleFile(report: DemoReport): Promise<Uint8Array> {
  const rows = [1, 2].map((n) => Object.fromEntries(report.columns.map((column) => [column, `${column} ${n}`])))
  if (report.outputType === 'CSV') {
    const lines = [report.columns.join(','), ...rows.map((row) => report.columns.map((column) => row[column]).join(','))]
    return new TextEncoder().encode(`${lines.join('\r\n')}\r\n`)
  }
  if (report.outputType === 'JSON') return new TextEncoder().encode(JSON.stringify(rows, null, 2))
  if (report.outputType === 'XML') {
    const items = rows.map((row) => `  <row>${report.columns.map((column) => `<${column}>${row[column]}</${column}>`).join('')}</row>`)
    return new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?>\n<rows>\n${items.join('\n')}\n</rows>\n`)
  }
  if (report.outputType === 'XLSX') {
    const book = new ExcelJS.Workbook()
    const sheet = book.addWorksheet(report.name.slice(0, 31))
    sheet.addRow(report.columns)
    for (const row of rows) sheet.addRow(report.columns.map((column) => row[column]))
    return new Uint8Array(await book.xlsx.writeBuffer())
  }
  const document = await PDFDocument.create()
  const font = await document.embedFont(StandardFonts.Helvetica)
  const page = document.addPage([792, 612])
  page.drawText(report.name, { x: 40, y: 560, size: 16, font })
  rows.forEach((row, index) => {
    page.drawText(report.columns.map((column) => row[column]).join('   '), { x: 40, y: 520 - index * 20, size: 9, font })
  })
  return document.save()
}

/** The next working weekday (Monday to Friday) after an instant, at an Eastern time. */
function nextWeekday(now: Date, time: string): Date {
  let day = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO('America/New_York').toPlainDate()
  for (;;) {
    day = day.add({ days: 1 })
    if (day.dayOfWeek <= 5) {
      return new Date(day.toZonedDateTime({ timeZone: 'America/New_York', plainTime: Temporal.PlainTime.from(time) }).epochMilliseconds)
    }
  }
}

const fileNameOf = (report: DemoReport) =>
  `${report.name.normalize('NFD').replace(/[\u0300-\u036f]/g, '')}.${report.outputType.toLowerCase()}`

/**
 * The demo push reports of customer, sales and admin on the probill search and the proof of delivery
 * library, each with a history of runs in every status: Archived (its file removed), Processed (a small
 * stored file), Void, Incomplete with its error, Queued and New.
 */
export async function seedPushReports(
  tx: Tx,
  options: { now: Date; companyId: IdOf; userId: IdOf; storage?: Storage },
): Promise<void> {
  const { now, companyId, userId, storage } = options
  const freight = companyId('freight')
  const reports = await tx
    .insert(t.pushReports)
    .values(
      demoReports.map((report) => ({
        companyId: freight,
        userId: userId(report.owner),
        apiUrl: report.apiUrl,
        cmid: report.cmid,
        groupCode: report.groupCode,
        name: report.name,
        title: report.name,
        outputType: report.outputType,
        queryParams: report.queryParams,
        columns: report.columns,
        frequency: report.frequency,
        weekdays: report.weekdays ?? [],
        monthDay: report.monthDay ?? null,
        deliveryTime: report.deliveryTime,
        recipients: EMAILS[report.owner],
        access: report.access ?? 'personal',
        onlyWithRows: report.onlyWithRows ?? false,
        state: report.state ?? 'active',
        nextRunAt: report.state === 'paused' ? null : nextWeekday(now, report.deliveryTime),
        createdAt: new Date(now.getTime() - report.createdDays * DAY),
        updatedAt: new Date(now.getTime() - report.createdDays * DAY),
      })),
    )
    .returning({ id: t.pushReports.id })

  for (const [index, report] of demoReports.entries()) {
    const reportId = reports[index]!.id
    const recipients = EMAILS[report.owner]
    const at = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * 3_600_000)
    const base = { reportId, companyId: freight, outputType: report.outputType, recipients }
    const history = [
      { ...base, scheduledFor: at(120), status: 'Archived', startedAt: at(120), finishedAt: at(120), attempts: 1, rows: 42, fileName: fileNameOf(report) },
      { ...base, scheduledFor: at(7), status: 'Processed', startedAt: at(7), finishedAt: at(7), attempts: 1, rows: 2 },
      { ...base, scheduledFor: at(6), status: 'Void', startedAt: at(6), finishedAt: at(6), attempts: 1, rows: 0 },
      {
        ...base,
        scheduledFor: at(5),
        status: 'Incomplete',
        startedAt: at(5),
        finishedAt: at(5, -1),
        attempts: 4,
        error: 'The database did not answer in time (statement timeout)',
      },
      { ...base, scheduledFor: at(1), status: 'Processed', startedAt: at(1), finishedAt: at(1), attempts: 2, rows: 2 },
      { ...base, scheduledFor: at(0, 1), status: 'Queued', startedAt: at(0, 1), attempts: 1, error: 'The mail relay refused the connection; retrying' },
      { ...base, scheduledFor: at(0, 0.5), trigger: 'now', status: 'New', attempts: 0 },
    ]
    const runs = await tx.insert(t.pushReportRuns).values(history).returning({ id: t.pushReportRuns.id, status: t.pushReportRuns.status })
    // Without storage (a database-only seed) the processed runs simply have no file.
    if (!storage) continue
    const bytes = await sampleFile(report)
    for (const run of runs.filter((item) => item.status === 'Processed')) {
      const key = newStorageKey()
      await storage.put(key, bytes)
      const [file] = await tx
        .insert(t.attachments)
        .values({
          companyId: freight,
          ownerType: 'push_report_run',
          ownerId: run.id,
          filename: fileNameOf(report),
          contentType: CONTENT_TYPES[report.outputType],
          size: bytes.byteLength,
          storageKey: key,
          uploadedBy: userId(report.owner),
          uploadedByName: report.owner,
          uploadedAt: now,
        })
        .returning({ id: t.attachments.id })
      await tx
        .update(t.pushReportRuns)
        .set({ attachmentId: file!.id, fileName: fileNameOf(report), fileSize: bytes.byteLength })
        .where(eq(t.pushReportRuns.id, run.id))
    }
  }
}
