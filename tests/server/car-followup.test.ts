import { createRequire } from 'node:module'
import { readdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { attachmentSchema } from '@shared/contract/doclib'
import { CAR_LIMITS, type CarAction } from '@shared/contract/car'
import { dateMessages } from '@shared/validation'
import { attachments, carFiles, cars, carStatusHistory, emailHistory, users } from '@server/db/schema'
import { translateTo } from '@server/i18n'
import { enqueue } from '@server/lib/jobs'
import { carAreaMessages } from '@server/messages'
import { carReminders, sendCarReminders } from '@server/modules/car/reminders'
import { and, count, eq, inArray, like, sql } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './harness'

// What follows a CAR: its files, its printed report, its effectiveness check (rated not effective, it
// reopens), the reminders job on an injected clock, and the Pareto chart.

let server: TestServer
const tokens: Record<string, string> = {}
const ids: Record<string, number> = {}
const USERS = ['admin', 'caradmin', 'approver', 'employee', 'writer', 'auditor'] as const
type User = (typeof USERS)[number]
const DAY = 86_400_000

async function signIn() {
  for (const username of USERS) tokens[username] = (await server.login(username)).token
}

beforeAll(async () => {
  // Jobs run only when a test runs them: a polling worker could take the reminders' job first.
  server = await startServer({}, { jobs: { work: false } })
  await signIn()
  const rows = await server.database.db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, [...USERS]))
  for (const row of rows) ids[row.username] = row.id
})
afterAll(() => server?.close())

const en = (descriptor: Parameters<typeof translateTo>[1], values?: Parameters<typeof translateTo>[2]) => translateTo('en', descriptor, values)
const as = (user: User, json?: unknown, headers?: Record<string, string>) => ({ token: tokens[user], json, headers })
const get = (user: User, path: string, headers?: Record<string, string>) => server.call('GET', path, as(user, undefined, headers))
const today = () => server.clock.now().toISOString().slice(0, 10)
const dayAfter = (days: number) => new Date(Date.parse(today()) + days * DAY).toISOString().slice(0, 10)

async function create(over: Record<string, unknown> = {}): Promise<number> {
  const created = await server.call(
    'POST',
    'car/car',
    as('employee', { title: 'Crushed cartons on the Moncton run', requested_date: today(), due_date: dayAfter(30), ...over }),
  )
  expect(created.status, created.text).toBe(200)
  return created.body.id
}

const step = async (user: User, id: number, action: CarAction, extra: Record<string, unknown> = {}) => {
  const done = await server.call('POST', `car/car/${id}/action`, as(user, { action, comment: `${action} by ${user}`, ...extra }))
  expect(done.status, `${action}: ${done.text}`).toBe(200)
  return done.body
}

/** employee raises it, caradmin assigns writer, approver and admin approve; the check is employee's. */
async function assigned(over: Record<string, unknown> = {}) {
  const id = await create(over)
  await step('employee', id, 'submit_for_assignment')
  await step('caradmin', id, 'assign', { assignee_id: ids.writer })
  return id
}
async function closed(over: Record<string, unknown> = {}, days = 30) {
  const id = await assigned(over)
  await step('writer', id, 'submit_to_approver_1', { approver_id: ids.approver })
  await step('approver', id, 'submit_to_approver_2', { approver_id: ids.admin })
  return step('admin', id, 'approve_and_close', { effectiveness_checker_id: ids.employee, effectiveness_days: days })
}

/** The form's input as a CAR's answer holds it. */
// oxlint-disable-next-line typescript/no-explicit-any
const inputOf = (car: any) => ({
  title: car.title,
  description: car.description,
  problem_type_id: car.problem_type?.id ?? null,
  root_cause_id: car.root_cause?.id ?? null,
  source_id: car.source?.id ?? null,
  department_id: car.department?.id ?? null,
  terminal_id: car.terminal?.id ?? null,
  requested_date: car.requested_date,
  due_date: car.due_date,
  assignee_id: car.assignee?.id ?? null,
  approver_1_id: car.approver_1?.id ?? null,
  approver_1_department_id: car.approver_1_department?.id ?? null,
  approver_1_title: car.approver_1_title,
  approver_2_id: car.approver_2?.id ?? null,
  approver_2_department_id: car.approver_2_department?.id ?? null,
  approver_2_title: car.approver_2_title,
  whys: car.whys,
  root_cause_text: car.root_cause_text,
  containment_action: car.containment_action,
  corrective_action: car.corrective_action,
  preventive_action: car.preventive_action,
  probill: car.probill,
  document_id: car.document?.id ?? null,
  version: car.version,
})

