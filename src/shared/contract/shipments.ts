import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { SHIPMENT_STATES } from '../constants/states'
import { maxLength, message, plainText, probillNumber, required } from '../validation'
import { gridListQuery, listResponse } from './schemas'
import { endpoint } from './types'

/** Every status a shipment can hold: the states of document 2 section 4, then Delivered. */
export const SHIPMENT_STATUSES = [...SHIPMENT_STATES, 'Delivered'] as const
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number]

/** Longest reference number a user may type. */
export const REFERENCE_MAX_LENGTH = 30

/** One row of the probill search. Dates are 'YYYY-MM-DD'; `notes` is HTML the browser sanitises. */
export const shipmentRowSchema = v.object({
  probill: v.string(),
  /** MT_CUST of the owning customer account. */
  cust: v.string(),
  shipper: v.string(),
  consignee: v.string(),
  /** Terminal codes. */
  origin: v.string(),
  destination: v.string(),
  origin_postal: v.string(),
  dest_postal: v.string(),
  pickup_date: v.string(),
  delivery_date: v.nullable(v.string()),
  pieces: v.number(),
  /** Pounds, one decimal. */
  weight: v.number(),
  status: v.picklist(SHIPMENT_STATUSES),
  ref1: v.nullable(v.string()),
  ref2: v.nullable(v.string()),
  ref3: v.nullable(v.string()),
  ref4: v.nullable(v.string()),
  /** An internal path (tracing page) or an external carrier address. */
  trace_link: v.string(),
  appointment: v.boolean(),
  notes: v.string(),
  /** 10 digits. */
  phone: v.string(),
})

export type ShipmentRow = v.InferOutput<typeof shipmentRowSchema>

/** A reference number: blank clears it. */
const reference = v.optional(
  v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      maxLength(REFERENCE_MAX_LENGTH),
      plainText(),
      v.transform((value) => value || null),
    ),
  ),
)

/** The fields a shipment's editable cells change; every other field of a shipment is the carrier's. */
const EDITABLE = ['ref1', 'ref2', 'ref3', 'ref4'] as const

/**
 * Reference numbers to change. Any other field (a date, a status) is refused on its own key rather than
 * dropped, so a caller never reads a 200 as having saved it.
 */
export const shipmentUpdateSchema = v.pipe(
  v.looseObject({ ref1: reference, ref2: reference, ref3: reference, ref4: reference }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const input = dataset.value as Record<string, unknown>
    for (const key of Object.keys(input)) {
      if ((EDITABLE as readonly string[]).includes(key)) continue
      addIssue({
        message: message(msg`This field cannot be changed`),
        path: [{ type: 'object', origin: 'value', input, key, value: input[key] }],
      })
    }
  }),
  v.check(
    (body) => [body.ref1, body.ref2, body.ref3, body.ref4].some((value) => value !== undefined),
    message(msg`Send at least one reference number`),
  ),
  v.transform(({ ref1, ref2, ref3, ref4 }) => ({ ref1, ref2, ref3, ref4 })),
)

/** The probill search: the first grid-backed list (document 2 sections 2.1, 3 and 7). */
export const shipments = {
  list: endpoint({
    method: 'GET',
    path: 'shipments',
    access: { cmid: 'SHIPMENTS' },
    query: gridListQuery,
    response: listResponse(shipmentRowSchema),
    implemented: true,
  }),
  /** Editable cells: staff, or the customer account that owns the shipment. */
  update: endpoint({
    method: 'PUT',
    path: 'shipments/{probill}',
    access: { cmid: 'SHIPMENTS' },
    params: v.object({ probill: v.pipe(v.string(), required(), probillNumber()) }),
    body: shipmentUpdateSchema,
    response: shipmentRowSchema,
    implemented: true,
  }),
} as const
