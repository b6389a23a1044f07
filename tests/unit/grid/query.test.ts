import { describe, expect, it } from 'vitest'
import { NO_MATCH_SENTINEL } from '@shared/constants'
import {
  filterParams,
  genericSearchColumns,
  genericSearchValue,
  listParams,
  listQueryString,
  nextDay,
  parseTableApi,
  sortParam,
} from '@app/grid/query'
import type { GridColumn } from '@app/grid/types'

const columns: GridColumn[] = [
  { name: 'probill', label: 'Probill', searchable: true },
  { name: 'shipper', label: 'Shipper', searchable: true },
  { name: 'appointment', label: 'Appointment', type: 'boolean', searchable: true },
  { name: 'notes', label: 'Notes', searchable: false },
  { name: 'extra', label: 'Extra', searchable: true, additionalSearchable: true },
  { name: 'status', label: 'Status', searchOptions: [{ label: 'In Transit', value: 'IT' }, { label: 'Delivered', value: 'DL' }] },
]

describe('table api key', () => {
  it('splits the path and its fixed parameters', () => {
    expect(parseTableApi('GET shipments?kind=open')).toEqual({ path: 'shipments', params: { kind: 'open' } })
  })
  it.each(['POST shipments', 'shipments', 'get shipments', 'GET ', ''])('refuses %j', (key) => {
    expect(() => parseTableApi(key)).toThrow(/must begin with 'GET '/)
  })
})

describe('generic search', () => {
  it('covers searchable text columns, not boolean nor advanced-only ones', () => {
    expect(genericSearchColumns(columns).map((c) => c.name)).toEqual(['probill', 'shipper', 'status'])
  })
  it('joins column=text pairs with a pipe', () => {
    expect(genericSearchValue(columns, ' acme ')).toBe('probill=acme|shipper=acme|status=acme')
    expect(genericSearchValue(columns, '  ')).toBeUndefined()
  })
})

describe('column filters', () => {
  it.each([
    ['contains', 'shipper__icontains'],
    ['not_contains', 'shipper__icontains!'],
    ['is', 'shipper__iexact'],
    ['is_not', 'shipper__iexact!'],
    ['starts_with', 'shipper__istartswith'],
    ['not_starts_with', 'shipper__istartswith!'],
    ['ends_with', 'shipper__iendswith'],
    ['not_ends_with', 'shipper__iendswith!'],
    ['gt', 'shipper__gt'],
    ['gte', 'shipper__gte'],
    ['lt', 'shipper__lt'],
    ['lte', 'shipper__lte'],
  ] as const)('%s sends %s', (operator, key) => {
    expect(filterParams({ column: 'shipper', operator, value: ' acme ' })).toEqual([[key, 'acme']])
  })
  it('sends nothing for an empty text', () => {
    expect(filterParams({ column: 'shipper', operator: 'contains', value: ' ' })).toEqual([])
  })
  it('sends a date range as __gte start and __lt the day after the end', () => {
    expect(filterParams({ column: 'pickup_date', operator: 'date_range', preset: 'custom', start: '2026-01-01', end: '2026-01-31' })).toEqual([
      ['pickup_date__gte', '2026-01-01'],
      ['pickup_date__lt', '2026-02-01'],
    ])
    expect(nextDay('2024-02-28')).toBe('2024-02-29')
    expect(nextDay('2025-12-31')).toBe('2026-01-01')
  })
  it('sends ONE_OF as __in with comma-separated values', () => {
    expect(filterParams({ column: 'status', operator: 'one_of', values: ['IT', 'DL'] })).toEqual([['status__in', 'IT,DL']])
  })
  it('matches typed text against the options, and sends the sentinel when none matches', () => {
    const status = columns[5]
    expect(filterParams({ column: 'status', operator: 'one_of', values: [], text: 'deliv' }, status)).toEqual([['status__in', 'DL']])
    expect(filterParams({ column: 'status', operator: 'one_of', values: [], text: 'zzz' }, status)).toEqual([['status__in', NO_MATCH_SENTINEL]])
    expect(NO_MATCH_SENTINEL).toBe('99999999999999999999')
  })
  it('sends yes/no as col=Y or col=N', () => {
    expect(filterParams({ column: 'appointment', operator: 'yes_no', value: 'Y' })).toEqual([['appointment', 'Y']])
    expect(filterParams({ column: 'appointment', operator: 'yes_no', value: 'N' })).toEqual([['appointment', 'N']])
  })
})

describe('the whole query', () => {
  it('writes limit, offset, up to 3 sort keys, the generic search and the filters', () => {
    expect(sortParam([{ id: 'a', desc: false }, { id: 'b', desc: true }, { id: 'c', desc: false }, { id: 'd', desc: false }])).toBe('a,-b,c')
    const text = listQueryString({
      limit: 20,
      offset: 40,
      sort: [{ id: 'pickup_date', desc: true }],
      search: 'acme',
      filters: [{ column: 'shipper', operator: 'not_contains', value: 'x' }],
      extra: { kind: 'open' },
      columns: columns.slice(0, 2),
    })
    expect(text).toBe('limit=20&offset=40&kind=open&sort=-pickup_date&mttable_generic_search=probill%3Dacme%7Cshipper%3Dacme&shipper__icontains%21=x')
    expect(listParams({ limit: 5, offset: 0, columns: [] })).toEqual([['limit', '5'], ['offset', '0']])
  })
})
