import { msg } from '@lingui/core/macro'
import { and, eq } from 'drizzle-orm'
import { shipments } from '../../db/schema'
import { fail } from '../../http/context'
import { defineHandlers } from '../../http/routes'
import { runList } from '../../lib/list'
import { shipmentFields, shipmentList, shipmentScope } from './list'

export const shipmentMessages = {
  notFound: msg`Number not found or customer is not allowed to view the probill.`,
}

/** The probill search and its editable reference numbers. */
export const shipmentsRoutes = defineHandlers('shipments', {
  list: async (ctx, { query }) => runList(ctx, shipmentList, query),

  update: async (ctx, { params, body }) => {
    const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined))
    const [record] = await ctx.db
      .update(shipments)
      .set({ ...changes, updatedAt: ctx.now })
      .where(and(eq(shipments.probill, params.probill), shipmentScope(ctx)))
      .returning(shipmentFields)
    // Another account's shipment reads as a missing one: its existence is not disclosed.
    if (!record) fail(404, shipmentMessages.notFound, { code: 'PROBILL_NOT_FOUND' })
    return shipmentList.toRow(record)
  },
})