const upload = (user: User, id: number, category: string, files: File[]) =>
  server.call('POST', `car/upload/${id}/${category}`, { token: tokens[user], multipart: { file: files } })

const stored = async () => {
  const [files] = await server.database.db.select({ n: count() }).from(attachments)
  const [links] = await server.database.db.select({ n: count() }).from(carFiles)
  return { files: files!.n, links: links!.n, bytes: (await readdir(server.storageDir, { recursive: true })).length }
}

async function samplePdf(): Promise<File> {
  const pdf = await PDFDocument.create()
  pdf.addPage([300, 300])
  return new File([new Uint8Array(await pdf.save())], 'corrective-report.pdf', { type: 'application/pdf' })
}

describe('files by category', () => {
  it('stores, lists, serves and deletes a CAR’s files under whole-number ids', async () => {
    const id = await create()
    const note = new File(['Checked every trailer of the day.\n'], 'site notes.txt', { type: 'text/plain' })
    const sent = await upload('employee', id, 'problem', [note, await samplePdf()])
    expect(sent.status, sent.text).toBe(200)
    expect(sent.body.uploaded).toHaveLength(2)
    for (const file of sent.body.uploaded) {
      expect(v.is(attachmentSchema, file)).toBe(true)
      expect(file.id).toMatch(/^\d+$/)
    }
    expect(sent.body.uploaded.map((file: { filename: string }) => file.filename)).toEqual(['site notes.txt', 'corrective-report.pdf'])
    const listed = await get('auditor', `car/upload/${id}/problem`)
    expect(listed.body.map((file: { id: string }) => file.id)).toEqual(sent.body.uploaded.map((file: { id: string }) => file.id))
    expect((await get('auditor', `car/upload/${id}/corrective`)).body).toEqual([])
    const fileId = sent.body.uploaded[0].id
    const download = await get('auditor', `car/upload/${id}/problem/${fileId}`)
    expect(download.status).toBe(200)
    expect(download.text).toBe('Checked every trailer of the day.\n')
    expect(download.headers.get('content-disposition')).toContain('site notes.txt')
    // Under another category, or another CAR, or an unknown category, it is not there.
    expect((await get('auditor', `car/upload/${id}/corrective/${fileId}`)).status).toBe(404)
    expect((await get('auditor', `car/upload/${id}/photos/${fileId}`)).status).toBe(404)
    expect((await get('auditor', `car/upload/${await create()}/problem/${fileId}`)).status).toBe(404)
    expect((await server.call('POST', `car/upload/${id}/photos`, { token: tokens.employee, multipart: { file: note } })).status).toBe(400)
    // Someone who may not change the CAR adds or removes nothing.
    expect((await upload('auditor', id, 'problem', [note])).status).toBe(403)
    expect((await server.call('DELETE', `car/upload/${id}/problem/${fileId}`, as('auditor'))).status).toBe(403)
    expect((await server.call('DELETE', `car/upload/${id}/problem/${fileId}`, as('employee'))).status).toBe(204)
    expect((await get('auditor', `car/upload/${id}/problem`)).body).toHaveLength(1)
    expect((await get('auditor', `car/upload/${id}/problem/${fileId}`)).status).toBe(404)
  })

  it('refuses a file whose content is not what its name says, or over 25 MB, and stores nothing', async () => {
    const id = await create()
    const before = await stored()
    const lying = new File(['just text, not a PDF'], 'evidence.pdf', { type: 'application/pdf' })
    const good = new File(['fine'], 'fine.txt', { type: 'text/plain' })
    const refused = await upload('employee', id, 'problem', [good, lying])
    expect(refused.status).toBe(415)
    expect(refused.body).toMatchObject({ code: 'UNSUPPORTED_TYPE' })
    expect(refused.body.message).toContain('evidence.pdf')
    const big = new File([new Uint8Array(CAR_LIMITS.uploadBytes + 1).fill(65)], 'big.txt', { type: 'text/plain' })
    const tooBig = await upload('employee', id, 'problem', [big])
    expect(tooBig.status).toBe(413)
    expect(tooBig.body.code).toBe('FILE_TOO_LARGE')
    expect(await stored()).toEqual(before)
    expect((await get('employee', `car/upload/${id}/problem`)).body).toEqual([])
  }, 60_000)

  it('takes no more files once the CAR is closed, but its effectiveness evidence from its checker', async () => {
    const car = await closed()
    const note = new File(['No damage since.'], 'follow-up.txt', { type: 'text/plain' })
    const refused = await upload('admin', car.id, 'corrective', [note])
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ code: 'CLOSED', message: en(carAreaMessages.closedFiles) })
    expect((await upload('writer', car.id, 'effectiveness', [note])).status).toBe(403)
    expect((await upload('employee', car.id, 'effectiveness', [note])).status).toBe(200)
  })
})

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

