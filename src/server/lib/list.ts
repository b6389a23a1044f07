import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { type CellDisplayType, MAX_SORT_KEYS, NO_MATCH_SENTINEL } from '@shared/constants'
import { LIST_TEXT_MAX, MAX_OFFSET } from '@shared/contract'
import { isDateText, isTimeText } from '@shared/format/dateText'
import { fieldMessages, hasForbiddenCharacters, isYearInRange, YEAR_RANGE } from '@shared/validation'
import { and, type AnyColumn, asc, Column, desc, is, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { RequestContext } from './context'
import { invalidFields } from './errors'

/** A column a list can filter, search and sort on. */
export interface ListColumn {
  name: string
  label: MessageDescriptor
  /** How filters read the column's values. */
  type: 'string' | 'number' | 'date' | 'datetime' | 'boolean'
  expr: AnyColumn | SQL
  /** Part of the generic search (text columns only). */
  searchable?: boolean
  /** The cell display type sent in columns_details; `type` when unset. */
  display?: CellDisplayType
  /** ONE_OF choices (values are the stored ones). */
  options?: readonly { label: MessageDescriptor; value: string }[]
  editable?: boolean
  /** Max length of an editable cell. */
  size?: number
  decimals?: number
  /** Link columns: a path template such as '{trace_link}'. */
  link?: string
  /** The row member the cell shows, when not the column's own (a link's text); the column's name by default. */
  field?: string
  /** Hidden until the user shows it (the grid's table preferences). */
  hidden?: boolean
  /**
   * A name another table holds, shown by the id the row keeps (a CAR's terminal): the column's filters
   * and searches read that table's names (`name`, written on `alias`) and keep the rows whose `id` is
   * among the matches, so an index on the id serves them rather than a lookup per row. `expr` still
   * gives the shown value and the sort.
   */
  lookup?: { id: AnyColumn | SQL; table: PgTable; alias: string; name: SQL }
}

export interface ListSpec {
  columns: ListColumn[]
  /** Sort when none is asked for, such as '-created_at'. */
  defaultSort: string
  /** Appended to every sort so pages never overlap. */
  tiebreak: AnyColumn
  /**
   * Query keys the list reads itself, each a choice of named conditions (CAR's `quick=mine`): they apply
   * to the page, the export and the push reports alike; a choice not offered answers 400 on the key.
   */
  namedFilters?: Record<string, Record<string, SQL>>
}

export interface SortKey {
  expr: AnyColumn | SQL
  desc: boolean
}

export interface ListPage {
  where: SQL | undefined
  orderBy: SQL[]
  /** The same order as keys, the tiebreak last (keyset paging reads these). */
  sorts: SortKey[]
  limit: number
  offset: number
}

export const listMessages = {
  unknownSort: msg`Unknown sort column: {name}`,
  tooManySorts: msg`Sort by at most {max} columns`,
  filterNotApplicable: msg`This filter does not apply to this column`,
  yesNo: msg`Use Y or N`,
  unknownChoice: msg`Choose one of the values offered.`,
}

const RESERVED = new Set(['limit', 'offset', 'sort', 'mttable_generic_search', 'company'])
/** The largest page a list answers (grid lists take at most 100; their contract says so). */
const MAX_LIMIT = 1000
const TEXT_OPS = ['icontains', 'iexact', 'istartswith', 'iendswith'] as const
type TextOp = (typeof TEXT_OPS)[number]
const COMPARE_OPS = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const
/** Numbers beyond this are refused rather than overflowing a column's type. */
const LARGEST_NUMBER = 1e12
/** Decimal text as typed: no exponent, no hexadecimal, no Infinity. */
const NUMBER_TEXT = /^[-+]?(?:\d+\.?\d*|\.\d+)$/
/**
 * The date-times a filter takes: a date, 'YYYY-MM-DD HH:mm' with optional seconds, or an ISO instant
 * (a T, fractions of a second, Z or an offset). Anything else (a bare year, 'March 7') is refused here
 * rather than guessed at by the database.
 */
const DATE_TIME_TEXT =
  /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?)(?:\.\d{1,6})?(Z|[+-](\d{2}):?(\d{2}))?)?$/i

const NOTHING = sql`false`

