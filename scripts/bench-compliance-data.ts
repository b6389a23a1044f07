/**
 * Loads a compliance load into the benefits company of a data folder the server has seeded, for the
 * compliance benchmark (scripts/bench-compliance.mjs): a generated manual of that many documents, that
 * many staff readers spread over 20 groups, every document required of every staff account and each
 * group reading a few more of its own, and about seven readers in ten having acknowledged each document's
 * revision in force. The server must not be running on the folder.
 *
 *   tsx scripts/bench-compliance-data.ts <data folder> <users> <documents>
 */
import { join, resolve } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { openDatabase } from '../src/server/db/client'
import { companies } from '../src/server/db/schema'
import { loadManual } from '../src/server/db/seed/manual'
import { generatedManual } from './bench-manual-data'

const GROUPS = 20

async function main() {
  const [folder, usersText, documentsText] = process.argv.slice(2)
  const readers = Number(usersText)
  const documents = Number(documentsText)
  if (!folder || !(readers > 0) || !(documents > 0)) throw new Error('usage: tsx scripts/bench-compliance-data.ts <data folder> <users> <documents>')
  const database = await openDatabase({ dataDir: join(resolve(folder), 'db') })
  const [benefits] = await database.db.select({ id: companies.id }).from(companies).where(eq(companies.code, 'benefits'))
  if (!benefits) throw new Error('The data folder is not seeded: start the server on it once first')
  const companyId = benefits.id
  const now = new Date()

  await database.db.transaction(async (tx) => {
    // Bulk rows go in without their triggers (the reading states' and the foreign keys'), and the reading
    // states are worked out once at the end, as migration 0013 does for the rows already there.
    await tx.execute(sql`SET LOCAL session_replication_role = replica`)
    await loadManual(tx, generatedManual(documents), { companyId, now })

    // The readers: copies of the benefits company's employee, each with its own name.
    await tx.execute(sql`
      CREATE TEMP TABLE generated_readers ON COMMIT DROP AS
      SELECT u.*, g AS n FROM users u CROSS JOIN generate_series(1, ${readers}) g
      WHERE u.company_id = ${companyId} AND u.username = 'bemployee'`)
    await tx.execute(sql`
      UPDATE generated_readers SET id = nextval(pg_get_serial_sequence('users', 'id')),
        username = 'reader' || lpad(n::text, 5, '0'), email = 'reader' || lpad(n::text, 5, '0') || '@northway.example',
        fname = 'Reader', lname = lpad(n::text, 5, '0')`)
    await tx.execute(sql`ALTER TABLE generated_readers DROP COLUMN n`)
    await tx.execute(sql`INSERT INTO users SELECT * FROM generated_readers`)

    // Twenty groups of readers, each reader in one.
    await tx.execute(sql`
      INSERT INTO user_groups (company_id, code, name, name_fr, style)
      SELECT ${companyId}, 'BNF-TEAM-' || lpad(g::text, 2, '0'), 'Team ' || g, 'Équipe ' || g, 'benefits'
      FROM generate_series(1, ${GROUPS}) g`)
    await tx.execute(sql`
      INSERT INTO memberships (user_id, group_id, sequence)
      SELECT u.id, ug.id, 0 FROM users u
      JOIN user_groups ug ON ug.company_id = u.company_id
        AND ug.code = 'BNF-TEAM-' || lpad((substring(u.username FROM 7)::int % ${GROUPS} + 1)::text, 2, '0')
      WHERE u.company_id = ${companyId} AND u.username LIKE 'reader%'`)

    // Every document for every staff account, and each group a few more of its own.
    await tx.execute(sql`
      INSERT INTO manual_assignments (company_id, node_id, group_id, due_date, created_at)
      SELECT ${companyId}, n.id, NULL, current_date + (n.id % 60) - 30, ${now}
      FROM manual_nodes n WHERE n.company_id = ${companyId} AND n.kind = 'document'`)
    await tx.execute(sql`
      INSERT INTO manual_assignments (company_id, node_id, group_id, due_date, created_at)
      SELECT ${companyId}, n.id, ug.id, current_date + 14, ${now}
      FROM manual_nodes n JOIN user_groups ug ON ug.company_id = n.company_id AND ug.code LIKE 'BNF-TEAM-%'
      WHERE n.company_id = ${companyId} AND n.kind = 'document' AND (n.id + ug.id) % 10 = 0`)

    // About seven readers in ten acknowledged each document's published revision.
    await tx.execute(sql`
      INSERT INTO manual_acknowledgements (company_id, user_id, node_id, revision_id, lang, revision_number, content_hash, read_at)
      SELECT ${companyId}, u.id, r.node_id, r.id, r.lang, r.number, md5(r.id::text), ${now}::timestamptz - ((u.id + r.node_id) % 90) * interval '1 day'
      FROM users u JOIN manual_revisions r ON r.lang = 'en' AND r.status = 'published'
      JOIN manual_nodes n ON n.id = r.node_id AND n.company_id = ${companyId}
      WHERE u.company_id = ${companyId} AND u.username LIKE 'reader%' AND (u.id * 7 + r.node_id * 13) % 10 < 7`)
    await tx.execute(sql`SET LOCAL session_replication_role = origin`)
    await tx.execute(sql`ANALYZE`)
    await tx.execute(sql`SELECT manual_refresh_reading_states(NULL, NULL)`)
  })
  await database.db.execute(sql`ANALYZE`)
  await database.close()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
