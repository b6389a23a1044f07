import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { contract, MAX_ATTACHMENT_BYTES } from '@shared/contract'
import { Hono } from 'hono'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { receiveMultipart } from '@server/http/upload'
import { attachments } from '@server/db/schema'
import { HttpError } from '@server/lib/errors'
import { diskStorage } from '@server/storage'
import { eq } from 'drizzle-orm'
import { startServer, type TestServer } from './harness'

let server: TestServer
const tokens: Record<string, string> = {}

beforeAll(async () => {
  server = await startServer()
  for (const username of ['admin', 'customer', 'limited', 'employee', 'badmin']) {
    tokens[username] = (await server.login(username)).token
  }
})
afterAll(() => server?.close())

const as = (username: string, cmid: string, headers: Record<string, string> = {}) => ({
  token: tokens[username],
  headers: { cmid, ...headers },
})

async function entryId(cmid: string, reference: string, username = 'admin') {
  const list = await server.call('GET', `doclib/library/portal/${cmid}?reference__iexact=${reference}`, as(username, cmid))
  expect(list.status).toBe(200)
  return list.body.results[0].dlref as number
}

const png = async (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer()

const file = (bytes: Uint8Array, name: string, type = 'application/octet-stream') =>
  new File([bytes as BlobPart], name, { type })

async function bytesOf(path: string, username: string, cmid: string) {
  const response = await fetch(`${server.url}/api/${path}`, {
    headers: { authorization: `Token ${tokens[username]}`, cmid },
  })
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) }
}

async function auditEvents(event: string): Promise<number> {
  const result = await server.database.db.execute(
    `select count(*)::int as n from audit_log where event = '${event}'` as never,
  )
  const rows = (result as unknown as { rows: { n: number }[] }).rows
  return rows[0]!.n
}

