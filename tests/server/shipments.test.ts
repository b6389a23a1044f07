import { NO_MATCH_SENTINEL } from '@shared/constants'
import { contract, type ShipmentRow } from '@shared/contract'
import { companies, shipments } from '@server/db/schema'
import { and, count, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './harness'

let server: TestServer
const tokens: Record<string, string> = {}

/** Rows this file inserts; every list call below is narrowed to them with ref4__iexact=ZZTEST. */
const MARK = 'ZZTEST'
type Known = Omit<ShipmentRow, 'ref4'>
const base = {
  origin: 'MTL',
  destination: 'TOR',
  origin_postal: 'H2X 1Y4',
  dest_postal: 'M5V 2T6',
  trace_link: '/freight/pages/shipments?probill=0',
  notes: '',
  phone: '5145550100',
}
const known: Known[] = [
  ['9900000001', 'C10001', 'Zebra Foods Inc.', 'Maple Hardware', '2026-01-05', '2026-01-07', 3, 450.5, 'Delivered', 'PO-1', null, true],
  ['9900000002', 'C10001', 'Acme 100%_Off Ltd', 'Cedar Pharma', '2026-01-31', '2026-02-02', 12, 1800, 'In Transit', 'PO-2', 'BOL2', false],
  ['9900000003', 'C10002', 'Northern Zebra Steel', 'Zebra Foods Inc.', '2026-02-01', null, 1, 75.2, 'Refused', 'SO-3', null, false],
  ['9900000004', 'C10001', 'acme industrial', 'Granite Plastics', '2026-02-14', '2026-02-16', 40, 9000, 'Delivered', 'PO-4', 'BOL4', true],
  ['9900000005', 'C10002', 'Harbour Brewing', 'Acme Logistics', '2026-02-28', '2026-03-01', 7, 1200, 'In Transit', null, null, false],
  ['9900000006', 'C10001', 'Prairie Textiles', 'Summit Auto Parts', '2026-03-01', null, 12, 1800, 'Refused', 'PO-6', 'bol6', false],
  ['9900000007', 'C10002', 'Cedar Pharma', 'Prairie Textiles', '2026-03-15', '2026-03-20', 20, 3000.7, 'Delivered', 'X-7', 'BOL7', true],
  ['9900000008', 'C10001', 'Maple Hardware', 'Harbour Brewing', '2026-03-31', null, 5, 640, 'In Transit', 'PO-8', null, false],
].map(([probill, cust, shipper, consignee, pickup, delivery, pieces, weight, status, ref1, ref2, appointment]) => ({
  ...base,
  probill: probill as string,
  cust: cust as string,
  shipper: shipper as string,
  consignee: consignee as string,
  pickup_date: pickup as string,
  delivery_date: delivery as string | null,
  pieces: pieces as number,
  weight: weight as number,
  status: status as ShipmentRow['status'],
  ref1: ref1 as string | null,
  ref2: ref2 as string | null,
  ref3: null,
  appointment: appointment as boolean,
}))

beforeAll(async () => {
  server = await startServer()
  const [freight] = await server.database.db.select().from(companies).where(eq(companies.code, 'freight'))
  await server.database.db.insert(shipments).values(
    known.map((row) => ({
      companyId: freight!.id,
      probill: row.probill,
      cust: row.cust,
      shipper: row.shipper,
      consignee: row.consignee,
      origin: row.origin,
      destination: row.destination,
      originPostal: row.origin_postal,
      destPostal: row.dest_postal,
      pickupDate: row.pickup_date,
      deliveryDate: row.delivery_date,
      pieces: row.pieces,
      weight: row.weight,
      status: row.status,
      ref1: row.ref1,
      ref2: row.ref2,
      ref4: MARK,
      traceLink: row.trace_link,
      appointment: row.appointment,
      notes: row.notes,
      phone: row.phone,
    })),
  )
  for (const username of ['admin', 'employee', 'sales', 'customer', 'bemployee']) {
    tokens[username] = (await server.login(username)).token
  }
})
afterAll(() => server?.close())

const as = (username: string, headers: Record<string, string> = {}) => ({ token: tokens[username], headers })

function list(params: Record<string, string>, username = 'employee', headers: Record<string, string> = {}) {
  const query = new URLSearchParams({ limit: '100', ref4__iexact: MARK.toLowerCase(), ...params })
  return server.call('GET', `shipments?${query}`, as(username, headers))
}

/** The probills a filtered call answers, in the order answered. */
async function probills(params: Record<string, string>, username = 'employee') {
  const result = await list(params, username)
  expect(result.status, result.text).toBe(200)
  expect(result.body.count).toBe(result.body.results.length)
  return result.body.results.map((row: ShipmentRow) => row.probill)
}

/** The probills of the known rows passing a test, in probill order. */
const expected = (test: (row: Known) => boolean) =>
  known
    .filter(test)
    .map((row) => row.probill)
    .sort()

const lower = (value: string | null) => (value ?? '').toLowerCase()

describe('GET shipments', () => {
  it('answers the list shape with column definitions in the request language', async () => {
    const result = await list({ sort: 'probill' })
    expect(result.status).toBe(200)
    const body = v.parse(contract.shipments.list.response, result.body)
    expect(body.results.map((row) => row.probill)).toEqual(expected(() => true))
    expect(body.results[0]).toMatchObject({ weight: 450.5, appointment: true, ref4: MARK, delivery_date: '2026-01-07' })
    expect(body.columns).toContain('trace_link')
    const details = Object.fromEntries(body.columns_details.map((column) => [column.name, column]))
    expect(details.status?.searchOptions).toContainEqual({ label: 'Delivered', value: 'Delivered' })
    expect(details.status?.searchOptions).toHaveLength(10)
    expect(details.ref1).toMatchObject({ editable: true, size: 30, searchable: true, type: 'string' })
    expect(details.weight).toMatchObject({ type: 'decimal', decimals: 1 })
    // The Tracing link reads as its probill and opens the row's tracing address.
    expect(details.trace_link).toMatchObject({ type: 'link', field: 'probill', link: '{trace_link}' })
    expect(details.probill).toMatchObject({ field: 'probill' })
    expect(details.notes?.type).toBe('html')
    expect(details.phone?.type).toBe('phone')
    expect(details.appointment?.type).toBe('boolean')

    const french = await list({}, 'employee', { 'accept-language': 'fr' })
    const frenchDetails = Object.fromEntries(
      french.body.columns_details.map((column: { name: string }) => [column.name, column]),
    )
    expect(frenchDetails.pickup_date.label).toBe('Date de cueillette')
    expect(frenchDetails.status.searchOptions).toContainEqual({ label: 'Livré', value: 'Delivered' })
  })

  it('filters with each text operator and its negation, case-insensitively', async () => {
    const cases: [string, string, (row: Known) => boolean][] = [
      ['shipper__icontains', 'ZEBRA', (row) => lower(row.shipper).includes('zebra')],
      ['shipper__icontains!', 'zebra', (row) => !lower(row.shipper).includes('zebra')],
      ['shipper__iexact', 'cedar PHARMA', (row) => lower(row.shipper) === 'cedar pharma'],
      ['shipper__iexact!', 'cedar pharma', (row) => lower(row.shipper) !== 'cedar pharma'],
      ['shipper__istartswith', 'acme', (row) => lower(row.shipper).startsWith('acme')],
      ['shipper__istartswith!', 'ACME', (row) => !lower(row.shipper).startsWith('acme')],
      ['consignee__iendswith', 'inc.', (row) => lower(row.consignee).endsWith('inc.')],
      ['consignee__iendswith!', 'INC.', (row) => !lower(row.consignee).endsWith('inc.')],
      // Empty references count as not containing the text.
      ['ref2__icontains', 'bol', (row) => lower(row.ref2).includes('bol')],
      ['ref2__icontains!', 'bol', (row) => !lower(row.ref2).includes('bol')],
      ['ref1__istartswith!', 'po-', (row) => !lower(row.ref1).startsWith('po-')],
      ['pieces__iexact', '12', (row) => row.pieces === 12],
    ]
    for (const [key, value, test] of cases) {
      expect(await probills({ [key]: value, sort: 'probill' }), key).toEqual(expected(test))
    }
  })

  it('takes LIKE wildcards in the text literally', async () => {
    expect(await probills({ shipper__icontains: '100%_' })).toEqual(['9900000002'])
    expect(await probills({ shipper__icontains: '%' })).toEqual(['9900000002'])
    expect(await probills({ shipper__icontains: '_' })).toEqual(['9900000002'])
    expect(await probills({ shipper__icontains: "'; DROP TABLE shipments; --" })).toEqual([])
  })

  it('compares numbers and dates, with inclusive date range ends', async () => {
    const cases: [Record<string, string>, (row: Known) => boolean][] = [
      [{ pieces__gt: '12' }, (row) => row.pieces > 12],
      [{ pieces__gte: '12' }, (row) => row.pieces >= 12],
      [{ pieces__lt: '5' }, (row) => row.pieces < 5],
      [{ pieces__lte: '5' }, (row) => row.pieces <= 5],
      [{ weight__gt: '1200.5' }, (row) => row.weight > 1200.5],
      [{ weight__lte: '450.5' }, (row) => row.weight <= 450.5],
      [{ pickup_date__gte: '2026-02-01', pickup_date__lt: '2026-03-01' }, (row) => row.pickup_date >= '2026-02-01' && row.pickup_date < '2026-03-01'],
      [{ pickup_date__daterange: '2026-01-31,2026-03-01' }, (row) => row.pickup_date >= '2026-01-31' && row.pickup_date <= '2026-03-01'],
      [{ delivery_date__daterange: '2026-02-02,2026-02-16' }, (row) => !!row.delivery_date && row.delivery_date >= '2026-02-02' && row.delivery_date <= '2026-02-16'],
      [{ delivery_date__gt: '2026-02-16' }, (row) => !!row.delivery_date && row.delivery_date > '2026-02-16'],
      [{ pieces__gte: '5', weight__lt: '2000', pickup_date__gte: '2026-02-01' }, (row) => row.pieces >= 5 && row.weight < 2000 && row.pickup_date >= '2026-02-01'],
    ]
    for (const [params, test] of cases) {
      expect(await probills({ ...params, sort: 'probill' }), JSON.stringify(params)).toEqual(expected(test))
    }
    // The end day is part of the range.
    expect(await probills({ pickup_date__daterange: '2026-03-31,2026-03-31' })).toEqual(['9900000008'])
  })

  it('filters ONE_OF values and yes/no columns', async () => {
    expect(await probills({ status__in: 'refused,IN TRANSIT', sort: 'probill' })).toEqual(
      expected((row) => row.status === 'Refused' || row.status === 'In Transit'),
    )
    expect(await probills({ 'status__in!': 'Delivered', sort: 'probill' })).toEqual(
      expected((row) => row.status !== 'Delivered'),
    )
    expect(await probills({ appointment: 'Y', sort: 'probill' })).toEqual(expected((row) => row.appointment))
    expect(await probills({ appointment: 'N', sort: 'probill' })).toEqual(expected((row) => !row.appointment))
    const bad = await list({ appointment: 'maybe' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual({ appointment: 'Use Y or N' })
  })

  it('ORs the generic search over searchable text columns', async () => {
    expect(await probills({ mttable_generic_search: 'shipper=zebra|consignee=ZEBRA', sort: 'probill' })).toEqual(
      expected((row) => lower(row.shipper).includes('zebra') || lower(row.consignee).includes('zebra')),
    )
    expect(await probills({ mttable_generic_search: 'probill=00005|ref1=x-7', sort: 'probill' })).toEqual([
      '9900000005',
      '9900000007',
    ])
  })

  it('sorts by up to three keys and pages with a total count', async () => {
    const sorted = [...known]
      .sort(
        (a, b) =>
          a.status.localeCompare(b.status) || b.weight - a.weight || (a.probill < b.probill ? -1 : 1),
      )
      .map((row) => row.probill)
    expect(await probills({ sort: 'status,-weight,probill' })).toEqual(sorted)

    const pages = []
    for (const offset of [0, 3, 6]) {
      const page = await list({ sort: 'status,-weight,probill', limit: '3', offset: String(offset) })
      expect(page.status).toBe(200)
      expect(page.body.count).toBe(known.length)
      pages.push(...page.body.results.map((row: ShipmentRow) => row.probill))
    }
    expect(pages).toEqual(sorted)
    const past = await list({ limit: '3', offset: '30' })
    expect(past.body).toMatchObject({ results: [], count: known.length })

    const tooMany = await list({ sort: 'status,weight,probill,pieces' })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.errors.sort).toBe('Sort by at most 3 columns')
    const unknown = await list({ sort: '-nope' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors.sort).toBe('Unknown sort column: nope')
  })

  it('keeps limit between 1 and 100 and offset at 0 or more', async () => {
    const first = await server.call('GET', 'shipments', as('employee'))
    expect(first.status).toBe(200)
    expect(first.body.results).toHaveLength(20)
    expect((await list({ limit: '100' })).status).toBe(200)
    const cases: Record<string, string>[] = [{ limit: '0' }, { limit: '101' }, { limit: 'ten' }, { offset: '-1' }]
    for (const params of cases) {
      const result = await list(params)
      expect(result.status, JSON.stringify(params)).toBe(400)
      expect(Object.keys(result.body.errors)).toEqual(Object.keys(params))
    }
  })

  it('answers 400 with field messages for bad filter values', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ pieces__gt: 'abc' }, 'Value must be number'],
      [{ weight__lte: '1e400' }, 'Value must be number'],
      [{ pickup_date__gte: '2026-02-30' }, 'Invalid date format. Valid format is: YYYY-MM-DD'],
      [{ delivery_date__daterange: '2026-01-01,tomorrow' }, 'Invalid date format. Valid format is: YYYY-MM-DD'],
      [{ shipper__gt: 'm' }, 'This filter does not apply to this column'],
    ]
    for (const [params, message] of cases) {
      const result = await list(params)
      expect(result.status, JSON.stringify(params)).toBe(400)
      expect(result.body.errors).toEqual({ [Object.keys(params)[0] as string]: message })
    }
  })

  it('matches nothing, and never fails, for the no-match sentinel on any column', async () => {
    const { body } = await list({})
    for (const column of body.columns_details as { name: string; type: string }[]) {
      const keys = [`${column.name}__icontains`, `${column.name}__iexact`, `${column.name}`, `${column.name}__in`]
      if (['number', 'decimal', 'date'].includes(column.type)) keys.push(`${column.name}__gte`, `${column.name}__lt`)
      if (column.type === 'date') keys.push(`${column.name}__daterange`)
      for (const key of keys) {
        const result = await list({ [key]: NO_MATCH_SENTINEL })
        expect(result.status, key).toBe(200)
        expect(result.body.count, key).toBe(0)
      }
    }
    const generic = await list({ mttable_generic_search: `shipper=${NO_MATCH_SENTINEL}` })
    expect(generic.body.count).toBe(0)
  })
})