/** Whether text is one of the date-times DATE_TIME_TEXT describes, with real values in every part. */
function isDateTimeFilter(text: string): boolean {
  const match = DATE_TIME_TEXT.exec(text)
  if (!match) return false
  const [, day, time, , offsetHours, offsetMinutes] = match
  if (!isDateText(day as string) || (time !== undefined && !isTimeText(time))) return false
  // A fraction of a second needs its seconds: '10:00.5' is not a time.
  if (time !== undefined && time.length === 5 && /\.\d/.test(text)) return false
  return offsetHours === undefined || (Number(offsetHours) <= 14 && Number(offsetMinutes) <= 59)
}

/** LIKE wildcards in user text are literal. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

function textExpr(column: ListColumn): SQL | AnyColumn {
  return column.type === 'string' ? column.expr : sql`(${column.expr})::text`
}

/**
 * Case-insensitive matching as lower(value) LIKE lower(pattern): the trigram indexes are built on
 * lower(column), and LIKE on lowered text costs about half of ILIKE where rows are scanned.
 */
function like(column: ListColumn, op: TextOp, value: string): SQL {
  const text = escapeLike(value)
  const pattern = { icontains: `%${text}%`, iexact: text, istartswith: `${text}%`, iendswith: `%${text}` }[op]
  return sql`lower(${textExpr(column)}) LIKE lower(${pattern})`
}

/** A date's year out of range: its own message, so the format is not blamed. */
function checkYear(ctx: RequestContext, key: string, text: string) {
  if (!isYearInRange(text)) throw invalidFields({ [key]: ctx.t(fieldMessages.yearRange, { ...YEAR_RANGE }) })
}

/** A filter value as an SQL literal of the column's type, or a 400 naming the filter's key. */
function typedValue(ctx: RequestContext, column: ListColumn, key: string, value: string): SQL {
  const text = value.trim()
  if (column.type === 'number') {
    const number = Number(text)
    if (!NUMBER_TEXT.test(text) || !Number.isFinite(number) || Math.abs(number) > LARGEST_NUMBER) {
      throw invalidFields({ [key]: ctx.t(fieldMessages.number) })
    }
    return sql`${number}::numeric`
  }
  if (column.type === 'date') {
    if (!isDateText(text)) throw invalidFields({ [key]: ctx.t(fieldMessages.date) })
    checkYear(ctx, key, text)
    return sql`${text}::date`
  }
  if (column.type === 'datetime') {
    if (!isDateTimeFilter(text)) throw invalidFields({ [key]: ctx.t(fieldMessages.date) })
    checkYear(ctx, key, text)
    return sql`${text}::timestamptz`
  }
  throw invalidFields({ [key]: ctx.t(listMessages.filterNotApplicable) })
}

/** Search, sort and filter text: no control characters, at most LIST_TEXT_MAX characters. */
function checkText(ctx: RequestContext, key: string, value: string) {
  if (hasForbiddenCharacters(value)) throw invalidFields({ [key]: ctx.t(fieldMessages.forbiddenCharacters) })
  if ([...value].length > LIST_TEXT_MAX) throw invalidFields({ [key]: ctx.t(fieldMessages.maxLength, { n: LIST_TEXT_MAX }) })
}

/**
 * `limit` or `offset` as a whole number within its bounds; absent gives the default. Lists called
 * through the contract arrive checked already; an export's or a report's stored query does not.
 */
function paging(ctx: RequestContext, key: string, raw: unknown, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === null || raw === '') return fallback
  const number = typeof raw === 'number' ? raw : typeof raw === 'string' && NUMBER_TEXT.test(raw.trim()) ? Number(raw) : Number.NaN
  if (!Number.isFinite(number)) throw invalidFields({ [key]: ctx.t(fieldMessages.number) })
  if (!Number.isInteger(number)) throw invalidFields({ [key]: ctx.t(fieldMessages.maxDecimals, { n: 0 }) })
  if (number < min) throw invalidFields({ [key]: ctx.t(fieldMessages.minValue, { n: min }) })
  if (number > max) throw invalidFields({ [key]: ctx.t(fieldMessages.maxValue, { n: max }) })
  return number
}

function yesNo(ctx: RequestContext, key: string, value: string): boolean {
  const text = value.trim().toUpperCase()
  if (['Y', 'YES', 'TRUE', '1'].includes(text)) return true
  if (['N', 'NO', 'FALSE', '0'].includes(text)) return false
  throw invalidFields({ [key]: ctx.t(listMessages.yesNo) })
}

