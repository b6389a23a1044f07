import { contract } from '@shared/contract'
import { type CarAction, type CarStatus, carSchema } from '@shared/contract/car'
import type { Endpoint } from '@shared/contract/types'
import { carMessages, dateMessages } from '@shared/validation'
import { appConfig, carNumberSequences, cars, carStatusHistory, companies, emailHistory, users } from '@server/db/schema'
import { translateTo } from '@server/i18n'
import { carAreaMessages } from '@server/messages'
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './harness'

// The corrective action requests on the real server and database: access, the form and its rules, every
// role against every action in every status, the e-mails of each step, and the lists.

let server: TestServer
const tokens: Record<string, string> = {}
const ids: Record<string, number> = {}
const USERS = ['admin', 'caradmin', 'approver', 'employee', 'writer', 'auditor', 'sales', 'customer', 'badmin'] as const
type User = (typeof USERS)[number]

beforeAll(async () => {
  server = await startServer()
  for (const username of USERS) tokens[username] = (await server.login(username)).token
  const rows = await server.database.db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, [...USERS]))
  for (const row of rows) ids[row.username] = row.id
})
afterAll(() => server?.close())

const en = (descriptor: Parameters<typeof translateTo>[1], values?: Parameters<typeof translateTo>[2]) => translateTo('en', descriptor, values)
const as = (user: User, json?: unknown, headers?: Record<string, string>) => ({ token: tokens[user], json, headers })
const get = (user: User, path: string, headers?: Record<string, string>) => server.call('GET', path, as(user, undefined, headers))

const form = (over: Record<string, unknown> = {}) => ({
  title: 'Damaged shipment at the Toronto dock',
  description: 'Two cartons crushed.',
  requested_date: '2026-03-02',
  due_date: '2026-04-01',
  ...over,
})

async function create(user: User = 'employee', over: Record<string, unknown> = {}): Promise<number> {
  const created = await server.call('POST', 'car/car', as(user, form(over)))
  expect(created.status, created.text).toBe(200)
  return created.body.id as number
}

const read = async (id: number, user: User = 'admin') => (await get(user, `car/car/${id}`)).body

const step = (user: User, id: number, action: CarAction, extra: Record<string, unknown> = {}) =>
  server.call('POST', `car/car/${id}/action`, as(user, { action, comment: `${action} by ${user}`, ...extra }))

/** The cast of the CARs made here: employee requests, caradmin assigns writer, approver and admin approve. */
const CHOICES: Record<CarAction, () => Record<string, unknown>> = {
  submit_for_assignment: () => ({}),
  assign: () => ({ assignee_id: ids.writer }),
  submit_to_approver_1: () => ({ approver_id: ids.approver }),
  submit_to_approver_2: () => ({ approver_id: ids.admin }),
  approve_and_close: () => ({ effectiveness_checker_id: ids.employee, effectiveness_days: 30 }),
  reject: () => ({}),
}
const ACTOR: Record<CarAction, User> = {
  submit_for_assignment: 'employee',
  assign: 'caradmin',
  submit_to_approver_1: 'writer',
  submit_to_approver_2: 'approver',
  approve_and_close: 'admin',
  reject: 'approver',
}
const PATH: Record<CarStatus, CarAction[]> = {
  Draft: [],
  'Awaiting Assignment': ['submit_for_assignment'],
  Assigned: ['submit_for_assignment', 'assign'],
  'Awaiting Approver 1': ['submit_for_assignment', 'assign', 'submit_to_approver_1'],
  Rejected: ['submit_for_assignment', 'assign', 'submit_to_approver_1', 'reject'],
  'Awaiting Approver 2': ['submit_for_assignment', 'assign', 'submit_to_approver_1', 'submit_to_approver_2'],
  Closed: ['submit_for_assignment', 'assign', 'submit_to_approver_1', 'submit_to_approver_2', 'approve_and_close'],
}

/** A new CAR taken to a status by the cast. */
async function carAt(status: CarStatus): Promise<number> {
  const id = await create()
  for (const action of PATH[status]) {
    const done = await step(ACTOR[action], id, action, CHOICES[action]())
    expect(done.status, `${action}: ${done.text}`).toBe(200)
  }
  expect((await read(id)).status).toBe(status)
  return id
}

