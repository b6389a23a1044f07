import * as t from '../schema'
import { DAY, type IdOf, type SeedItem, type Tx } from './context'

export const pushReportsMenuItem: SeedItem = {
  tscid: 'PUSHREPORT',
  cmcid: 'PUSHREPORT',
  title: 'Push Reports',
  titleFr: 'Rapports programmés',
  view: 'pushreport',
  analytics: true,
}

/** The demo customer's push reports on the probill search. */
export async function seedPushReports(tx: Tx, options: { now: Date; companyId: IdOf; userId: IdOf }): Promise<void> {
  const { now, companyId, userId } = options
  await tx.insert(t.pushReports).values([
    {
      companyId: companyId('freight'),
      userId: userId('customer'),
      apiUrl: 'shipments',
      cmid: 'SHIPMENTS',
      groupCode: 'FRT-SHIPPING',
      name: 'Shipments in transit',
      title: 'Shipments in transit',
      outputType: 'XLSX',
      queryParams: { status__in: 'In Transit,In Transit - Late', sort: '-pickup_date' },
      createdAt: new Date(now.getTime() - 40 * DAY),
    },
    {
      companyId: companyId('freight'),
      userId: userId('customer'),
      apiUrl: 'shipments',
      cmid: 'SHIPMENTS',
      groupCode: 'FRT-SHIPPING',
      name: 'Deliveries this month',
      title: 'Deliveries this month',
      outputType: 'PDF',
      queryParams: { status__in: 'Delivered', delivery_date__gte: '2026-03-01' },
      createdAt: new Date(now.getTime() - 10 * DAY),
    },
  ])
}