function filterFor(ctx: RequestContext, column: ListColumn, key: string, op: string, value: string): SQL | undefined {
  const negate = op.endsWith('!')
  const base = negate ? op.slice(0, -1) : op
  // The grid sends the sentinel when a search text matches no option: no row, whatever the column.
  if (value.trim() === NO_MATCH_SENTINEL) return NOTHING
  let condition: SQL | undefined
  if ((TEXT_OPS as readonly string[]).includes(base)) {
    condition = like(column, base as TextOp, value)
  } else if (base in COMPARE_OPS) {
    const operator = sql.raw(COMPARE_OPS[base as keyof typeof COMPARE_OPS])
    condition = sql`${column.expr} ${operator} ${typedValue(ctx, column, key, value)}`
  } else if (base === 'daterange') {
    if (column.type !== 'date' && column.type !== 'datetime') {
      throw invalidFields({ [key]: ctx.t(listMessages.filterNotApplicable) })
    }
    const [from, to] = value.split(/[,|]/).map((part) => part.trim())
    const parts: SQL[] = []
    if (from) parts.push(sql`${column.expr} >= ${typedValue(ctx, { ...column, type: 'date' }, key, from)}`)
    // The end day is inclusive: compare with the next day.
    if (to) parts.push(sql`${column.expr} < (${typedValue(ctx, { ...column, type: 'date' }, key, to)} + 1)`)
    condition = and(...parts)
  } else if (base === 'in') {
    const listed = value
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean)
    if (listed.length === 0) return undefined
    const values = listed.filter((part) => part !== NO_MATCH_SENTINEL)
    if (values.length === 0) return NOTHING
    if (column.options) {
      // ONE_OF choices compare as stored, so an index on the column serves them.
      const stored = column.options.filter((option) => values.includes(option.value.toLowerCase()))
      if (stored.length === 0) return negate ? undefined : NOTHING
      condition = sql`${column.expr} IN (${sql.join(
        stored.map((option) => sql`${option.value}`),
        sql`, `,
      )})`
    } else {
      condition = sql`lower(${textExpr(column)}) IN (${sql.join(
        values.map((item) => sql`${item}`),
        sql`, `,
      )})`
    }
  } else if (base === '') {
    condition =
      column.type === 'boolean'
        ? sql`${column.expr} = ${yesNo(ctx, key, value)}`
        : sql`lower(${textExpr(column)}) = ${value.trim().toLowerCase()}`
  } else {
    return undefined
  }
  // A negated filter keeps the rows whose value is empty (NULL never matches, so NOT must not drop it).
  return negate && condition ? sql`NOT coalesce(${condition}, false)` : condition
}

/** The rows whose looked-up name passes the condition on it; a negated filter keeps the rows without one. */
function throughLookup(column: ListColumn, negate: boolean, condition: SQL | undefined): SQL | undefined {
  const lookup = column.lookup!
  if (!condition || condition === NOTHING) return condition
  const alias = sql.identifier(lookup.alias)
  const matching = sql`${lookup.id} IN (SELECT ${alias}.id FROM ${lookup.table} ${alias} WHERE ${condition})`
  return negate ? sql`NOT coalesce(${matching}, false)` : matching
}

/** A filter on a column, through its lookup when it has one. */
function columnFilter(ctx: RequestContext, column: ListColumn, key: string, op: string, value: string): SQL | undefined {
  if (!column.lookup) return filterFor(ctx, column, key, op, value)
  const negate = op.endsWith('!')
  return throughLookup(column, negate, filterFor(ctx, { ...column, expr: column.lookup.name }, key, negate ? op.slice(0, -1) : op, value))
}

/** The generic search's condition on a column. */
function searchFor(column: ListColumn, text: string): SQL {
  if (text === NO_MATCH_SENTINEL) return NOTHING
  if (!column.lookup) return like(column, 'icontains', text)
  return throughLookup(column, false, like({ ...column, expr: column.lookup.name }, 'icontains', text)) as SQL
}