describe('access', () => {
  const calls = Object.entries(contract.car as Record<string, Endpoint>).map(([name, entry]) => ({
    name,
    method: entry.method,
    path: entry.path.replace('{category}', 'problem').replace(/\{[^}]+\}/g, '1'),
    admin: name.includes('.'),
    upload: !!entry.upload,
  }))
  const body = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {})
  /** An upload is sent as the form it expects, so that only the access rule can refuse it. */
  const send = (call: (typeof calls)[number], user?: User) =>
    server.call(call.method, call.path, {
      token: user ? tokens[user] : undefined,
      ...(call.upload ? { multipart: { note: 'x' } } : { json: body(call.method) }),
    })

  it('covers the whole area: 44 calls, all built', () => {
    expect(calls).toHaveLength(44)
    expect(calls.filter((call) => !(contract.car as Record<string, Endpoint>)[call.name]!.implemented)).toEqual([])
  })

  it('refuses every CAR call to a caller not signed in (401)', async () => {
    for (const call of calls) expect((await send(call)).status, call.name).toBe(401)
  })

  it('refuses every CAR call when the company has CAR switched off (car_enabled false), then lets them through again', async () => {
    const [freight] = await server.database.db.select().from(companies).where(eq(companies.code, 'freight'))
    await server.database.db.update(appConfig).set({ carEnabled: 'false' }).where(eq(appConfig.companyId, freight!.id))
    try {
      for (const call of calls) {
        const refused = await send(call, 'admin')
        expect(refused.status, call.name).toBe(403)
        expect(refused.body.code, call.name).toBe('FORBIDDEN')
      }
    } finally {
      await server.database.db.update(appConfig).set({ carEnabled: 'true' }).where(eq(appConfig.companyId, freight!.id))
    }
    expect((await get('admin', 'car/car')).status).toBe(200)
    // The benefits company has no CAR module: even its administrator is refused.
    for (const call of calls) expect((await send(call, 'badmin')).status, call.name).toBe(403)
  })

  it('refuses every CAR call to a customer account: CARs are the company’s internal records', async () => {
    // The contract's `car` rule admits staff accounts only: the dispatcher refuses before any schema.
    for (const call of calls) expect((await send(call, 'customer')).status, call.name).toBe(403)
    const id = await create()
    const writes = [
      ['POST', 'car/car', form()],
      ['PUT', `car/car/${id}`, form()],
      ['POST', `car/car/${id}/action`, { action: 'submit_for_assignment', comment: 'x' }],
      ['POST', `car/car/${id}/comment`, { comment: 'x' }],
      ['PUT', 'car/effectiveness/1', { rating: 'effective' }],
      ['GET', 'car/pareto?by=terminal&from=2026-01-01&to=2026-12-31', undefined],
    ] as const
    for (const [method, path, json] of writes) expect((await server.call(method, path, as('customer', json))).status, path).toBe(403)
    expect((await read(id)).status).toBe('Draft')
  })

  it('refuses the administration lists to staff without a CAR administrator role (403), on each call', async () => {
    const adminCalls = calls.filter((call) => call.admin)
    expect(adminCalls).toHaveLength(25)
    for (const call of adminCalls) {
      for (const user of ['employee', 'approver', 'writer', 'auditor', 'sales'] as const) {
        expect((await send(call, user)).status, `${user} ${call.name}`).toBe(403)
      }
      // Let through: seeded record 1 is named by CARs, so it is kept (409).
      const admitted = await send(call, 'caradmin')
      expect([200, 400, 409], `caradmin ${call.name}`).toContain(admitted.status)
    }
  })

  it('answers 404 for a CAR of another company, on every call that names one', async () => {
    const [benefits] = await server.database.db.select().from(companies).where(eq(companies.code, 'benefits'))
    const [other] = await server.database.db
      .insert(cars)
      .values({
        companyId: benefits!.id,
        carNumber: 'CAR-2026-0001',
        title: 'Benefits CAR',
        requestedDate: '2026-03-01',
        dueDate: '2026-03-31',
        requesterId: ids.badmin!,
      })
      .returning({ id: cars.id })
    const id = other!.id
    const named = [
      ['GET', `car/car/${id}`, undefined],
      ['PUT', `car/car/${id}`, form()],
      ['POST', `car/car/${id}/action`, { action: 'submit_for_assignment', comment: 'x' }],
      ['POST', `car/car/${id}/comment`, { comment: 'x' }],
      ['GET', `car/car_status_history/${id}`, undefined],
      ['GET', `car/report/${id}`, undefined],
      ['GET', `car/upload/${id}/problem`, undefined],
      ['GET', `car/upload/${id}/problem/1`, undefined],
    ] as const
    for (const [method, path, json] of named) {
      const answer = await server.call(method, path, as('admin', json))
      expect(answer.status, path).toBe(404)
    }
    expect((await get('admin', `car/car/${id}`)).body.message).toBe(en(carAreaMessages.carNotFound))
  })
})

