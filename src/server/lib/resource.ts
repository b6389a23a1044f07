import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { NamedInput, NamedRow } from '@shared/contract'
import { and, eq, ne, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { authed, type AuthedContext, type RequestContext } from './context'
import { fail, sqlState } from './errors'
import { defineList, type GridList, type ListSpec } from './list'
import { noteChange } from './trail'

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

/** What a table of named records may add to the five operations. */
export interface NamedResourceOptions {
  /** Why a record cannot be deleted yet (other records name it), or null: 409 `IN_USE` saying why. */
  inUse?(ctx: AuthedContext, id: number): Promise<InUse | null>
}

/** PostgreSQL's foreign_key_violation: a record named meanwhile by another. */
const FOREIGN_KEY_VIOLATION = /^23503$/

/**
 * The records of a table of named records, for the signed-in caller's company: the list, and create,
 * read, update and delete with names kept unique in each language (409 naming the field), and a record
 * still in use kept (409 `IN_USE`).
 */
export function namedResource(table: NamedTable, options: NamedResourceOptions = {}): NamedResource {
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
      if (options.inUse) {
        await read(me, id)
        const used = await options.inUse(me, id)
        if (used) fail(409, used.message, { code: 'IN_USE', values: used.values })
      }
      let removed: { id: number }[]
      try {
        removed = (await me.db.delete(table).where(one(me, id)).returning({ id: table.id })) as { id: number }[]
      } catch (error) {
        // Named by another record between the check and the delete.
        if (!options.inUse || !sqlState(error, FOREIGN_KEY_VIOLATION)) throw error
        const used = await options.inUse(me, id)
        fail(409, used?.message ?? adminResourceMessages.inUse, { code: 'IN_USE', values: used?.values })
      }
      if (removed.length === 0) fail(404, resourceMessages.notFound, { code: 'NOT_FOUND' })
    },
  }
}

/** The calls of an administration resource a module offers: list and read always. */
export interface Resource<Row extends object, Input> {
  list: GridList<Row>
  read(ctx: RequestContext, id: number): Promise<Row>
  create?(ctx: RequestContext, input: Input): Promise<Row>
  update?(ctx: RequestContext, id: number, input: Input): Promise<Row>
  remove?(ctx: RequestContext, id: number): Promise<void>
}

/** A value another record of the company may not have: the input's field, its column, and the message. */
export interface UniqueField<Input> {
  field: keyof Input & string
  column: PgColumn | SQL
  message: MessageDescriptor
  /** Compared in any case (names); exact otherwise. */
  anyCase?: boolean
}

/** Why a record cannot be deleted yet, told to the caller (409 IN_USE). */
export interface InUse {
  message: MessageDescriptor
  values?: Record<string, string | number>
}

/** What `tableResource` needs to know of a company's table of records. */
export interface TableResourceConfig<Input> {
  /** The name the audit trail gives it ('tag'). */
  name: string
  table: PgTable & Record<'id' | 'companyId', PgColumn>
  /** The list's columns (and the answer's fields, computed values included: arrays as JSON). */
  spec: ListSpec
  fields: Record<string, PgColumn | SQL>
  /** Rows the caller sees besides the company's (a deleted node's `deleted_at IS NOT NULL`). */
  scope?: (ctx: AuthedContext) => SQL | undefined
  unique?: UniqueField<Input>[]
  /** Checks the input against other records (400 on a field) before anything is written. */
  check?(ctx: AuthedContext, input: Input, id?: number): Promise<void>
  /** The table's own values of the input (the company is added). */
  values?(ctx: AuthedContext, input: Input): Record<string, unknown>
  /** Writes what belongs to the record elsewhere (a group's members) once it is written. */
  after?(ctx: AuthedContext, id: number, input: Input): Promise<void>
  /** Why the record cannot be deleted yet, or null. */
  inUse?(ctx: AuthedContext, id: number): Promise<InUse | null>
  /** Writes the record itself, where it is not one row of `table` (a user's roles); answers its id. */
  insert?(ctx: AuthedContext, input: Input): Promise<number>
  remove?(ctx: AuthedContext, id: number): Promise<void>
}

export const adminResourceMessages = {
  inUse: msg`This record is still in use.`,
}

/**
 * An administration resource over a table of the caller's company: the grid list, and read, create,
 * update and delete with the values unique per company (409 `NAME_EXISTS` naming the fields), the
 * input's references checked, records still in use kept (409 `IN_USE` saying why), and the values
 * before and after each change told to the audit trail.
 */
