import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { deflateSync } from 'node:zlib'
import { MAX_FILE_NAME_LENGTH, PDF_LIMITS } from '@shared/constants/business'
import { PDFDocument, PDFHexString, PDFName, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storeAttachments } from '@server/lib/attachments'
import { pdfBudget, renderPages, runPdfTasks } from '@server/lib/pdf'
import { diskStorage } from '@server/storage'
import { HttpError } from '@server/lib/errors'
import type { AuthedContext } from '@server/lib/context'
import { startServer, type TestServer } from './harness'

let server: TestServer
let token: string
let dlref: number
const cmid = 'DOCLIB-POD'

beforeAll(async () => {
  server = await startServer()
  token = (await server.login('sales')).token
  const list = await server.call('GET', `doclib/library/portal/${cmid}?limit=1&sort=dlref`, { token, headers: { cmid } })
  dlref = list.body.results[0].dlref
})
afterAll(() => server?.close())

const as = (headers: Record<string, string> = {}) => ({ token, headers: { cmid, ...headers } })

const file = (bytes: Uint8Array, name: string, type = 'application/octet-stream') =>
  new File([bytes as BlobPart], name, { type })

const upload = (multipart: Record<string, string | Blob | Blob[]>, headers: Record<string, string> = {}) =>
  server.call('POST', 'doclib/documents', { ...as(headers), multipart: { dlref: String(dlref), ...multipart } })

const documentCount = async () => (await server.call('GET', `doclib/documents?dlref=${dlref}`, as())).body.length as number

/** Files in the upload scratch folder. */
const scratchFiles = async () => readdir(join(server.storageDir, 'tmp')).catch(() => [] as string[])

/** Every stored file, thumbnails included. */
async function storedFiles(): Promise<number> {
  const entries = await readdir(server.storageDir, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile() && !entry.parentPath.endsWith('tmp')).length
}

/** A PDF of `count` pages of the given size (points), each numbered. */
async function pdf(count: number, size: [number, number] = [612, 792]): Promise<Uint8Array> {
  const document = await PDFDocument.create()
  const font = await document.embedFont(StandardFonts.Helvetica)
  for (let i = 1; i <= count; i++) document.addPage(size).drawText(`Page ${i}`, { x: 20, y: 20, size: 12, font })
  return document.save()
}

/** A one-page PDF whose drawing takes pdf.js a few seconds: thousands of stroked lines. */
async function slowPdf(lines: number, pages = 1): Promise<Uint8Array> {
  const document = await PDFDocument.create()
  for (let p = 0; p < pages; p++) {
    const page = document.addPage([612, 792])
    const ops: string[] = []
    for (let i = 0; i < lines; i++) ops.push(`${i % 600} ${(i * 7) % 780} m ${(i * 13) % 600} ${(i * 3) % 780} l S`)
    page.node.set(PDFName.of('Contents'), document.context.register(document.context.flateStream(ops.join('\n'))))
  }
  return document.save()
}

/** A PDF pdf-lib reads but pdf.js cannot draw: it asks for a password nobody has. */
async function lockedPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.load(await pdf(2))
  const context = document.context
  const key = PDFHexString.of('ab'.repeat(32))
  context.trailerInfo.Encrypt = context.register(
    context.obj({ Filter: 'Standard', V: 1, R: 2, O: key, U: key, P: -4 }),
  )
  context.trailerInfo.ID = context.obj([PDFHexString.of('01'.repeat(16)), PDFHexString.of('01'.repeat(16))])
  return document.save({ useObjectStreams: false })
}

/** A 100 KB PDF holding one object stream that inflates to 100 MB of numbers. */
function inflatingPdf(): Uint8Array {
  const numbers = 50_000_000
  const body = deflateSync(Buffer.concat([Buffer.from('5 0 ['), Buffer.alloc(numbers * 2, '0 '), Buffer.from(']')]))
  const head = [
    '%PDF-1.5',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
    `4 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${body.length} >> stream\n`,
  ].join('\n')
  const tail = '\nendstream endobj\ntrailer << /Size 6 /Root 1 0 R >>\n%%EOF\n'
  return Buffer.concat([Buffer.from(head), body, Buffer.from(tail)])
}

const wizard = (entries: number, pdfoutput = 'jpeg', pdfpages?: string) =>
  JSON.stringify(Array.from({ length: entries }, (_, i) => ({ pdfname: `part ${i + 1}`, pdfoutput, pdfpages })))