describe('the form', () => {
  it('raises a Draft numbered CAR-<year>-<n> after the year’s last, with what its requester may do', async () => {
    const [last] = await server.database.db.select().from(carNumberSequences).where(eq(carNumberSequences.year, 2026))
    const created = await server.call('POST', 'car/car', as('employee', form({ probill: '4410023571', whys: ['It shifted', '', 'Not strapped'] })))
    expect(created.status).toBe(200)
    expect(v.is(carSchema, created.body)).toBe(true)
    expect(created.body).toMatchObject({
      car_number: `CAR-2026-${String(last!.last + 1).padStart(4, '0')}`,
      status: 'Draft',
      requester: { id: ids.employee, username: 'employee' },
      whys: ['It shifted', 'Not strapped'],
      probill: '4410023571',
      version: 0,
      allowed_actions: ['submit_for_assignment'],
      editable: true,
      edit_scope: 'all',
      overdue: false,
      closed_on_time: null,
    })
    const history = await get('employee', `car/car_status_history/${created.body.id}`)
    expect(history.body).toEqual([expect.objectContaining({ from_status: null, to_status: 'Draft', action: 'create' })])
    // Another staff member sees it, and may not act on it or change it.
    const other = await read(created.body.id, 'auditor')
    expect(other).toMatchObject({ allowed_actions: [], editable: false })
  })

  it('gives each of several CARs created at once its own number', async () => {
    const made = await Promise.all(Array.from({ length: 8 }, () => server.call('POST', 'car/car', as('writer', form()))))
    expect(made.map((answer) => answer.status)).toEqual(Array(8).fill(200))
    const numbers = made.map((answer) => answer.body.car_number as string)
    expect(new Set(numbers).size).toBe(8)
    const sequence = numbers.map((number) => Number(number.split('-')[2])).sort((a, b) => a - b)
    expect(sequence.at(-1)! - sequence[0]!).toBe(7)
  })

  it('refuses a due date before the requested date, on the due date, in the caller’s language', async () => {
    const refused = await server.call('POST', 'car/car', as('employee', form({ requested_date: '2026-03-10', due_date: '2026-03-09' })))
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual({ due_date: en(dateMessages.dueBeforeRequested) })
    const french = await server.call('POST', 'car/car', as('employee', form({ due_date: '2026-01-01' }), { 'accept-language': 'fr' }))
    expect(french.body.errors.due_date).toBe(translateTo('fr', dateMessages.dueBeforeRequested))
    expect(french.body.errors.due_date).not.toBe(en(dateMessages.dueBeforeRequested))
  })

  it('refuses choices that are not the company’s, and approvers who requested or are assigned the CAR', async () => {
    const [other] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'bemployee'))
    const refused = await server.call(
      'POST',
      'car/car',
      as('employee', form({ terminal_id: 2147483647, assignee_id: other!.id, approver_1_id: ids.employee, document_id: 2147483647 })),
    )
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual({
      terminal_id: en(carAreaMessages.unknownChoice),
      assignee_id: en(carAreaMessages.unknownPerson),
      approver_1_id: en(carMessages.selfApproval),
      document_id: en(carAreaMessages.unknownDocument),
    })
    const customer = await server.call('POST', 'car/car', as('employee', form({ assignee_id: ids.customer })))
    expect(customer.body.errors).toEqual({ assignee_id: en(carAreaMessages.unknownPerson) })
    const same = await server.call('POST', 'car/car', as('employee', form({ approver_1_id: ids.approver, approver_2_id: ids.approver })))
    expect(same.body.errors).toEqual({ approver_2_id: en(carAreaMessages.sameApprover) })
    const assigned = await server.call('POST', 'car/car', as('employee', form({ assignee_id: ids.writer, approver_2_id: ids.writer })))
    expect(assigned.body.errors).toEqual({ approver_2_id: en(carMessages.selfApproval) })
  })

  it('names the lists in the caller’s language', async () => {
    const english = (await get('employee', 'car/options')).body
    const french = (await get('employee', 'car/options', { 'accept-language': 'fr' })).body
    expect(english.terminals.map((row: { name: string }) => row.name)).toContain('Montréal Terminal')
    expect(french.terminals.map((row: { name: string }) => row.name)).toContain('Terminal de Montréal')
    for (const key of ['sources', 'root_causes', 'problem_types', 'terminals', 'departments']) expect(english[key].length, key).toBeGreaterThanOrEqual(5)
    const id = await create('employee', { terminal_id: french.terminals[0].id })
    expect((await get('employee', `car/car/${id}`, { 'accept-language': 'fr' })).body.terminal).toEqual(french.terminals[0])
  })

  it('looks people up among the company’s active staff', async () => {
    const wendy = await get('employee', 'car/lookup/user?search=wendy&role=assignee')
    expect(wendy.body).toEqual([{ id: ids.writer, username: 'writer', name: 'Wendy Tremblay' }])
    expect((await get('employee', 'car/lookup/user?search=chris')).body).toEqual([])
    expect((await get('employee', 'car/lookup/user?search=b%C3%A9atrice')).body).toEqual([])
    expect((await get('employee', 'car/lookup/user?search=%25')).body).toEqual([])
    const all = (await get('employee', 'car/lookup/user')).body.map((row: { username: string }) => row.username)
    expect(all).toEqual(expect.arrayContaining(['admin', 'caradmin', 'approver', 'employee', 'writer', 'sales']))
    expect(all).not.toContain('customer')
    expect((await get('employee', `car/lookup/user/${ids.writer}`)).body).toEqual({ id: ids.writer, username: 'writer', name: 'Wendy Tremblay' })
    expect((await get('employee', `car/lookup/user/${ids.badmin}`)).status).toBe(404)
  })
})