describe('the report', () => {
  it('is a real PDF with the number, the fields, the approvals, the comments and every file name', async () => {
    const id = await assigned({ probill: '4410023571', whys: ['The pallet shifted', 'It was not strapped'] })
    await upload('writer', id, 'corrective', [new File(['Strap checklist'], 'strap-checklist.txt', { type: 'text/plain' })])
    await step('writer', id, 'submit_to_approver_1', { approver_id: ids.approver })
    await step('approver', id, 'submit_to_approver_2', { approver_id: ids.admin })
    const car = await step('admin', id, 'approve_and_close', { effectiveness_checker_id: ids.employee, effectiveness_days: 90 })
    const response = await fetch(`${server.url}/api/car/report/${id}`, { headers: { authorization: `Token ${tokens.auditor}` } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toContain(`${car.car_number} Crushed cartons on the Moncton run.pdf`)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    expect((await PDFDocument.load(bytes)).getTitle()).toBe(`${car.car_number} Crushed cartons on the Moncton run`)
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ')
    for (const expected of [
      car.car_number,
      'Crushed cartons on the Moncton run',
      '4410023571',
      'The pallet shifted',
      'Wendy Tremblay',
      'André Gagnon',
      'Alex Martin',
      'approve_and_close by admin',
      'strap-checklist.txt',
      en(carAreaMessages.actionApproveAndClose),
      en(carAreaMessages.pdfEffectiveness),
    ]) {
      expect(text, expected).toContain(expected)
    }
    const french = await fetch(`${server.url}/api/car/report/${id}`, { headers: { authorization: `Token ${tokens.auditor}`, 'accept-language': 'fr' } })
    expect(await pdfText(new Uint8Array(await french.arrayBuffer()))).toContain(translateTo('fr', carAreaMessages.pdfHistory))
  })
})

describe('the effectiveness check', () => {
  it('appears in the follow-up list; only its checker rates it; not effective reopens the CAR to its assignee', async () => {
    const car = await closed({ title: 'Loads shifting on the Ottawa run' }, 60)
    expect(car.effectiveness).toMatchObject({ due_date: dayAfter(60), rating: null })
    const pending = await get('employee', `car/effectiveness?quick=pending&car_number=${car.car_number}`)
    expect(pending.body.results).toEqual([expect.objectContaining({ id: car.effectiveness.id, car_id: car.id, rating: null })])
    expect((await get('writer', `car/effectiveness?quick=mine&car_number=${car.car_number}`)).body.count).toBe(0)

    const path = `car/effectiveness/${car.effectiveness.id}`
    const refused = await server.call('PUT', path, as('admin', { rating: 'effective' }))
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ code: 'NOT_CHECKER', message: en(carAreaMessages.notChecker, { name: 'Émilie Bouchard' }) })
    expect((await server.call('PUT', path, as('employee', { rating: 'somewhat' }))).status).toBe(400)

    const rated = await server.call('PUT', path, as('employee', { rating: 'not_effective', notes: 'Two more loads shifted this month.' }))
    expect(rated.status).toBe(200)
    expect(rated.body).toMatchObject({ rating: 'not_effective', notes: 'Two more loads shifted this month.', checked_at: server.clock.now().toISOString() })
    const reopened = (await get('writer', `car/car/${car.id}`)).body
    expect(reopened).toMatchObject({
      status: 'Assigned',
      closed_at: null,
      closed_on_time: null,
      approver_1_date: null,
      approver_2_date: null,
      allowed_actions: ['submit_to_approver_1'],
      editable: true,
      effectiveness: { rating: 'not_effective' },
    })
    const [history] = await server.database.db
      .select()
      .from(carStatusHistory)
      .where(and(eq(carStatusHistory.carId, car.id), eq(carStatusHistory.action, 'reopen')))
    expect(history).toMatchObject({ fromStatus: 'Closed', toStatus: 'Assigned', actorId: ids.employee, comment: 'Two more loads shifted this month.' })
    const [mail] = await server.database.db.select().from(emailHistory).where(eq(emailHistory.id, history!.emailId!))
    expect(mail).toMatchObject({ to: ['writer@northwayfreight.example'], subject: en(carAreaMessages.mailReopenedSubject, { number: car.car_number, title: car.title }) })
    expect((await server.call('PUT', path, as('employee', { rating: 'effective' }))).body.code).toBe('ALREADY_RATED')

    // Closed again, it gets a new check; rated effective, it stays closed.
    await step('writer', car.id, 'submit_to_approver_1')
    await step('approver', car.id, 'submit_to_approver_2')
    const again = await step('admin', car.id, 'approve_and_close', { effectiveness_checker_id: ids.auditor, effectiveness_days: 30 })
    expect(again.effectiveness.id).not.toBe(car.effectiveness.id)
    expect((await server.call('PUT', `car/effectiveness/${again.effectiveness.id}`, as('auditor', { rating: 'effective' }))).status).toBe(200)
    expect((await get('auditor', `car/car/${car.id}`)).body.status).toBe('Closed')
    const done = await get('auditor', `car/effectiveness?quick=done&car_number=${car.car_number}&sort=-id`)
    expect(done.body.results.map((row: { rating: string }) => row.rating)).toEqual(['effective', 'not_effective'])
  })
})