function parseSorts(ctx: RequestContext, spec: ListSpec, byName: Map<string, ListColumn>, text: string): SortKey[] {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  if (parts.length > MAX_SORT_KEYS) throw invalidFields({ sort: ctx.t(listMessages.tooManySorts, { max: MAX_SORT_KEYS }) })
  const keys = parts.map((part) => {
    const name = part.replace(/^-/, '')
    const column = byName.get(name)
    if (!column) throw invalidFields({ sort: ctx.t(listMessages.unknownSort, { name }) })
    return { expr: column.expr, desc: part.startsWith('-') }
  })
  // The tiebreak runs the same way as the first key, so one index scanned either way serves both.
  keys.push({ expr: spec.tiebreak, desc: keys[0]?.desc ?? false })
  return keys
}

/** Document 2 section 7: paging, sorting, the generic search and the column filter suffixes. */
export function listPage(ctx: RequestContext, spec: ListSpec, query: Record<string, unknown>): ListPage {
  const byName = new Map(spec.columns.map((column) => [column.name, column]))
  const conditions: SQL[] = []

  for (const [key, raw] of Object.entries(query)) {
    if (RESERVED.has(key) || typeof raw !== 'string') continue
    const at = key.indexOf('__')
    const name = at < 0 ? key : key.slice(0, at)
    const op = at < 0 ? '' : key.slice(at + 2)
    const column = byName.get(name)
    if (!column) continue
    checkText(ctx, key, raw)
    const condition = columnFilter(ctx, column, key, op, raw)
    if (condition) conditions.push(condition)
  }

  for (const [key, choices] of Object.entries(spec.namedFilters ?? {})) {
    const raw = query[key]
    if (raw === undefined || raw === null || raw === '') continue
    const value = typeof raw === 'string' ? raw.trim() : ''
    const condition = Object.hasOwn(choices, value) ? choices[value] : undefined
    if (!condition) throw invalidFields({ [key]: ctx.t(listMessages.unknownChoice) })
    conditions.push(condition)
  }

  const generic = typeof query.mttable_generic_search === 'string' ? query.mttable_generic_search : ''
  checkText(ctx, 'mttable_generic_search', generic)
  const pairs = generic
    .split('|')
    .map((pair) => {
      const at = pair.indexOf('=')
      return { column: at > 0 ? byName.get(pair.slice(0, at)) : undefined, text: pair.slice(at + 1).trim() }
    })
    .filter(({ column, text }) => column?.searchable && text)
  if (pairs.length) {
    conditions.push(
      or(
        ...pairs.map(({ column, text }) => searchFor(column as ListColumn, text)),
      ) as SQL,
    )
  }

  const sortText = typeof query.sort === 'string' && query.sort.trim() ? query.sort : spec.defaultSort
  checkText(ctx, 'sort', sortText)
  const sorts = parseSorts(ctx, spec, byName, sortText)

  return {
    where: conditions.length ? and(...conditions) : undefined,
    orderBy: sorts.map((key) => (key.desc ? desc(key.expr) : asc(key.expr))),
    sorts,
    limit: paging(ctx, 'limit', query.limit, 20, 1, MAX_LIMIT),
    offset: paging(ctx, 'offset', query.offset, 0, 0, MAX_OFFSET),
  }
}

/** The columns and columns_details of a list answer, labels in the request's language. */
export function listColumns(ctx: RequestContext, spec: ListSpec) {
  return {
    columns: spec.columns.map((column) => column.name),
    columns_details: spec.columns.map((column) => ({
      name: column.name,
      label: ctx.t(column.label),
      field: column.field ?? column.name,
      type: column.display ?? column.type,
      searchable: !!column.searchable,
      ...(column.options && {
        searchOptions: column.options.map((option) => ({ label: ctx.t(option.label), value: option.value })),
        defaultFilterType: 'in',
      }),
      ...(column.editable && { editable: true }),
      ...(column.size !== undefined && { size: column.size }),
      ...(column.decimals !== undefined && { decimals: column.decimals }),
      ...(column.link !== undefined && { link: column.link }),
      ...(column.hidden && { visible: false }),
    })),
  }
}

/** An instant as the API writes it, an ISO instant in UTC with milliseconds, computed by the database. */
export const isoInstant = (column: AnyColumn | SQL) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** What one request sees of a list: its columns, where its rows come from, and which are the caller's. */
export interface ListView<Row extends object = Record<string, unknown>> {
  spec: ListSpec
  table: PgTable
  /** A table joined to `table` (an inner join): the columns, fields and scope may name its columns. */
  join?: { table: PgTable; on: SQL }
  /** The answer's fields: each key is a row member, each value its SQL (computed values included). */
  fields: Record<string, PgColumn | SQL>
  /** The rows the caller may see; a FALSE-like condition for nobody. */
  scope: SQL
  /** A record read for an export as its row; the fields as they are when absent. */
  toRow?(record: Record<string, unknown>): Row
}

