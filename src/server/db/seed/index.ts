import { count, sql } from 'drizzle-orm'
import { hashPassword } from '../../crypto/passwords'
import type { Storage } from '../../storage'
import type { Database, Db } from '../client'
import * as t from '../schema'
import { seedAuthoring } from './authoring'
import { seedCar } from './car'
import { seedCompanies } from './companies'
import { seedContacts } from './contacts'
import { seedDoclib } from './doclib'
import { seedAnnouncements } from './general'
import { seedHelpPages, seedRatings } from './globals'
import { seedMaintenance } from './maintenance'
import { seedManual } from './manual'
import { seedManualAdmin } from './manualadmin'
import { seedMenus } from './menus'
import { seedPushReports } from './pushreports'
import { insertShipments } from './shipments'
import { seedUsers } from './users'

/** The one password of every demo account. */
export const DEMO_PASSWORD = 'Portal-Demo-2026!'

/**
 * Loads the demo data into an empty database, one area after the other in one transaction (each
 * area's rows and menu entries are in its own file here). Every account gets the demo password's one hash.
 */
export async function seed(db: Db, options: { now?: Date; storage?: Storage } = {}): Promise<void> {
  const now = options.now ?? new Date()
  const passwordHash = await hashPassword(DEMO_PASSWORD)

  await db.transaction(async (tx) => {
    const companyId = await seedCompanies(tx)
    const menuGroupId = await seedMenus(tx, companyId)
    const userId = await seedUsers(tx, { now, companyId, menuGroupId, passwordHash })
    await seedContacts(tx, companyId)
    await seedAnnouncements(tx, { now, companyId })
    await seedHelpPages(tx)
    await seedMaintenance(tx, now)
    await seedRatings(tx, { now, companyId, userId })
    await insertShipments(tx, companyId('freight'))
    await seedPushReports(tx, { now, companyId, userId, storage: options.storage })
    await seedDoclib(tx, { now, companyId, storage: options.storage })
    await seedManual(tx, { now, companyId, storage: options.storage })
    await seedAuthoring(tx, { now, companyId, userId })
    await seedManualAdmin(tx, { now, companyId, userId })
    await seedCar(tx, { now, companyId, userId, storage: options.storage })
  })
  // The embedded database has no background vacuum or analyzer. ANALYZE gives the planner its
  // statistics: without them it takes 20,000 shipments for a few dozen and picks slow plans. VACUUM
  // moves the shipments' pending entries into their trigram indexes (a long pending list is searched
  // row by row, slower than a scan) and marks the pages all-visible, so counts read an index alone.
  await db.execute(sql`ANALYZE`)
  await db.execute(sql`VACUUM ${t.shipments}`)
}

/** Seeds only a database that has no company yet (first start). */
export async function seedIfEmpty(
  database: Database,
  options: { now?: Date; storage?: Storage } = {},
): Promise<boolean> {
  // Under the setup lock: instances starting together on a new database seed it once.
  return database.exclusively(async () => {
    const [row] = await database.db.select({ count: count() }).from(t.companies)
    if ((row?.count ?? 0) > 0) return false
    await seed(database.db, options)
    return true
  })
}