describe('reminders', () => {
  const mailsAbout = (number: string) =>
    server.database.db.select().from(emailHistory).where(like(emailHistory.subject, `%${number}%`)).orderBy(emailHistory.id)
  const runReminders = async () => {
    await enqueue({ db: server.database.db }, carReminders, {})
    expect(await server.runJobs()).toBe(1)
  }
  const advance = async (days: number) => {
    server.clock.advance(days * DAY)
    await signIn()
  }

  it('reminds the assignee 10 days before the due date and once overdue, each once, and the checker once the check falls due', async () => {
    const id = await assigned({ due_date: dayAfter(12) })
    const car = (await get('writer', `car/car/${id}`)).body
    const before = (await mailsAbout(car.car_number)).length
    await runReminders()
    expect(await mailsAbout(car.car_number)).toHaveLength(before)

    await advance(2)
    await runReminders()
    await runReminders()
    const due = await mailsAbout(car.car_number)
    expect(due).toHaveLength(before + 1)
    expect(due.at(-1)).toMatchObject({
      to: ['writer@northwayfreight.example'],
      sender: 'portal',
      subject: en(carAreaMessages.mailDueSubject, { date: car.due_date, number: car.car_number, title: car.title }),
    })
    expect(due.at(-1)!.html).toContain(en(carAreaMessages.mailDue, { date: car.due_date, number: car.car_number, title: car.title, days: 10 }))

    await advance(11)
    expect((await get('writer', `car/car/${id}`)).body.overdue).toBe(true)
    await runReminders()
    await runReminders()
    const overdue = await mailsAbout(car.car_number)
    expect(overdue).toHaveLength(before + 2)
    expect(overdue.at(-1)!.subject).toBe(en(carAreaMessages.mailOverdueSubject, { date: car.due_date, number: car.car_number, title: car.title }))

    // A new due date: its reminders are due again.
    const saved = await server.call('PUT', `car/car/${id}`, as('caradmin', { ...inputOf(car), due_date: dayAfter(5) }))
    expect(saved.status, saved.text).toBe(200)
    await runReminders()
    expect(await mailsAbout(car.car_number)).toHaveLength(before + 3)

    // The effectiveness check: its checker (employee, in French) once it falls due.
    await step('writer', id, 'submit_to_approver_1', { approver_id: ids.approver })
    await step('approver', id, 'submit_to_approver_2', { approver_id: ids.admin })
    const closedCar = await step('admin', id, 'approve_and_close', { effectiveness_checker_id: ids.employee, effectiveness_days: 30 })
    const afterClose = (await mailsAbout(car.car_number)).length
    await advance(29)
    await runReminders()
    expect(await mailsAbout(car.car_number)).toHaveLength(afterClose)
    await advance(1)
    await runReminders()
    await runReminders()
    const check = await mailsAbout(car.car_number)
    expect(check).toHaveLength(afterClose + 1)
    expect(check.at(-1)).toMatchObject({
      to: ['employee@northwayfreight.example'],
      subject: translateTo('fr', carAreaMessages.mailCheckDueSubject, { number: car.car_number, title: car.title }),
    })
    expect(closedCar.effectiveness.due_date).toBe(today())
  })

  it('sends each reminder once when several runs go at the same time', async () => {
    const id = await assigned({ due_date: dayAfter(3) })
    const { car_number: number } = (await get('writer', `car/car/${id}`)).body
    const deps = { db: server.database.db, mailer: null, now: server.clock.now() }
    const runs = await Promise.all([sendCarReminders(deps), sendCarReminders(deps), sendCarReminders(deps)])
    expect(runs.reduce((sum, run) => sum + run.due, 0)).toBeGreaterThanOrEqual(1)
    expect((await mailsAbout(number)).filter((mail) => mail.subject.startsWith('CAR due'))).toHaveLength(1)
    const [row] = await server.database.db.select({ at: cars.dueReminderAt }).from(cars).where(eq(cars.id, id))
    expect(row!.at).not.toBeNull()
  })
})

