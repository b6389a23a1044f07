/**
 * Loads a generated manual of that many documents, in English and French, into the benefits company
 * (which has none) of a data folder the server has seeded, for the manual's search benchmark
 * (scripts/bench-manual.mjs). The server must not be running on the folder.
 *
 *   tsx scripts/bench-manual-data.ts <data folder> <documents>
 */
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { eq, sql } from 'drizzle-orm'
import { openDatabase } from '../src/server/db/client'
import { demoManual, loadManual, type ManualContent } from '../src/server/db/seed/manual'
import { companies } from '../src/server/db/schema'

/**
 * A manual of `count` documents made of the demo's: each takes the text of one demo document and a
 * section of another's, so the words are real and the documents differ.
 */
export function generatedManual(count: number): ManualContent {
  const sources = demoManual.documents
  const documents = Array.from({ length: count }, (_, i) => {
    const base = sources[i % sources.length]!
    const extra = sources[(i * 7 + 3) % sources.length]!
    const n = String(i + 1).padStart(5, '0')
    const section = (html: string) => html.split('<h2>').slice(1, 3).map((part) => `<h2>${part}`).join('')
    return {
      ...base,
      key: `generated-${n}`,
      number: `GEN-${n}`,
      title: { en: `${base.title.en} ${n}`, fr: `${base.title.fr} ${n}` },
      owner: base.owner,
      attachments: [],
      requiredForAllStaff: false,
      body: { en: base.body.en + section(extra.body.en), fr: base.body.fr + section(extra.body.fr) },
    }
  })
  return { ...demoManual, documents, requiredReadings: [] }
}

async function main() {
  const [folder, countText] = process.argv.slice(2)
  const count = Number(countText)
  if (!folder || !(count > 0)) throw new Error('usage: tsx scripts/bench-manual-data.ts <data folder> <documents>')
  const database = await openDatabase({ dataDir: join(resolve(folder), 'db') })
  const [benefits] = await database.db.select({ id: companies.id }).from(companies).where(eq(companies.code, 'benefits'))
  if (!benefits) throw new Error('The data folder is not seeded: start the server on it once first')
  await database.db.transaction((tx) => loadManual(tx, generatedManual(count), { companyId: benefits.id, now: new Date() }))
  await database.db.execute(sql`ANALYZE`)
  await database.close()
}

// Run as a script; imported (scripts/bench-compliance-data.ts), it only lends its generated manual.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