describe('who may change a CAR', () => {
  it('lets the requester save a Draft, and nobody else but a CAR administrator', async () => {
    const id = await create()
    const saved = await server.call('PUT', `car/car/${id}`, as('employee', form({ title: 'Renamed', version: 0 })))
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ title: 'Renamed', version: 1 })
    for (const user of ['writer', 'approver', 'auditor'] as const) {
      const refused = await server.call('PUT', `car/car/${id}`, as(user, form({ title: user })))
      expect(refused.status, user).toBe(403)
    }
    const admin = await server.call('PUT', `car/car/${id}`, as('caradmin', form({ title: 'By the CAR administrator' })))
    expect(admin.body).toMatchObject({ title: 'By the CAR administrator', version: 2 })
  })

  it('answers 409 to a save or a step made from an older version, and changes nothing', async () => {
    const id = await create()
    expect((await server.call('PUT', `car/car/${id}`, as('employee', form({ title: 'First', version: 0 })))).status).toBe(200)
    const stale = await server.call('PUT', `car/car/${id}`, as('employee', form({ title: 'Second', version: 0 })))
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ code: 'STALE', message: en(carAreaMessages.stale) })
    const staleStep = await step('employee', id, 'submit_for_assignment', { version: 0 })
    expect(staleStep.status).toBe(409)
    expect(await read(id)).toMatchObject({ title: 'First', version: 1, status: 'Draft' })
  })

  it('lets the assignee change the work fields only, once the requester can no longer save', async () => {
    const id = await carAt('Assigned')
    const car = await read(id, 'writer')
    expect(car).toMatchObject({ editable: true, edit_scope: 'work', allowed_actions: ['submit_to_approver_1'] })
    expect(await read(id, 'employee')).toMatchObject({ editable: false, edit_scope: 'none', allowed_actions: [] })
    expect(await read(id, 'caradmin')).toMatchObject({ editable: true, edit_scope: 'all' })
    expect((await server.call('PUT', `car/car/${id}`, as('employee', form()))).status).toBe(403)
    const work = {
      ...form(),
      whys: ['Shifted', 'Not strapped', 'Not trained'],
      root_cause_text: 'Straps are not on the checklist.',
      containment_action: 'Restrapped the loads.',
      corrective_action: 'Checklist updated.',
      preventive_action: 'Training updated.',
      assignee_id: ids.writer,
      approver_1_id: ids.approver,
      version: car.version,
    }
    const saved = await server.call('PUT', `car/car/${id}`, as('writer', work))
    expect(saved.status, saved.text).toBe(200)
    expect(saved.body).toMatchObject({ whys: work.whys, corrective_action: 'Checklist updated.', approver_1: { id: ids.approver } })
    const locked = await server.call('PUT', `car/car/${id}`, as('writer', { ...work, title: 'Another title', due_date: '2026-05-01', version: saved.body.version }))
    expect(locked.status).toBe(400)
    expect(locked.body.errors).toEqual({ title: en(carAreaMessages.fieldLocked), due_date: en(carAreaMessages.fieldLocked) })
  })

  it('lets nobody change a closed CAR, not even an administrator', async () => {
    const id = await carAt('Closed')
    for (const user of ['admin', 'caradmin', 'employee', 'writer'] as const) {
      expect(await read(id, user), user).toMatchObject({ editable: false, allowed_actions: [] })
      const refused = await server.call('PUT', `car/car/${id}`, as(user, form()))
      expect(refused.status, user).toBe(403)
      expect(refused.body).toMatchObject({ code: 'CLOSED', message: en(carAreaMessages.closed) })
    }
  })
})