describe('library configuration and list', () => {
  it('answers the configuration with columns, actions, metadata fields and wizard options', async () => {
    const admin = await server.call('GET', 'doclib/configs/DOCLIB-POD', as('admin', 'DOCLIB-POD'))
    expect(admin.status).toBe(200)
    const config = v.parse(contract.doclib.configs.response, admin.body)
    expect(config).toMatchObject({ title: 'Proof of Delivery', doctype: 'POD', conn: 'portal' })
    expect(config.actions).toMatchObject({ add: true, upload: true, delete: true })
    expect(config.metadata.map((field) => field.tag)).toEqual(['probill', 'delivered_on', 'consignee'])
    expect(config.wizard.outputs).toEqual(['pdf', 'tiff', 'jpeg'])

    const customer = await server.call('GET', 'doclib/configs/DOCLIB-POD', as('customer', 'DOCLIB-POD', { 'accept-language': 'fr' }))
    expect(customer.body.title).toBe('Preuves de livraison')
    expect(customer.body.actions).toMatchObject({ add: false, upload: false, delete: false, download: true })
  })

  it('refuses a library outside the current group', async () => {
    expect((await server.call('GET', 'doclib/configs/DOCLIB-BOL', as('customer', 'DOCLIB-BOL'))).status).toBe(403)
    expect((await server.call('GET', 'doclib/configs/DOCLIB-POD', as('badmin', 'DOCLIB-POD'))).status).toBe(403)
  })

  it('pages, sorts and filters entries with the list answer shape', async () => {
    const page = await server.call('GET', 'doclib/library/portal/DOCLIB-POD?limit=2&offset=0&sort=reference', as('admin', 'DOCLIB-POD'))
    expect(page.status).toBe(200)
    const body = v.parse(contract.doclib.libraryList.response, page.body)
    expect(body.count).toBe(5)
    expect(body.results.map((row) => row.reference)).toEqual(['4410023571', '4410023588'])
    expect(body.columns).toContain('documents')
    expect(body.results[0]!.metadata).toMatchObject({ probill: '4410023571' })
    expect(body.results[0]!.documents).toBe(1)

    const next = await server.call('GET', 'doclib/library/portal/DOCLIB-POD?limit=2&offset=4&sort=reference', as('admin', 'DOCLIB-POD'))
    expect(next.body.results).toHaveLength(1)

    const search = await server.call(
      'GET',
      'doclib/library/portal/DOCLIB-POD?mttable_generic_search=title%3Dlaval',
      as('admin', 'DOCLIB-POD'),
    )
    expect(search.body.count).toBe(1)
    expect((await server.call('GET', 'doclib/library/other/DOCLIB-POD', as('admin', 'DOCLIB-POD'))).status).toBe(404)
  })

  it('describes the columns of the data grid: the title links to the entry page, sortable by every column', async () => {
    const staff = await server.call('GET', 'doclib/library/portal/DOCLIB-POD?limit=1', as('admin', 'DOCLIB-POD'))
    const body = v.parse(contract.doclib.libraryList.response, staff.body)
    const byName = new Map(body.columns_details.map((column) => [column.name, column]))
    expect(body.columns).toEqual(['title', 'reference', 'cust', 'documents', 'created_by', 'created_at', 'updated_at', 'dlref'])
    expect(byName.get('title')).toMatchObject({ label: 'Title', type: 'link', link: '/freight/pages/doclib/DOCLIB-POD/{dlref}', searchable: true })
    expect(body.columns_details.filter((column) => column.searchable).map((column) => column.name)).toEqual([
      'title',
      'reference',
      'cust',
      'created_by',
    ])
    expect(byName.get('documents')).toMatchObject({ type: 'number', searchable: false })
    expect(byName.get('updated_at')).toMatchObject({ type: 'datetime' })
    expect(byName.get('dlref')).toMatchObject({ visible: false })
    expect(byName.get('title')?.visible).toBeUndefined()
    const config = await server.call('GET', 'doclib/configs/DOCLIB-POD', as('admin', 'DOCLIB-POD'))
    expect(config.body.columns).toEqual(body.columns_details)

    for (const sort of ['title', '-documents', 'created_by', '-updated_at', 'cust', 'dlref']) {
      const sorted = await server.call('GET', `doclib/library/portal/DOCLIB-POD?sort=${sort}`, as('admin', 'DOCLIB-POD'))
      expect(sorted.status, sort).toBe(200)
      expect(sorted.body.count).toBe(5)
    }
    const byDocuments = await server.call('GET', 'doclib/library/portal/DOCLIB-POD?sort=-documents,title', as('admin', 'DOCLIB-POD'))
    const counts = byDocuments.body.results.map((row: { documents: number }) => row.documents)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))

    // A customer only ever sees their own account's entries: no customer column, in French.
    const customer = await server.call('GET', 'doclib/library/portal/DOCLIB-POD', as('customer', 'DOCLIB-POD', { 'accept-language': 'fr' }))
    expect(customer.body.columns).not.toContain('cust')
    expect(customer.body.columns_details[0]).toMatchObject({ name: 'title', label: 'Titre', type: 'link' })
  })

  it('shows a customer only the entries of their own customer account', async () => {
    const customer = await server.call('GET', 'doclib/library/portal/DOCLIB-POD', as('customer', 'DOCLIB-POD'))
    expect(customer.body.count).toBe(3)
    expect(customer.body.results.every((row: { cust: string }) => row.cust === 'C10001')).toBe(true)
    const limited = await server.call('GET', 'doclib/library/portal/DOCLIB-POD', as('limited', 'DOCLIB-POD'))
    expect(limited.body.count).toBe(2)

    const theirs = await entryId('DOCLIB-POD', '4410024001')
    expect((await server.call('GET', `doclib/library/portal/DOCLIB-POD/${theirs}`, as('customer', 'DOCLIB-POD'))).status).toBe(404)
    expect((await server.call('GET', `doclib/documents?dlref=${theirs}`, as('customer', 'DOCLIB-POD'))).status).toBe(404)
  })

  it('lists the libraries of the group and the customer accounts', async () => {
    const libraries = await server.call('GET', 'doclib/customer_library', as('customer', 'DOCLIB-POD'))
    expect(libraries.status).toBe(200)
    expect(libraries.body.results).toEqual([
      { cmid: 'DOCLIB-POD', title: 'Proof of Delivery', doctype: 'POD', conn: 'portal', count: 3 },
    ])
    const own = await server.call('GET', 'doclib/customers', as('customer', 'DOCLIB-POD'))
    expect(own.body.results.map((row: { cust: string }) => row.cust)).toEqual(['C10001'])
    const all = await server.call('GET', 'doclib/customers?search=C1000', as('admin', 'DOCLIB-POD'))
    expect(all.body.count).toBeGreaterThan(3)
  })
})

