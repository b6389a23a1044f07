import type { GridClient, TablePreference } from '@app/grid/client'
import type { GridColumn, GridRow, ListResponse } from '@app/grid/types'

/** Columns of the probill search, as the server describes them. */
export const shipmentColumns: GridColumn[] = [
  { name: 'probill', label: 'Probill number', type: 'string', searchable: true },
  { name: 'shipper', label: 'Shipper', type: 'string', searchable: true },
  { name: 'consignee', label: 'Consignee', type: 'string', searchable: true },
  { name: 'pickup_date', label: 'Pickup date', type: 'date' },
  { name: 'pieces', label: 'Pieces', type: 'number' },
  { name: 'weight', label: 'Weight (lb)', type: 'decimal', decimals: 1 },
  {
    name: 'status',
    label: 'Status',
    type: 'string',
    searchOptions: [
      { label: 'In Transit', value: 'In Transit' },
      { label: 'Delivered', value: 'Delivered' },
      { label: 'Refused', value: 'Refused' },
    ],
  },
  { name: 'ref1', label: 'Reference number 1', type: 'string', searchable: true, editable: true, size: 30 },
  { name: 'appointment', label: 'Appointment required', type: 'boolean' },
  { name: 'phone', label: 'Consignee phone', type: 'phone' },
]

const SHIPPERS = ['Maple Foods Inc.', 'Northern Industrial Supply', 'Boréal Furniture', 'Acme Pharma', 'Lakeshore Steel']
const STATUSES = ['In Transit', 'Delivered', 'Refused']

/** Deterministic probill rows. */
export function shipmentRows(count: number): GridRow[] {
  return Array.from({ length: count }, (_, i) => ({
    probill: String(3100000000 + i * 37),
    shipper: SHIPPERS[i % SHIPPERS.length],
    consignee: SHIPPERS[(i + 2) % SHIPPERS.length],
    pickup_date: `2026-06-${String((i % 28) + 1).padStart(2, '0')}`,
    pieces: (i * 7) % 40 + 1,
    weight: ((i * 131) % 9000) / 10 + 100,
    status: STATUSES[i % STATUSES.length],
    ref1: i % 3 === 0 ? null : `PO-${100000 + i}`,
    appointment: i % 2 === 0,
    phone: `41655${String(10000 + i).slice(-5)}`,
  }))
}

/** Rows with many columns, for scrolling and width checks. */
export function wideColumns(count: number): GridColumn[] {
  return Array.from({ length: count }, (_, i) => ({ name: `c${i}`, label: `Column ${i + 1}`, type: 'string', searchable: true }))
}

export function wideRows(rows: number, columns: number): GridRow[] {
  return Array.from({ length: rows }, (_, r) =>
    Object.fromEntries([['id', String(r)], ...Array.from({ length: columns }, (_cell, c) => [`c${c}`, `R${r + 1} C${c + 1}`])]),
  )
}

export interface FixtureOptions {
  rows?: GridRow[]
  /** 'loading' never answers, 'error' fails every list call. */
  mode?: 'ok' | 'loading' | 'error'
  columns?: GridColumn[]
  preference?: TablePreference
  pushReportCount?: number
  /**
   * Apply the column filters as the server does (`__icontains`, `__iexact`, `__in`, `__gt`...; a
   * trailing `!` negates). Off by default, so the stories show every row whatever their filters.
   */
  filters?: boolean
}

/** Whether a row passes one filter parameter, as the server reads it; true for what it does not know. */
function passes(row: GridRow, key: string, value: string): boolean {
  const at = key.indexOf('__')
  if (at < 0) return true
  const name = key.slice(0, at)
  const op = key.slice(at + 2).replace(/!$/, '')
  const negate = key.endsWith('!')
  const cell = String(row[name] ?? '').toLowerCase()
  const text = value.toLowerCase()
  const tests: Record<string, () => boolean> = {
    icontains: () => cell.includes(text),
    iexact: () => cell === text,
    istartswith: () => cell.startsWith(text),
    iendswith: () => cell.endsWith(text),
    in: () => text.split(',').includes(cell),
    gt: () => Number(row[name]) > Number(value),
    gte: () => Number(row[name]) >= Number(value),
    lt: () => Number(row[name]) < Number(value),
    lte: () => Number(row[name]) <= Number(value),
  }
  const test = tests[op]
  if (!test) return true
  return negate ? !test() : test()
}

/** A grid client over fixture rows: filters by generic search, sorts and pages like the server. */
export function fixtureClient(options: FixtureOptions = {}): GridClient & { calls: [string, [string, string][]][] } {
  const rows = options.rows ?? shipmentRows(57)
  const columns = options.columns ?? shipmentColumns
  const calls: [string, [string, string][]][] = []
  const never = new Promise<never>(() => {})
  return {
    calls,
    list: async (path, query) => {
      calls.push([path, query])
      if (options.mode === 'loading') return never
      if (options.mode === 'error') throw new Error('The server is not answering.')
      const params = new Map(query)
      let found = rows
      const generic = params.get('mttable_generic_search')
      if (generic) {
        const pairs = generic.split('|').map((pair) => pair.split('='))
        found = found.filter((row) => pairs.some(([key, text]) => String(row[key ?? ''] ?? '').toLowerCase().includes((text ?? '').toLowerCase())))
      }
      if (options.filters) {
        for (const [key, value] of query) found = found.filter((row) => passes(row, key, value))
      }
      const sort = params.get('sort')
      if (sort) {
        const desc = sort.startsWith('-')
        const key = sort.replace(/^-/, '').split(',')[0] ?? ''
        found = [...found].sort((a, b) => String(a[key]).localeCompare(String(b[key])) * (desc ? -1 : 1))
      }
      const limit = Number(params.get('limit') ?? 20)
      const offset = Number(params.get('offset') ?? 0)
      const answer: ListResponse = {
        results: found.slice(offset, offset + limit),
        count: found.length,
        columns: columns.map((column) => column.name),
        columns_details: columns,
      }
      return answer
    },
    loadPreference: async () => options.preference ?? { record: 20, sep: 'horizontal', table: [], saved: false },
    savePreference: async () => ({ status: 0, message: 'Success' }),
    resetPreference: async () => undefined,
    exportFile: async () => ({ blob: new Blob(['a,b\n']), filename: 'export.csv', contentType: 'text/csv' }),
    exportSheet: async () => 'https://docs.google.com/spreadsheets/d/example',
    pushReportCount: async () => {
      if (options.pushReportCount === undefined) return never
      return options.pushReportCount
    },
    update: async () => ({}),
  }
}
