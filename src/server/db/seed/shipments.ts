import { SHIPMENT_STATUSES, type ShipmentStatus } from '@shared/contract'
import { sql } from 'drizzle-orm'
import type { Db } from '../client'
import type { SeedItem } from './context'

export const shipmentsMenuItem: SeedItem = {
  tscid: 'SHIPMENTS',
  cmcid: 'SHIPMENTS',
  title: 'Probill search',
  titleFr: 'Recherche de probills',
  view: 'probill_search',
  analytics: true,
}

/** Shipments the demo database holds: enough to page, search and export at a realistic size. */
export const SEEDED_SHIPMENTS = 20_000

/** Rows per INSERT: one JSON parameter each, so the statement never nears the parameter limit. */
const BATCH = 5_000

/** mulberry32: a small seeded generator, so every seeded database holds the same shipments. */
function generator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T
  return { next, int, pick }
}

interface Terminal {
  code: string
  /** Canadian postal codes start with this letter; US zip codes with these three digits. */
  postal: string
  area: string
}

const TERMINALS: Terminal[] = [
  { code: 'MTL', postal: 'H', area: '514' },
  { code: 'QUE', postal: 'G', area: '418' },
  { code: 'OTT', postal: 'K', area: '613' },
  { code: 'TOR', postal: 'M', area: '416' },
  { code: 'WPG', postal: 'R', area: '204' },
  { code: 'CGY', postal: 'T', area: '403' },
  { code: 'VAN', postal: 'V', area: '604' },
  { code: 'HFX', postal: 'B', area: '902' },
  { code: 'BUF', postal: '142', area: '716' },
  { code: 'CHI', postal: '606', area: '312' },
  { code: 'DET', postal: '482', area: '313' },
  { code: 'NYC', postal: '100', area: '212' },
]

const NAME_FIRST = [
  'Maple',
  'Northern',
  'Laurentian',
  'Prairie',
  'Atlantic',
  'Pacific',
  'Great Lakes',
  'Summit',
  'Riverside',
  'Cedar',
  'Boréal',
  'Saint-Laurent',
  'Granite',
  'Harbour',
  'Frontenac',
  'Acme',
]
const NAME_LAST = [
  'Foods Inc.',
  'Steel Ltd.',
  'Lumber Co.',
  'Distribution',
  'Logistics',
  'Paper Mills',
  'Hardware',
  'Auto Parts',
  'Pharma',
  'Textiles',
  'Industrial Supply',
  'Plastics',
  'Brewing',
  'Furniture',
]

const LETTERS = 'ABCEGHJKLMNPRSTVWXYZ'
const NOTES = [
  '<p>Deliver to dock <b>3</b>.</p>',
  '<p>Call consignee <em>before</em> delivery.</p>',
  '<p>Tailgate required.</p>',
  '<p>Fragile: <strong>do not stack</strong>.</p>',
]

/** The customer accounts owning shipments; the demo `customer` (C10001) owns one in eight. */
function owner(i: number, random: ReturnType<typeof generator>): string {
  if (i % 8 === 0) return 'C10001'
  if (i % 8 === 1) return random.pick(['C10002', 'C10003', 'C10004', 'C10005'])
  return `C2${String(random.int(0, 79)).padStart(4, '0')}`
}

function postalCode(terminal: Terminal, random: ReturnType<typeof generator>): string {
  if (/^\d/.test(terminal.postal)) return `${terminal.postal}${String(random.int(0, 99)).padStart(2, '0')}`
  const letter = () => LETTERS[random.int(0, LETTERS.length - 1)]
  return `${terminal.postal}${random.int(0, 9)}${letter()} ${random.int(0, 9)}${letter()}${random.int(0, 9)}`
}

const DAY = 86_400_000
const FIRST_PICKUP = Date.UTC(2025, 9, 1)
const PICKUP_DAYS = 272
const OPEN: readonly ShipmentStatus[] = ['In Transit', 'In Transit - Late', 'Out for delivery', 'Refused']