describe('who sees which shipments', () => {
  it('shows a customer only their own account and staff the whole company', async () => {
    const db = server.database.db
    const [mine] = await db.select({ n: count() }).from(shipments).where(eq(shipments.cust, 'C10001'))
    const [all] = await db.select({ n: count() }).from(shipments)
    const customer = await server.call('GET', 'shipments?limit=100', as('customer'))
    expect(customer.status).toBe(200)
    expect(customer.body.count).toBe(mine!.n)
    expect(customer.body.results.every((row: ShipmentRow) => row.cust === 'C10001')).toBe(true)
    expect(await probills({ sort: 'probill' }, 'customer')).toEqual(expected((row) => row.cust === 'C10001'))
    for (const staff of ['employee', 'sales', 'admin']) {
      const result = await server.call('GET', 'shipments?limit=1', as(staff))
      expect(result.body.count, staff).toBe(all!.n)
    }
    expect(all!.n).toBeGreaterThanOrEqual(20_000)
  })

  it('refuses a group or a user without the SHIPMENTS menu id', async () => {
    const billing = await server.call('GET', 'shipments', as('customer', { group: 'FRT-BILLING' }))
    expect(billing.status).toBe(403)
    expect((await server.call('GET', 'shipments', as('bemployee'))).status).toBe(403)
    expect((await server.call('GET', 'shipments')).status).toBe(401)
  })
})

