import type { MessageDescriptor } from '@lingui/core'
import { type AnyColumn, type SQL, and, asc, desc, not, or, sql } from 'drizzle-orm'
import type { RequestContext } from '../http/context'
import { fieldMessages } from '@shared/validation'
import { invalidFields } from '../http/validate'

/** A column a list can filter, search and sort on. */
export interface ListColumn {
  name: string
  label: MessageDescriptor
  type: 'string' | 'number' | 'date' | 'datetime' | 'boolean'
  expr: AnyColumn | SQL
  /** Part of the generic search (text columns only). */
  searchable?: boolean
}

export interface ListSpec {
  columns: ListColumn[]
  /** Sort when none is asked for, such as '-created_at'. */
  defaultSort: string
  /** Appended to every sort so pages never overlap. */
  tiebreak: AnyColumn
}

export interface ListPage {
  where: SQL | undefined
  orderBy: SQL[]
  limit: number
  offset: number
}

const RESERVED = new Set(['limit', 'offset', 'sort', 'mttable_generic_search', 'company'])
const TEXT_OPS = ['icontains', 'iexact', 'istartswith', 'iendswith'] as const
const COMPARE_OPS = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const
const MAX_SORTS = 3

/** LIKE wildcards in user text are literal. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

function textExpr(column: ListColumn): SQL | AnyColumn {
  return column.type === 'string' ? column.expr : sql`(${column.expr})::text`
}

function like(column: ListColumn, op: (typeof TEXT_OPS)[number], value: string): SQL {
  const text = escapeLike(value)
  const pattern = { icontains: `%${text}%`, iexact: text, istartswith: `${text}%`, iendswith: `%${text}` }[op]
  return sql`${textExpr(column)} ILIKE ${pattern}`
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

function typedValue(ctx: RequestContext, column: ListColumn, key: string, value: string): string | number {
  if (column.type === 'number') {
    const number = Number(value)
    if (value.trim() === '' || Number.isNaN(number)) throw invalidFields({ [key]: ctx.t(fieldMessages.number) })
    return number
  }
  if (column.type === 'date' || column.type === 'datetime') {
    if (!DATE.test(value.slice(0, 10)) || Number.isNaN(Date.parse(value))) {
      throw invalidFields({ [key]: ctx.t(fieldMessages.date) })
    }
  }
  return value
}

function filterFor(ctx: RequestContext, column: ListColumn, key: string, op: string, value: string): SQL | undefined {
  const negate = op.endsWith('!')
  const base = negate ? op.slice(0, -1) : op
  let condition: SQL | undefined
  if ((TEXT_OPS as readonly string[]).includes(base)) {
    condition = like(column, base as (typeof TEXT_OPS)[number], value)
  } else if (base in COMPARE_OPS) {
    const operator = sql.raw(COMPARE_OPS[base as keyof typeof COMPARE_OPS])
    condition = sql`${column.expr} ${operator} ${typedValue(ctx, column, key, value)}`
  } else if (base === 'daterange') {
    const [from, to] = value.split(/[,|]/).map((part) => part.trim())
    const parts: SQL[] = []
    if (from) parts.push(sql`${column.expr} >= ${typedValue(ctx, column, key, from)}`)
    // The end day is inclusive: compare with the next day.
    if (to) parts.push(sql`${column.expr} < (${typedValue(ctx, column, key, to)}::date + 1)`)
    condition = and(...parts)
  } else if (base === 'in') {
    const values = value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
    if (values.length === 0) return undefined
    condition = sql`${textExpr(column)} IN (${sql.join(
      values.map((item) => sql`${item}`),
      sql`, `,
    )})`
  } else if (base === '') {
    condition = sql`${textExpr(column)} = ${value}`
  } else {
    return undefined
  }
  return negate && condition ? not(condition) : condition
}

/** Document 2 section 7: paging, sorting, the generic search and the column filter suffixes. */
export function listPage(ctx: RequestContext, spec: ListSpec, query: Record<string, unknown>): ListPage {
  const byName = new Map(spec.columns.map((column) => [column.name, column]))
  const conditions: SQL[] = []

  for (const [key, raw] of Object.entries(query)) {
    if (RESERVED.has(key) || typeof raw !== 'string') continue
    const [name = '', op = ''] = key.split('__')
    const column = byName.get(name)
    if (!column) continue
    const condition = filterFor(ctx, column, key, op, raw)
    if (condition) conditions.push(condition)
  }

  const generic = typeof query.mttable_generic_search === 'string' ? query.mttable_generic_search : ''
  const searches = generic
    .split('|')
    .map((pair) => {
      const at = pair.indexOf('=')
      const column = byName.get(pair.slice(0, at))
      const text = pair.slice(at + 1).trim()
      return at > 0 && column?.searchable && text ? like(column, 'icontains', text) : undefined
    })
    .filter((condition): condition is SQL => condition !== undefined)
  if (searches.length) conditions.push(or(...searches) as SQL)

  const sortText = typeof query.sort === 'string' && query.sort ? query.sort : spec.defaultSort
  const orderBy = sortText
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .slice(0, MAX_SORTS)
    .flatMap((part) => {
      const column = byName.get(part.replace(/^-/, ''))
      if (!column) return []
      return [part.startsWith('-') ? desc(column.expr) : asc(column.expr)]
    })
  orderBy.push(asc(spec.tiebreak))

  return {
    where: conditions.length ? and(...conditions) : undefined,
    orderBy,
    limit: Number(query.limit ?? 20),
    offset: Number(query.offset ?? 0),
  }
}

/** The columns and columns_details of a list answer, labels in the request's language. */
export function listColumns(ctx: RequestContext, spec: ListSpec) {
  return {
    columns: spec.columns.map((column) => column.name),
    columns_details: spec.columns.map((column) => ({
      name: column.name,
      label: ctx.t(column.label),
      field: column.name,
      type: column.type,
      searchable: !!column.searchable,
    })),
  }
}
