import { describe, expect, it } from 'vitest'
import { pushReportAddUrl, pushReportConfig, pushReportListUrl } from '@app/grid/pushReport'
import { decodeParam, dropParams, encodeParam, fromBase64, type ParamSpecs, readLinkFilters, readParams, toBase64, writeParams } from '@app/grid/urlParams'
import { moveItem, hasChanges, savePayload } from '@app/grid/preferences'
import { readSnapshot, writeSnapshot } from '@app/grid/history'

const specs = {
  q: { encoding: 'string', defaultValue: '' as string },
  page: { encoding: 'number', defaultValue: 1 as number },
  open: { encoding: 'boolean', defaultValue: false as boolean },
  sort: { encoding: 'json', defaultValue: [] as string[] },
  f: { encoding: 'base64', defaultValue: {} as Record<string, string> },
} satisfies ParamSpecs

describe('page query parameters', () => {
  it.each([
    ['string', 'abc', 'abc'],
    ['number', 3, '3'],
    ['boolean', true, 'true'],
    ['json', ['-a', 'b'], '["-a","b"]'],
  ] as const)('%s round-trips', (encoding, value, text) => {
    expect(encodeParam(value, encoding)).toBe(text)
    expect(decodeParam(text, encoding)).toEqual(value)
  })
  it('base64 round-trips UTF-8 JSON', () => {
    const value = { shipper: 'Boréal' }
    expect(decodeParam(encodeParam(value, 'base64'), 'base64')).toEqual(value)
    expect(fromBase64(toBase64('é ✓'))).toBe('é ✓')
  })
  it('omits defaults and keeps parameters it does not own', () => {
    expect(writeParams('x=1', specs, { q: '', page: 1, open: false, sort: [], f: {} })).toBe('x=1')
    const text = writeParams('x=1&page=4', specs, { q: 'acme', page: 2, open: true, sort: ['-a'], f: { a: 'b' } })
    expect(readParams(text, specs)).toEqual({ q: 'acme', page: 2, open: true, sort: ['-a'], f: { a: 'b' } })
    expect(new URLSearchParams(text).get('x')).toBe('1')
  })
  it('falls back to defaults on unreadable values', () => {
    expect(readParams('page=abc&open=maybe&sort=%7B&f=***', specs)).toEqual({ q: '', page: 1, open: false, sort: [], f: {} })
  })
})

describe('links into a grid', () => {
  it("reads a named column's plain parameter as an 'Is' filter", () => {
    expect(readLinkFilters('?probill=3100000037&grp=FRT', ['probill'])).toEqual([{ column: 'probill', operator: 'is', value: '3100000037' }])
    expect(readLinkFilters('?probill=%20&q=x', ['probill'])).toEqual([])
    expect(readLinkFilters('?shipper=acme', ['probill'])).toEqual([])
  })
  it('drops those parameters and keeps the others', () => {
    expect(dropParams('?probill=1&grp=FRT&q=a', ['probill'])).toBe('grp=FRT&q=a')
  })
})

describe('push report configuration', () => {
  it('drops limit, offset and the query string, and encodes the configuration in base64', () => {
    const config = pushReportConfig({
      apiPath: 'shipments?x=1',
      params: [['limit', '20'], ['offset', '40'], ['sort', '-pickup_date'], ['shipper__icontains', 'acme']],
      outputType: 'PDF',
      title: 'Probills',
      cmid: 'SHIPMENTS',
      group: 'FRT-CUST',
    })
    expect(config).toEqual({
      api_url: 'shipments',
      query_params: { sort: '-pickup_date', shipper__icontains: 'acme' },
      output_type: 'PDF',
      title: 'Probills',
      cmid: 'SHIPMENTS',
      group: 'FRT-CUST',
    })
    const url = new URL(pushReportAddUrl('freight', config), 'http://x')
    expect(url.pathname).toBe('/freight/pages/PUSHREPORT_ADD')
    expect(url.searchParams.get('cmid')).toBe('SHIPMENTS')
    expect(JSON.parse(fromBase64(url.searchParams.get('data') ?? ''))).toEqual(config)
    expect(pushReportListUrl('freight', 'SHIPMENTS')).toBe('/freight/pages/PUSHREPORT?cmid=SHIPMENTS')
  })
})

describe('preferences', () => {
  it('moves columns by 1 or 3, clamped', () => {
    expect(moveItem(['a', 'b', 'c', 'd', 'e'], 4, -3)).toEqual(['a', 'e', 'b', 'c', 'd'])
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c'])
    expect(moveItem(['a', 'b', 'c'], 0, 3)).toEqual(['b', 'c', 'a'])
  })
  it('builds the save payload and sees changes', () => {
    const draft = { record: 50, sep: 'cell' as const, order: ['b', 'a'], hidden: ['a'] }
    expect(savePayload('shipments', 'SHIPMENTS', draft)).toEqual({
      api: 'shipments',
      cmid: 'SHIPMENTS',
      record_pref: 50,
      table_pref: [{ name: 'b', index: 0, visible: 'Y' }, { name: 'a', index: 1, visible: 'N' }],
      view_pref: 'T',
      sep_pref: 'cell',
    })
    expect(hasChanges(draft, { ...draft, hidden: ['a'] })).toBe(false)
    expect(hasChanges(draft, { ...draft, sep: 'none' })).toBe(true)
  })
})

describe('history state', () => {
  it('keeps the router state and removes a snapshot', () => {
    let state: unknown = { key: 'r1' }
    const history = { get state() { return state }, replaceState: (next: unknown) => { state = next } }
    const snapshot = { search: 'a', filters: [], sort: [], page: 2, pageSize: 20 }
    writeSnapshot('g', snapshot, history)
    expect(readSnapshot('g', history)).toEqual(snapshot)
    expect((state as { key: string }).key).toBe('r1')
    writeSnapshot('g', undefined, history)
    expect(readSnapshot('g', history)).toBeUndefined()
  })
})