describe('a cut-off or malformed upload', () => {
  async function raw(body: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${server.url}/api/doclib/documents`, {
      method: 'POST',
      headers: { authorization: `Token ${token}`, cmid, 'content-type': 'multipart/form-data; boundary=XX', ...headers },
      body,
    })
    return { status: response.status, body: (await response.json()) as { code?: string; message: string } }
  }

  it('answers 400 with a translated message, keeps no scratch file and goes on serving', async () => {
    const cut =
      '--XX\r\nContent-Disposition: form-data; name="dlref"\r\n\r\n2\r\n' +
      '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nabc'
    expect(await raw(cut)).toEqual({
      status: 400,
      body: expect.objectContaining({
        code: 'UPLOAD_INCOMPLETE',
        message: 'The upload was cut off before it ended. Please send the files again.',
      }),
    })
    const french = await raw(cut, { 'accept-language': 'fr' })
    expect(french.status).toBe(400)
    expect(french.body.message).toMatch(/téléversement/i)
    expect(french.body.message).not.toMatch(/upload was cut off/)
    expect(await scratchFiles()).toEqual([])

    // Cut off inside the part headers, or before any part: the same answer.
    expect((await raw('--XX\r\nContent-Disposition: form-data; name="fi')).body.code).toBe('UPLOAD_INCOMPLETE')
    expect((await raw('--XX\r\n')).status).toBe(400)
    // Two files, the second one cut off: neither is kept.
    const two =
      `--XX\r\nContent-Disposition: form-data; name="dlref"\r\n\r\n${dlref}\r\n` +
      '--XX\r\nContent-Disposition: form-data; name="file"; filename="one.txt"\r\n\r\none\r\n' +
      '--XX\r\nContent-Disposition: form-data; name="file"; filename="two.txt"\r\n\r\ntw'
    const before = await documentCount()
    expect((await raw(two)).status).toBe(400)
    expect(await documentCount()).toBe(before)
    expect(await scratchFiles()).toEqual([])

    // A complete upload still goes through.
    const whole = `${two}o\r\n--XX--\r\n`
    expect((await raw(whole)).status).toBe(200)
    expect(await documentCount()).toBe(before + 2)
    expect((await server.call('GET', 'version')).status).toBe(200)
  })

  it('answers 400 to a body that is not multipart at all, whatever its type says', async () => {
    expect((await raw('garbage without a boundary')).status).toBe(400)
    expect((await raw('--XX\r\nno headers here\r\n\r\n--XX--')).status).toBe(400)
    expect(
      (await raw('--YY\r\n', { 'content-type': 'multipart/form-data; boundary=' + 'Y'.repeat(80) })).status,
    ).toBe(400)
    expect(await scratchFiles()).toEqual([])
  })
})

describe('file names', () => {
  it(`keeps at most ${MAX_FILE_NAME_LENGTH} characters of a name, with its extension`, async () => {
    const long = `${'é'.repeat(2000)}.txt`
    const result = await upload({ file: file(new TextEncoder().encode('hello'), long, 'text/plain') })
    expect(result.status).toBe(200)
    const [stored] = result.body.uploaded
    expect([...stored.filename]).toHaveLength(MAX_FILE_NAME_LENGTH)
    expect(stored.filename).toBe(`${'é'.repeat(MAX_FILE_NAME_LENGTH - 4)}.txt`)

    const listed = (await server.call('GET', `doclib/documents?dlref=${dlref}`, as())).body
    expect(listed.find((row: { id: string }) => row.id === stored.id).filename).toBe(stored.filename)
  })

  it('drops control characters and direction marks from a name', async () => {
    // The encoded form of a name can carry any character.
    const body =
      `--XX\r\nContent-Disposition: form-data; name="dlref"\r\n\r\n${dlref}\r\n` +
      `--XX\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''in%00vo%07ice%E2%80%AEgpj.txt\r\n` +
      'Content-Type: text/plain\r\n\r\nhello\r\n--XX--\r\n'
    const response = await fetch(`${server.url}/api/doclib/documents`, {
      method: 'POST',
      headers: { authorization: `Token ${token}`, cmid, 'content-type': 'multipart/form-data; boundary=XX' },
      body,
    })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { uploaded: { filename: string }[] }).uploaded[0]!.filename).toBe('invoicegpj.txt')
  })
})

describe('document wizard limits', () => {
  it(`refuses more than ${PDF_LIMITS.maxEntries} entries with a field message, storing nothing`, async () => {
    const before = await documentCount()
    for (const entries of [PDF_LIMITS.maxEntries + 1, 1000]) {
      const result = await upload({ params: wizard(entries, 'pdf'), file: file(await pdf(1), 'a.pdf') }, { 'accept-language': 'fr' })
      expect(result.status).toBe(400)
      expect(result.body.code).toBe('VALIDATION')
      expect(result.body.errors.params).toMatch(new RegExp(`${PDF_LIMITS.maxEntries}`))
      expect(result.body.errors.params).not.toMatch(/^Add at most/)
    }
    expect(await documentCount()).toBe(before)
  })

  it(`refuses a PDF of more than ${PDF_LIMITS.maxPages} pages with 413`, async () => {
    const before = await documentCount()
    const result = await upload({ params: wizard(1, 'pdf', '1'), file: file(await pdf(PDF_LIMITS.maxPages + 1, [72, 72]), 'thick.pdf') })
    expect(result.status).toBe(413)
    expect(result.body).toMatchObject({ code: 'TOO_MANY_PAGES', message: expect.stringContaining('thick.pdf') })
    expect(result.body.message).toContain(String(PDF_LIMITS.maxPages))
    expect(await documentCount()).toBe(before)
  })

  it(`refuses more than ${PDF_LIMITS.maxImages} images or ${PDF_LIMITS.maxOutputs} files at once, before drawing any`, async () => {
    const before = await documentCount()
    const started = Date.now()
    // 11 pages x 50 entries: 550 JPEG pages.
    const images = await upload({ params: wizard(50, 'jpeg'), file: file(await pdf(11), 'eleven.pdf') })
    expect(images.status).toBe(413)
    expect(images.body).toMatchObject({ code: 'TOO_MANY_OUTPUTS', message: expect.stringContaining(String(PDF_LIMITS.maxImages)) })
    // 11 PDFs x 50 entries: 550 PDF files.
    const small = await pdf(1)
    const outputs = await upload({
      params: wizard(50, 'pdf'),
      file: Array.from({ length: 11 }, (_, i) => file(small, `doc ${i}.pdf`)),
    })
    expect(outputs.status).toBe(413)
    expect(outputs.body).toMatchObject({ code: 'TOO_MANY_OUTPUTS', message: expect.stringContaining(String(PDF_LIMITS.maxOutputs)) })
    expect(Date.now() - started).toBeLessThan(15_000)
    expect(await documentCount()).toBe(before)
    expect(await scratchFiles()).toEqual([])
  })

  it(`draws a huge page within ${PDF_LIMITS.maxPixels} pixels and ${PDF_LIMITS.maxSide} on a side`, async () => {
    const document = await PDFDocument.create()
    document.addPage([14_400, 14_400])
    document.addPage([5000, 5000])
    document.addPage([14_400, 200])
    const result = await upload({ params: wizard(1, 'jpeg'), file: file(await document.save(), 'plan.pdf') })
    expect(result.status).toBe(200)
    expect(result.body.uploaded).toHaveLength(3)
    for (const image of result.body.uploaded) {
      const bytes = await fetch(`${server.url}/api/doclib/documents/POD/${dlref}?file=${image.id}`, {
        headers: { authorization: `Token ${token}`, cmid },
      }).then(async (response) => new Uint8Array(await response.arrayBuffer()))
      const { width = 0, height = 0, format } = await sharp(bytes).metadata()
      expect(format).toBe('jpeg')
      expect(width * height).toBeLessThanOrEqual(PDF_LIMITS.maxPixels)
      expect(Math.max(width, height)).toBeLessThanOrEqual(PDF_LIMITS.maxSide)
      expect(Math.max(width, height)).toBeGreaterThan(3000)
    }
  })

  it('keeps answering other requests while pages are drawn', async () => {
    const split = upload({ params: wizard(1, 'jpeg'), file: file(await slowPdf(20_000, 2), 'lines.pdf') })
    const state = { done: false }
    void split.finally(() => {
      state.done = true
    })
    let slowest = 0
    let asked = 0
    while (!state.done) {
      const started = Date.now()
      expect((await server.call('GET', 'version')).status).toBe(200)
      slowest = Math.max(slowest, Date.now() - started)
      asked++
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect((await split).status).toBe(200)
    expect(asked).toBeGreaterThan(10)
    expect(slowest).toBeLessThan(1000)
  }, 60_000)

  it('refuses a PDF that needs more memory than a worker has with 422, and goes on serving', async () => {
    const before = await documentCount()
    const bomb = inflatingPdf()
    expect(bomb.length).toBeLessThan(200_000)
    const result = await upload({ params: wizard(1, 'pdf'), file: file(bomb, 'small.pdf') }, { 'accept-language': 'fr' })
    expect(result.status).toBe(422)
    expect(result.body).toMatchObject({ code: 'PDF_TOO_COMPLEX', message: expect.stringMatching(/mémoire/) })
    expect(await documentCount()).toBe(before)
    expect((await server.call('GET', 'version')).status).toBe(200)
  }, 60_000)

  it('stores nothing of a split when a later file cannot be drawn', async () => {
    const before = await documentCount()
    const files = await storedFiles()
    const result = await upload({
      params: wizard(2, 'jpeg'),
      file: [file(await pdf(3), 'fine.pdf'), file(await lockedPdf(), 'locked.pdf')],
    })
    expect(result.status).toBe(422)
    expect(result.body).toMatchObject({ code: 'PDF_UNREADABLE', message: expect.stringContaining('locked.pdf') })
    expect(await documentCount()).toBe(before)
    expect(await storedFiles()).toBe(files)
    expect(await scratchFiles()).toEqual([])
  })
})

describe('PDF work limits', () => {
  it('stops a job past its time budget with 422', async () => {
    const started = Date.now()
    const error = await renderPages(await slowPdf(300_000), [1], { dpi: 150, budget: pdfBudget(500) }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status: 422, options: { code: 'PDF_TOO_SLOW' } })
    expect(Date.now() - started).toBeLessThan(5000)
    // The next job gets a fresh worker and works.
    expect(await renderPages(await pdf(1), [1], { fit: { width: 100, height: 100 } })).toHaveLength(1)
  })

  it(`runs ${PDF_LIMITS.concurrency} jobs at once; one that cannot get its turn in time answers 503`, async () => {
    const slow = await slowPdf(30_000)
    const ahead = Array.from({ length: PDF_LIMITS.concurrency }, () =>
      runPdfTasks(slow, [{ kind: 'render', pages: [1], format: 'png' }], () => {}, pdfBudget(30_000)),
    )
    const error = await runPdfTasks(await pdf(1), [{ kind: 'count' }], () => {}, pdfBudget(300)).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 503, options: { code: 'BUSY', headers: { 'Retry-After': '60' } } })
    // The slow jobs only hold the places; on a busy machine they may run out of their own budget (422).
    await Promise.allSettled(ahead)
    let count = 0
    await runPdfTasks(await pdf(4), [{ kind: 'count' }], (output) => {
      count = output.count!
    })
    expect(count).toBe(4)
  }, 60_000)
})

describe('storing an upload', () => {
  it('stores all of its files or none, removing the bytes of a refused one', async () => {
    const storage = diskStorage(server.storageDir)
    const result = await server.database.db.execute(`select id, company_id from users where username = 'sales'` as never)
    const row = (result as unknown as { rows: { id: number; company_id: number }[] }).rows[0]!
    const ctx = {
      db: server.database.db,
      storage,
      now: new Date(),
      ip: '127.0.0.1',
      identity: { user: { id: row.id, username: 'sales' }, company: { id: row.company_id } },
    } as unknown as AuthedContext
    const owner = { type: 'doclib', id: dlref, companyId: row.company_id }
    const files = await storedFiles()
    const before = await documentCount()
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } }).png().toBuffer()
    // The second row breaks a constraint of the table: the first must not stay.
    const error = await storeAttachments(ctx, owner, [
      { filename: 'one.png', contentType: 'image/png', bytes: png },
      { filename: 'two.png', contentType: 'image/png', bytes: png, pages: 2 ** 40 },
    ]).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(await storedFiles()).toBe(files)
    expect(await documentCount()).toBe(before)

    const stored = await storeAttachments(ctx, owner, [
      { filename: 'one.png', contentType: 'image/png', bytes: png },
      { filename: 'two.png', contentType: 'image/png', bytes: png },
    ])
    expect(stored.map((item) => item.filename)).toEqual(['one.png', 'two.png'])
    expect(await documentCount()).toBe(before + 2)
  })
})