describe('entries and metadata', () => {
  it('creates, reads, updates and deletes an entry with its metadata', async () => {
    const cmid = 'DOCLIB-POD'
    const missing = await server.call('POST', `doclib/library/portal/${cmid}`, {
      ...as('admin', cmid),
      json: { title: 'New delivery', metadata: { nosuch: 'x' } },
    })
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toMatchObject({ 'metadata.probill': 'Field is required', 'metadata.nosuch': expect.any(String) })

    const created = await server.call('POST', `doclib/library/portal/${cmid}`, {
      ...as('admin', cmid),
      json: { title: 'New delivery', reference: '4410029999', cust: 'C10001', metadata: { probill: '4410029999' } },
    })
    expect(created.status).toBe(200)
    const dlref = created.body.dlref as number
    expect(created.body).toMatchObject({ cust: 'C10001', documents: 0, created_by: 'admin', metadata: { probill: '4410029999' } })

    expect((await server.call('POST', `doclib/library/portal/${cmid}`, { ...as('customer', cmid), json: { title: 'x', metadata: { probill: '1' } } })).status).toBe(403)

    const updated = await server.call('PUT', `doclib/library/portal/${cmid}/${dlref}`, {
      ...as('admin', cmid),
      json: { title: 'Renamed delivery', cust: 'C10001', metadata: { consignee: 'Dock 4' } },
    })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ title: 'Renamed delivery', metadata: { probill: '4410029999', consignee: 'Dock 4' } })

    const rows = await server.call('GET', `doclib/metadata?dlref=${dlref}`, as('customer', cmid))
    expect(rows.body.count).toBe(2)
    const consignee = rows.body.results.find((row: { tag: string }) => row.tag === 'consignee')
    expect(consignee.label).toBe('Consignee')
    const changed = await server.call('PUT', `doclib/metadata/${consignee.mdref}`, { ...as('admin', cmid), json: { value: 'Dock 5' } })
    expect(changed.body.value).toBe('Dock 5')
    const field = await server.call('GET', `doclib/metadata_configs/${cmid}/${dlref}/consignee`, as('admin', cmid))
    expect(field.body).toMatchObject({ tag: 'consignee', mdref: consignee.mdref, value: 'Dock 5' })
    expect((await server.call('DELETE', `doclib/metadata/${consignee.mdref}`, as('admin', cmid))).status).toBe(204)
    const again = await server.call('POST', 'doclib/metadata', { ...as('admin', cmid), json: { dlref, tag: 'probill', value: '1' } })
    expect(again.status).toBe(409)
    const added = await server.call('POST', 'doclib/metadata', { ...as('admin', cmid), json: { dlref, tag: 'delivered_on', value: '2026-03-01' } })
    expect(added.status).toBe(200)
    expect((await server.call('GET', `doclib/metadata/${added.body.mdref}`, as('limited', cmid))).status).toBe(404)

    expect((await server.call('DELETE', `doclib/library/portal/${cmid}/${dlref}`, as('admin', cmid))).status).toBe(204)
    expect((await server.call('GET', `doclib/library/portal/${cmid}/${dlref}`, as('admin', cmid))).status).toBe(404)
  })
})

