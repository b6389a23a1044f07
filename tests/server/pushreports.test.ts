import { contract } from '@shared/contract'
import { pushReportMessages } from '@shared/validation'
import { attachments, emailHistory, manualProperties, pushReportRuns, pushReports, users } from '@server/db/schema'
import { translateTo } from '@server/i18n'
import { pushReportAreaMessages } from '@server/messages'
import { loadConfig } from '@server/config'
import { archiveOldRuns, executeRun, requeueStrandedRuns, scheduleDueRuns } from '@server/modules/pushreports/runs'
import { diskStorage } from '@server/storage'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './harness'

// Push reports on the real server and database: each call, each role refused where it must be, the
// form's rules in both languages, and a report's whole path: made, run now, its file stored holding
// exactly the grid's rows for its owner, e-mailed with a working unsubscribe link; the scheduler on two
// instances at once, Void and Incomplete runs, and the retention of files.

let server: TestServer
const tokens: Record<string, string> = {}
const ids: Record<string, number> = {}
const USERS = ['customer', 'limited', 'sales', 'admin', 'employee', 'badmin'] as const
type User = (typeof USERS)[number]

beforeAll(async () => {
  server = await startServer({}, { jobs: { work: false } })
  for (const username of USERS) tokens[username] = (await server.login(username)).token
  const rows = await server.database.db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, [...USERS]))
  for (const row of rows) ids[row.username] = row.id
})
afterAll(() => server?.close())

const en = (descriptor: Parameters<typeof translateTo>[1], values?: Parameters<typeof translateTo>[2]) => translateTo('en', descriptor, values)
const fr = (descriptor: Parameters<typeof translateTo>[1], values?: Parameters<typeof translateTo>[2]) => translateTo('fr', descriptor, values)
const as = (user: User | null, json?: unknown, headers?: Record<string, string>) => ({ token: user ? tokens[user] : undefined, json, headers })
const get = (user: User | null, path: string, headers?: Record<string, string>) => server.call('GET', path, as(user, undefined, headers))
const post = (user: User | null, path: string, json?: unknown, headers?: Record<string, string>) => server.call('POST', path, as(user, json ?? {}, headers))
const put = (user: User | null, path: string, json: unknown, headers?: Record<string, string>) => server.call('PUT', path, as(user, json, headers))
const del = (user: User | null, path: string) => server.call('DELETE', path, as(user))
const db = () => server.database.db

let names = 0
const form = (over: Record<string, unknown> = {}) => ({
  name: `Report ${++names}`,
  api_url: 'shipments',
  query_params: { status__in: 'Delivered', limit: '20', offset: '0' },
  cmid: 'SHIPMENTS',
  output_type: 'CSV',
  columns: ['probill', 'cust', 'status'],
  frequency: 'daily',
  delivery_time: '07:00',
  recipients: ['customer@northwayfreight.example'],
  ...over,
})

async function create(user: User = 'customer', over: Record<string, unknown> = {}) {
  const created = await post(user, 'pushreport', form(over))
  expect(created.status, created.text).toBe(200)
  return created.body as { id: number; name: string; next_run_at: string | null; [key: string]: unknown }
}

const reportCount = async () => (await db().select({ n: count() }).from(pushReports))[0]!.n

/** Every row of a grid call, page after page. */
async function allRows(user: User, path: string, query: Record<string, string>, headers?: Record<string, string>) {
  const rows: Record<string, unknown>[] = []
  for (let offset = 0; ; offset += 100) {
    const search = new URLSearchParams({ ...query, limit: '100', offset: String(offset) })
    const page = await get(user, `${path}?${search}`, headers)
    expect(page.status, page.text).toBe(200)
    rows.push(...page.body.results)
    if (rows.length >= page.body.count) return rows
  }
}

/** CSV rows as objects by the header line (the demo values hold no quoted commas). */
function parseCsv(text: string): Record<string, string>[] {
  const [header, ...lines] = text.replace(/^\uFEFF/, '').trim().split(/\r?\n/)
  const labels = header!.split(',').map((cell) => cell.replace(/^"|"$/g, ''))
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, i) => [labels[i], cell.replace(/^"|"$/g, '')])))
}

async function runOf(id: number) {
  const [run] = await db().select().from(pushReportRuns).where(eq(pushReportRuns.id, id))
  return run!
}

