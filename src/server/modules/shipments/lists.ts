import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isStaff } from '@shared/auth'
import { REFERENCE_MAX_LENGTH, type ShipmentRow, type ShipmentStatus } from '@shared/contract'
import { and, type AnyColumn, eq, type SQL, sql } from 'drizzle-orm'
import { shipments } from '../../db/schema'
import { defineLists } from '../../http/lists'
import type { RequestContext } from '../../lib/context'
import { defineList, type ListColumn } from '../../lib/list'

const statusLabels: Record<ShipmentStatus, MessageDescriptor> = {
  'In Transit': msg`In Transit`,
  'In Transit - Late': msg`In Transit - Late`,
  'Out for delivery': msg`Out for delivery`,
  Refused: msg`Refused`,
  'Partially Refused': msg`Partially Refused`,
  'Refused and Delivered': msg`Refused and Delivered`,
  'Late Damaged': msg`Late Damaged`,
  'Late Overage': msg`Late Overage`,
  'Late Shortage': msg`Late Shortage`,
  Delivered: msg`Delivered`,
}

const reference = (n: 1 | 2 | 3 | 4, expr: AnyColumn, label: MessageDescriptor): ListColumn => ({
  name: `ref${n}`,
  label,
  type: 'string',
  expr,
  searchable: true,
  editable: true,
  size: REFERENCE_MAX_LENGTH,
})

/** The probill search's columns (document 2 section 3 column definitions). */
const columns: ListColumn[] = [
  { name: 'probill', label: msg`Probill number`, type: 'string', expr: shipments.probill, searchable: true },
  { name: 'cust', label: msg`Account`, type: 'string', expr: shipments.cust, searchable: true },
  { name: 'shipper', label: msg`Shipper`, type: 'string', expr: shipments.shipper, searchable: true },
  { name: 'consignee', label: msg`Consignee`, type: 'string', expr: shipments.consignee, searchable: true },
  { name: 'origin', label: msg`Origin terminal`, type: 'string', expr: shipments.origin, searchable: true },
  {
    name: 'destination',
    label: msg`Destination terminal`,
    type: 'string',
    expr: shipments.destination,
    searchable: true,
  },
  { name: 'origin_postal', label: msg`Origin postal code`, type: 'string', expr: shipments.originPostal },
  { name: 'dest_postal', label: msg`Destination postal code`, type: 'string', expr: shipments.destPostal },
  { name: 'pickup_date', label: msg`Pickup date`, type: 'date', expr: shipments.pickupDate },
  { name: 'delivery_date', label: msg`Delivery date`, type: 'date', expr: shipments.deliveryDate },
  { name: 'pieces', label: msg`Pieces`, type: 'number', expr: shipments.pieces },
  { name: 'weight', label: msg`Weight (lb)`, type: 'number', display: 'decimal', decimals: 1, expr: shipments.weight },
  {
    name: 'status',
    label: msg`Status`,
    type: 'string',
    expr: shipments.status,
    options: Object.entries(statusLabels).map(([value, label]) => ({ value, label })),
  },
  reference(1, shipments.ref1, msg`Reference number 1`),
  reference(2, shipments.ref2, msg`Reference number 2`),
  reference(3, shipments.ref3, msg`Reference number 3`),
  reference(4, shipments.ref4, msg`Reference number 4`),
  {
    // The link reads as its probill; the address it opens is the row's tracing link.
    name: 'trace_link',
    label: msg`Tracing`,
    type: 'string',
    display: 'link',
    field: 'probill',
    link: '{trace_link}',
    expr: shipments.traceLink,
  },
  { name: 'appointment', label: msg`Appointment required`, type: 'boolean', expr: shipments.appointment },
  { name: 'notes', label: msg`Notes`, type: 'string', display: 'html', expr: shipments.notes },
  { name: 'phone', label: msg`Consignee phone`, type: 'string', display: 'phone', expr: shipments.phone },
]

/** A probill list row's fields, also the row an update answers. */
export const shipmentFields = {
  probill: shipments.probill,
  cust: shipments.cust,
  shipper: shipments.shipper,
  consignee: shipments.consignee,
  origin: shipments.origin,
  destination: shipments.destination,
  origin_postal: shipments.originPostal,
  dest_postal: shipments.destPostal,
  pickup_date: shipments.pickupDate,
  delivery_date: shipments.deliveryDate,
  pieces: shipments.pieces,
  weight: shipments.weight,
  status: shipments.status,
  ref1: shipments.ref1,
  ref2: shipments.ref2,
  ref3: shipments.ref3,
  ref4: shipments.ref4,
  trace_link: shipments.traceLink,
  appointment: shipments.appointment,
  notes: shipments.notes,
  phone: shipments.phone,
}

/** A customer sees their own customer account's shipments; staff every shipment of the company. */
export function shipmentScope(ctx: RequestContext): SQL {
  const identity = ctx.identity
  if (!identity) return sql`false`
  const company = eq(shipments.companyId, identity.company.id)
  if (isStaff(identity.user.mtType)) return company
  if (!identity.user.cust) return sql`false`
  return and(company, eq(shipments.cust, identity.user.cust)) as SQL
}

/** A selected record as the answer's row. */
export function shipmentRow(record: Record<string, unknown>): ShipmentRow {
  const row = Object.fromEntries(Object.keys(shipmentFields).map((key) => [key, record[key]])) as ShipmentRow
  row.weight = Number(row.weight)
  return row
}

const spec = { columns, defaultSort: '-pickup_date', tiebreak: shipments.id }

/** The probill search: listed, exported and reported on. */
export const shipmentList = defineList<ShipmentRow>({
  exportable: true,
  view: (ctx) => ({ spec, table: shipments, fields: shipmentFields, scope: shipmentScope(ctx), toRow: shipmentRow }),
})

export const shipmentsLists = defineLists('shipments', { list: shipmentList })
