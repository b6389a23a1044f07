import * as t from '../schema'
import { DAY, type Tx } from './context'

/** One maintenance window, ended a month ago. */
export async function seedMaintenance(tx: Tx, now: Date): Promise<void> {
  await tx.insert(t.maintenanceNotices).values({
    startsAt: new Date(now.getTime() - 30 * DAY),
    endsAt: new Date(now.getTime() - 30 * DAY + 2 * 3_600_000),
    message: 'The portal was down for a database upgrade.',
    messageFr: 'Le portail était fermé pour une mise à niveau de la base de données.',
  })
}