/** The path parameters of a list whose GET call has none. */
export type NoParams = Record<string, never>

/**
 * A paged, filtered list of the data grid (document 2 section 7). Its view is made per request, as its
 * columns may depend on the caller and its rows always do; `params` are the GET call's path parameters.
 */
export interface GridList<Row extends object = Record<string, unknown>, Params = NoParams> {
  view(ctx: RequestContext, params: Params): ListView<Row> | Promise<ListView<Row>>
  /** Whether the grid's export and push reports read it too (the registry's lists are always listed). */
  exportable: boolean
}

/** Declares a grid list; it is listed by its GET call and, when exportable, exported and reported on. */
export function defineList<Row extends object = Record<string, unknown>, Params = NoParams>(list: {
  view: GridList<Row, Params>['view']
  exportable?: boolean
}): GridList<Row, Params> {
  return { view: list.view, exportable: list.exportable ?? false }
}

/** The members of columns and columns_details as JSON text, built once per list and language. */
const columnsText = new WeakMap<ListSpec, Map<string, string>>()

function columnsJson(ctx: RequestContext, spec: ListSpec): string {
  let byLocale = columnsText.get(spec)
  if (!byLocale) columnsText.set(spec, (byLocale = new Map()))
  let text = byLocale.get(ctx.locale)
  if (text === undefined) {
    // The object's members without its braces, spliced into the answer.
    text = JSON.stringify(listColumns(ctx, spec)).slice(1, -1)
    byLocale.set(ctx.locale, text)
  }
  return text
}

const MEMBER = /^[A-Za-z_][A-Za-z0-9_]*$/

/**
 * One page of a list and its total in a single statement. The database writes the page as JSON text
 * (json_build_object per row, in the sort's order), so the server neither parses each value nor
 * serialises the rows again: the text goes into the answer as it is.
 */
export async function listAnswer(
  ctx: RequestContext,
  source: ListView<object>,
  query: Record<string, unknown>,
): Promise<Response> {
  const page = listPage(ctx, source.spec, query)
  const where = page.where ? and(source.scope, page.where) : source.scope
  const keys = Object.keys(source.fields)
  // json_build_object takes at most 100 arguments.
  if (keys.length > 50) throw new Error('A list answer has at most 50 fields')
  const order = sql.join(page.orderBy, sql`, `)
  const select = sql.join(
    keys.map((key) => sql`${source.fields[key]} AS ${sql.identifier(key)}`),
    sql`, `,
  )
  const members = sql.join(
    keys.map((key) => {
      if (!MEMBER.test(key)) throw new Error(`A list field needs a plain name: ${key}`)
      return sql.raw(`'${key}', "page"."${key}"`)
    }),
    sql`, `,
  )
  const { table, join } = source
  const from = join ? sql`${table} INNER JOIN ${join.table} ON ${join.on}` : sql`${table}`
  // The row number keeps the page's order through json_agg; the total is counted apart, so the page
  // can stop reading at its limit.
  const statement = sql`SELECT
      coalesce((
        SELECT json_agg(json_build_object(${members}) ORDER BY "page"."__n")
        FROM (
          SELECT ${select}, row_number() OVER (ORDER BY ${order}) AS "__n"
          FROM ${from} WHERE ${where} ORDER BY ${order}
          LIMIT ${page.limit} OFFSET ${page.offset}
        ) AS "page"
      ), '[]')::text AS "results",
      (SELECT count(*) FROM ${from} WHERE ${where})::int AS "count"`
  const result = (await ctx.db.execute(statement)) as unknown as { rows: { results: string; count: number }[] }
  const [row] = result.rows
  // `exports`: what the export call offers on this server (a Google Sheet needs a service account key).
  const exports = `"exports":{"google_sheet":${ctx.config.googleServiceAccount ? 'true' : 'false'}}`
  const body = `{"results":${row?.results ?? '[]'},"count":${Number(row?.count ?? 0)},${columnsJson(ctx, source.spec)},${exports}}`
  return ctx.c.body(body, 200, { 'Content-Type': 'application/json; charset=UTF-8' })
}