describe('attachments', () => {
  it('uploads, lists with a thumbnail, downloads and deletes a file, writing the audit log', async () => {
    const cmid = 'DOCLIB-POD'
    const dlref = await entryId(cmid, '4410023588')
    const uploadsBefore = await auditEvents('document.upload')
    const uploaded = await server.call('POST', 'doclib/documents', {
      ...as('admin', cmid),
      multipart: { dlref: String(dlref), file: file(await png(800, 400), 'dock photo.png', 'image/png') },
    })
    expect(uploaded.status).toBe(200)
    const [attachment] = v.parse(contract.doclib.documentsCreate.response, uploaded.body).uploaded
    expect(attachment).toMatchObject({ filename: 'dock photo.png', uploadBy: 'admin', content_type: 'image/png', current_status: 'ready' })
    expect(attachment!.uploadDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    expect(await auditEvents('document.upload')).toBe(uploadsBefore + 1)

    const thumbnail = await sharp(Buffer.from(attachment!.thumbnails.split(',')[1]!, 'base64')).metadata()
    expect([thumbnail.width, thumbnail.height]).toEqual([200, 100])

    const list = await server.call('GET', `doclib/documents?dlref=${dlref}`, as('customer', cmid))
    expect(list.status).toBe(200)
    expect(v.parse(contract.doclib.documentsList.response, list.body).map((row) => row.id)).toContain(attachment!.id)

    const download = await bytesOf(`doclib/documents/POD/${dlref}?file=${attachment!.id}`, 'customer', cmid)
    expect(download.response.status).toBe(200)
    expect(download.response.headers.get('content-type')).toBe('image/png')
    expect(download.response.headers.get('content-disposition')).toBe(
      `attachment; filename="dock photo.png"; filename*=UTF-8''dock%20photo.png`,
    )
    expect((await sharp(download.bytes).metadata()).width).toBe(800)
    expect((await bytesOf(`doclib/documents/INV/${dlref}?file=${attachment!.id}`, 'customer', cmid)).response.status).toBe(404)

    // Another customer does not see the entry; a customer may not delete.
    expect((await bytesOf(`doclib/documents/POD/${dlref}?file=${attachment!.id}`, 'limited', cmid)).response.status).toBe(404)
    expect((await server.call('DELETE', `doclib/documents/POD/${dlref}?file=${attachment!.id}`, as('customer', cmid))).status).toBe(403)

    const deletesBefore = await auditEvents('document.delete')
    expect((await server.call('DELETE', `doclib/documents/POD/${dlref}?file=${attachment!.id}`, as('admin', cmid))).status).toBe(204)
    expect(await auditEvents('document.delete')).toBe(deletesBefore + 1)
    const after = await server.call('GET', `doclib/documents?dlref=${dlref}`, as('admin', cmid))
    expect(after.body.map((row: { id: string }) => row.id)).not.toContain(attachment!.id)
  })

  it('accepts a file of exactly 25 MB and refuses one byte more with 413 and a translated message', async () => {
    const dlref = await entryId('DOCLIB-POD', '4410023588')
    expect(MAX_ATTACHMENT_BYTES).toBe(26_214_400)
    const exact = await server.call('POST', 'doclib/documents', {
      ...as('admin', 'DOCLIB-POD'),
      multipart: { dlref: String(dlref), file: file(new Uint8Array(MAX_ATTACHMENT_BYTES).fill(0x61), 'exact.txt') },
    })
    expect(exact.status).toBe(200)
    expect(exact.body.uploaded[0]).toMatchObject({ filename: 'exact.txt', size: MAX_ATTACHMENT_BYTES })

    const big = new Uint8Array(MAX_ATTACHMENT_BYTES + 1)
    big.set([0x25, 0x50, 0x44, 0x46, 0x2d])
    const result = await server.call('POST', 'doclib/documents', {
      ...as('admin', 'DOCLIB-POD', { 'accept-language': 'fr' }),
      multipart: { dlref: String(dlref), file: file(big, 'huge.pdf') },
    })
    expect(result.status).toBe(413)
    expect(result.body).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'La taille du fichier dépasse la limite' })
  })

  it('lets a file or a field of exactly the configured limit through, and refuses one byte more', async () => {
    // receiveMultipart on its own, with small limits: the boundary without sending megabytes.
    const folder = await mkdtemp(join(tmpdir(), 'portal-test-upload-'))
    const app = new Hono().post('/', async (c) => {
      try {
        const received = await receiveMultipart(c, folder, { maxFileBytes: 1000, maxFiles: 2, maxFieldBytes: 100 })
        await received.cleanup()
        return c.json({ sizes: received.files.map((f) => f.size), params: received.fields.params?.length })
      } catch (error) {
        if (error instanceof HttpError) return c.json({ code: error.options.code }, 413)
        throw error
      }
    })
    const send = async (fileBytes: number, fieldBytes = 0) => {
      const body = new FormData()
      if (fieldBytes) body.append('params', 'x'.repeat(fieldBytes))
      body.append('file', file(new Uint8Array(fileBytes).fill(1), 'part.bin'))
      const response = await app.request('/', { method: 'POST', body })
      return { status: response.status, body: await response.json() }
    }
    try {
      expect(await send(1000)).toEqual({ status: 200, body: { sizes: [1000] } })
      expect(await send(999)).toEqual({ status: 200, body: { sizes: [999] } })
      expect(await send(1001)).toEqual({ status: 413, body: { code: 'FILE_TOO_LARGE' } })
      expect(await send(10, 100)).toEqual({ status: 200, body: { sizes: [10], params: 100 } })
      expect(await send(10, 101)).toEqual({ status: 413, body: { code: 'BODY_TOO_LARGE' } })
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })

  it('refuses a file whose content does not match its name with 415', async () => {
    const dlref = await entryId('DOCLIB-POD', '4410023588')
    const before = (await server.call('GET', `doclib/documents?dlref=${dlref}`, as('admin', 'DOCLIB-POD'))).body.length
    const result = await server.call('POST', 'doclib/documents', {
      ...as('admin', 'DOCLIB-POD'),
      multipart: {
        dlref: String(dlref),
        file: [file(await png(10, 10), 'fine.png'), file(await png(10, 10), 'invoice.pdf')],
      },
    })
    expect(result.status).toBe(415)
    expect(result.body.code).toBe('UNSUPPORTED_TYPE')
    const exe = await server.call('POST', 'doclib/documents', {
      ...as('admin', 'DOCLIB-POD'),
      multipart: { dlref: String(dlref), file: file(new TextEncoder().encode('MZ\u0090\u0000'), 'tool.exe') },
    })
    expect(exe.status).toBe(415)
    // Nothing of a refused upload is kept.
    expect((await server.call('GET', `doclib/documents?dlref=${dlref}`, as('admin', 'DOCLIB-POD'))).body).toHaveLength(before)
  })

  it('draws the seeded PDF first page as a thumbnail within 200x160', async () => {
    const dlref = await entryId('DOCLIB-BOL', '4410023571')
    const [pdf] = (await server.call('GET', `doclib/documents?dlref=${dlref}`, as('admin', 'DOCLIB-BOL'))).body
    expect(pdf).toMatchObject({ filename: 'bill-of-lading-4410023571.pdf', pages: 4 })
    expect(pdf.thumbnails).toMatch(/^data:image\/jpeg;base64,/)
    const image = await sharp(Buffer.from(pdf.thumbnails.split(',')[1], 'base64')).metadata()
    expect(image.width).toBeLessThanOrEqual(200)
    expect(image.height).toBe(160)
  })
})