describe('the flow', () => {
  const ROLES = ['employee', 'writer', 'approver', 'admin', 'caradmin', 'auditor', 'customer'] as const
  /** Who may take each action in the status it starts from (admin is approver 2 and a CAR administrator). */
  const ALLOWED: Record<CarAction, readonly User[]> = {
    submit_for_assignment: ['employee'],
    assign: ['caradmin', 'admin'],
    submit_to_approver_1: ['writer'],
    submit_to_approver_2: ['approver'],
    approve_and_close: ['admin'],
    reject: [],
  }
  const FROM: Record<CarAction, readonly CarStatus[]> = {
    submit_for_assignment: ['Draft'],
    assign: ['Awaiting Assignment'],
    submit_to_approver_1: ['Assigned', 'Rejected'],
    submit_to_approver_2: ['Awaiting Approver 1'],
    approve_and_close: ['Awaiting Approver 2'],
    reject: ['Awaiting Approver 1', 'Awaiting Approver 2'],
  }
  const allowed = (status: CarStatus, action: CarAction, user: User) =>
    FROM[action].includes(status) &&
    (action === 'reject' ? (status === 'Awaiting Approver 1' ? user === 'approver' : user === 'admin') : ALLOWED[action].includes(user))
  const STATUSES: CarStatus[] = ['Draft', 'Awaiting Assignment', 'Assigned', 'Rejected', 'Awaiting Approver 1', 'Awaiting Approver 2', 'Closed']
  const ACTIONS = Object.keys(CHOICES) as CarAction[]

  it.each(STATUSES)('%s: each role x action is refused (409 wrong step, 403 not the current actor) unless it is theirs', async (status) => {
    const id = await carAt(status)
    const before = await read(id)
    for (const action of ACTIONS) {
      for (const user of ROLES) {
        if (allowed(status, action, user)) continue
        const refused = await step(user, id, action, CHOICES[action]())
        const expected = user === 'customer' ? [403, 'FORBIDDEN'] : FROM[action].includes(status) ? [403, 'NOT_CURRENT_ACTOR'] : [409, 'INVALID_TRANSITION']
        expect([refused.status, refused.body.code], `${user} ${action}`).toEqual(expected)
      }
    }
    expect(await read(id)).toEqual(before)
    // What each role is offered is exactly what it would be let through.
    for (const user of ROLES.filter((role) => role !== 'customer')) {
      const offered = (await read(id, user)).allowed_actions
      expect(offered, user).toEqual(ACTIONS.filter((action) => allowed(status, action, user)))
    }
  })

  it.each(STATUSES.flatMap((status) => ACTIONS.flatMap((action) => ROLES.filter((user) => allowed(status, action, user)).map((user) => [status, action, user] as const))))(
    '%s: %s by %s moves the CAR on',
    async (status, action, user) => {
      const id = await carAt(status)
      const done = await step(user, id, action, CHOICES[action]())
      expect(done.status, done.text).toBe(200)
      const to = { submit_for_assignment: 'Awaiting Assignment', assign: 'Assigned', submit_to_approver_1: 'Awaiting Approver 1', submit_to_approver_2: 'Awaiting Approver 2', approve_and_close: 'Closed', reject: 'Rejected' }[action]
      expect(done.body.status).toBe(to)
      expect(done.body.comments.at(-1)).toMatchObject({ action, comment: `${action} by ${user}`, author: { id: ids[user] } })
    },
  )

  it('needs a comment with every step, on the comment field', async () => {
    const id = await create()
    const missing = await server.call('POST', `car/car/${id}/action`, as('employee', { action: 'submit_for_assignment' }))
    expect(missing.status).toBe(400)
    expect(Object.keys(missing.body.errors)).toEqual(['comment'])
    for (const comment of ['', '   ']) {
      const refused = await server.call('POST', `car/car/${id}/action`, as('employee', { action: 'submit_for_assignment', comment }))
      expect(refused.status).toBe(400)
      expect(refused.body.errors).toEqual({ comment: en(carMessages.comment) })
    }
    expect((await read(id)).status).toBe('Draft')
  })

  it('needs the next person chosen before each step, on the field', async () => {
    const assign = await carAt('Awaiting Assignment')
    expect((await step('caradmin', assign, 'assign')).body.errors).toEqual({ assignee_id: en(carMessages.selectAssignee) })
    const assigned = await carAt('Assigned')
    expect((await step('writer', assigned, 'submit_to_approver_1')).body.errors).toEqual({ approver_id: en(carMessages.selectApprover1) })
    const first = await carAt('Awaiting Approver 1')
    expect((await step('approver', first, 'submit_to_approver_2')).body.errors).toEqual({ approver_id: en(carMessages.selectApprover2) })
    const second = await carAt('Awaiting Approver 2')
    const closing = await step('admin', second, 'approve_and_close')
    expect(closing.status).toBe(400)
    expect(closing.body.errors).toEqual({ effectiveness_checker_id: en(carMessages.selectChecker), effectiveness_days: en(carAreaMessages.selectDays) })
    expect((await step('admin', second, 'approve_and_close', { effectiveness_checker_id: ids.employee, effectiveness_days: 45 })).status).toBe(400)
    const unknown = await step('caradmin', assign, 'assign', { assignee_id: ids.customer })
    expect(unknown.body.errors).toEqual({ assignee_id: en(carAreaMessages.unknownPerson) })
    // An approver chosen on the form beforehand serves.
    await server.database.db.update(cars).set({ approver1Id: ids.approver }).where(eq(cars.id, assigned))
    expect((await step('writer', assigned, 'submit_to_approver_1')).body.status).toBe('Awaiting Approver 1')
  })

  it('lets nobody approve a CAR they requested or were assigned', async () => {
    const assigned = await carAt('Assigned')
    for (const approver of ['employee', 'writer'] as const) {
      const refused = await step('writer', assigned, 'submit_to_approver_1', { approver_id: ids[approver] })
      expect(refused.body.errors, approver).toEqual({ approver_id: en(carMessages.selfApproval) })
    }
    const first = await carAt('Awaiting Approver 1')
    expect((await step('approver', first, 'submit_to_approver_2', { approver_id: ids.employee })).body.errors).toEqual({
      approver_id: en(carMessages.selfApproval),
    })
    expect((await step('approver', first, 'submit_to_approver_2', { approver_id: ids.approver })).body.errors).toEqual({
      approver_id: en(carAreaMessages.sameApprover),
    })
    // Assigning an approver the CAR already names would let them approve their own work.
    const assign = await carAt('Awaiting Assignment')
    await server.database.db.update(cars).set({ approver1Id: ids.auditor }).where(eq(cars.id, assign))
    expect((await step('caradmin', assign, 'assign', { assignee_id: ids.auditor })).body.errors).toEqual({ assignee_id: en(carMessages.selfApproval) })
    // Should the CAR name its requester as an approver anyway, they cannot act as one.
    await server.database.db.update(cars).set({ approver1Id: ids.employee }).where(eq(cars.id, first))
    expect((await read(first, 'employee')).allowed_actions).toEqual([])
    const self = await step('employee', first, 'submit_to_approver_2', { approver_id: ids.admin })
    expect([self.status, self.body.code, self.body.message]).toEqual([403, 'SELF_APPROVAL', en(carMessages.selfApproval)])
    expect((await read(first)).status).toBe('Awaiting Approver 1')
  })

  it('sends a rejected CAR back to its assignee, who resubmits it; approvals are stamped and voided', async () => {
    const id = await carAt('Awaiting Approver 2')
    expect((await read(id)).approver_1_date).toBe(server.clock.now().toISOString())
    const rejected = await step('admin', id, 'reject', { comment: 'The root cause is not addressed.' })
    expect(rejected.body).toMatchObject({ status: 'Rejected', approver_1_date: null, approver_2_date: null, allowed_actions: [] })
    expect((await read(id, 'writer')).allowed_actions).toEqual(['submit_to_approver_1'])
    const again = await step('writer', id, 'submit_to_approver_1')
    expect(again.body).toMatchObject({ status: 'Awaiting Approver 1', approver_1: { id: ids.approver } })
  })

  it('walks a CAR from its raising to its close, e-mailing the next person at each step in their language', async () => {
    const since = (await server.database.db.select({ id: emailHistory.id }).from(emailHistory).orderBy(desc(emailHistory.id)).limit(1))[0]?.id ?? 0
    const id = await create('employee', { title: 'Damaged shipment: crushed glassware' })
    const steps: [User, CarAction, Record<string, unknown>, string[]][] = [
      ['employee', 'submit_for_assignment', {}, ['admin@northwayfreight.example', 'caradmin@northwayfreight.example']],
      ['caradmin', 'assign', { assignee_id: ids.writer }, ['writer@northwayfreight.example']],
      ['writer', 'submit_to_approver_1', { approver_id: ids.approver }, ['approver@northwayfreight.example']],
      ['approver', 'reject', {}, ['writer@northwayfreight.example']],
      ['writer', 'submit_to_approver_1', {}, ['approver@northwayfreight.example']],
      ['approver', 'submit_to_approver_2', { approver_id: ids.admin }, ['admin@northwayfreight.example']],
      ['admin', 'approve_and_close', { effectiveness_checker_id: ids.employee, effectiveness_days: 60 }, ['employee@northwayfreight.example']],
    ]
    for (const [user, action, extra] of steps) expect((await step(user, id, action, extra)).status, action).toBe(200)
    const mails = await server.database.db
      .select()
      .from(emailHistory)
      .where(and(gt(emailHistory.id, since), sql`${emailHistory.subject} LIKE ${'%crushed glassware%'}`))
      .orderBy(emailHistory.id)
    expect(mails.map((mail) => [...mail.to].sort())).toEqual(steps.map((entry) => entry[3]))
    const car = await read(id)
    const values = { number: car.car_number, title: car.title }
    expect(mails[1]!.subject).toBe(en(carAreaMessages.mailAssignedSubject, values))
    expect(mails[1]!.sender).toBe('caradmin')
    expect(mails[1]!.html).toContain('assign by caradmin')
    expect(mails[1]!.html).toContain(`/freight/pages/car/car/${id}`)
    // employee reads French.
    expect(mails[6]!.subject).toBe(translateTo('fr', carAreaMessages.mailCheckSubject, { ...values, date: '2026-05-01' }))
    const history = await server.database.db.select().from(carStatusHistory).where(eq(carStatusHistory.carId, id)).orderBy(carStatusHistory.id)
    expect(history.map((row) => row.action)).toEqual(['create', ...steps.map((entry) => entry[1])])
    expect(history.slice(1).map((row) => row.emailId)).toEqual(mails.map((mail) => mail.id))
    expect(car).toMatchObject({
      status: 'Closed',
      closed_at: server.clock.now().toISOString(),
      closed_on_time: true,
      approver_1: { id: ids.approver },
      approver_2: { id: ids.admin },
      approver_2_date: server.clock.now().toISOString(),
      effectiveness: { due_date: '2026-05-01', checker: { id: ids.employee }, rating: null },
    })
    const check = (await get('employee', `car/effectiveness?quick=mine&car_number=${car.car_number}`)).body
    expect(check.results).toEqual([expect.objectContaining({ car_id: id, checker: 'Émilie Bouchard', due_date: '2026-05-01', rating: null, overdue: false })])
  })
})