describe('the Pareto chart', () => {
  const dbCount = async (from: string, to: string) => {
    const result = (await server.database.db.execute(
      sql`SELECT count(*)::int AS n FROM cars c JOIN companies co ON co.id = c.company_id AND co.code = 'freight' WHERE c.requested_date BETWEEN ${from}::date AND ${to}::date`,
    )) as unknown as { rows: { n: number }[] }
    return result.rows[0]!.n
  }

  it.each(['root_cause', 'terminal', 'problem_type'])('counts the CARs raised in a period by %s, largest first, with the cumulative percentage', async (by) => {
    const from = '2025-01-01'
    const to = '2027-12-31'
    const answer = await get('auditor', `car/pareto?by=${by}&from=${from}&to=${to}`)
    expect(answer.status).toBe(200)
    const { total, bars } = answer.body
    expect(total).toBe(await dbCount(from, to))
    expect(bars.reduce((sum: number, bar: { count: number }) => sum + bar.count, 0)).toBe(total)
    const counts = bars.map((bar: { count: number }) => bar.count)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(bars.at(-1).cumulative_percent).toBe(100)
    expect(bars[0].cumulative_percent).toBeCloseTo((bars[0].count / total) * 100, 1)
    if (by === 'root_cause') expect(bars.find((bar: { id: number | null }) => bar.id === null)).toMatchObject({ name: en(carAreaMessages.notSet) })
  })

  it('names the bars in the caller’s language, reads only the period, and checks the dates', async () => {
    const french = await get('auditor', 'car/pareto?by=terminal&from=2025-01-01&to=2027-12-31', { 'accept-language': 'fr' })
    expect(french.body.bars.map((bar: { name: string }) => bar.name)).toContain('Terminal de Montréal')
    const narrow = await get('auditor', `car/pareto?by=terminal&from=${today()}&to=${today()}`)
    expect(narrow.body.total).toBe(await dbCount(today(), today()))
    const empty = await get('auditor', 'car/pareto?by=terminal&from=2020-01-01&to=2020-12-31')
    expect(empty.body).toEqual({ total: 0, bars: [] })
    const backwards = await get('auditor', 'car/pareto?by=terminal&from=2026-12-31&to=2026-01-01')
    expect(backwards.status).toBe(400)
    expect(backwards.body.errors).toEqual({ from: en(dateMessages.fromAfterTo) })
  })
})
