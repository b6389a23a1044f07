import { type Database, openDatabase } from '@server/db/client'
import { foldTreeChanges } from '@server/modules/authoring/tree'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './harness'

// The authoring tree is kept in memory between changes of the manual. Whatever changes the manual (this
// server, another instance, a statement typed by hand) shows in the next tree, and folding the marks of
// changes at night leaves a kept tree good.

let server: TestServer
let token: string
/** Where the changes are made: on PostgreSQL a connection of its own, as another instance would have. */
let elsewhere: Database

interface TreeNode {
  id: number
  kind: string
  title: string
  stagings: { lang: string; status: string }[]
  children: TreeNode[]
}

beforeAll(async () => {
  server = await startServer({}, { jobs: { work: false } })
  token = (await server.login('admin')).token
  elsewhere = server.databaseUrl ? await openDatabase({ databaseUrl: server.databaseUrl }) : server.database
})
afterAll(async () => {
  if (elsewhere !== server?.database) await elsewhere?.close()
  await server?.close()
})

async function tree(): Promise<TreeNode[]> {
  const answer = await server.call('GET', 'qpm/authoring/view/tree', { token })
  expect(answer.status).toBe(200)
  const all: TreeNode[] = []
  const walk = (nodes: TreeNode[]) => nodes.forEach((node) => (all.push(node), walk(node.children)))
  walk(answer.body.nodes)
  return all
}

const section = async () => (await tree()).find((node) => node.kind === 'section')!
const titleOf = async (id: number) => (await tree()).find((node) => node.id === id)?.title
const marks = async () => {
  const result = await server.database.db.execute(sql`SELECT count(*)::int AS rows, coalesce(sum(weight), 0)::text AS seen FROM manual_tree_changes`)
  return (result as unknown as { rows: [{ rows: number; seen: string }] }).rows[0]
}

/** Renames a node with the marks' trigger off: a change no mark of changes records. */
async function renameUnseen(id: number, title: string) {
  await elsewhere.db.execute(sql`ALTER TABLE manual_nodes DISABLE TRIGGER manual_nodes_tree_changed`)
  try {
    await elsewhere.db.execute(sql`UPDATE manual_nodes SET title = ${title} WHERE id = ${id}`)
  } finally {
    await elsewhere.db.execute(sql`ALTER TABLE manual_nodes ENABLE TRIGGER manual_nodes_tree_changed`)
  }
}

describe('the authoring tree kept between changes', () => {
  it('answers the kept tree while nothing changed, and a change made by another connection at once', async () => {
    const { id, title } = await section()
    // A change the marks do not see proves the tree is the kept one.
    await renameUnseen(id, 'Unseen by the marks')
    expect(await titleOf(id)).toBe(title)
    // A change made as any instance makes it is in the next tree.
    await elsewhere.db.execute(sql`UPDATE manual_nodes SET title = 'Renamed elsewhere' WHERE id = ${id}`)
    expect(await titleOf(id)).toBe('Renamed elsewhere')
    await elsewhere.db.execute(sql`UPDATE manual_nodes SET title = ${title} WHERE id = ${id}`)
    expect(await titleOf(id)).toBe(title)
  })

  it('shows a change to a revision or a staging, through the API or not', async () => {
    const document = (await tree()).find((node) => node.kind === 'document' && node.stagings.length === 0)!
    await elsewhere.db.execute(sql`UPDATE manual_revisions SET title = 'Retitled revision' WHERE node_id = ${document.id} AND status = 'published'`)
    expect(await titleOf(document.id)).toBe('Retitled revision')
    const created = await server.call('POST', `qpm/authoring/document/staging/${document.id}`, { token, json: { lang: 'fr' } })
    expect(created.status).toBe(200)
    const after = (await tree()).find((node) => node.id === document.id)!
    expect(after.stagings).toEqual([expect.objectContaining({ lang: 'fr', status: 'draft' })])
  })

  it('keeps the sum of the marks when they are folded, so a kept tree stays good', async () => {
    await tree()
    const before = await marks()
    expect(before.rows).toBeGreaterThan(1)
    await foldTreeChanges(server.database.db)
    expect(await marks()).toEqual({ rows: 1, seen: before.seen })
    const { id, title } = await section()
    await elsewhere.db.execute(sql`UPDATE manual_nodes SET title = 'After the folding' WHERE id = ${id}`)
    expect(await titleOf(id)).toBe('After the folding')
    await elsewhere.db.execute(sql`UPDATE manual_nodes SET title = ${title} WHERE id = ${id}`)
  })

  it('builds the tree again on a new day, when a review may have fallen due', async () => {
    const { id, title } = await section()
    await renameUnseen(id, 'Seen the next day')
    expect(await titleOf(id)).toBe(title)
    server.clock.advance(86_400_000)
    token = (await server.login('admin')).token
    expect(await titleOf(id)).toBe('Seen the next day')
  })
})