export function tableResource<Row extends object, Input>(config: TableResourceConfig<Input>): Required<Resource<Row, Input>> {
  const { table } = config
  const ownedBy = (ctx: AuthedContext): SQL => {
    const extra = config.scope?.(ctx)
    return (extra ? and(eq(table.companyId, ctx.identity.company.id), extra) : eq(table.companyId, ctx.identity.company.id)) as SQL
  }
  const one = (ctx: AuthedContext, id: number) => and(ownedBy(ctx), eq(table.id, id)) as SQL

  // Read as the list reads (a plain statement): the fields' SQL names the table's columns in full.
  const select = sql.join(
    Object.entries(config.fields).map(([key, expr]) => sql`${expr} AS ${sql.identifier(key)}`),
    sql`, `,
  )
  async function read(ctx: AuthedContext, id: number): Promise<Row> {
    const result = await ctx.db.execute(sql`SELECT ${select} FROM ${table} WHERE ${one(ctx, id)} LIMIT 1`)
    const [row] = (result as unknown as { rows: Row[] }).rows
    if (!row) fail(404, resourceMessages.notFound, { code: 'NOT_FOUND' })
    return row as Row
  }

  async function checkUnique(ctx: AuthedContext, input: Input, id?: number) {
    const errors: Record<string, string> = {}
    for (const unique of config.unique ?? []) {
      const value = input[unique.field]
      if (value === undefined || value === null || value === '') continue
      const same = unique.anyCase ? sql`lower(${unique.column}) = lower(${String(value)})` : sql`${unique.column} = ${value}`
      const others = id === undefined ? ownedBy(ctx) : (and(ownedBy(ctx), ne(table.id, id)) as SQL)
      const rows = await ctx.db.select({ id: table.id }).from(table).where(and(others, same)).limit(1)
      if (rows.length) errors[unique.field] = ctx.t(unique.message)
    }
    const [first] = Object.keys(errors)
    if (first) {
      const descriptor = config.unique?.find((unique) => unique.field === first)?.message ?? resourceMessages.nameTaken
      fail(409, descriptor, { code: 'NAME_EXISTS', errors })
    }
  }

  async function write(ctx: AuthedContext, input: Input, id: number | undefined, run: () => Promise<number>) {
    await checkUnique(ctx, input, id)
    await config.check?.(ctx, input, id)
    let written: number
    try {
      written = await run()
    } catch (error) {
      if (!sqlState(error, UNIQUE_VIOLATION)) throw error
      // Written at the same moment with the same value: told as checkUnique tells it.
      await checkUnique(ctx, input, id)
      throw error
    }
    await config.after?.(ctx, written, input)
    return written
  }

  return {
    list: defineList({ view: (ctx) => ({ spec: config.spec, table, fields: config.fields, scope: ownedBy(authed(ctx)) }) }),
    read: (ctx, id) => read(authed(ctx), id),
    async create(ctx, input) {
      const me = authed(ctx)
      const id = await write(me, input, undefined, async () => {
        if (config.insert) return config.insert(me, input)
        const record = { companyId: me.identity.company.id, ...config.values?.(me, input) }
        const [row] = (await me.db.insert(table).values(record as never).returning({ id: table.id })) as { id: number }[]
        return row?.id as number
      })
      const row = await read(me, id)
      noteChange(me, { resource: config.name, recordId: id, action: 'create', new: row })
      return row
    },
    async update(ctx, id, input) {
      const me = authed(ctx)
      const before = await read(me, id)
      await write(me, input, id, async () => {
        const changes = config.values?.(me, input) ?? {}
        if ('updatedAt' in table) Object.assign(changes, { updatedAt: me.now })
        if (Object.keys(changes).length) await me.db.update(table).set(changes as never).where(one(me, id))
        return id
      })
      const row = await read(me, id)
      noteChange(me, { resource: config.name, recordId: id, action: 'update', old: before, new: row })
      return row
    },
    async remove(ctx, id) {
      const me = authed(ctx)
      const before = await read(me, id)
      const used = await config.inUse?.(me, id)
      if (used) fail(409, used.message, { code: 'IN_USE', values: used.values })
      if (config.remove) await config.remove(me, id)
      else await me.db.delete(table).where(one(me, id))
      noteChange(me, { resource: config.name, recordId: id, action: 'delete', old: before })
    },
  }
}