describe('document wizard split', () => {
  async function seededPdf() {
    const dlref = await entryId('DOCLIB-BOL', '4410023571')
    const [pdf] = (await server.call('GET', `doclib/documents?dlref=${dlref}`, as('admin', 'DOCLIB-BOL'))).body
    return { dlref, bytes: (await bytesOf(`doclib/documents/BOL/${dlref}?file=${pdf.id}`, 'admin', 'DOCLIB-BOL')).bytes }
  }

  it('splits a PDF into a PDF, a multi-page TIFF and JPEG pages, and stores wizard images as they are', async () => {
    const { dlref, bytes } = await seededPdf()
    const params = [
      { pdfname: 'first two', pdfoutput: 'pdf', pdfpages: '1-2' },
      { pdfname: 'whole', pdfoutput: 'tiff' },
      { pdfname: 'signatures', pdfoutput: 'jpeg', pdfpages: '3, 4' },
    ]
    const result = await server.call('POST', 'doclib/documents', {
      ...as('admin', 'DOCLIB-BOL'),
      multipart: {
        dlref: String(dlref),
        params: JSON.stringify(params),
        file: [file(bytes, 'bol.pdf'), file(await png(60, 40), 'stamp.png')],
      },
    })
    expect(result.status).toBe(200)
    const uploaded = result.body.uploaded as { id: string; filename: string; pages: number | null }[]
    expect(uploaded.map((row) => row.filename)).toEqual([
      'first two.pdf',
      'whole.tiff',
      'signatures-p3.jpg',
      'signatures-p4.jpg',
      'stamp.png',
    ])
    const get = async (id: string) => (await bytesOf(`doclib/documents/BOL/${dlref}?file=${id}`, 'admin', 'DOCLIB-BOL')).bytes
    const pdf = await PDFDocument.load(await get(uploaded[0]!.id))
    expect(pdf.getPageCount()).toBe(2)
    expect(uploaded[0]!.pages).toBe(2)
    const tiff = await sharp(await get(uploaded[1]!.id)).metadata()
    expect(tiff).toMatchObject({ format: 'tiff', pages: 4 })
    for (const jpeg of uploaded.slice(2, 4)) {
      const meta = await sharp(await get(jpeg.id)).metadata()
      expect(meta.format).toBe('jpeg')
      expect(meta.width).toBeGreaterThan(1000)
    }
  })

  it("keeps every page when pdfpages is 'all', blank or absent", async () => {
    const { dlref, bytes } = await seededPdf()
    const params = [
      { pdfname: 'all of it', pdfoutput: 'pdf', pdfpages: 'all' },
      { pdfname: 'all again', pdfoutput: 'pdf', pdfpages: ' All ' },
      { pdfname: 'blank', pdfoutput: 'pdf', pdfpages: '' },
      { pdfname: 'absent', pdfoutput: 'pdf' },
    ]
    const result = await server.call('POST', 'doclib/documents', {
      ...as('admin', 'DOCLIB-BOL'),
      multipart: { dlref: String(dlref), params: JSON.stringify(params), file: file(bytes, 'bol.pdf') },
    })
    expect(result.status).toBe(200)
    const uploaded = v.parse(contract.doclib.documentsCreate.response, result.body).uploaded
    expect(uploaded.map((row) => [row.filename, row.pages])).toEqual([
      ['all of it.pdf', 4],
      ['all again.pdf', 4],
      ['blank.pdf', 4],
      ['absent.pdf', 4],
    ])
  })

  it('answers 400 with the page-range messages, storing nothing', async () => {
    const { dlref, bytes } = await seededPdf()
    const before = (await server.call('GET', `doclib/documents?dlref=${dlref}`, as('admin', 'DOCLIB-BOL'))).body.length
    const format = await server.call('POST', 'doclib/documents', {
      ...as('admin', 'DOCLIB-BOL'),
      multipart: {
        dlref: String(dlref),
        params: JSON.stringify([{ pdfname: 'a', pdfoutput: 'pdf', pdfpages: '1-x' }, { pdfname: '', pdfoutput: 'gif' }]),
        file: file(bytes, 'bol.pdf'),
      },
    })
    expect(format.status).toBe(400)
    expect(format.body.errors).toMatchObject({
      'params.0.pdfpages': 'Invalid format',
      'params.1.pdfname': 'Field is required',
      'params.1.pdfoutput': expect.any(String),
    })
    const range = await server.call('POST', 'doclib/documents', {
      ...as('admin', 'DOCLIB-BOL', { 'accept-language': 'fr' }),
      multipart: {
        dlref: String(dlref),
        params: JSON.stringify([{ pdfname: 'a', pdfoutput: 'pdf', pdfpages: '2-7' }]),
        file: file(bytes, 'bol.pdf'),
      },
    })
    expect(range.status).toBe(400)
    expect(range.body.errors['params.0.pdfpages']).toMatch(/1.*4/)
    expect((await server.call('GET', `doclib/documents?dlref=${dlref}`, as('admin', 'DOCLIB-BOL'))).body).toHaveLength(before)
  })
})