/**
 * The answer of a list's GET call: one page with its total, columns and columns_details. A list with
 * path parameters takes them last.
 */
export async function answerList<Row extends object, Params>(
  ctx: RequestContext,
  list: GridList<Row, Params>,
  query: Record<string, unknown>,
  ...params: Params extends NoParams ? [] : [Params]
): Promise<Response> {
  return listAnswer(ctx, await list.view(ctx, (params[0] ?? {}) as Params), query)
}

const isColumn = (expr: AnyColumn | SQL): expr is AnyColumn => is(expr, Column)

/**
 * The rows after a keyset position: ((k1, k2, ...) after (v1, v2, ...)) in the sort's order, with
 * PostgreSQL's default null placement (last ascending, first descending).
 */
function after(sorts: SortKey[], values: unknown[]): SQL {
  const equal = (key: SortKey, value: unknown) => (value === null ? sql`${key.expr} IS NULL` : sql`${key.expr} = ${value}`)
  const beyond = (key: SortKey, value: unknown): SQL | undefined => {
    if (key.desc) return value === null ? sql`${key.expr} IS NOT NULL` : sql`${key.expr} < ${value}`
    return value === null ? undefined : sql`(${key.expr} > ${value} OR ${key.expr} IS NULL)`
  }
  const branches: SQL[] = []
  // The first key also bounds the scan as a plain range, so an index on it serves every batch.
  const [first] = sorts
  const bound =
    first && values[0] !== null
      ? first.desc
        ? sql`${first.expr} <= ${values[0]}`
        : isColumn(first.expr) && first.expr.notNull
          ? sql`${first.expr} >= ${values[0]}`
          : undefined
      : undefined
  sorts.forEach((key, i) => {
    const strict = beyond(key, values[i])
    if (!strict) return
    const ties = sorts.slice(0, i).map((prior, j) => equal(prior, values[j]))
    branches.push(and(...ties, strict) as SQL)
  })
  return branches.length ? (and(bound, or(...branches)) as SQL) : NOTHING
}

/**
 * Every row of a list with its filters and sort, in batches read by keyset paging: memory stays flat
 * and no query or transaction stays open between batches. As for a page, the database writes each batch
 * as one JSON text (the rows in the sort's order, with the sort keys of each as text), so no value is
 * decoded one by one on its way out; the keys, as text, keep their full precision for the next batch.
 */
export async function* listBatches<Row extends object>(
  ctx: RequestContext,
  list: ListView<Row>,
  query: Record<string, unknown>,
  batchSize = 1000,
): AsyncGenerator<Row[]> {
  const page = listPage(ctx, list.spec, query)
  const base = page.where ? and(list.scope, page.where) : list.scope
  const keys = Object.keys(list.fields)
  const toRow = list.toRow ?? ((record) => Object.fromEntries(keys.map((key) => [key, record[key]])) as Row)
  const select = sql.join(
    [
      ...keys.map((key) => sql`${list.fields[key]} AS ${sql.identifier(key)}`),
      ...page.sorts.map((key, i) => sql`(${key.expr})::text AS ${sql.identifier(`__k${i}`)}`),
    ],
    sql`, `,
  )
  const order = sql.join(page.orderBy, sql`, `)
  const from = list.join ? sql`${list.table} INNER JOIN ${list.join.table} ON ${list.join.on}` : sql`${list.table}`
  let position: unknown[] | undefined
  for (;;) {
    const where = position ? and(base, after(page.sorts, position)) : base
    // The row number keeps the sort's order through json_agg.
    const statement = sql`SELECT coalesce(json_agg("batch" ORDER BY "batch"."__n"), '[]')::text AS "rows"
      FROM (
        SELECT ${select}, row_number() OVER (ORDER BY ${order}) AS "__n"
        FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ${batchSize}
      ) AS "batch"`
    const result = (await ctx.db.execute(statement)) as unknown as { rows: { rows: string }[] }
    const records = JSON.parse(result.rows[0]?.rows ?? '[]') as Record<string, unknown>[]
    if (records.length === 0) return
    yield records.map(toRow)
    if (records.length < batchSize) return
    const last = records[records.length - 1] as Record<string, unknown>
    position = page.sorts.map((_, i) => last[`__k${i}`] ?? null)
  }
}
