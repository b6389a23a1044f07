import { describe, expect, it } from 'vitest'
import {
  defaultOperator,
  filterError,
  isSendableFilter,
  nextSearchMode,
  nextSortKeys,
  operatorsFor,
  searchTypeOf,
  searchTypesFor,
  shouldClearCache,
  type CacheState,
} from '@app/grid/rules'
import type { GridColumn } from '@app/grid/types'

const TEXT = ['contains', 'not_contains', 'is', 'is_not', 'starts_with', 'not_starts_with', 'ends_with', 'not_ends_with']

describe('operators per column type (document 2 section 5.4)', () => {
  it('a boolean column offers Is only', () => {
    expect(operatorsFor({ name: 'a', label: 'A', type: 'boolean' })).toEqual(['yes_no'])
    expect(searchTypesFor({ name: 'a', label: 'A', type: 'boolean' })).toEqual(['yes-no'])
  })
  it('a text column offers the eight case-insensitive text operators, contains first', () => {
    expect(operatorsFor({ name: 'a', label: 'A', type: 'string' })).toEqual(TEXT)
    expect(defaultOperator({ name: 'a', label: 'A', type: 'string' })).toBe('contains')
  })
  it.each(['number', 'decimal'] as const)('a %s column starts with equals, then the comparisons, then the text operators', (type) => {
    const operators = operatorsFor({ name: 'a', label: 'A', type })
    expect(operators).toEqual(['is', 'is_not', 'gt', 'gte', 'lt', 'lte', ...TEXT.filter((op) => op !== 'is' && op !== 'is_not')])
    expect(new Set(operators)).toEqual(new Set([...TEXT, 'gt', 'gte', 'lt', 'lte']))
    expect(defaultOperator({ name: 'a', label: 'A', type })).toBe('is')
  })
  it.each(['date', 'datetime'] as const)('a %s column starts with the date range', (type) => {
    expect(operatorsFor({ name: 'a', label: 'A', type })).toEqual(['date_range', ...TEXT])
    expect(searchTypesFor({ name: 'a', label: 'A', type })).toEqual(['date-range', 'text'])
    expect(defaultOperator({ name: 'a', label: 'A', type })).toBe('date_range')
  })
  it('search options put ONE_OF first', () => {
    const column: GridColumn = { name: 'a', label: 'A', searchOptions: ['x'] }
    expect(operatorsFor(column)).toEqual(['one_of', ...TEXT])
    expect(defaultOperator(column)).toBe('one_of')
    expect(operatorsFor({ name: 'a', label: 'A', searchOptions: [] })).toEqual(TEXT)
  })
  it('starts with the default filter type when the column allows it', () => {
    expect(defaultOperator({ name: 'a', label: 'A', defaultFilterType: 'one-of', searchOptions: ['x'] })).toBe('one_of')
    expect(defaultOperator({ name: 'a', label: 'A', defaultFilterType: 'date-range', type: 'date' })).toBe('date_range')
    expect(defaultOperator({ name: 'a', label: 'A', defaultFilterType: 'date-range' })).toBe('contains')
    // A column that names text keeps text, whatever its type would start with.
    expect(defaultOperator({ name: 'a', label: 'A', defaultFilterType: 'text', type: 'date' })).toBe('contains')
  })
  it("reads the server's filter type names: `in` is one-of", () => {
    expect(defaultOperator({ name: 'status', label: 'Status', defaultFilterType: 'in', searchOptions: ['x'] })).toBe('one_of')
    expect(defaultOperator({ name: 'd', label: 'D', type: 'date', defaultFilterType: 'daterange' })).toBe('date_range')
    expect(defaultOperator({ name: 'a', label: 'A', defaultFilterType: 'something-else' })).toBe('contains')
    expect(searchTypeOf('in')).toBe('one-of')
    expect(searchTypeOf('ONE_OF')).toBe('one-of')
    expect(searchTypeOf('one-of')).toBe('one-of')
    expect(searchTypeOf('date_range')).toBe('date-range')
    expect(searchTypeOf('text')).toBe('text')
    expect(searchTypeOf('yes-no')).toBe('yes-no')
    expect(searchTypeOf('nonsense')).toBeUndefined()
    expect(searchTypeOf(undefined)).toBeUndefined()
  })
  it('a one-of filter under the server type is not a non-default type', () => {
    const status = { name: 'status', label: 'Status', defaultFilterType: 'in', searchOptions: ['A', 'B'] }
    expect(nextSearchMode('basic', [{ column: 'status', operator: 'one_of', values: ['A', 'B'] }], [status])).toBe('basic')
  })
})