describe('downloads', () => {
  it('streams the first document and every document as a zip', async () => {
    const dlref = await entryId('DOCLIB-POD', '4410023571')
    await server.call('POST', 'doclib/documents', {
      ...as('admin', 'DOCLIB-POD'),
      multipart: { dlref: String(dlref), file: file(await png(20, 20), 'bill-of-lading-4410023571.pdf.png') },
    })
    const first = await bytesOf(`doclib/download/portal/DOCLIB-POD/${dlref}/firstdoc`, 'customer', 'DOCLIB-POD')
    expect(first.response.status).toBe(200)
    expect(first.response.headers.get('content-type')).toBe('application/pdf')
    expect(new TextDecoder().decode(first.bytes.subarray(0, 5))).toBe('%PDF-')

    const zip = await bytesOf(`doclib/download/portal/DOCLIB-POD/${dlref}/alldoc`, 'customer', 'DOCLIB-POD')
    expect(zip.response.status).toBe(200)
    expect(zip.response.headers.get('content-type')).toBe('application/zip')
    expect(zip.response.headers.get('content-disposition')).toContain(`POD-${dlref}.zip`)
    expect([...zip.bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04])
    const text = new TextDecoder('latin1').decode(zip.bytes)
    expect(text).toContain('bill-of-lading-4410023571.pdf')
    expect(text).toContain('bill-of-lading-4410023571.pdf.png')

    const empty = await entryId('DOCLIB-POD', '4410023602')
    expect((await bytesOf(`doclib/download/portal/DOCLIB-POD/${empty}/alldoc`, 'customer', 'DOCLIB-POD')).response.status).toBe(404)
  })

  it('answers 404 at once, rather than a zip that never ends, when a stored document is missing', async () => {
    const dlref = await entryId('DOCLIB-POD', '4410023588')
    await server.call('POST', 'doclib/documents', {
      ...as('admin', 'DOCLIB-POD'),
      multipart: { dlref: String(dlref), file: file(await png(20, 20), 'lost.png') },
    })
    const [lost] = await server.database.db
      .select({ key: attachments.storageKey })
      .from(attachments)
      .where(eq(attachments.filename, 'lost.png'))
    await diskStorage(server.storageDir).delete(lost!.key)
    const zip = await bytesOf(`doclib/download/portal/DOCLIB-POD/${dlref}/alldoc`, 'customer', 'DOCLIB-POD')
    expect(zip.response.status).toBe(404)
    expect((await server.call('GET', 'users/refresh', as('customer', 'DOCLIB-POD'))).status).toBe(200)
  }, 20_000)
})
