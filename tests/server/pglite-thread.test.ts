import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../src/server/db/client'
import { ThreadedPglite } from '../../src/server/db/pglite-threaded'

// The server runs PGlite on its own thread; these check that the thread keeps PGlite's behaviour.
let thread: ThreadedPglite
beforeAll(async () => {
  thread = await ThreadedPglite.create({ dataDir: undefined, loadDataDir: undefined })
  await thread.exec('CREATE TABLE items (id serial PRIMARY KEY, name text UNIQUE NOT NULL, at timestamptz)')
})
afterAll(() => thread?.close())

describe('PGlite on its own thread', () => {
  it('answers queries with parameters, as objects or arrays, keeping text for the types asked', async () => {
    await thread.query('INSERT INTO items (name, at) VALUES ($1, $2)', ['first', '2026-11-23T10:00:00Z'])
    const objects = await thread.query('SELECT name, at FROM items WHERE name = $1', ['first'])
    expect(objects.rows).toEqual([{ name: 'first', at: new Date('2026-11-23T10:00:00Z') }])
    const arrays = await thread.query('SELECT name, at FROM items', [], { rowMode: 'array', parsers: { 1184: String } })
    expect(arrays.rows).toEqual([['first', '2026-11-23 10:00:00+00']])
    expect(arrays.fields.map((field) => field.name)).toEqual(['name', 'at'])
  })

  it('passes database errors on with their fields', async () => {
    const error = await thread.query('INSERT INTO items (name) VALUES ($1)', ['first']).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ code: '23505', constraint: 'items_name_key' })
    expect((error as Error).message).toMatch(/duplicate key/)
  })

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await thread.transaction(async (tx) => {
      await tx.query('INSERT INTO items (name) VALUES ($1)', ['kept'])
    })
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('INSERT INTO items (name) VALUES ($1)', ['dropped'])
        throw new Error('stop')
      }),
    ).rejects.toThrow('stop')
    const names = (await thread.query('SELECT name FROM items ORDER BY id')).rows
    expect(names).toEqual([{ name: 'first' }, { name: 'kept' }])
  })

  it('holds other queries until a transaction ends, as PGlite does', async () => {
    const order: string[] = []
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const transaction = thread.transaction(async (tx) => {
      await tx.query('UPDATE items SET name = $1 WHERE name = $2', ['renamed', 'kept'])
      order.push('updated')
      await held
      order.push('committing')
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    const outside = thread.query('SELECT name FROM items ORDER BY id').then((result) => {
      order.push('read')
      return result.rows
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(order).toEqual(['updated'])
    release()
    await transaction
    expect(await outside).toEqual([{ name: 'first' }, { name: 'renamed' }])
    expect(order).toEqual(['updated', 'committing', 'read'])
  })
})

describe('Drizzle over the thread', () => {
  let database: Database
  beforeAll(async () => {
    database = await openDatabase({ thread: true })
    await database.migrate()
  })
  afterAll(() => database?.close())

  it('migrates, runs nested transactions with savepoints, and dumps a database another thread can load', async () => {
    const { db } = database
    await db.transaction(async (tx) => {
      await tx.execute(sql`CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL)`)
      await tx.execute(sql`INSERT INTO notes (body) VALUES (${'outer'})`)
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`INSERT INTO notes (body) VALUES (${'inner'})`)
          throw new Error('undo the inner part')
        })
        .catch(() => undefined)
    })
    const rows = (await db.execute(sql`SELECT body FROM notes`)) as unknown as { rows: { body: string }[] }
    expect(rows.rows).toEqual([{ body: 'outer' }])

    const copy = await openDatabase({ thread: true, loadDataDir: await database.dump!() })
    try {
      const copied = (await copy.db.execute(sql`SELECT count(*)::int AS n FROM notes`)) as unknown as {
        rows: { n: number }[]
      }
      expect(copied.rows[0]?.n).toBe(1)
    } finally {
      await copy.close()
    }
  })
})