describe('comments and history', () => {
  it('takes a comment from anyone who sees the CAR, closed or not', async () => {
    const id = await carAt('Closed')
    const added = await server.call('POST', `car/car/${id}/comment`, as('auditor', { comment: 'Seen on the audit.' }))
    expect(added.status).toBe(200)
    expect(added.body).toMatchObject({ comment: 'Seen on the audit.', action: null, author: { username: 'auditor' } })
    expect((await read(id)).comments.at(-1)).toEqual(added.body)
    expect((await server.call('POST', `car/car/${id}/comment`, as('auditor', { comment: ' ' }))).body.errors).toEqual({ comment: en(carMessages.comment) })
    const history = (await get('auditor', `car/car_status_history/${id}`)).body
    expect(history.map((row: { to_status: string }) => row.to_status)).toEqual(['Draft', 'Awaiting Assignment', 'Assigned', 'Awaiting Approver 1', 'Awaiting Approver 2', 'Closed'])
  })
})

describe('the lists', () => {
  it('lists the company’s CARs by due date, with the columns of the grid and the status choices', async () => {
    const list = await get('employee', 'car/car?limit=5')
    expect(list.status).toBe(200)
    expect(list.body.columns).toEqual([
      'id',
      'car_number',
      'title',
      'status',
      'problem_type',
      'terminal',
      'department',
      'requester',
      'assignee',
      'requested_date',
      'due_date',
      'days_open',
      'overdue',
      'closed_on_time',
    ])
    const dues = list.body.results.map((row: { due_date: string }) => row.due_date)
    expect(dues).toEqual([...dues].sort())
    const status = list.body.columns_details.find((column: { name: string }) => column.name === 'status')
    expect(status.searchOptions.map((option: { value: string }) => option.value)).toEqual([
      'Draft',
      'Awaiting Assignment',
      'Assigned',
      'Rejected',
      'Awaiting Approver 1',
      'Awaiting Approver 2',
      'Closed',
    ])
    const french = await get('employee', 'car/car?limit=1&status__in=Closed', { 'accept-language': 'fr' })
    expect(french.body.columns_details.find((column: { name: string }) => column.name === 'status').searchOptions[6].label).toBe(
      translateTo('fr', carAreaMessages.statusClosed),
    )
  })

  it('filters by status and terminal, and by the quick filters, counting as the database does', async () => {
    const db = server.database.db
    const count = async (where: ReturnType<typeof sql>) =>
      Number(((await db.execute(sql`SELECT count(*)::int AS n FROM cars c JOIN companies co ON co.id = c.company_id AND co.code = 'freight' WHERE ${where}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n)
    const today = server.clock.now().toISOString().slice(0, 10)
    const closed = await get('employee', 'car/car?quick=closed&limit=100')
    expect(closed.body.count).toBe(await count(sql`c.status = 'Closed'`))
    expect(closed.body.results.every((row: { status: string; closed_on_time: boolean | null }) => row.status === 'Closed' && row.closed_on_time !== null)).toBe(true)
    expect(closed.body.results.some((row: { closed_on_time: boolean }) => row.closed_on_time)).toBe(true)
    expect(closed.body.results.some((row: { closed_on_time: boolean }) => !row.closed_on_time)).toBe(true)
    const overdue = await get('employee', 'car/car?quick=overdue&limit=100')
    expect(overdue.body.count).toBe(await count(sql`c.status <> 'Closed' AND c.due_date < ${today}::date`))
    expect(overdue.body.count).toBeGreaterThan(0)
    expect((await get('employee', 'car/car?quick=open&limit=1')).body.count).toBe(await count(sql`c.status <> 'Closed'`))
    const mine = await get('writer', 'car/car?quick=mine&limit=100')
    expect(mine.body.results.length).toBeGreaterThan(0)
    expect(mine.body.count).toBe((await get('writer', 'car/counts')).body.to_act)
    const filtered = await get('employee', 'car/car?status__in=Assigned,Rejected&terminal__iexact=Montr%C3%A9al%20Terminal&limit=100')
    expect(filtered.body.count).toBeGreaterThan(0)
    expect(filtered.body.results.every((row: { status: string; terminal: string }) => ['Assigned', 'Rejected'].includes(row.status) && row.terminal === 'Montréal Terminal')).toBe(true)
    // Names are filtered through the ids they are looked up by: a negated filter keeps the CARs without one.
    const notToronto = await get('employee', 'car/car?terminal__icontains!=toronto&limit=100')
    expect(notToronto.body.count).toBe(await count(sql`c.terminal_id IS NULL OR c.terminal_id NOT IN (SELECT id FROM car_terminals WHERE name ILIKE '%toronto%')`))
    expect((await get('employee', 'car/car?terminal__in=99999999999999999999&limit=1')).body.count).toBe(0)
    const searched = await get('employee', 'car/car?mttable_generic_search=assignee%3Dwendy%7Ctitle%3Dwendy&limit=100')
    expect(searched.body.count).toBe(await count(sql`c.assignee_id = ${ids.writer} OR c.title ILIKE '%wendy%'`))
    expect(searched.body.count).toBeGreaterThan(0)
    const french = await get('employee', 'car/car?terminal__iexact=Terminal%20de%20Toronto&limit=1', { 'accept-language': 'fr' })
    expect(french.body.count).toBe(await count(sql`c.terminal_id IN (SELECT id FROM car_terminals WHERE name_fr = 'Terminal de Toronto')`))
    const bad = await server.call('POST', 'export', as('employee', { api_url: 'car/car', output_type: 'JSON', query_params: { quick: 'everything' }, title: 'CARs' }))
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual({ quick: 'Choose one of the values offered.' })
  })

  it('exports a quick filter’s rows, as the page lists them', async () => {
    const page = await get('employee', 'car/car?quick=overdue&limit=100')
    const exported = await server.call('POST', 'export', as('employee', { api_url: 'car/car', output_type: 'CSV', query_params: 'quick=overdue', title: 'Overdue CARs' }))
    expect(exported.status).toBe(200)
    for (const row of page.body.results) expect(exported.text).toContain(row.car_number)
    expect(exported.text.split('\n').filter((line) => line.includes('CAR-20')).length).toBe(page.body.count)
  })

  it('counts the CARs waiting on the caller, and the overdue among them', async () => {
    const caradmin = (await get('caradmin', 'car/counts')).body
    const waiting = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(cars).where(eq(cars.status, 'Awaiting Assignment'))
    expect(caradmin.to_act).toBeGreaterThanOrEqual(waiting[0]!.n)
    const auditor = (await get('auditor', 'car/counts')).body
    expect(auditor).toEqual({ to_act: 0, overdue: 0 })
    const employee = (await get('employee', 'car/counts')).body
    expect(employee.overdue).toBeLessThanOrEqual(employee.to_act)
    expect(employee.overdue).toBeGreaterThan(0)
  })
})

describe('the administration lists', () => {
  const RESOURCES = ['car_source', 'car_root_cause', 'car_problem_type', 'car_terminal', 'car_department'] as const

  it.each(RESOURCES)('%s: lists the seeded names, adds, changes and deletes one, and keeps a name a CAR uses (409 IN_USE)', async (resource) => {
    const path = `car/admin/${resource}`
    const list = await get('caradmin', path)
    expect(list.status).toBe(200)
    expect(list.body.count).toBeGreaterThanOrEqual(5)
    expect(list.body.results.every((row: { name_fr: string | null }) => row.name_fr)).toBe(true)
    const created = await server.call('POST', path, as('caradmin', { name: `New ${resource}`, name_fr: `Nouveau ${resource}` }))
    expect(created.status).toBe(200)
    const id = created.body.id as number
    expect((await server.call('PUT', `${path}/${id}`, as('admin', { name: `Changed ${resource}` }))).body).toEqual({ id, name: `Changed ${resource}`, name_fr: null })
    const column = { car_source: 'source_id', car_root_cause: 'root_cause_id', car_problem_type: 'problem_type_id', car_terminal: 'terminal_id', car_department: 'department_id' }[resource]
    const carId = await create('employee', { [column]: id })
    const inUse = await server.call('DELETE', `${path}/${id}`, as('caradmin'))
    expect(inUse.status).toBe(409)
    expect(inUse.body).toMatchObject({ code: 'IN_USE', message: en(carAreaMessages.nameInUse, { count: 1 }) })
    await server.call('PUT', `car/car/${carId}`, as('employee', form()))
    expect((await server.call('DELETE', `${path}/${id}`, as('caradmin'))).status).toBe(204)
    expect((await get('caradmin', `${path}/${id}`)).status).toBe(404)
  })

  it('keeps an approver’s department too', async () => {
    const department = (await server.call('POST', 'car/admin/car_department', as('caradmin', { name: 'Approvals' }))).body.id
    await create('employee', { approver_1_department_id: department })
    expect((await server.call('DELETE', `car/admin/car_department/${department}`, as('caradmin'))).status).toBe(409)
  })
})