describe('PUT shipments/{probill}', () => {
  it('lets the owning customer edit reference numbers, and clears blank ones', async () => {
    const result = await server.call('PUT', 'shipments/9900000001', {
      ...as('customer'),
      json: { ref1: '  PO-NEW  ', ref2: '' },
    })
    expect(result.status, result.text).toBe(200)
    expect(v.parse(contract.shipments.update.response, result.body)).toMatchObject({
      probill: '9900000001',
      ref1: 'PO-NEW',
      ref2: null,
      ref4: MARK,
    })
    const [row] = await server.database.db.select().from(shipments).where(eq(shipments.probill, '9900000001'))
    expect(row).toMatchObject({ ref1: 'PO-NEW', ref2: null, shipper: 'Zebra Foods Inc.' })
  })

  it("answers 404 for another account's shipment, and lets staff edit any", async () => {
    const other = await server.call('PUT', 'shipments/9900000003', { ...as('customer'), json: { ref1: 'MINE' } })
    expect(other.status).toBe(404)
    expect(other.body.message).toBe('Number not found or customer is not allowed to view the probill.')
    const [row] = await server.database.db
      .select()
      .from(shipments)
      .where(and(eq(shipments.probill, '9900000003')))
    expect(row?.ref1).toBe('SO-3')
    const staff = await server.call('PUT', 'shipments/9900000003', { ...as('sales'), json: { ref3: 'S-3' } })
    expect(staff.status).toBe(200)
    expect(staff.body).toMatchObject({ ref1: 'SO-3', ref3: 'S-3' })
  })

  it('validates the probill and the lengths', async () => {
    const long = await server.call('PUT', 'shipments/9900000001', { ...as('employee'), json: { ref4: 'x'.repeat(31) } })
    expect(long.status).toBe(400)
    expect(Object.keys(long.body.errors)).toEqual(['ref4'])
    const empty = await server.call('PUT', 'shipments/9900000001', { ...as('employee'), json: {} })
    expect(empty.status).toBe(400)
    const badNumber = await server.call('PUT', 'shipments/12345', { ...as('employee'), json: { ref1: 'A' } })
    expect(badNumber.status).toBe(400)
    expect(badNumber.body.errors).toEqual({ probill: 'Probill number must be 10 digits' })
    const denied = await server.call('PUT', 'shipments/9900000001', {
      ...as('customer', { group: 'FRT-BILLING' }),
      json: { ref1: 'A' },
    })
    expect(denied.status).toBe(403)
  })
})

describe('GET pushreport/count', () => {
  it("counts the user's push reports on a table, however its path is written", async () => {
    for (const api of ['shipments', '/api/shipments', 'GET shipments']) {
      const result = await server.call('GET', `pushreport/count?api_url=${encodeURIComponent(api)}`, as('customer'))
      expect(result.status, api).toBe(200)
      expect(result.body).toBe(3)
    }
    const staff = await server.call('GET', 'pushreport/count?api_url=shipments', as('employee'))
    expect(staff.body).toBe(0)
    const unknown = await server.call('GET', 'pushreport/count?api_url=nowhere', as('customer'))
    expect(unknown.status).toBe(400)
    expect(Object.keys(unknown.body.errors)).toEqual(['api_url'])
    const denied = await server.call('GET', 'pushreport/count?api_url=shipments', as('bemployee'))
    expect(denied.status).toBe(403)
  })
})
