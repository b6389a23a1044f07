import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { emailHistory, manualAcknowledgements, manualNodes, manualRevisions } from '@server/db/schema'
import { createMailTransport, type MailTransport, type OutgoingMail } from '@server/lib/smtp'
import { AUTHORING_DEMO_PUBLISHED } from '@server/db/seed/authoring'
import { MANUAL_CONTENT_DAY } from '@server/db/seed/manual'
import { manualDocuments } from '@server/db/seed/manual-content'
import { publishRevision } from '@server/modules/manual/revisions'
import { anyWordOf } from '@server/modules/manual/service'
import { contract } from '@shared/contract'
import { and, desc, eq, sql } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CallOptions, startServer, type TestServer } from './harness'

const DAY = 86_400_000

const calls = contract['qpm-user']
let server: TestServer
const tokens: Record<string, string> = {}
const outbox: OutgoingMail[] = []

const relay = createMailTransport({ streamTransport: true, buffer: true, newline: 'unix' })
const mailer: MailTransport = {
  async send(mail) {
    await relay.send(mail)
    outbox.push(mail)
  },
}

const USERS = ['admin', 'writer', 'employee', 'customer', 'auditor', 'sales', 'badmin'] as const
type User = (typeof USERS)[number]

/** Days the seed moved the content's dates by: the test server's day against the content's. */
let shift = 0

/** A date of the demo content as the seed stored it. */
const day = (contentDate: string) => new Date(Date.parse(`${contentDate}T00:00:00Z`) + shift * DAY).toISOString().slice(0, 10)

const content = (number: string) => manualDocuments.find((document) => document.number === number)!

beforeAll(async () => {
  // Jobs run when a test runs them.
  server = await startServer({}, { mailer, jobs: { work: false } })
  shift = Math.round((Date.parse(`${server.clock.now().toISOString().slice(0, 10)}T00:00:00Z`) - Date.parse(`${MANUAL_CONTENT_DAY}T00:00:00Z`)) / DAY)
  for (const username of USERS) tokens[username] = (await server.login(username)).token
})
afterAll(() => server?.close())

/** Moves the server's clock, and signs everyone in again when sessions would have idled out. */
async function advance(ms: number) {
  server.clock.advance(ms)
  if (ms >= 30 * 60_000) for (const username of USERS) tokens[username] = (await server.login(username)).token
}

const as = (user: User, extra: CallOptions = {}): CallOptions => ({ ...extra, token: tokens[user] })
const get = (path: string, user: User, extra: CallOptions = {}) => server.call('GET', path, as(user, extra))
const post = (path: string, user: User, json?: unknown, extra: CallOptions = {}) =>
  server.call('POST', path, as(user, { ...extra, json }))

/** A document's node id by its number. */
async function doc(number: string): Promise<number> {
  const [row] = await server.database.db.select({ id: manualNodes.id }).from(manualNodes).where(eq(manualNodes.number, number))
  if (!row) throw new Error(`No document ${number}`)
  return row.id
}

async function sectionId(code: string): Promise<number> {
  const [row] = await server.database.db.select({ id: manualNodes.id }).from(manualNodes).where(eq(manualNodes.code, code))
  return row!.id
}

const ids = (items: { id: number }[]) => items.map((item) => item.id)