/** The shipments of the demo database, the same on every run. */
export function generatedShipments(total = SEEDED_SHIPMENTS) {
  const random = generator(20_260_101)
  return Array.from({ length: total }, (_, i) => {
    const from = random.pick(TERMINALS)
    let to = random.pick(TERMINALS)
    if (to === from) to = TERMINALS[(TERMINALS.indexOf(from) + 5) % TERMINALS.length] as Terminal
    const pickup = FIRST_PICKUP + random.int(0, PICKUP_DAYS) * DAY
    const status: ShipmentStatus = random.next() < 0.6 ? 'Delivered' : random.pick(SHIPMENT_STATUSES)
    const delivered = !OPEN.includes(status)
    const pieces = random.int(1, 40)
    const probill = String(3_100_000_000 + i * 37 + random.int(0, 36))
    const interline = random.next() < 0.2
    let notes = random.next() < 0.3 ? random.pick(NOTES) : ''
    // Markup that must never run where notes are shown.
    if (i === 7) notes = '<p>Handle with care<script>alert("x")</script></p>'
    if (i === 15) notes = '<img src="x" onerror="alert(1)"> Damaged pallet photo'
    return {
      probill,
      cust: owner(i, random),
      shipper: `${random.pick(NAME_FIRST)} ${random.pick(NAME_LAST)}`,
      consignee: `${random.pick(NAME_FIRST)} ${random.pick(NAME_LAST)}`,
      origin: from.code,
      destination: to.code,
      origin_postal: postalCode(from, random),
      dest_postal: postalCode(to, random),
      pickup_date: new Date(pickup).toISOString().slice(0, 10),
      delivery_date: delivered ? new Date(pickup + random.int(1, 7) * DAY).toISOString().slice(0, 10) : null,
      pieces,
      weight: Math.round(pieces * random.int(200, 4_000)) / 10,
      status,
      ref1: `PO-${random.int(100_000, 999_999)}`,
      ref2: random.next() < 0.7 ? `BOL${random.int(1_000_000, 9_999_999)}` : null,
      ref3: random.next() < 0.3 ? `SO-${random.int(10_000, 99_999)}` : null,
      ref4: random.next() < 0.1 ? `DEPT ${random.int(10, 99)}` : null,
      trace_link: interline
        ? `https://tracking.partner-carrier.example/track?pro=${probill}`
        : `/freight/pages/shipments?probill=${probill}`,
      appointment: random.next() < 0.15,
      notes,
      phone: `${to.area}${random.int(200, 999)}${String(random.int(0, 9999)).padStart(4, '0')}`,
    }
  })
}

/** Inserts shipments for a company: each batch is one statement with one JSON parameter. */
export async function insertShipments(db: Pick<Db, 'execute'>, companyId: number, rows = generatedShipments()) {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = JSON.stringify(rows.slice(start, start + BATCH))
    await db.execute(sql`
      INSERT INTO shipments (company_id, probill, cust, shipper, consignee, origin, destination, origin_postal,
        dest_postal, pickup_date, delivery_date, pieces, weight, status, ref1, ref2, ref3, ref4, trace_link,
        appointment, notes, phone)
      SELECT ${companyId}, probill, cust, shipper, consignee, origin, destination, origin_postal, dest_postal,
        pickup_date, delivery_date, pieces, weight, status, ref1, ref2, ref3, ref4, trace_link, appointment,
        notes, phone
      FROM json_to_recordset(${batch}::json) AS x(probill text, cust text, shipper text, consignee text,
        origin text, destination text, origin_postal text, dest_postal text, pickup_date date,
        delivery_date date, pieces integer, weight numeric, status text, ref1 text, ref2 text, ref3 text,
        ref4 text, trace_link text, appointment boolean, notes text, phone text)`)
  }
}
