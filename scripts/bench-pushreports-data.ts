/**
 * Adds push reports that are all due now to a data folder the server has seeded, for the push report
 * benchmark (scripts/bench-pushreports.mjs): `count` reports of the demo customer on the shipments grid,
 * the output types taken in turn, each with the given columns, due a second ago, so the scheduler's
 * next look finds them all at once. The server must not be running on the folder.
 *
 *   tsx scripts/bench-pushreports-data.ts <data folder> <count> <columns as JSON>
 */
import { join, resolve } from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { PUSH_REPORT_OUTPUT_TYPES } from '../src/shared/constants/grid'
import { openDatabase } from '../src/server/db/client'
import { companies, pushReports, users } from '../src/server/db/schema'

async function main() {
  const [folder, countText, columnsJson] = process.argv.slice(2)
  const count = Number(countText)
  const columns = JSON.parse(columnsJson ?? '[]') as string[]
  if (!folder || !(count > 0) || columns.length === 0) {
    throw new Error('usage: tsx scripts/bench-pushreports-data.ts <data folder> <count> <columns as JSON>')
  }
  const database = await openDatabase({ dataDir: join(resolve(folder), 'db') })
  const [owner] = await database.db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.username, 'customer'), eq(companies.code, 'freight')))
  if (!owner) throw new Error('The data folder is not seeded: start the server on it once first')
  const due = new Date(Date.now() - 1000)
  const rows = Array.from({ length: count }, (_, n) => ({
    companyId: owner.companyId,
    userId: owner.id,
    name: `Due at once ${n + 1}`,
    apiUrl: 'shipments',
    cmid: 'SHIPMENTS',
    title: 'Shipments',
    outputType: PUSH_REPORT_OUTPUT_TYPES[n % PUSH_REPORT_OUTPUT_TYPES.length]!,
    queryParams: {},
    columns,
    frequency: 'daily',
    deliveryTime: '07:00',
    recipients: [`bench${n % 10}@example.com`],
    access: 'personal',
    state: 'active',
    nextRunAt: due,
  }))
  for (let start = 0; start < rows.length; start += 100) {
    await database.db.insert(pushReports).values(rows.slice(start, start + 100))
  }
  const [all] = await database.db.select({ total: sql<number>`count(*)::int` }).from(pushReports)
  console.log(`${count} reports due at ${due.toISOString()} (${all?.total ?? 0} push reports in all)`)
  await database.close()
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
