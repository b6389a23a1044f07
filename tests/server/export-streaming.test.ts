import { shipments } from '@server/db/schema'
import { asc } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startServer, type TestServer } from './harness'

/**
 * The rows an export reads, seen from outside: how many batches each export got, whether its reading
 * was closed, and a failure to raise once some batches are out (the database going away mid-way).
 */
const rows = vi.hoisted(() => ({ started: 0, closed: 0, failAfter: 0 }))

vi.mock('@server/lib/list', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@server/lib/list')>()
  return {
    ...actual,
    async *listBatches(...args: Parameters<typeof actual.listBatches>) {
      rows.started++
      let given = 0
      try {
        for await (const batch of actual.listBatches(...args)) {
          if (rows.failAfter && given >= rows.failAfter) throw new Error('The database connection was lost')
          given++
          yield batch
        }
      } finally {
        rows.closed++
      }
    },
  }
})

let server: TestServer
let token: string
const FORMATS = ['CSV', 'XLSX', 'PDF', 'JSON', 'XML'] as const

beforeAll(async () => {
  server = await startServer()
  token = (await server.login('employee')).token
})
afterAll(() => server?.close())
afterEach(() => {
  rows.failAfter = 0
  vi.restoreAllMocks()
})

function exportCall(output_type: string, extra: Record<string, unknown> = {}, signal?: AbortSignal) {
  return fetch(`${server.url}/api/export`, {
    method: 'POST',
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ api_url: 'shipments', output_type, query_params: '', title: 'Probills', ...extra }),
    signal,
  })
}

/** 'complete' when the whole answer arrived as a success, 'failed' when it was refused or cut off. */
async function outcome(response: Response): Promise<'complete' | 'failed'> {
  if (response.status !== 200) return 'failed'
  return response.arrayBuffer().then(
    () => 'complete' as const,
    () => 'failed' as const,
  )
}

describe('the PDF table', { timeout: 60_000 }, () => {
  it('is text a reader extracts: every cell in its column, cut with an ellipsis where it is too long', async () => {
    const first = await server.database.db
      .select({ probill: shipments.probill, cust: shipments.cust, shipper: shipments.shipper })
      .from(shipments)
      .orderBy(asc(shipments.probill))
      .limit(3)
    const response = await exportCall('PDF', { query_params: `probill__in=${first.map((row) => row.probill).join(',')}&sort=probill`, timezone: 'UTC' })
    expect(response.status).toBe(200)
    const data = new Uint8Array(await response.arrayBuffer())
    // pdf.js wants Promise.withResolvers, which Node 20 lacks.
    const promise = Promise as unknown as { withResolvers?: () => unknown }
    promise.withResolvers ??= () => {
      let resolve: unknown
      let reject: unknown
      const settled = new Promise((yes, no) => {
        resolve = yes
        reject = no
      })
      return { promise: settled, resolve, reject }
    }
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
    const fonts = new URL('standard_fonts/', import.meta.resolve('pdfjs-dist/package.json')).pathname
    const document = await getDocument({ data, standardFontDataUrl: fonts }).promise
    expect(document.numPages).toBe(1)
    const page = await document.getPage(1)
    const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ')
    expect(text).toMatch(/^Probills +\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(UTC\) +Probill… +Account +Shipper /)
    for (const row of first) {
      expect(text).toContain(` ${row.cust} `)
      // A shipper too long for its column is cut with an ellipsis; a short one is whole.
      const cut = [...row.shipper].some((_, n) => n >= 5 && text.includes(`${row.shipper.slice(0, n)}…`))
      expect(text.includes(row.shipper) || cut, row.shipper).toBe(true)
    }
    expect(text.trim().endsWith('Probills - 1')).toBe(true)
  })
})

describe('an export whose rows fail once the file is on its way', { timeout: 120_000 }, () => {
  it.each(FORMATS)('%s: the answer ends as failed, not as a file that looks whole, and the server goes on', async (format) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    rows.failAfter = 2
    const response = await exportCall(format)
    // The file had started: its headers were sent as a success.
    expect(response.status).toBe(200)
    expect(await outcome(response)).toBe('failed')
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`the ${format} file failed while it was sent`), expect.any(Error))
    rows.failAfter = 0
    // The same server answers the next export in full.
    const next = await exportCall(format, { query_params: 'probill__in=none' })
    expect(await outcome(next)).toBe('complete')
    expect((await server.call('GET', 'users/refresh', { token })).status).toBe(200)
  })
})

describe('a client that leaves during the download', { timeout: 120_000 }, () => {
  it.each(['CSV', 'PDF', 'XLSX'])('%s: the export stops reading rows, and that is no failure', async (format) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const closedBefore = rows.closed
    const controller = new AbortController()
    const response = await exportCall(format, {}, controller.signal)
    const reader = response.body!.getReader()
    await reader.read()
    controller.abort()
    await vi.waitFor(() => expect(rows.closed).toBe(closedBefore + 1), { timeout: 30_000, interval: 50 })
    expect(await outcome(await exportCall(format, { query_params: 'probill__in=none' }))).toBe('complete')
    expect(logged).not.toHaveBeenCalledWith(expect.stringContaining('export:'), expect.anything())
  })
})

describe('Google Sheet export on a server without a spreadsheet service', () => {
  it('is not offered: every list answer says so', async () => {
    const list = await server.call('GET', 'shipments?limit=1', { token })
    expect(list.status).toBe(200)
    expect(list.body.exports).toEqual({ google_sheet: false })
    const users = await server.call('GET', 'users/search?limit=1', { token: (await server.login('admin')).token })
    expect(users.body.exports).toEqual({ google_sheet: false })
  })

  it('is refused at once with a message, before the list is even looked up or any row read', async () => {
    const started = rows.started
    // An unknown list would answer 400: the refusal comes first.
    const refused = await server.call('POST', 'export', {
      token,
      json: { api_url: 'nowhere', output_type: 'Google Sheet', title: 'Probills' },
    })
    expect(refused.status).toBe(503)
    expect(refused.body).toMatchObject({
      code: 'EXPORT_NOT_CONFIGURED',
      message: 'Google Sheet export is not configured on this server.',
    })
    const french = await server.call('POST', 'export', {
      token,
      headers: { 'accept-language': 'fr' },
      json: { api_url: 'shipments', output_type: 'Google Sheet', title: 'Probills' },
    })
    expect(french.status).toBe(503)
    expect(french.body.message).toBe('L’exportation vers Google Sheets n’est pas configurée sur ce serveur.')
    expect(rows.started).toBe(started)
  })
})
