import { shipments } from '@server/db/schema'
import { parse } from 'csv-parse/sync'
import { and, asc, eq, gte, ilike, lt } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './harness'

let server: TestServer
const tokens: Record<string, string> = {}

beforeAll(async () => {
  server = await startServer()
  for (const username of ['employee', 'customer', 'bemployee']) tokens[username] = (await server.login(username)).token
})
afterAll(() => server?.close())

/** A filter matching a few thousand seeded shipments (several export batches), sorted by probill. */
const QUERY = 'shipper__icontains=a&pickup_date__gte=2026-01-01&pickup_date__lt=2026-03-01&sort=probill'

/** The same rows read straight from the database, as the export must hold them. */
async function expectedRows(cust?: string) {
  return server.database.db
    .select({ probill: shipments.probill, cust: shipments.cust, weight: shipments.weight, notes: shipments.notes })
    .from(shipments)
    .where(
      and(
        ilike(shipments.shipper, '%a%'),
        gte(shipments.pickupDate, '2026-01-01'),
        lt(shipments.pickupDate, '2026-03-01'),
        cust ? eq(shipments.cust, cust) : undefined,
      ),
    )
    .orderBy(asc(shipments.probill))
}

async function download(output_type: string, extra: Record<string, unknown> = {}, username = 'employee') {
  const response = await fetch(`${server.url}/api/export`, {
    method: 'POST',
    headers: { authorization: `Token ${tokens[username]}`, 'content-type': 'application/json' },
    body: JSON.stringify({ api_url: 'shipments', output_type, query_params: QUERY, title: 'Probills', ...extra }),
  })
  return { response, bytes: Buffer.from(await response.arrayBuffer()) }
}

describe('POST export', () => {
  it('streams CSV with a BOM, RFC 4180 quoting and the filtered rows in order', async () => {
    const expected = await expectedRows()
    expect(expected.length).toBeGreaterThan(1000)
    const { response, bytes } = await download('CSV', { title: 'Probills: été/2026' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toContain('attachment; filename="Probills_ ete_2026.csv"')
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const records: string[][] = parse(bytes.toString('utf8').slice(1))
    const [header, ...rows] = records
    expect(header?.[0]).toBe('Probill number')
    expect(rows.map((row) => row[0])).toEqual(expected.map((row) => row.probill))
    const weight = header!.indexOf('Weight (lb)')
    expect(rows.map((row) => Number(row[weight]))).toEqual(expected.map((row) => row.weight))
  })

  it('exports HTML cells as plain text', async () => {
    const { bytes } = await download('JSON', { query_params: {} })
    const rows: { notes: string; probill: string }[] = JSON.parse(bytes.toString('utf8'))
    expect(rows.length).toBeGreaterThanOrEqual(20_000)
    const notes = rows.map((row) => row.notes)
    expect(notes.some((text) => /[<>]/.test(text))).toBe(false)
    expect(notes).toContain('Handle with care')
    expect(notes).toContain('Damaged pallet photo')
  })

  it('writes an XLSX a reader opens with the same rows', async () => {
    const expected = await expectedRows()
    const { response, bytes } = await download('XLSX')
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]!
    expect(sheet.rowCount).toBe(expected.length + 1)
    expect(sheet.getRow(1).getCell(1).value).toBe('Probill number')
    const probills = []
    for (let i = 2; i <= sheet.rowCount; i++) probills.push(sheet.getRow(i).getCell(1).value)
    expect(probills).toEqual(expected.map((row) => row.probill))
  })

  it('writes a paged PDF', async () => {
    const { response, bytes } = await download('PDF')
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toContain('filename="Probills.pdf"')
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const pages = bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []
    expect(pages.length).toBeGreaterThan(5)
  })

  it('writes XML and JSON that parse with the right count, scoped to the customer', async () => {
    const expected = await expectedRows('C10001')
    const xml = await download('XML', {}, 'customer')
    expect(xml.response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const document = new new JSDOM('').window.DOMParser().parseFromString(xml.bytes.toString('utf8'), 'application/xml')
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0)
    const rows = [...document.getElementsByTagName('row')]
    expect(rows.map((row) => row.getElementsByTagName('probill')[0]?.textContent)).toEqual(
      expected.map((row) => row.probill),
    )
    const json = await download('JSON', {}, 'customer')
    const parsed: { probill: string; cust: string; weight: number; appointment: boolean }[] = JSON.parse(
      json.bytes.toString('utf8'),
    )
    expect(parsed).toHaveLength(expected.length)
    expect(parsed.every((row) => row.cust === 'C10001' && typeof row.appointment === 'boolean')).toBe(true)
    expect(parsed.map((row) => row.weight)).toEqual(expected.map((row) => row.weight))
  })

  it('keeps the sort of the request across batches', async () => {
    const { bytes } = await download('JSON', { query_params: 'sort=-delivery_date,status,-weight' })
    const rows: { delivery_date: string | null; status: string; weight: number }[] = JSON.parse(bytes.toString('utf8'))
    expect(rows.length).toBeGreaterThanOrEqual(20_000)
    // Descending puts empty delivery dates first; the three keys are never out of order.
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1]!, rows[i]!]
      const da = a.delivery_date ?? '9999'
      const db = b.delivery_date ?? '9999'
      expect(da >= db, `row ${i}`).toBe(true)
      if (da === db) {
        expect(a.status <= b.status, `row ${i}`).toBe(true)
        if (a.status === b.status) expect(a.weight >= b.weight, `row ${i}`).toBe(true)
      }
    }
  })

  it('refuses unknown tables, bad filters, other users and unconfigured Google Sheets', async () => {
    const unknown = await download('CSV', { api_url: 'nowhere' })
    expect(unknown.response.status).toBe(400)
    expect(Object.keys(JSON.parse(unknown.bytes.toString()).errors)).toEqual(['api_url'])
    const badFilter = await download('CSV', { query_params: 'pieces__gt=many' })
    expect(badFilter.response.status).toBe(400)
    expect(JSON.parse(badFilter.bytes.toString()).errors).toEqual({ pieces__gt: 'Value must be number' })
    const badType = await download('DOCX')
    expect(badType.response.status).toBe(400)
    expect((await download('CSV', {}, 'bemployee')).response.status).toBe(403)
    const sheet = await download('Google Sheet')
    expect(sheet.response.status).toBe(503)
    expect(JSON.parse(sheet.bytes.toString())).toMatchObject({
      code: 'EXPORT_NOT_CONFIGURED',
      message: 'Google Sheet export is not configured on this server.',
    })
  })
})
