import type { ShipmentRow } from '@shared/contract'
import { and, eq } from 'drizzle-orm'
import { shipments } from '../../db/schema'
import type { RequestContext } from '../../lib/context'
import { shipmentFields, shipmentRow, shipmentScope } from './lists'

export type ReferenceChanges = Partial<Pick<ShipmentRow, 'ref1' | 'ref2' | 'ref3' | 'ref4'>>

/** Writes a shipment's reference numbers; undefined when the caller does not see that probill. */
export async function updateReferences(
  ctx: RequestContext,
  probill: string,
  changes: ReferenceChanges,
): Promise<ShipmentRow | undefined> {
  const [record] = await ctx.db
    .update(shipments)
    .set({ ...changes, updatedAt: ctx.now })
    .where(and(eq(shipments.probill, probill), shipmentScope(ctx)))
    .returning(shipmentFields)
  return record && shipmentRow(record)
}