describe('the calls and their answers', () => {
  it('creates a report with its schedule, and reads it back in the contract shape', async () => {
    const report = await create('customer', { frequency: 'weekly', weekdays: [4, 1], delivery_time: '08:15' })
    expect(v.safeParse(contract.pushreports.create.response!, report).success).toBe(true)
    expect(report).toMatchObject({ owner: { username: 'customer' }, company: 'freight', state: 'active', source: 'Probill search', can_edit: true, can_delete: true, can_copy: false })
    expect(report.query_params).toEqual({ status__in: 'Delivered' })
    expect(report.schedule).toBe('Weekly on Monday, Thursday at 08:15 ET')
    // 2026-03-02 14:00 UTC is Monday 09:00 in Toronto: the next delivery is Thursday 08:15 EST.
    expect(report.next_run_at).toBe('2026-03-05T13:15:00.000Z')
    const read = await get('customer', `pushreport/${report.id}`, { 'accept-language': 'fr' })
    expect(read.status).toBe(200)
    expect(v.safeParse(contract.pushreports.read.response!, read.body).success).toBe(true)
    expect(read.body.schedule).toBe(fr(pushReportAreaMessages.weekly, { days: `${fr(pushReportAreaMessages.monday)}, ${fr(pushReportAreaMessages.thursday)}`, time: '08:15' }))
    expect(read.body.source).toBe('Recherche de probills')
  })

  it('counts, lists and narrows the caller\'s reports', async () => {
    const before = (await get('customer', 'pushreport/count?api_url=shipments')).body as number
    await create('customer')
    expect((await get('customer', 'pushreport/count?api_url=shipments')).body).toBe(before + 1)
    const list = await get('customer', 'pushreport?cmid=SHIPMENTS&limit=100')
    expect(list.status).toBe(200)
    expect(v.safeParse(contract.pushreports.list.response!, list.body).success).toBe(true)
    expect(list.body.count).toBe(before + 1)
    expect(list.body.results.every((row: { owner: string }) => row.owner === 'Chris Morin')).toBe(true)
    const cars = await get('customer', 'pushreport?api_url=car/car_list')
    expect(cars.body.results).toEqual([])
    const shipments = await get('customer', 'pushreport?api_url=shipments&sort=name&limit=100')
    expect(shipments.body.results.map((row: { name: string }) => row.name)).toEqual(expect.arrayContaining(['Deliveries this month', 'Late deliveries', 'Shipments in transit']))
    const seeded = list.body.results.find((row: { name: string }) => row.name === 'Shipments in transit')
    expect(seeded).toMatchObject({ source: 'Probill search', output_type: 'XLSX', schedule: 'Every working day at 07:00 ET', last_status: 'Queued', access: 'personal', state: 'active' })
    const french = await get('customer', 'pushreport?cmid=SHIPMENTS&sort=name', { 'accept-language': 'fr' })
    expect(french.body.results[0].schedule).toMatch(/HE$|ET$/)
  })

  it('lists every visible report for staff, and the customer accounts\' reports', async () => {
    const all = await get('admin', 'pushreport_all?limit=100')
    expect(all.status).toBe(200)
    expect(all.body.results.map((row: { name: string }) => row.name)).toEqual(expect.arrayContaining(['Shipments in transit', 'Late shipments', 'Weekly shipments']))
    const customers = await get('admin', 'pushreport_customers?limit=100')
    const customerNames = customers.body.results.map((row: { name: string }) => row.name)
    expect(customerNames).toEqual(expect.arrayContaining(['Shipments in transit', 'Deliveries this month', 'Late deliveries']))
    expect(customerNames).not.toContain('Late shipments')
    expect(customerNames).not.toContain('Weekly shipments')
    // Staff who are not administrators see their own, company and general reports, never another's personal one.
    const employee = await get('employee', 'pushreport_all?limit=100')
    const seen = employee.body.results.map((row: { name: string }) => row.name)
    expect(seen).toEqual(expect.arrayContaining(['Late shipments', 'Weekly shipments']))
    expect(seen).not.toContain('Shipments in transit')
    expect(seen).not.toContain('Shipments to Montréal')
  })

  it('describes a saved search: page, columns, filters in words, and its rows for the caller', async () => {
    const query = { status__in: 'In Transit,Delivered', mttable_generic_search: 'consignee=montreal|shipper=montreal', sort: '-pickup_date' }
    const source = await post('customer', 'pushreport_source', { api_url: '/api/shipments', query_params: query, cmid: 'SHIPMENTS' })
    expect(source.status, source.text).toBe(200)
    expect(v.safeParse(contract.pushreports.source.response!, source.body).success).toBe(true)
    expect(source.body.source).toBe('Probill search')
    expect(source.body.filters).toEqual(['Status is one of In Transit, Delivered', 'Search: "montreal"', 'Sorted by Pickup date, descending'])
    expect(source.body.columns.find((column: { name: string }) => column.name === 'probill')).toMatchObject({ label: 'Probill number', visible: true })
    const grid = await get('customer', `shipments?${new URLSearchParams(query)}`, { cmid: 'SHIPMENTS' })
    expect(source.body.rows).toBe(grid.body.count)
    const french = await post('customer', 'pushreport_source', { api_url: 'shipments', query_params: { status__in: 'Delivered' } }, { 'accept-language': 'fr' })
    expect(french.body.filters[0]).toMatch(/^Statut/)
    expect((await post('customer', 'pushreport_source', { api_url: 'users/login' })).status).toBe(400)
  })

  it('updates, pauses and resumes, and deletes with the runs\' files', async () => {
    const report = await create()
    const paused = await put('customer', `pushreport/${report.id}`, form({ name: report.name, state: 'paused', output_type: 'JSON' }))
    expect(paused.status, paused.text).toBe(200)
    expect(paused.body).toMatchObject({ state: 'paused', next_run_at: null, output_type: 'JSON' })
    const resumed = await put('customer', `pushreport/${report.id}`, form({ name: report.name, frequency: 'monthly', month_day: 31 }))
    expect(resumed.body.state).toBe('active')
    // The shortest month's last day: March 31 2026 is a Tuesday.
    expect(resumed.body.next_run_at).toBe('2026-03-31T11:00:00.000Z')
    const run = await post('customer', `run_report/${report.id}`)
    expect(run.status).toBe(200)
    await server.runJobs()
    const done = await runOf(run.body.id)
    expect(done.status).toBe('Processed')
    const [file] = await db().select().from(attachments).where(eq(attachments.id, done.attachmentId!))
    expect(existsSync(join(server.storageDir, file!.storageKey.slice(0, 2), file!.storageKey))).toBe(true)
    expect((await del('customer', `pushreport/${report.id}`)).status).toBe(200)
    expect(await db().select().from(attachments).where(eq(attachments.id, file!.id))).toEqual([])
    expect(existsSync(join(server.storageDir, file!.storageKey.slice(0, 2), file!.storageKey))).toBe(false)
    expect((await get('customer', `pushreport/${report.id}`)).status).toBe(404)
  })

  it('copies a report to another company for staff, paused, owned there', async () => {
    const [late] = await db().select().from(pushReports).where(eq(pushReports.name, 'Late shipments'))
    const targets = await get('sales', 'pushreport_copy_targets')
    expect(targets.status).toBe(200)
    const benefits = targets.body.find((company: { code: string }) => company.code === 'benefits')
    expect(benefits.users.map((user: { username: string }) => user.username)).toContain('badmin')
    const copy = await post('sales', `pushreport/${late!.id}/copy`, { company: 'benefits', user_id: ids.badmin })
    expect(copy.status, copy.text).toBe(200)
    expect(copy.body).toMatchObject({ name: 'Late shipments', state: 'paused', next_run_at: null, company: 'benefits', owner: { username: 'badmin' } })
    expect((await get('badmin', `pushreport/${copy.body.id}`)).status).toBe(200)
    const again = await post('sales', `pushreport/${late!.id}/copy`, { company: 'benefits', user_id: ids.badmin })
    expect(again.status).toBe(400)
    expect(again.body.errors.name).toBe(en(pushReportMessages.nameUsed))
    expect((await post('sales', `pushreport/${late!.id}/copy`, { company: 'nowhere' })).body.errors.company).toBeDefined()
    expect((await post('sales', `pushreport/${late!.id}/copy`, { company: 'benefits', user_id: ids.customer })).body.errors.user_id).toBeDefined()
  })
})

