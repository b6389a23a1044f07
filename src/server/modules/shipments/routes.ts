import { msg } from '@lingui/core/macro'
import { defineHandlers } from '../../http/routes'
import { fail } from '../../lib/errors'
import { answerList } from '../../lib/list'
import { shipmentList } from './lists'
import { updateReferences } from './service'

export const shipmentMessages = {
  notFound: msg`Number not found or customer is not allowed to view the probill.`,
}

/** The probill search and its editable reference numbers. */
export const shipmentsRoutes = defineHandlers('shipments', {
  list: async (ctx, { query }) => answerList(ctx, shipmentList, query),

  update: async (ctx, { params, body }) => {
    const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined))
    const row = await updateReferences(ctx, params.probill, changes)
    // Another account's shipment reads as a missing one: its existence is not disclosed.
    if (!row) fail(404, shipmentMessages.notFound, { code: 'PROBILL_NOT_FOUND' })
    return row
  },
})
