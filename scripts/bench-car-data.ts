/**
 * Loads a year of corrective action requests into the freight company of a data folder the server has
 * seeded, for the CAR benchmark (scripts/bench-car.mjs): that many CARs raised evenly over the 365 days
 * before today, in every status (most of the older ones closed), spread over the seeded terminals,
 * departments, problem types, root causes and staff, each with its status history row and, when closed,
 * its effectiveness check. The server must not be running on the folder.
 *
 *   tsx scripts/bench-car-data.ts <data folder> <cars>
 */
import { join, resolve } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { openDatabase } from '../src/server/db/client'
import { companies } from '../src/server/db/schema'

async function main() {
  const [folder, carsText] = process.argv.slice(2)
  const total = Number(carsText)
  if (!folder || !(total > 0)) throw new Error('usage: tsx scripts/bench-car-data.ts <data folder> <cars>')
  const database = await openDatabase({ dataDir: join(resolve(folder), 'db') })
  const [freight] = await database.db.select({ id: companies.id }).from(companies).where(eq(companies.code, 'freight'))
  if (!freight) throw new Error('The data folder is not seeded: start the server on it once first')
  const companyId = freight.id

  await database.db.transaction(async (tx) => {
    // The choices, numbered from 0 so that n % count picks one.
    await tx.execute(sql`
      CREATE TEMP TABLE bench_refs ON COMMIT DROP AS
      SELECT kind, id, row_number() OVER (PARTITION BY kind ORDER BY id) - 1 AS i, count(*) OVER (PARTITION BY kind) AS n FROM (
        SELECT 'terminal' AS kind, id FROM car_terminals WHERE company_id = ${companyId}
        UNION ALL SELECT 'department', id FROM car_departments WHERE company_id = ${companyId}
        UNION ALL SELECT 'problem', id FROM car_problem_types WHERE company_id = ${companyId}
        UNION ALL SELECT 'cause', id FROM car_root_causes WHERE company_id = ${companyId}
        UNION ALL SELECT 'source', id FROM car_sources WHERE company_id = ${companyId}
        UNION ALL SELECT 'person', id FROM users WHERE company_id = ${companyId} AND mt_type IN ('ADMIN', 'EMPLOYEE', 'SALES') AND status = 'Active'
      ) refs`)
    const pick = (kind: string, n: ReturnType<typeof sql>) =>
      sql`(SELECT r.id FROM bench_refs r WHERE r.kind = ${kind} AND r.i = (${n}) % r.n)`
    // Older CARs are mostly closed; the last weeks' are spread over the open statuses.
    await tx.execute(sql`
      CREATE TEMP TABLE bench_cars ON COMMIT DROP AS
      SELECT g AS n, (current_date - 365 + (g * 365 / ${total}))::date AS requested,
        CASE
          WHEN g * 365 / ${total} < 300 AND g % 10 < 8 THEN 'Closed'
          ELSE (ARRAY['Draft', 'Awaiting Assignment', 'Assigned', 'Rejected', 'Awaiting Approver 1', 'Awaiting Approver 2', 'Closed'])[1 + g % 7]
        END AS status
      FROM generate_series(1, ${total}) g`)
    await tx.execute(sql`
      INSERT INTO cars (company_id, car_number, status, title, description, problem_type_id, root_cause_id, source_id,
        department_id, terminal_id, requested_date, due_date, requester_id, assignee_id, approver_1_id, approver_2_id,
        approver_1_date, approver_2_date, whys, containment_action, corrective_action, version, created_at, updated_at, closed_at)
      SELECT ${companyId}, 'CAR-B' || extract(year FROM b.requested) || '-' || lpad(b.n::text, 5, '0'), b.status,
        'Generated CAR ' || b.n, 'A generated corrective action request for the benchmark.',
        ${pick('problem', sql`b.n`)},
        CASE WHEN b.status IN ('Draft', 'Awaiting Assignment') OR b.n % 9 = 0 THEN NULL ELSE ${pick('cause', sql`b.n / 3`)} END,
        ${pick('source', sql`b.n`)}, ${pick('department', sql`b.n / 2`)}, ${pick('terminal', sql`b.n / 5`)},
        b.requested, b.requested + 30 + b.n % 30,
        ${pick('person', sql`b.n`)},
        CASE WHEN b.status IN ('Draft', 'Awaiting Assignment') THEN NULL ELSE ${pick('person', sql`b.n + 1`)} END,
        CASE WHEN b.status IN ('Draft', 'Awaiting Assignment', 'Assigned') THEN NULL ELSE ${pick('person', sql`b.n + 2`)} END,
        CASE WHEN b.status IN ('Awaiting Approver 2', 'Closed') THEN ${pick('person', sql`b.n + 3`)} END,
        CASE WHEN b.status IN ('Awaiting Approver 2', 'Closed') THEN b.requested + 20 END,
        CASE WHEN b.status = 'Closed' THEN b.requested + 25 + b.n % 20 END,
        ARRAY['It happened', 'Because of this'], 'Contained.', 'Corrected.', 3,
        b.requested, b.requested, CASE WHEN b.status = 'Closed' THEN b.requested + 25 + b.n % 20 END
      FROM bench_cars b`)
    await tx.execute(sql`
      INSERT INTO car_status_history (car_id, from_status, to_status, action, actor_id, created_at)
      SELECT id, NULL, 'Draft', 'create', requester_id, created_at FROM cars WHERE company_id = ${companyId} AND car_number LIKE 'CAR-B%'`)
    await tx.execute(sql`
      INSERT INTO car_effectiveness_checks (company_id, car_id, checker_id, days, due_date, rating, checked_at, reminder_at, created_at)
      SELECT company_id, id, requester_id, 30, (closed_at AT TIME ZONE 'UTC')::date + 30,
        CASE WHEN closed_at < now() - interval '40 days' THEN 'effective' END,
        CASE WHEN closed_at < now() - interval '40 days' THEN closed_at + interval '30 days' END,
        closed_at + interval '30 days', closed_at
      FROM cars WHERE company_id = ${companyId} AND car_number LIKE 'CAR-B%' AND status = 'Closed'`)
    // The generated CARs have had their reminders: the job has nothing to catch up on.
    await tx.execute(sql`UPDATE cars SET due_reminder_at = now(), overdue_reminder_at = now() WHERE car_number LIKE 'CAR-B%'`)
  })
  await database.db.execute(sql`ANALYZE`)
  await database.db.execute(sql`VACUUM cars`)
  await database.close()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