describe('access', () => {
  let personal: number
  let company: number
  let processedRun: number
  beforeAll(async () => {
    personal = (await create('customer')).id
    company = (await create('sales', { access: 'company', recipients: ['sales@northwayfreight.example'] })).id
    const [seeded] = await db().select({ id: pushReports.id }).from(pushReports).where(eq(pushReports.name, 'Shipments in transit'))
    const [run] = await db()
      .select({ id: pushReportRuns.id })
      .from(pushReportRuns)
      .where(and(eq(pushReportRuns.reportId, seeded!.id), eq(pushReportRuns.status, 'Processed')))
      .limit(1)
    processedRun = run!.id
  })

  it('refuses every call without a sign-in', async () => {
    expect((await get(null, 'pushreport')).status).toBe(401)
    expect((await post(null, 'pushreport', form())).status).toBe(401)
    expect((await get(null, `pushreport/${personal}`)).status).toBe(401)
    expect((await get(null, `pushreportrepository/${personal}`)).status).toBe(401)
  })

  it('refuses another user\'s personal report: read, update, delete, run, repository and download', async () => {
    const [seeded] = await db().select({ id: pushReports.id }).from(pushReports).where(eq(pushReports.name, 'Shipments in transit'))
    for (const user of ['limited', 'sales', 'employee'] as const) {
      expect((await get(user, `pushreport/${personal}`)).status).toBe(403)
      expect((await put(user, `pushreport/${personal}`, form({ recipients: [`${user}@northwayfreight.example`] }))).status).toBe(403)
      expect((await del(user, `pushreport/${personal}`)).status).toBe(403)
      expect((await post(user, `run_report/${personal}`)).status).toBe(403)
      expect((await get(user, `pushreportrepository/${personal}`)).status).toBe(403)
      expect((await get(user, `pushreportrepository/${seeded!.id}/${processedRun}`)).status).toBe(403)
      expect((await get(user, `pushreportrepository/${seeded!.id}/${processedRun}/file`)).status).toBe(403)
    }
    expect((await get('customer', `pushreport/${personal}`)).status).toBe(200)
    // An administrator sees every report of the company, and may delete it, not change a personal one.
    expect((await get('admin', `pushreport/${personal}`)).status).toBe(200)
    expect((await put('admin', `pushreport/${personal}`, form())).status).toBe(403)
  })

  it('answers 404 for another company\'s report, and for a wrong pair of ids', async () => {
    expect((await get('badmin', `pushreport/${personal}`)).status).toBe(404)
    expect((await del('badmin', `pushreport/${personal}`)).status).toBe(404)
    expect((await get('badmin', `pushreportrepository/${personal}`)).status).toBe(404)
    expect((await get('customer', `pushreportrepository/${personal}/${processedRun}`)).status).toBe(404)
    expect((await get('customer', `pushreportrepository/${personal}/${processedRun}/file`)).status).toBe(404)
    expect((await get('customer', 'pushreport/2147483000')).status).toBe(404)
  })

  it('refuses the staff calls to a customer', async () => {
    expect((await get('customer', 'pushreport_all')).status).toBe(403)
    expect((await get('customer', 'pushreport_customers')).status).toBe(403)
    expect((await get('customer', 'pushreport_copy_targets')).status).toBe(403)
    expect((await post('customer', `pushreport/${personal}/copy`, { company: 'benefits' })).status).toBe(403)
  })

  it('lets staff see a company report, and only its owner or an administrator change or delete it', async () => {
    expect((await get('employee', `pushreport/${company}`)).status).toBe(200)
    expect((await get('employee', `pushreport/${company}`)).body).toMatchObject({ can_edit: false, can_delete: false, can_copy: true })
    expect((await get('customer', `pushreport/${company}`)).status).toBe(403)
    expect((await put('employee', `pushreport/${company}`, form({ access: 'company' }))).status).toBe(403)
    expect((await del('employee', `pushreport/${company}`)).status).toBe(403)
    const read = await get('sales', `pushreport/${company}`)
    const edited = await put('admin', `pushreport/${company}`, form({ name: read.body.name, access: 'company', output_type: 'XML' }))
    expect(edited.status, edited.text).toBe(200)
    expect(edited.body.owner.username).toBe('sales')
    expect((await del('admin', `pushreport/${company}`)).status).toBe(200)
  })

  it('downloads a run\'s file to whoever sees the report', async () => {
    const [seeded] = await db().select({ id: pushReports.id }).from(pushReports).where(eq(pushReports.name, 'Shipments in transit'))
    const file = await get('customer', `pushreportrepository/${seeded!.id}/${processedRun}/file`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toContain('Shipments in transit.xlsx')
    const item = await get('customer', `pushreportrepository/${seeded!.id}/${processedRun}`)
    expect(item.status).toBe(200)
    expect(v.safeParse(contract.pushreports.repositoryItem.response!, item.body).success).toBe(true)
    expect(item.body).toMatchObject({ status: 'Processed', downloadable: true, report_name: 'Shipments in transit' })
    const repository = await get('customer', `pushreportrepository/${seeded!.id}?limit=100`)
    expect(repository.status).toBe(200)
    expect(v.safeParse(contract.pushreports.repository.response!, repository.body).success).toBe(true)
    const statuses = repository.body.results.map((run: { status: string }) => run.status)
    expect(new Set(statuses)).toEqual(new Set(['New', 'Queued', 'Processed', 'Void', 'Incomplete', 'Archived']))
    const runIds = repository.body.results.map((run: { id: number }) => run.id)
    expect(runIds).toEqual([...runIds].sort((a, b) => b - a))
    const archived = repository.body.results.find((run: { status: string }) => run.status === 'Archived')
    expect((await get('customer', `pushreportrepository/${seeded!.id}/${archived.id}/file`)).status).toBe(410)
  })
})

describe('the form\'s rules', () => {
  const cases: [string, Record<string, unknown>, string, string | null][] = [
    ['a name already used', { name: 'shipments IN TRANSIT' }, 'name', 'nameUsed'],
    ['no recipient', { recipients: [] }, 'recipients', 'selectDestination'],
    ['a recipient twice', { recipients: ['a@example.com', 'A@example.com'] }, 'recipients', 'duplicateRecipient'],
    ['a path that is no grid list', { api_url: 'users/login' }, 'api_url', null],
    ['a malformed path', { api_url: 'shipments?status=x' }, 'api_url', null],
    ['a grid the caller may not read', { api_url: 'car/car_list' }, 'api_url', null],
    ['an unknown column', { columns: ['probill', 'secret'] }, 'columns', null],
    ['71 columns', { columns: Array.from({ length: 71 }, () => 'probill') }, 'columns', 'maxColumns'],
    ['weekly without days', { frequency: 'weekly', weekdays: [] }, 'weekdays', 'selectWeekday'],
    ['monthly without a day', { frequency: 'monthly', month_day: null }, 'month_day', 'selectMonthDay'],
    ['a time after 12:30', { delivery_time: '12:45' }, 'delivery_time', 'latestTime'],
    ['a filter the list refuses', { query_params: { pickup_date__gte: 'tomorrow' } }, 'query_params', null],
  ]
  it.each(cases)('refuses %s on its field, in English and French, and stores nothing', async (_, over, field, message) => {
    const before = await reportCount()
    for (const [locale, translate] of [['en', en], ['fr', fr]] as const) {
      const answer = await post('customer', 'pushreport', form(over), { 'accept-language': locale })
      expect(answer.status, answer.text).toBe(400)
      expect(answer.body.errors[field], answer.text).toBeTruthy()
      if (message) expect(answer.body.errors[field]).toBe(translate(pushReportMessages[message as keyof typeof pushReportMessages]))
    }
    expect(await reportCount()).toBe(before)
  })

  it('answers a race on one name with 400 on the name, one report stored', async () => {
    const body = form({ name: 'Raced report' })
    const answers = await Promise.all([post('customer', 'pushreport', body), post('customer', 'pushreport', body), post('customer', 'pushreport', body)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400])
    const [row] = await db().select({ n: count() }).from(pushReports).where(eq(pushReports.name, 'Raced report'))
    expect(row!.n).toBe(1)
  })

  it('refuses a forged or malformed unsubscribe token with 400', async () => {
    for (const token of ['nonsense', 'eyJyIjoxLCJlIjoiYUBiLmMifQ.AAAA', 'a.b.c']) {
      const answer = await post(null, 'pushreport_unsubscribe', { token })
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe(en(pushReportAreaMessages.badToken))
    }
  })
})

describe('runs', () => {
  it('runs every demo report to its file: the seeded searches are ones the form would accept', async () => {
    const seeded = await db()
      .select({ id: pushReports.id, name: pushReports.name, owner: users.username })
      .from(pushReports)
      .innerJoin(users, eq(users.id, pushReports.userId))
      .where(inArray(users.username, ['customer', 'sales', 'admin']))
    expect(seeded.length).toBeGreaterThanOrEqual(7)
    const runs: { report: string; id: number }[] = []
    for (const report of seeded) {
      const run = await post(report.owner as User, `run_report/${report.id}`)
      expect(run.status, `${report.name}: ${run.text}`).toBe(200)
      runs.push({ report: report.name, id: run.body.id })
    }
    await server.runJobs()
    const done = await db().select({ id: pushReportRuns.id, status: pushReportRuns.status, error: pushReportRuns.error }).from(pushReportRuns).where(inArray(pushReportRuns.id, runs.map((run) => run.id)))
    for (const run of runs) {
      const row = done.find((item) => item.id === run.id)
      expect([row?.status, row?.error], run.report).toEqual([expect.stringMatching(/^(Processed|Void)$/), null])
    }
  })

  it('delivers what the grid shows: run now, the stored file, the e-mail with its file and a working unsubscribe link', async () => {
    const query = { status__in: 'Delivered,In Transit', sort: 'probill' }
    const report = await create('customer', {
      name: 'My daily deliveries',
      query_params: query,
      columns: ['status', 'probill', 'cust'],
      recipients: ['customer@northwayfreight.example', 'shipping@customers.example'],
    })
    const run = await post('customer', `run_report/${report.id}`)
    expect(run.status, run.text).toBe(200)
    expect(v.safeParse(contract.pushreports.run.response!, run.body).success).toBe(true)
    expect(run.body).toMatchObject({ trigger: 'now', status: 'New', output_type: 'CSV' })
    await server.runJobs()
    const item = await get('customer', `pushreportrepository/${report.id}/${run.body.id}`)
    expect(item.body).toMatchObject({ status: 'Processed', attempts: 1, downloadable: true, error: null, file_name: 'My daily deliveries.csv' })
    const grid = await allRows('customer', 'shipments', query, { cmid: 'SHIPMENTS' })
    expect(grid.length).toBeGreaterThan(0)
    expect(item.body.rows).toBe(grid.length)
    const file = await get('customer', `pushreportrepository/${report.id}/${run.body.id}/file`)
    expect(file.status).toBe(200)
    expect(Number(file.headers.get('content-length'))).toBe(item.body.file_size)
    const rows = parseCsv(file.text)
    expect(Object.keys(rows[0]!)).toEqual(['Status', 'Probill number', 'Account'])
    expect(rows.map((row) => row['Probill number'])).toEqual(grid.map((row) => row.probill))
    expect(new Set(rows.map((row) => row.Account))).toEqual(new Set(['C10001']))

    // One e-mail per recipient, each with the file and its own unsubscribe link.
    const mails = await db().select().from(emailHistory).where(eq(emailHistory.subject, 'Push report: My daily deliveries')).orderBy(emailHistory.id)
    expect(mails.map((mail) => mail.to)).toEqual([['customer@northwayfreight.example'], ['shipping@customers.example']])
    expect(item.body.email_id).toBe(mails[0]!.id)
    expect(mails[0]!.attachments).toEqual([{ id: expect.any(String), filename: 'My daily deliveries.csv', size: item.body.file_size }])
    expect(mails[0]!.html).toContain(`found ${grid.length} rows`)
    const link = /href="([^"]+)"/.exec(mails[1]!.html)![1]!.replace(/&amp;/g, '&')
    expect(link).toMatch(/^http:\/\/localhost:8080\/freight\/unsubscribe\?token=/)
    const token = new URL(link).searchParams.get('token')!
    // Each report signs with its own key: the same signature on a claim about another report is refused.
    const [, signed] = token.split('.')
    const otherReport = Buffer.from(JSON.stringify({ r: report.id + 1, e: 'shipping@customers.example' })).toString('base64url')
    expect((await post(null, 'pushreport_unsubscribe', { token: `${otherReport}.${signed}` })).status).toBe(400)
    const gone = await post(null, 'pushreport_unsubscribe', { token }, { 'accept-language': 'fr' })
    expect(gone.status, gone.text).toBe(200)
    expect(gone.body).toEqual({ report: 'My daily deliveries', email: 'shipping@customers.example', message: fr(pushReportAreaMessages.unsubscribed, { email: 'shipping@customers.example', report: 'My daily deliveries' }) })
    expect((await get('customer', `pushreport/${report.id}`)).body).toMatchObject({ recipients: ['customer@northwayfreight.example'], state: 'active' })
    expect((await post(null, 'pushreport_unsubscribe', { token })).body.message).toBe(en(pushReportAreaMessages.alreadyUnsubscribed, { email: 'shipping@customers.example', report: 'My daily deliveries' }))
    // The last address leaving pauses the report.
    const first = /href="([^"]+)"/.exec(mails[0]!.html)![1]!.replace(/&amp;/g, '&')
    await post(null, 'pushreport_unsubscribe', { token: new URL(first).searchParams.get('token')! })
    expect((await get('customer', `pushreport/${report.id}`)).body).toMatchObject({ recipients: [], state: 'paused', next_run_at: null })
  })

  it('never puts another customer\'s rows in a customer\'s report, even when its search asks for them', async () => {
    const report = await create('customer', { name: 'Asks for another account', query_params: {}, columns: ['probill', 'cust'] })
    await db().update(pushReports).set({ queryParams: { cust__in: 'C10002,C10001', cust: 'C10002' } }).where(eq(pushReports.id, report.id))
    const run = await post('customer', `run_report/${report.id}`)
    await server.runJobs()
    const done = await runOf(run.body.id)
    expect(done.status).toBe('Processed')
    expect(done.rows).toBe(0)
    // Staff asking the same see C10002's rows: the list's scope, not the search, decides.
    const staff = await create('sales', { name: 'Account C10002', query_params: { cust: 'C10002' }, columns: ['probill', 'cust'], recipients: ['sales@northwayfreight.example'] })
    const staffRun = await post('sales', `run_report/${staff.id}`)
    await server.runJobs()
    expect((await runOf(staffRun.body.id)).rows).toBeGreaterThan(0)
  })

  it('runs with the owner\'s access at run time', async () => {
    const report = await create('customer', { name: 'Until the account changes', query_params: {}, columns: ['probill', 'cust'] })
    await db().update(users).set({ cust: 'C10099' }).where(eq(users.id, ids.customer!))
    try {
      const run = await post('customer', `run_report/${report.id}`)
      await server.runJobs()
      expect((await runOf(run.body.id)).rows).toBe(0)
    } finally {
      await db().update(users).set({ cust: 'C10001' }).where(eq(users.id, ids.customer!))
    }
  })

  it('writes each format', async () => {
    for (const output of ['PDF', 'XLSX', 'XML', 'JSON'] as const) {
      const report = await create('customer', { name: `Format ${output}`, output_type: output })
      const run = await post('customer', `run_report/${report.id}`)
      await server.runJobs()
      const done = await runOf(run.body.id)
      expect(done.status, done.error ?? '').toBe('Processed')
      expect(done.fileName).toBe(`Format ${output}.${output.toLowerCase()}`)
      expect(done.fileSize).toBeGreaterThan(0)
    }
  })

  it('delivers a run once when two attempts make it at the same time', async () => {
    const report = await create('customer', { name: 'Made twice at once' })
    const run = await post('customer', `run_report/${report.id}`)
    const deps = { db: db(), config: loadConfig({ NODE_ENV: 'test' }), storage: diskStorage(server.storageDir), mailer: null, clock: server.clock, now: server.clock.now() }
    await Promise.all([executeRun(deps, run.body.id), executeRun(deps, run.body.id)])
    expect((await runOf(run.body.id)).status).toBe('Processed')
    const mails = await db().select().from(emailHistory).where(eq(emailHistory.subject, 'Push report: Made twice at once'))
    expect(mails).toHaveLength(1)
    const files = await db().select().from(attachments).where(and(eq(attachments.ownerType, 'push_report_run'), eq(attachments.ownerId, run.body.id)))
    expect(files).toHaveLength(1)
    // The queue's own job finds the run made and does nothing.
    await server.runJobs()
    expect(await db().select().from(emailHistory).where(eq(emailHistory.subject, 'Push report: Made twice at once'))).toHaveLength(1)
  })

  it('hands the queue a run its server made but never enqueued, and only such a run', async () => {
    const report = await create('customer', { name: 'Stranded' })
    const old = new Date(server.clock.now().getTime() - 3_600_000)
    const [stranded] = await db()
      .insert(pushReportRuns)
      .values({ reportId: report.id, companyId: 1, scheduledFor: old, outputType: 'CSV', recipients: ['customer@northwayfreight.example'], createdAt: old })
      .returning()
    const waiting = await post('customer', `run_report/${report.id}`)
    await db().update(pushReportRuns).set({ createdAt: old }).where(eq(pushReportRuns.id, waiting.body.id))
    const requeued = await requeueStrandedRuns({ db: db(), now: server.clock.now() })
    expect(requeued).toContain(stranded!.id)
    // The run whose job is waiting keeps its one job.
    expect(requeued).not.toContain(waiting.body.id)
    expect(await requeueStrandedRuns({ db: db(), now: server.clock.now() })).not.toContain(stranded!.id)
    await server.runJobs()
    expect((await runOf(stranded!.id)).status).toBe('Processed')
    expect((await runOf(waiting.body.id)).status).toBe('Processed')
  })

  it('makes a Void run and sends nothing when there are no rows and the report says so', async () => {
    const report = await create('customer', { name: 'Nothing to send', only_with_rows: true, query_params: { probill: 'no-such-probill' } })
    const before = (await db().select({ n: count() }).from(emailHistory))[0]!.n
    const run = await post('customer', `run_report/${report.id}`)
    await server.runJobs()
    const done = await runOf(run.body.id)
    expect(done).toMatchObject({ status: 'Void', rows: 0, attachmentId: null, emailId: null })
    expect((await db().select({ n: count() }).from(emailHistory))[0]!.n).toBe(before)
  })

  it('retries a failing run, then marks it Incomplete and tells its owner', async () => {
    const report = await create('customer', { name: 'Bound to fail' })
    await db().update(pushReports).set({ apiUrl: 'no/such/table' }).where(eq(pushReports.id, report.id))
    const run = await post('customer', `run_report/${report.id}`)
    await server.runJobs({ includeWaiting: true })
    const done = await runOf(run.body.id)
    expect(done.status).toBe('Incomplete')
    expect(done.attempts).toBe(4)
    expect(done.error).toBeTruthy()
    const [notice] = await db().select().from(emailHistory).where(eq(emailHistory.subject, 'Push report failed: Bound to fail'))
    expect(notice!.to).toEqual(['customer@northwayfreight.example'])
    expect(notice!.html).toContain(`/freight/pages/PUSHREPORTR/${report.id}/${run.body.id}`)
    const item = await get('customer', `pushreportrepository/${report.id}/${run.body.id}`)
    expect(item.body).toMatchObject({ status: 'Incomplete', downloadable: false })
    expect(item.body.error).toBeTruthy()
  })

  it('makes one run per report and time when two instances schedule at once, and advances the next delivery', async () => {
    const report = await create('customer', { name: 'Scheduled twice' })
    const due = new Date(server.clock.now().getTime() - 60_000)
    await db().update(pushReports).set({ nextRunAt: due }).where(eq(pushReports.id, report.id))
    const now = server.clock.now()
    const [a, b] = await Promise.all([scheduleDueRuns({ db: db(), now }), scheduleDueRuns({ db: db(), now })])
    const runs = await db().select().from(pushReportRuns).where(eq(pushReportRuns.reportId, report.id))
    expect(runs).toHaveLength(1)
    expect([...a, ...b]).toContain(runs[0]!.id)
    expect(runs[0]).toMatchObject({ trigger: 'schedule', scheduledFor: due })
    // Again for the same time (a report put back by hand): the index keeps it one run.
    await db().update(pushReports).set({ nextRunAt: due }).where(eq(pushReports.id, report.id))
    await scheduleDueRuns({ db: db(), now })
    expect(await db().select().from(pushReportRuns).where(eq(pushReportRuns.reportId, report.id))).toHaveLength(1)
    const [after] = await db().select().from(pushReports).where(eq(pushReports.id, report.id))
    expect(after!.nextRunAt!.getTime()).toBeGreaterThan(now.getTime())
    await server.runJobs()
    expect((await runOf(runs[0]!.id)).status).toBe('Processed')
    // A paused report makes no run.
    await db().update(pushReports).set({ nextRunAt: due, state: 'paused' }).where(eq(pushReports.id, report.id))
    expect(await scheduleDueRuns({ db: db(), now })).toEqual([])
  })

  it('archives the files of runs past the retention period, 90 days or the company\'s property', async () => {
    const report = await create('customer', { name: 'Kept for a while' })
    const made: number[] = []
    for (let i = 0; i < 3; i++) {
      const run = await post('customer', `run_report/${report.id}`)
      made.push(run.body.id)
    }
    await server.runJobs()
    const now = server.clock.now()
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000)
    await db().update(pushReportRuns).set({ finishedAt: daysAgo(100) }).where(eq(pushReportRuns.id, made[0]!))
    await db().update(pushReportRuns).set({ finishedAt: daysAgo(20) }).where(eq(pushReportRuns.id, made[1]!))
    const [old] = await db().select().from(attachments).where(eq(attachments.ownerId, made[0]!))
    await archiveOldRuns({ db: db(), storage: diskStorage(server.storageDir), now })
    expect(await runOf(made[0]!)).toMatchObject({ status: 'Archived', attachmentId: null, fileSize: null })
    expect((await runOf(made[1]!)).status).toBe('Processed')
    expect(await db().select().from(attachments).where(eq(attachments.id, old!.id))).toEqual([])
    expect(existsSync(join(server.storageDir, old!.storageKey.slice(0, 2), old!.storageKey))).toBe(false)
    expect((await get('customer', `pushreportrepository/${report.id}/${made[0]}/file`)).status).toBe(410)
    // The company keeps files 10 days: the 20-day-old run goes too.
    const [company] = await db().select({ id: pushReports.companyId }).from(pushReports).where(eq(pushReports.id, report.id))
    await db().insert(manualProperties).values({ companyId: company!.id, name: 'PUSH_REPORT_RETENTION_DAYS', value: '10' })
    try {
      await archiveOldRuns({ db: db(), storage: diskStorage(server.storageDir), now })
      expect((await runOf(made[1]!)).status).toBe('Archived')
      expect((await runOf(made[2]!)).status).toBe('Processed')
    } finally {
      await db().delete(manualProperties).where(sql`lower(${manualProperties.name}) = 'push_report_retention_days'`)
    }
  })
})