describe('filter values checked before they are sent', () => {
  const pieces = { name: 'pieces', label: 'Pieces', type: 'number' as const }
  const weight = { name: 'weight', label: 'Weight', type: 'decimal' as const }
  const pickup = { name: 'pickup', label: 'Pickup', type: 'date' as const }
  const at = { name: 'at', label: 'At', type: 'datetime' as const }
  const shipper = { name: 'shipper', label: 'Shipper' }
  it("a number comparison needs a number: 'Value must be number'", () => {
    expect(filterError({ column: 'pieces', operator: 'gt', value: 'abc' }, pieces)).toBe('Value must be number')
    expect(filterError({ column: 'pieces', operator: 'lte', value: '1e5' }, pieces)).toBe('Value must be number')
    expect(filterError({ column: 'weight', operator: 'gte', value: '12,5' }, weight)).toBe('Value must be number')
    expect(filterError({ column: 'pieces', operator: 'gt', value: ' 12 ' }, pieces)).toBeUndefined()
    expect(filterError({ column: 'weight', operator: 'lt', value: '-0.25' }, weight)).toBeUndefined()
    expect(filterError({ column: 'pieces', operator: 'gt', value: '' }, pieces)).toBeUndefined()
  })
  it('refuses a number the server would refuse', () => {
    expect(filterError({ column: 'pieces', operator: 'gt', value: '10000000000000' }, pieces)).toMatch(/^Value must be less than or equal to/)
  })
  it('text operators on a number column take any text', () => {
    expect(filterError({ column: 'pieces', operator: 'contains', value: 'abc' }, pieces)).toBeUndefined()
    expect(filterError({ column: 'shipper', operator: 'gt', value: 'abc' }, shipper)).toBeUndefined()
  })
  it('a date comparison or range needs dates', () => {
    expect(filterError({ column: 'pickup', operator: 'gt', value: '2026-13-01' }, pickup)).toBe('Invalid date format. Valid format is: YYYY-MM-DD')
    expect(filterError({ column: 'pickup', operator: 'gt', value: '2026-02-01' }, pickup)).toBeUndefined()
    expect(filterError({ column: 'at', operator: 'lt', value: '2026-02-01 08:30' }, at)).toBeUndefined()
    expect(filterError({ column: 'at', operator: 'lt', value: '2026-02-01' }, at)).toBeUndefined()
    expect(filterError({ column: 'at', operator: 'lt', value: 'soon' }, at)).toBe('Invalid date format. Valid format is: YYYY-MM-DD HH:mm')
    expect(filterError({ column: 'pickup', operator: 'date_range', preset: 'custom', start: '2026-01-01', end: 'x' }, pickup)).toBe(
      'Invalid date format. Valid format is: YYYY-MM-DD',
    )
  })
  it('a filter with an error, or with nothing, is not sent', () => {
    expect(isSendableFilter({ column: 'pieces', operator: 'gt', value: 'abc' }, [pieces])).toBe(false)
    expect(isSendableFilter({ column: 'pieces', operator: 'gt', value: '' }, [pieces])).toBe(false)
    expect(isSendableFilter({ column: 'pieces', operator: 'gt', value: '4' }, [pieces])).toBe(true)
    // Without the column (not known yet) the request checks it once it has the columns.
    expect(isSendableFilter({ column: 'pieces', operator: 'gt', value: 'abc' }, [])).toBe(true)
  })
})

describe('automatic search mode switches (document 2 section 4)', () => {
  const columns: GridColumn[] = [{ name: 'shipper', label: 'Shipper' }, { name: 'ok', label: 'OK', type: 'boolean' }]
  it('a filter with a non-default type makes the mode advanced', () => {
    expect(nextSearchMode('basic', [{ column: 'shipper', operator: 'not_contains', value: 'a' }], columns)).toBe('advanced')
    expect(nextSearchMode('disabled', [{ column: 'shipper', operator: 'is', value: 'a' }], columns)).toBe('advanced')
  })
  it('default-type filters while disabled make it basic', () => {
    expect(nextSearchMode('disabled', [{ column: 'shipper', operator: 'contains', value: 'a' }], columns)).toBe('basic')
    expect(nextSearchMode('disabled', [{ column: 'ok', operator: 'yes_no', value: 'Y' }], columns)).toBe('basic')
  })
  it('leaves the mode alone otherwise', () => {
    expect(nextSearchMode('disabled', [], columns)).toBe('disabled')
    expect(nextSearchMode('disabled', [{ column: 'shipper', operator: 'contains', value: ' ' }], columns)).toBe('disabled')
    expect(nextSearchMode('advanced', [{ column: 'shipper', operator: 'contains', value: 'a' }], columns)).toBe('advanced')
  })
})

describe('cache clearing (document 2 section 4)', () => {
  const base: CacheState = { sort: ['-date'], pageSize: 20, refresh: 0, reset: 0 }
  it.each([
    ['refresh', { refresh: 1 }],
    ['a sort direction change', { sort: ['date'] }],
    ['a page-size change', { pageSize: 50 }],
    ['a preference reset', { reset: 1 }],
  ])('clears on %s', (_name, change) => {
    expect(shouldClearCache(base, { ...base, ...change })).toBe(true)
  })
  it.each([
    ['nothing changed', {}],
    ['another sort column', { sort: ['probill'] }],
    ['an added sort key', { sort: ['-date', 'probill'] }],
  ])('keeps cached pages when %s', (_name, change) => {
    expect(shouldClearCache(base, { ...base, ...change })).toBe(false)
  })
})

describe('nextSortKeys', () => {
  const asc = (id: string) => ({ id, desc: false })
  it('sorts by the pressed column alone without Shift', () => {
    expect(nextSortKeys([asc('a'), asc('b')], 'c', true, false)).toEqual([{ id: 'c', desc: true }])
  })
  it('adds a column with Shift, ascending, after the others', () => {
    expect(nextSortKeys([asc('a')], 'b', false, true)).toEqual([asc('a'), asc('b')])
  })
  it('turns an existing key around with Shift, keeping its place', () => {
    expect(nextSortKeys([asc('a'), asc('b')], 'a', false, true)).toEqual([{ id: 'a', desc: true }, asc('b')])
  })
  it('keeps at most three keys: a fourth replaces the last', () => {
    expect(nextSortKeys([asc('a'), asc('b'), asc('c')], 'd', false, true)).toEqual([asc('a'), asc('b'), asc('d')])
  })
})