/** The text of a PDF's pages, read by pdf.js (which needs two newer built-ins on Node 20). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const promise = Promise as unknown as { withResolvers?: () => unknown }
  promise.withResolvers ??= () => {
    let resolve: unknown
    let reject: unknown
    const created = new Promise((yes, no) => {
      resolve = yes
      reject = no
    })
    return { promise: created, resolve, reject }
  }
  const buffer = ArrayBuffer.prototype as unknown as { transferToFixedLength?: (this: ArrayBuffer, length?: number) => ArrayBuffer }
  buffer.transferToFixedLength ??= function (this: ArrayBuffer, length = this.byteLength) {
    const copy = new ArrayBuffer(length)
    new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)))
    return copy
  }
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))
  const document = await pdfjs.getDocument({
    data: bytes,
    standardFontDataUrl: `${pathToFileURL(join(root, 'standard_fonts')).href}/`,
    // Text only: no glyphs are drawn, so missing font files are not worth a warning.
    verbosity: 0,
  }).promise
  const texts: string[] = []
  for (let n = 1; n <= document.numPages; n++) {
    const text = await (await document.getPage(n)).getTextContent()
    texts.push(text.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  await document.cleanup()
  return texts.join('\n')
}

describe('signing in is required', () => {
  it('answers 401 to every call without a session', async () => {
    for (const entry of Object.values(calls)) {
      const path = entry.path.replace('{id}', '1').replace('{file}', '00000000-0000-4000-8000-000000000000')
      const result = await server.call(entry.method, path, entry.method === 'GET' ? {} : { json: {} })
      expect(result.status, `${entry.method} ${entry.path}`).toBe(401)
    }
  })
})

describe('GET qpm/common/config', () => {
  it('names the manual as shown, in the interface language, with the logo and CAR', async () => {
    const en = await get('qpm/common/config', 'employee')
    expect(en.status).toBe(200)
    expect(v.parse(calls.config.response, en.body)).toEqual({
      logo: 'transport',
      manual: 'MULTIMODAL',
      manual_title: 'Warehousing and Distribution',
      car_enabled: 'true',
    })
    const fr = await get('qpm/common/config', 'customer', { headers: { 'accept-language': 'fr' } })
    expect(fr.body.manual_title).toBe('Entreposage et distribution')
    const benefits = await get('qpm/common/config', 'badmin')
    expect(benefits.body).toMatchObject({ logo: 'benefits', manual: 'BENEFITS', manual_title: 'BENEFITS', car_enabled: 'false' })
  })
})

describe('GET qpm/user/table_of_contents', () => {
  it('gives staff every published document in its sections, titled in the documents language', async () => {
    const result = await get('qpm/user/table_of_contents', 'employee')
    expect(result.status).toBe(200)
    const toc = v.parse(calls.tableOfContents.response, result.body)
    // The employee's profile is French: documents are French until the setting says otherwise.
    expect(toc.language).toBe('fr')
    expect(toc.nodes.map((node) => node.title)).toEqual([
      'Politique qualité et système de gestion',
      'Opérations de terminal',
      'Manutention des marchandises',
      'Marchandises dangereuses',
      'Traitement des réclamations',
      'Santé et sécurité',
      'Service à la clientèle',
      'Entreposage et distribution',
    ])
    const terminal = toc.nodes[1]!
    expect(terminal).toMatchObject({ is_page: false, document_path: null, number: null })
    const dock = terminal.children.find((node) => node.title === 'Quais et transbordement')!
    expect(dock.is_page).toBe(false)
    expect(dock.children.map((node) => node.number)).toEqual(['TO-001', 'TO-002', 'TO-003'])
    expect(dock.children[1]).toMatchObject({ title: 'Procédure de transbordement', is_page: true, children: [] })
    expect(dock.children[1]!.document_path).toBe(`user/document/${await doc('TO-002')}`)
    let documents = 0
    const count = (nodes: typeof toc.nodes) => nodes.forEach((node) => (node.is_page ? documents++ : count(node.children)))
    count(toc.nodes)
    // The demo content's documents, and the one the authoring demo publishes in English only.
    expect(documents).toBe(manualDocuments.length + AUTHORING_DEMO_PUBLISHED.length)
  })

  it('gives a customer only the documents for everyone, and no section left empty', async () => {
    const toc = v.parse(calls.tableOfContents.response, (await get('qpm/user/table_of_contents', 'customer')).body)
    expect(toc.language).toBe('en')
    const numbers: string[] = []
    const walk = (nodes: typeof toc.nodes) => nodes.forEach((node) => (node.is_page ? numbers.push(node.number!) : walk(node.children)))
    walk(toc.nodes)
    expect(numbers.sort()).toEqual(manualDocuments.filter((document) => document.audience === 'all').map((document) => document.number).sort())
    expect(JSON.stringify(toc)).toContain('Packaging Guidelines for Shippers')
    expect(toc.nodes.map((node) => node.title)).not.toContain('Health and Safety')
    expect(toc.nodes.map((node) => node.title)).not.toContain('Terminal Operations')
  })

  it('is empty in a company without a manual', async () => {
    expect((await get('qpm/user/table_of_contents', 'badmin')).body).toEqual({ language: 'en', nodes: [] })
  })
})

describe('GET qpm/user/document/{id}', () => {
  it('answers the document with its page: path, revision, owner, tags, files, neighbours, reading state', async () => {
    const id = await doc('FH-007')
    const result = await get(`qpm/user/document/${id}`, 'customer', { headers: { 'accept-language': 'fr' } })
    expect(result.status).toBe(200)
    const document = v.parse(calls.document.response, result.body)
    expect(document).toMatchObject({
      id,
      number: 'FH-007',
      // The documents' language is the customer's own (English), whatever the interface's.
      title: 'Packaging Guidelines for Shippers',
      language: 'en',
      available_languages: ['en', 'fr'],
      revision: 2,
      significant: true,
      effective_date: day('2026-05-01'),
      owner: { username: 'writer', name: 'Wendy Tremblay' },
      process_category: { code: 'CORE', name: 'Core process' },
      audience: 'all',
      path: [{ title: 'Freight Handling' }],
      bookmarked: false,
      // Assigned to the customer's shipping group.
      required_reading: { due_date: day('2026-09-30'), overdue: true },
      acknowledged_at: null,
      document_path: `user/document/${id}`,
    })
    expect(document.tags.map((tag) => tag.code).sort()).toEqual(['customer', 'packaging', 'pallet'])
    expect(document.tags.find((tag) => tag.code === 'pallet')!.name).toBe('Pallets')
    expect(document.body).toMatch(/^<h2>/)
    expect(document.attachments).toEqual([
      expect.objectContaining({ filename: 'pallet-wrapping-guide.pdf', title: content('FH-007').attachments![0]!.title.en, content_type: 'application/pdf' }),
    ])
    const french = v.parse(calls.document.response, (await get(`qpm/user/document/${id}`, 'employee')).body)
    expect(french).toMatchObject({ title: 'Lignes directrices sur l’emballage pour les expéditeurs', language: 'fr', path: [{ title: 'Manutention des marchandises' }] })
    expect(french.required_reading).toBeNull()
    expect(french.body).toContain('<h2>L’importance de l’emballage</h2>')
    // Neighbours in the order of the table of contents.
    const toc = v.parse(calls.tableOfContents.response, (await get('qpm/user/table_of_contents', 'employee')).body)
    const order: number[] = []
    const walk = (nodes: typeof toc.nodes) => nodes.forEach((node) => (node.is_page ? order.push(node.id) : walk(node.children)))
    walk(toc.nodes)
    const at = order.indexOf(id)
    expect(french.previous?.id).toBe(order[at - 1])
    expect(french.next?.id).toBe(order[at + 1])
    const first = v.parse(calls.document.response, (await get(`qpm/user/document/${order[0]}`, 'employee')).body)
    expect(first.previous).toBeNull()
    const last = v.parse(calls.document.response, (await get(`qpm/user/document/${order.at(-1)}`, 'employee')).body)
    expect(last.next).toBeNull()
    // A customer's neighbours are documents for everyone.
    expect(document.next?.number).toBe('FH-008')
    expect(document.previous?.number).toBe('QP-001')
  })

  it('serves the stored body sanitised', async () => {
    const id = await doc('QP-002')
    await publishRevision(
      server.database.db,
      {
        nodeId: id,
        lang: 'en',
        title: 'Document Control',
        html: '<h2 onclick="steal()">Purpose</h2><script>alert(1)</script><p style="x">Text <a href="javascript:alert(1)">link</a><iframe src="https://evil.example"></iframe></p>',
        significant: false,
        userId: null,
      },
      server.clock.now(),
    )
    const document = (await get(`qpm/user/document/${id}`, 'admin')).body
    expect(document.body).toBe('<h2>Purpose</h2><p>Text <a rel="noopener noreferrer" target="_blank">link</a></p>')
  })

  it('answers 404 for an unknown id, a draft, a section or another company, 400 for a bad id', async () => {
    expect((await get('qpm/user/document/999999', 'employee')).status).toBe(404)
    expect((await get(`qpm/user/document/${await doc('QP-001')}`, 'badmin')).status).toBe(404)
    expect((await get(`qpm/user/document/${await sectionId('QMS')}`, 'employee')).status).toBe(404)
    const [qms] = await server.database.db.select().from(manualNodes).where(eq(manualNodes.code, 'QMS'))
    const [draft] = await server.database.db
      .insert(manualNodes)
      .values({ companyId: qms!.companyId, parentId: qms!.id, kind: 'document', code: 'draft-only', number: 'QP-099', title: 'Draft', audience: 'all' })
      .returning()
    await server.database.db.insert(manualRevisions).values({
      nodeId: draft!.id,
      lang: 'en',
      number: 1,
      status: 'draft',
      title: 'Unpublished procedure',
      bodyHtml: '<p>Draft</p>',
      bodyText: 'Draft',
      contentHash: 'x',
    })
    const drafted = await get(`qpm/user/document/${draft!.id}`, 'admin')
    expect(drafted.status).toBe(404)
    expect(drafted.body.message).toBe('This document does not exist or is not published.')
    expect((await post(`qpm/user/read/${draft!.id}`, 'admin')).status).toBe(404)
    expect((await post(`qpm/user/bookmarks/${draft!.id}`, 'admin')).status).toBe(404)
    expect((await get(`qpm/user/download/${draft!.id}`, 'admin')).status).toBe(404)
    expect(JSON.stringify((await get('qpm/user/table_of_contents', 'admin')).body)).not.toContain('QP-099')
    expect((await get('qpm/user/search?q=unpublished', 'admin')).body.count).toBe(0)
    expect((await get('qpm/user/document/abc', 'employee')).status).toBe(400)
    expect((await get('qpm/user/document/0', 'employee')).status).toBe(400)
    expect((await get('qpm/user/document/2147483648', 'employee')).status).toBe(400)
  })

  it('refuses a customer every call on a staff-only document with 403, and serves the others', async () => {
    const staffOnly = await doc('HS-002')
    const forbidden = await get(`qpm/user/document/${staffOnly}`, 'customer')
    expect(forbidden.status).toBe(403)
    expect(forbidden.body.message).toBe('This document is for staff only.')
    expect((await post(`qpm/user/read/${staffOnly}`, 'customer')).status).toBe(403)
    expect((await post(`qpm/user/bookmarks/${staffOnly}`, 'customer')).status).toBe(403)
    expect((await server.call('DELETE', `qpm/user/bookmarks/${staffOnly}`, as('customer'))).status).toBe(403)
    expect((await post(`qpm/user/change_request/${staffOnly}`, 'customer', { comment: 'Let me in' })).status).toBe(403)
    expect((await get(`qpm/user/download/${staffOnly}`, 'customer')).status).toBe(403)
    const file = (await get(`qpm/user/document/${staffOnly}`, 'employee')).body.attachments[0].id
    expect((await get(`qpm/user/document/${staffOnly}/file/${file}`, 'customer')).status).toBe(403)
    expect((await server.database.db.select().from(manualAcknowledgements).where(eq(manualAcknowledgements.nodeId, staffOnly))).length).toBe(0)
    expect((await get(`qpm/user/document/${staffOnly}`, 'sales')).status).toBe(200)
    expect((await get(`qpm/user/document/${await doc('FH-007')}`, 'customer')).status).toBe(200)
  })
})

describe('GET qpm/user/document/{id}/file/{file}', () => {
  it('downloads a file of a readable document, and nothing else', async () => {
    const id = await doc('FH-007')
    const document = (await get(`qpm/user/document/${id}`, 'customer')).body
    const file = document.attachments[0]
    const response = await fetch(`${server.url}/api/qpm/user/document/${id}/file/${file.id}`, {
      headers: { authorization: `Token ${tokens.customer}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toContain('pallet-wrapping-guide.pdf')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(1)
    const other = await doc('QP-001')
    expect((await get(`qpm/user/document/${other}/file/${file.id}`, 'customer')).status).toBe(404)
    expect((await get(`qpm/user/document/${id}/file/00000000-0000-4000-8000-000000000000`, 'customer')).status).toBe(404)
    expect((await get(`qpm/user/document/${id}/file/not-a-uuid`, 'customer')).status).toBe(400)
    const text = (await get(`qpm/user/document/${await doc('TO-003')}`, 'employee')).body.attachments[0]
    expect(text).toMatchObject({ filename: 'seal-log-template.txt', content_type: 'text/plain' })
  })
})

describe('required readings', () => {
  it('lists the employee pending readings, most urgent first, one overdue at least', async () => {
    const result = await get('qpm/user/required_readings', 'employee')
    expect(result.status).toBe(200)
    const readings = v.parse(calls.requiredReadings.response, result.body)
    expect(readings.language).toBe('fr')
    expect(readings.required_readings.length).toBeGreaterThanOrEqual(4)
    expect(readings.required_readings.some((item) => item.overdue)).toBe(true)
    const dues = readings.required_readings.map((item) => item.due_date)
    expect(dues).toEqual([...dues].sort())
    expect(readings.nodes_to_read).toEqual(ids(readings.required_readings))
    expect(readings.required_readings.find((item) => item.number === 'HS-002')).toMatchObject({
      title: 'Inspection quotidienne du chariot élévateur avant utilisation',
      section: 'Équipements motorisés',
      revision: 2,
      effective_date: day('2026-09-14'),
      due_date: day('2026-12-10'),
      overdue: false,
    })
    // The quality policy: assigned to the employees' group and read by every staff member; the earlier due date holds.
    expect(readings.required_readings.find((item) => item.number === 'QP-001')).toMatchObject({ due_date: day('2026-03-31'), overdue: true })
    // Every staff member reads the incident reporting procedure, 30 days after the demo's day.
    expect(readings.required_readings.find((item) => item.number === 'HS-005')).toMatchObject({ due_date: day('2026-12-25') })
    // Revision 1 of freight receiving was read, but revision 2 is significant: to be read again.
    expect(readings.required_readings.find((item) => item.number === 'FH-001')).toMatchObject({ revision: 2 })
    expect(readings.documents).toEqual([expect.objectContaining({ number: 'TO-006', revision: 1, language: 'fr' })])
  })

  it('gives a customer the readings of their groups for everyone, never a staff-only one', async () => {
    const readings = v.parse(calls.requiredReadings.response, (await get('qpm/user/required_readings', 'customer')).body)
    expect(readings.required_readings.length).toBeGreaterThanOrEqual(1)
    const numbers = readings.required_readings.map((item) => item.number)
    expect(numbers.sort()).toEqual(['CL-001', 'CL-002', 'FH-007', 'FH-009'])
    // Documents every staff member must read are not a customer's to read.
    expect(numbers).not.toContain('QP-001')
    expect(readings.documents).toEqual([])
  })
})

describe('POST qpm/user/read/{id}', () => {
  it('records user, document, language, revision, content hash and time once; twice is harmless', async () => {
    const id = await doc('HS-002')
    const result = await post(`qpm/user/read/${id}`, 'employee')
    expect(result.status).toBe(200)
    const ack = v.parse(calls.read.response, result.body)
    const [revision] = await server.database.db
      .select()
      .from(manualRevisions)
      .where(and(eq(manualRevisions.nodeId, id), eq(manualRevisions.lang, 'fr'), eq(manualRevisions.status, 'published')))
    const hash = createHash('sha256').update(JSON.stringify(['fr', revision!.title, revision!.bodyHtml])).digest('hex')
    expect(ack).toMatchObject({ id, revision: 2, language: 'fr', content_hash: hash, read_at: server.clock.now().toISOString() })
    expect(ack.nodes_to_read).not.toContain(id)

    await advance(60_000)
    const again = v.parse(calls.read.response, (await post(`qpm/user/read/${id}`, 'employee', {})).body)
    expect(again.read_at).toBe(ack.read_at)
    const rows = await server.database.db.select().from(manualAcknowledgements).where(eq(manualAcknowledgements.nodeId, id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ lang: 'fr', revisionNumber: 2, contentHash: hash, revisionId: revision!.id })

    const readings = v.parse(calls.requiredReadings.response, (await get('qpm/user/required_readings', 'employee')).body)
    expect(ids(readings.required_readings)).not.toContain(id)
    expect(readings.documents[0]).toMatchObject({ id, revision: 2, language: 'fr', read_at: ack.read_at })
    const document = (await get(`qpm/user/document/${id}`, 'employee')).body
    expect(document.required_reading).toBeNull()
    expect(document.acknowledged_at).toBe(ack.read_at)
  })

  it('never changes or removes an acknowledgement', async () => {
    const [row] = await server.database.db.select().from(manualAcknowledgements).limit(1)
    await expect(
      server.database.db.update(manualAcknowledgements).set({ revisionNumber: 99 }).where(eq(manualAcknowledgements.id, row!.id)),
    ).rejects.toThrow()
    await expect(server.database.db.delete(manualAcknowledgements).where(eq(manualAcknowledgements.id, row!.id))).rejects.toThrow()
    await expect(server.database.db.execute(sql`TRUNCATE manual_acknowledgements`)).rejects.toThrow()
    expect((await server.database.db.select().from(manualAcknowledgements).where(eq(manualAcknowledgements.id, row!.id)))[0]).toEqual(row)
  })

  it('refuses a revision that is no longer in force (409) and a switched audit session (403)', async () => {
    const id = await doc('DG-002')
    const stale = await post(`qpm/user/read/${id}`, 'customer', { revision: 1 })
    expect(stale.status).toBe(409)
    expect(stale.body.code).toBe('REVISION_CHANGED')
    expect(stale.body.message).toBe('Revision 2 of this document is now in force. Please read it before you acknowledge it.')
    expect((await post(`qpm/user/read/${id}`, 'customer', { revision: 'x' })).status).toBe(400)
    const switched = await post('users/switchuser', 'auditor', { username: 'customer' })
    expect(switched.status).toBe(200)
    const asAuditor = await server.call('POST', `qpm/user/read/${id}`, { token: switched.body.token, json: {} })
    expect(asAuditor.status).toBe(403)
    expect(asAuditor.body.code).toBe('IMPERSONATION_READ_ONLY')
    // Looking is allowed.
    expect((await server.call('GET', 'qpm/user/required_readings', { token: switched.body.token })).status).toBe(200)
  })

  it('keeps an acknowledgement through a minor revision; a significant one asks again', async () => {
    const id = await doc('WD-002')
    // Every staff member must read this one from now on (no group: every staff account).
    await server.database.db.execute(
      sql`insert into manual_assignments (company_id, node_id, group_id, due_date, created_at)
        select company_id, id, null, ${day('2026-12-20')}, ${server.clock.now().toISOString()}::timestamptz from manual_nodes where id = ${id}`,
    )
    const pending = async () => v.parse(calls.requiredReadings.response, (await get('qpm/user/required_readings', 'writer')).body)
    expect(ids((await pending()).required_readings)).toContain(id)
    const read = v.parse(calls.read.response, (await post(`qpm/user/read/${id}`, 'writer', { revision: 1 })).body)
    expect(read.revision).toBe(1)
    expect(ids((await pending()).required_readings)).not.toContain(id)

    await advance(DAY)
    const publish = (significant: boolean, text: string) =>
      Promise.all(
        (['en', 'fr'] as const).map((lang) =>
          publishRevision(
            server.database.db,
            { nodeId: id, lang, title: content('WD-002').title[lang], html: `<p>${text} (${lang})</p>`, significant, userId: null },
            server.clock.now(),
          ),
        ),
      )
    await publish(false, 'Typing fixed')
    const afterMinor = await pending()
    expect(ids(afterMinor.required_readings)).not.toContain(id)
    expect(afterMinor.documents.find((item) => item.id === id)).toMatchObject({ revision: 1 })
    expect((await get(`qpm/user/document/${id}`, 'writer')).body).toMatchObject({ revision: 2, significant: false, required_reading: null })

    await publish(true, 'New count frequency')
    const again = (await pending()).required_readings.find((item) => item.id === id)
    // Due 30 days after the significant revision, as that is later than the assignment's date.
    const due = new Date(server.clock.now().getTime() + 30 * DAY).toISOString().slice(0, 10)
    expect(due > day('2026-12-20')).toBe(true)
    expect(again).toMatchObject({ revision: 3, due_date: due, overdue: false })
    expect((await get(`qpm/user/document/${id}`, 'writer')).body).toMatchObject({ revision: 3, required_reading: { due_date: due } })
    expect((await post(`qpm/user/read/${id}`, 'writer', { revision: 2 })).status).toBe(409)
    const current = v.parse(calls.read.response, (await post(`qpm/user/read/${id}`, 'writer', { revision: 3 })).body)
    expect(current.nodes_to_read).not.toContain(id)
    expect((await pending()).documents.find((item) => item.id === id)).toMatchObject({ revision: 3, language: 'en' })
    expect(await server.database.db.select().from(manualAcknowledgements).where(eq(manualAcknowledgements.nodeId, id))).toHaveLength(2)
  })
})

describe('POST qpm/user/change_request/{id}', () => {
  it('requires a comment', async () => {
    const id = await doc('QP-001')
    for (const body of [{}, { comment: '' }, { comment: '   ' }]) {
      const result = await post(`qpm/user/change_request/${id}`, 'customer', body)
      expect(result.status).toBe(400)
      expect(result.body.errors).toEqual({ comment: 'Field is required' })
    }
    const french = await post(`qpm/user/change_request/${id}`, 'customer', {}, { headers: { 'accept-language': 'fr' } })
    expect(french.body.errors.comment).toBe('Champ obligatoire')
    const long = await post(`qpm/user/change_request/${id}`, 'customer', { comment: 'x'.repeat(2001) })
    expect(long.body.errors.comment).toBe('Maximum length is 2000 characters')
  })

  it('records the request and e-mails the owner through the e-mail history and the job queue', async () => {
    const id = await doc('FH-007')
    const result = await post(`qpm/user/change_request/${id}`, 'customer', { comment: 'The wrapping guide <b>differs</b>\nfrom the label rules.' })
    expect(result.status).toBe(200)
    const answer = v.parse(calls.changeRequest.response, result.body)
    expect(answer).toMatchObject({ delivery: 'queued', message: "Your change request was sent to the document's owner." })
    const [history] = await server.database.db.select().from(emailHistory).orderBy(desc(emailHistory.id)).limit(1)
    expect(history).toMatchObject({ to: ['writer@northwayfreight.example'], sender: 'customer', delivery: 'queued' })
    expect(history!.subject).toBe('Change request: FH-007 Packaging Guidelines for Shippers')
    expect(history!.html).toContain('Chris Morin (customer) asks for a change to FH-007 Packaging Guidelines for Shippers, revision 2 in English:')
    expect(history!.html).toContain('The wrapping guide &lt;b&gt;differs&lt;/b&gt;<br />from the label rules.')
    expect(history!.html).toContain(`/freight/pages/user/document/${id}`)
    const rows = await server.database.db.execute(sql`select * from manual_change_requests where id = ${answer.id}`)
    expect((rows as unknown as { rows: Record<string, unknown>[] }).rows[0]).toMatchObject({ node_id: id, lang: 'en', email_id: history!.id, status: 'open' })
    await server.runJobs()
    const [sent] = await server.database.db.select().from(emailHistory).where(eq(emailHistory.id, history!.id))
    expect(sent!.delivery).toBe('sent')
    expect(outbox.at(-1)).toMatchObject({ to: ['writer@northwayfreight.example'] })
  })

  it('writes to the owner in the owner language, and limits each reader to 10 an hour', async () => {
    const id = await doc('QP-001')
    await post('qpm/user/settings', 'admin', { language: 'fr' })
    // The owner, admin, reads in French now; the employee reads the French text.
    const first = await post(`qpm/user/change_request/${id}`, 'employee', { comment: 'Coquille au 2e paragraphe' })
    expect(first.status).toBe(200)
    const [history] = await server.database.db.select().from(emailHistory).orderBy(desc(emailHistory.id)).limit(1)
    expect(history!.to).toEqual(['admin@northwayfreight.example'])
    expect(history!.subject).toBe('Change request: QP-001 Politique qualité')
    await post('qpm/user/settings', 'admin', { language: 'en' })
    for (let i = 1; i < 10; i++) expect((await post(`qpm/user/change_request/${id}`, 'employee', { comment: `Note ${i}` })).status).toBe(200)
    const limited = await post(`qpm/user/change_request/${id}`, 'employee', { comment: 'One more' })
    expect(limited.status).toBe(429)
    expect(limited.body.code).toBe('CHANGE_REQUEST_LIMIT')
    await advance(61 * 60_000)
    expect((await post(`qpm/user/change_request/${id}`, 'employee', { comment: 'Later' })).status).toBe(200)
  })
})

describe('GET qpm/user/download/{id}', () => {
  it('makes a PDF of the document in the reader language, named after it', async () => {
    const id = await doc('FH-007')
    const response = await fetch(`${server.url}/api/qpm/user/download/${id}`, { headers: { authorization: `Token ${tokens.employee}` } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const name = 'FH-007 Lignes directrices sur l’emballage pour les expéditeurs.pdf'
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="FH-007 Lignes directrices sur l_emballage pour les exp_diteurs.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getTitle()).toBe('FH-007 Lignes directrices sur l’emballage pour les expéditeurs')
    const text = await pdfText(bytes)
    expect(text).toContain('Lignes directrices sur')
    expect(text).toContain('Révision 2')
    expect(text).toContain('L’importance de l’emballage')
    expect(text).toMatch(/Page 1 sur \d/)
  })
})

describe('bookmarks', () => {
  it('adds, lists and removes bookmarks, idempotently', async () => {
    const id = await doc('DG-002')
    const added = await post(`qpm/user/bookmarks/${id}`, 'customer')
    expect(added.status).toBe(200)
    expect(v.parse(calls.bookmarkAdd.response, added.body)).toEqual({ id, bookmarked: true })
    expect((await post(`qpm/user/bookmarks/${id}`, 'customer')).status).toBe(200)
    const other = await doc('QP-001')
    await advance(1000)
    await post(`qpm/user/bookmarks/${other}`, 'customer')
    const list = v.parse(calls.bookmarks.response, (await get('qpm/user/bookmarks', 'customer')).body)
    expect(list.count).toBe(2)
    expect(list.results[0]).toMatchObject({ id: other, number: 'QP-001', title: 'Quality Policy', section: 'Quality Policy & Management System' })
    expect(list.results[1]).toMatchObject({ id, title: 'Dangerous Goods We Accept', section: 'Dangerous Goods', document_path: `user/document/${id}` })
    expect(list.columns_details.find((column) => column.name === 'title')).toMatchObject({ type: 'link', link: '/freight/pages/user/document/{id}' })
    const sorted = v.parse(calls.bookmarks.response, (await get('qpm/user/bookmarks?sort=title&limit=1', 'customer')).body)
    expect(sorted.results.map((row) => row.number)).toEqual(['DG-002'])
    expect((await get('qpm/user/bookmarks?title__icontains=quality', 'customer')).body.count).toBe(1)
    expect((await get('qpm/user/bookmarks?sort=nope', 'customer')).status).toBe(400)
    expect((await get(`qpm/user/document/${id}`, 'customer')).body.bookmarked).toBe(true)
    // Another reader's bookmarks are their own.
    expect((await get('qpm/user/bookmarks', 'employee')).body.count).toBe(0)

    const removed = await server.call('DELETE', `qpm/user/bookmarks/${id}`, as('customer'))
    expect(removed.status).toBe(204)
    expect((await server.call('DELETE', `qpm/user/bookmarks/${id}`, as('customer'))).status).toBe(204)
    expect((await get('qpm/user/bookmarks', 'customer')).body.count).toBe(1)
    expect((await post('qpm/user/bookmarks/999999', 'customer')).status).toBe(404)
  })
})

describe('settings', () => {
  it('keeps the text size and the documents language, which chooses the language served', async () => {
    expect((await get('qpm/user/settings', 'sales')).body).toEqual({ text_size: 16, language: 'en' })
    const saved = await post('qpm/user/settings', 'sales', { text_size: 20, language: 'fr' })
    expect(saved.status).toBe(200)
    expect(v.parse(calls.settingsSave.response, saved.body)).toEqual({ text_size: 20, language: 'fr' })
    expect((await post('qpm/user/settings', 'sales', { text_size: 18 })).body).toEqual({ text_size: 18, language: 'fr' })
    expect((await get('qpm/user/settings', 'sales')).body).toEqual({ text_size: 18, language: 'fr' })
    const readings = (await get('qpm/user/required_readings', 'sales')).body
    expect(readings.language).toBe('fr')
    expect(readings.required_readings.find((item: { number: string }) => item.number === 'QP-001').title).toBe('Politique qualité')
    expect((await get(`qpm/user/document/${await doc('QP-001')}`, 'sales')).body).toMatchObject({ language: 'fr', title: 'Politique qualité' })
    expect((await get('qpm/user/search?q=palette', 'sales')).body.language).toBe('fr')

    // The interface may be French: the documents follow their own setting.
    await post('qpm/user/settings', 'sales', { language: 'en' })
    const english = await get(`qpm/user/document/${await doc('QP-001')}`, 'sales', { headers: { 'accept-language': 'fr' } })
    expect(english.body.title).toBe('Quality Policy')
  })

  it('refuses sizes out of range and unknown languages', async () => {
    const small = await post('qpm/user/settings', 'sales', { text_size: 11 })
    expect(small.status).toBe(400)
    expect(small.body.errors).toEqual({ text_size: 'Value must be greater or equal to: 12' })
    expect((await post('qpm/user/settings', 'sales', { text_size: 25 })).body.errors.text_size).toBe('Value must be less than or equal to: 24')
    expect((await post('qpm/user/settings', 'sales', { text_size: 14.5 })).status).toBe(400)
    expect((await post('qpm/user/settings', 'sales', { language: 'de' })).status).toBe(400)
  })
})

describe('GET qpm/user/indexes and qpm/user/options', () => {
  it('lists keywords and tags alphabetically with their readable documents', async () => {
    const index = v.parse(calls.indexes.response, (await get('qpm/user/indexes', 'employee')).body)
    expect(index.language).toBe('fr')
    const terms = index.entries.map((entry) => entry.term)
    const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true })
    expect(terms).toEqual([...terms].sort((a, b) => collator.compare(a, b)))
    for (const entry of index.entries) {
      const first = entry.term.normalize('NFD').replace(/\p{M}/gu, '').charAt(0).toUpperCase()
      // Entries starting with a digit or a sign are under '#'.
      expect(entry.letter).toBe(/\p{L}/u.test(first) ? first : '#')
    }
    const keyword = index.entries.find((entry) => entry.term === 'inspection avant utilisation' && entry.kind === 'keyword')!
    expect(keyword.documents.map((document) => document.number)).toEqual(['HS-002'])
    const pallets = index.entries.find((entry) => entry.term === 'Palettes' && entry.kind === 'tag')!
    expect(pallets.documents.map((document) => document.number).sort()).toEqual(
      manualDocuments.filter((document) => document.tags.includes('pallet')).map((document) => document.number).sort(),
    )

    const customer = v.parse(calls.indexes.response, (await get('qpm/user/indexes', 'customer')).body)
    const all = JSON.stringify(customer)
    expect(all).not.toContain('pre-use inspection')
    expect(all).not.toContain('HS-002')
    expect(customer.entries.find((entry) => entry.term === 'Pallets')!.documents.every((document) => content(document.number!).audience === 'all')).toBe(true)
  })

  it('offers sections with their depth, tags and process categories for the filters', async () => {
    const options = v.parse(calls.options.response, (await get('qpm/user/options', 'employee')).body)
    expect(options.sections.find((section) => section.code === 'TERMINAL-DOCK')).toMatchObject({ depth: 1, title: 'Quais et transbordement' })
    expect(options.sections.find((section) => section.code === 'MULTIMODAL')).toMatchObject({ depth: 0, title: 'Entreposage et distribution' })
    expect(options.tags.find((tag) => tag.code === 'pallet')!.name).toBe('Palettes')
    expect(options.process_categories.map((category) => category.code)).toEqual(['CORE', 'SUPPORT', 'MANAGEMENT'])
    const customer = v.parse(calls.options.response, (await get('qpm/user/options', 'customer')).body)
    expect(customer.sections.map((section) => section.code)).not.toContain('HSE')
  })
})

describe('GET qpm/user/search', () => {
  const search = async (user: User, query: string) => {
    const result = await get(`qpm/user/search?${query}`, user)
    expect(result.status, result.text).toBe(200)
    return v.parse(calls.search.response, result.body)
  }
  const numbers = (found: { results: { number: string | null }[] }) => found.results.map((hit) => hit.number)
  const q = (text: string) => `q=${encodeURIComponent(text)}&limit=100`

  it('finds French words whatever their accents and endings, with highlighted passages', async () => {
    const palette = await search('employee', q('palette'))
    expect(palette.language).toBe('fr')
    expect(palette.count).toBeGreaterThanOrEqual(5)
    expect(palette.results[0]!.number).toBe('FH-002')
    expect(palette.results[0]!.title_highlight).toContainEqual({ text: 'palettes', match: true })
    const matched = palette.results[0]!.snippet.filter((part) => part.match).map((part) => part.text.toLowerCase())
    expect(matched.some((word) => word.startsWith('palette'))).toBe(true)
    // Every freight handling document speaks of pallets.
    for (const document of manualDocuments.filter((item) => item.section === 'FREIGHT')) expect(numbers(palette)).toContain(document.number)
    const plural = await search('employee', q('palettes'))
    expect(numbers(plural)).toEqual(numbers(palette))

    const accents = await Promise.all(['sécurité', 'securite', 'SÉCURITÉ', 'Securité'].map((text) => search('employee', q(text))))
    expect(accents[0]!.count).toBeGreaterThanOrEqual(5)
    for (const found of accents) expect(numbers(found)).toEqual(numbers(accents[0]!))
    expect(numbers(accents[0]!)).toContain('HS-004')
    const entrepot = await search('employee', q('entrepot'))
    expect(numbers(entrepot)).toEqual(numbers(await search('employee', q('entrepôt'))))
    expect(numbers(entrepot)).toContain('WD-001')
  })

  it('takes quoted phrases and excluded words', async () => {
    const phrase = await search('employee', q('"chariot élévateur"'))
    expect(phrase.count).toBeGreaterThanOrEqual(2)
    expect((await search('employee', q('"élévateur chariot"'))).count).toBe(0)
    const claims = await search('employee', q('réclamation'))
    const excluded = await search('employee', q('réclamation -palette'))
    expect(excluded.count).toBeGreaterThan(0)
    expect(excluded.count).toBeLessThan(claims.count)
    for (const number of numbers(excluded)) expect(numbers(claims)).toContain(number)
    expect(numbers(excluded)).not.toContain('CL-001')
    const either = await search('employee', q('scellé or SIMDUT'))
    expect(numbers(either)).toEqual(expect.arrayContaining(['TO-003', 'HS-003']))
  })

  it('searches English in English, and a customer only among documents for everyone', async () => {
    const staff = await search('admin', q('forklift'))
    expect(staff.language).toBe('en')
    expect(numbers(staff)).toEqual(expect.arrayContaining(['HS-001', 'HS-002', 'FH-003']))
    expect((await search('customer', q('forklift'))).count).toBe(0)
    const customer = await search('customer', q('pallet'))
    expect(customer.count).toBeGreaterThan(0)
    for (const number of numbers(customer)) expect(content(number!).audience).toBe('all')
    expect(numbers(await search('admin', q('pallets')))).toEqual(numbers(await search('admin', q('pallet'))))
  })

  it('follows its documents: one deleted or kept for staff is found no more, and again once restored', async () => {
    const [first] = (await search('customer', q('pallet'))).results
    const node = eq(manualNodes.id, first!.id)
    const found = async (user: User) => ids((await search(user, q('pallet'))).results).includes(first!.id)
    await server.database.db.update(manualNodes).set({ audience: 'staff' }).where(node)
    expect(await found('customer')).toBe(false)
    expect(await found('admin')).toBe(true)
    await server.database.db.update(manualNodes).set({ deletedAt: new Date() }).where(node)
    expect(await found('admin')).toBe(false)
    await server.database.db.update(manualNodes).set({ deletedAt: null, audience: 'all' }).where(node)
    expect(await found('customer')).toBe(true)
    expect(await found('admin')).toBe(true)
  })

  it('highlights the passages that match, wherever they are in the text', async () => {
    for (const [user, text] of [
      ['admin', 'forklift inspection'],
      ['admin', '"bill of lading"'],
      ['employee', 'entreposage marchandises'],
      ['employee', 'réclamation -palette'],
    ] as const) {
      const found = await search(user, q(text))
      expect(found.count, text).toBeGreaterThan(0)
      for (const hit of found.results) {
        const words = hit.snippet.filter((part) => part.match).map((part) => part.text.toLowerCase())
        expect(words.length, `${text}: ${hit.number}`).toBeGreaterThan(0)
        expect(words, text).not.toContain('palette')
      }
    }
  })

  it('reads any word of a search, without the excluded ones, for the snippets', () => {
    expect(anyWordOf('forklift inspection')).toBe('forklift or inspection')
    expect(anyWordOf('"bill of lading" -pallet seal OR placard')).toBe('bill or of or lading or seal or placard')
    expect(anyWordOf('"unclosed phrase')).toBe('unclosed or phrase')
    expect(anyWordOf('-only')).toBe('')
  })

  it('filters by section (with its sub-sections), tag and process category', async () => {
    const all = await search('employee', q('sécurité'))
    const inSection = await search('employee', `${q('sécurité')}&section=${await sectionId('HSE')}`)
    expect(inSection.count).toBeGreaterThan(0)
    expect(inSection.count).toBeLessThan(all.count)
    for (const number of numbers(inSection)) expect(content(number!).section).toBe('HSE')
    // The sub-section's documents are in the section's results.
    expect(numbers(inSection)).toContain('HS-002')
    const sub = await search('employee', `${q('sécurité')}&section=${await sectionId('HSE-EQUIPMENT')}`)
    for (const number of numbers(sub)) expect(content(number!).subsection).toBe('HSE-EQUIPMENT')
    expect(sub.results[0]!.section).toBe('Équipements motorisés')
    const options = (await get('qpm/user/options', 'employee')).body
    const tag = options.tags.find((item: { code: string }) => item.code === 'whmis').id
    const tagged = await search('employee', `${q('sécurité')}&tag=${tag}`)
    expect(tagged.count).toBeGreaterThan(0)
    for (const number of numbers(tagged)) expect(content(number!).tags).toContain('whmis')
    const core = options.process_categories.find((item: { code: string }) => item.code === 'CORE').id
    const inCore = await search('employee', `${q('sécurité')}&category=${core}`)
    expect(inCore.count).toBeGreaterThan(0)
    for (const number of numbers(inCore)) expect(content(number!).processCategory).toBe('CORE')
    expect((await search('employee', `${q('sécurité')}&section=999999`)).count).toBe(0)
  })

  it('pages the results with their total, best match first', async () => {
    const everything = await search('admin', q('pallet'))
    expect(everything.count).toBeGreaterThanOrEqual(10)
    expect(everything.results).toHaveLength(everything.count)
    const ranks = everything.results.map((hit) => hit.rank)
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a))
    const first = await search('admin', 'q=pallet&limit=5')
    const second = await search('admin', 'q=pallet&limit=5&offset=5')
    expect(first.count).toBe(everything.count)
    expect(ids(first.results)).toEqual(ids(everything.results.slice(0, 5)))
    expect(ids(second.results)).toEqual(ids(everything.results.slice(5, 10)))
    expect((await search('admin', 'q=pallet&offset=1000')).results).toEqual([])
    // Only words a search ignores: nothing found, no error.
    expect((await search('admin', 'q=the')).count).toBe(0)
  })

  it('answers a missing, oversized or malformed search with a 400 and its message', async () => {
    const missing = await get('qpm/user/search', 'employee')
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toEqual({ q: 'Field is required' })
    const french = await get('qpm/user/search', 'employee', { headers: { 'accept-language': 'fr' } })
    expect(french.body.errors).toEqual({ q: 'Champ obligatoire' })
    expect((await get('qpm/user/search?q=%20', 'admin')).body.errors).toEqual({ q: 'Field is required' })
    const long = await get(`qpm/user/search?q=${'a'.repeat(201)}`, 'admin')
    expect(long.status).toBe(400)
    expect(long.body.errors.q).toBe('Maximum length is 200 characters')
    expect((await get(`qpm/user/search?q=${'a'.repeat(5000)}`, 'admin')).status).toBe(400)
    const words = await get(`qpm/user/search?q=${encodeURIComponent(Array.from({ length: 21 }, (_, i) => `w${i}`).join(' '))}`, 'admin')
    expect(words.status).toBe(400)
    expect(words.body.errors.q).toBe('Use at most 20 words')
    expect((await get('qpm/user/search?q=%00', 'admin')).status).toBe(400)
    expect((await get('qpm/user/search?q=x&limit=101', 'admin')).status).toBe(400)
    expect((await get('qpm/user/search?q=x&section=abc', 'admin')).status).toBe(400)
    // Whatever syntax the text holds, the search reads it as words: never an error.
    for (const odd of ['"unclosed', '-', 'a & b | !c', "'; drop table users; --", ':*', '(((', 'OR OR', '""', '\\', 'é-', '<b>x</b>']) {
      const result = await get(`qpm/user/search?q=${encodeURIComponent(odd)}`, 'admin')
      expect(result.status, odd).toBe(200)
    }
  })
})
