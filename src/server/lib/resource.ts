import { msg } from '@lingui/core/macro'
import type { NamedInput, NamedRow } from '@shared/contract'
import { and, eq, ne, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { authed, type AuthedContext, type RequestContext } from './context'
import { fail, sqlState } from './errors'
import { defineList, type GridList, type ListSpec } from './list'

export const resourceMessages = {
  nameTaken: msg`This name is already used.`,
  notFound: msg`This record does not exist.`,
  id: msg`ID`,
  name: msg`English name`,
  nameFr: msg`French name`,
}

/** A table of a company's named records: a name and its French variant, each unique in the company. */
export type NamedTable = PgTable & Record<'id' | 'companyId' | 'name' | 'nameFr' | 'updatedAt', PgColumn>

/** The five operations of an administration resource, on the caller's company's records. */
export interface NamedResource {
  /** Its grid list (not exported). */
  list: GridList<NamedRow>
  read(ctx: RequestContext, id: number): Promise<NamedRow>
  create(ctx: RequestContext, input: NamedInput): Promise<NamedRow>
  update(ctx: RequestContext, id: number, input: NamedInput): Promise<NamedRow>
  remove(ctx: RequestContext, id: number): Promise<void>
}

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = /^23505$/

/**
 * The records of a table of named records, for the signed-in caller's company: the list, and create,
 * read, update and delete with names kept unique in each language (409 naming the field).
 */
export function namedResource(table: NamedTable): NamedResource {
  const fields = { id: table.id, name: table.name, name_fr: table.nameFr }
  const spec: ListSpec = {
    columns: [
      { name: 'id', label: resourceMessages.id, type: 'number', expr: table.id, hidden: true },
      { name: 'name', label: resourceMessages.name, type: 'string', expr: table.name, searchable: true },
      { name: 'name_fr', label: resourceMessages.nameFr, type: 'string', expr: table.nameFr, searchable: true },
    ],
    defaultSort: 'name',
    tiebreak: table.id,
  }
  const ownedBy = (ctx: AuthedContext): SQL => eq(table.companyId, ctx.identity.company.id)
  const one = (ctx: AuthedContext, id: number) => and(ownedBy(ctx), eq(table.id, id)) as SQL

  /** 409 when another record of the company has either name, in any case. */
  async function checkNames(ctx: AuthedContext, input: NamedInput, id?: number) {
    const others = id === undefined ? ownedBy(ctx) : (and(ownedBy(ctx), ne(table.id, id)) as SQL)
    const taken = async (column: PgColumn, value: string) => {
      const rows = await ctx.db
        .select({ id: table.id })
        .from(table)
        .where(and(others, sql`lower(${column}) = lower(${value})`))
        .limit(1)
      return rows.length > 0
    }
    const errors: Record<string, string> = {}
    if (await taken(table.name, input.name)) errors.name = ctx.t(resourceMessages.nameTaken)
    if (input.name_fr && (await taken(table.nameFr, input.name_fr))) errors.name_fr = ctx.t(resourceMessages.nameTaken)
    if (Object.keys(errors).length) fail(409, resourceMessages.nameTaken, { code: 'NAME_EXISTS', errors })
  }

  /** Writes a record; one written at the same moment with the same name is told as checkNames tells it. */
  async function write(ctx: AuthedContext, input: NamedInput, id: number | undefined, run: () => Promise<NamedRow[]>) {
    await checkNames(ctx, input, id)
    try {
      const [row] = await run()
      if (!row) fail(404, resourceMessages.notFound, { code: 'NOT_FOUND' })
      return row
    } catch (error) {
      if (!sqlState(error, UNIQUE_VIOLATION)) throw error
      await checkNames(ctx, input, id)
      throw error
    }
  }

  const values = (input: NamedInput) => ({ name: input.name, nameFr: input.name_fr ?? null })

  async function read(ctx: AuthedContext, id: number): Promise<NamedRow> {
    const [row] = await ctx.db.select(fields).from(table).where(one(ctx, id)).limit(1)
    if (!row) fail(404, resourceMessages.notFound, { code: 'NOT_FOUND' })
    return row as NamedRow
  }

  return {
    list: defineList({
      view: (ctx) => ({ spec, table, fields, scope: ownedBy(authed(ctx)) }),
    }),

    read: (ctx, id) => read(authed(ctx), id),

    async create(ctx, input) {
      const me = authed(ctx)
      return write(me, input, undefined, async () => {
        const record = { companyId: me.identity.company.id, ...values(input), createdAt: me.now, updatedAt: me.now }
        return (await me.db.insert(table).values(record as never).returning(fields)) as NamedRow[]
      })
    },

    async update(ctx, id, input) {
      const me = authed(ctx)
      await read(me, id)
      return write(me, input, id, async () => {
        const changes = { ...values(input), updatedAt: me.now }
        return (await me.db.update(table).set(changes as never).where(one(me, id)).returning(fields)) as NamedRow[]
      })
    },

    async remove(ctx, id) {
      const me = authed(ctx)
      const removed = await me.db.delete(table).where(one(me, id)).returning({ id: table.id })
      if (removed.length === 0) fail(404, resourceMessages.notFound, { code: 'NOT_FOUND' })
    },
  }
}
