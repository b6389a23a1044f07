import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { contract, endpoints, gridListQuery, id, integer, MAX_ID, numeric, pathParams, shipmentUpdateSchema } from '@shared/contract'
import { looseText, optionalText, segment, text } from '@shared/contract/fields'
import { date, dateTime, fallbackMessage, hasForbiddenCharacters, plainText } from '@shared/validation'
import { messagesOf } from './parse'

const FORBIDDEN = 'This field contains characters that are not allowed'
const parse = (schema: v.GenericSchema, input: unknown) => messagesOf(schema, input, { message: fallbackMessage })

describe('forbidden characters', () => {
  it.each([['\u0000'], ['a\u0000b'], ['\u0001'], ['\u001f'], ['\u007f'], ['\u0085'], ['\ud800'], ['x\udfff'], ['\ude00\ud83d']])(
    'refuses %j',
    (value) => {
      expect(hasForbiddenCharacters(value)).toBe(true)
      expect(parse(v.pipe(v.string(), plainText()), value)).toEqual([FORBIDDEN])
    },
  )

  it.each([['plain'], ['tab\there'], ['two\r\nlines'], ['é à ç'], ['😀 👩🏽‍🚒'], ['\u202e'], ['']])('keeps %j', (value) => {
    expect(hasForbiddenCharacters(value)).toBe(false)
  })

  it('applies to every text field of the contract', () => {
    for (const schema of [text(50), optionalText(50), looseText(50), segment()]) {
      expect(parse(schema, 'a\u0000b')).toEqual([FORBIDDEN])
    }
    expect(parse(text(50), '  Tremblay  ')).toEqual([])
  })
})

describe('dates', () => {
  it.each([['1900-01-01'], ['2026-03-02'], ['2999-12-31']])('takes %s', (value) => {
    expect(parse(v.pipe(v.string(), date()), value)).toEqual([])
  })

  it.each([
    ['0000-01-01', 'The year must be between 1900 and 2999'],
    ['1899-12-31', 'The year must be between 1900 and 2999'],
    ['3000-01-01', 'The year must be between 1900 and 2999'],
    ['2026-02-30', 'Invalid date format. Valid format is: YYYY-MM-DD'],
    ['not-a-date', 'Invalid date format. Valid format is: YYYY-MM-DD'],
    ['March 7', 'Invalid date format. Valid format is: YYYY-MM-DD'],
  ])('refuses %s', (value, message) => {
    expect(parse(v.pipe(v.string(), date()), value)).toEqual([message])
  })

  it('bounds the year of a date and time too', () => {
    expect(parse(v.pipe(v.string(), dateTime()), '0001-01-01 10:00')).toEqual(['The year must be between 1900 and 2999'])
    expect(parse(v.pipe(v.string(), dateTime()), '2026-03-02 10:00')).toEqual([])
  })
})

describe('numbers and ids', () => {
  it.each([[12], ['12'], [' 7 '], ['-3.5'], ['.5']])('a number takes %j', (value) => {
    expect(parse(numeric, value)).toEqual([])
  })

  it.each([['1e3'], ['0x10'], ['Infinity'], ['NaN'], [Number.POSITIVE_INFINITY], ['12abc'], [true]])('a number refuses %j', (value) => {
    expect(parse(numeric, value)).toEqual(['Value must be number'])
  })

  it('an id is a whole number from 1 to the largest integer a record can have', () => {
    expect(v.parse(id, '2147483647')).toBe(MAX_ID)
    expect(v.parse(id, 1)).toBe(1)
    expect(parse(id, '2147483648')).toEqual(['Value must be less than or equal to: 2147483647'])
    expect(parse(id, 0)).toEqual(['Value must be greater or equal to: 1'])
    expect(parse(id, '1.5')).toEqual(['Number of decimal place allowed: 0'])
    expect(parse(id, '1e20')).toEqual(['Value must be number'])
    expect(parse(integer, 1e20)).toEqual([])
  })

  it('bounds the offset of a list', () => {
    expect(parse(gridListQuery, { offset: '2147483648' })).toEqual(['Value must be less than or equal to: 2147483647'])
    expect(parse(gridListQuery, { mttable_generic_search: 'x'.repeat(2001) })).toEqual(['Maximum length is 2000 characters'])
  })

  it('reads ids from a path', () => {
    const schema = pathParams('qpm/authoring/document/staging/{id}/{staging_id}/{action}')
    expect(v.parse(schema, { id: '4', staging_id: '5', action: 'approve' })).toEqual({ id: 4, staging_id: 5, action: 'approve' })
    expect(v.safeParse(schema, { id: '2147483648', staging_id: '5', action: 'approve' }).success).toBe(false)
  })

  it('checks every {id} parameter of the contract as an id', () => {
    const unchecked = endpoints
      .filter(([, entry]) => /\{(?:id|fileid|\w+_id)\}/.test(entry.path))
      .filter(([, entry]) => !entry.params || v.safeParse(entry.params, Object.fromEntries([...entry.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, '2147483648']))).success)
      .map(([key]) => key)
    expect(unchecked).toEqual([])
  })
})

describe('a shipment change', () => {
  it('takes reference numbers and refuses any other field on its own key', () => {
    expect(v.parse(shipmentUpdateSchema, { ref1: ' PO-1 ', ref2: '' })).toEqual({ ref1: 'PO-1', ref2: null, ref3: undefined, ref4: undefined })
    const result = v.safeParse(shipmentUpdateSchema, { ref1: 'PO-1', delivered_on: 'not-a-date' })
    expect(result.success).toBe(false)
    expect(result.issues?.map((issue) => [issue.path?.map((item) => item.key).join('.'), issue.message])).toEqual([
      ['delivered_on', 'This field cannot be changed'],
    ])
    expect(contract.shipments.update.body).toBe(shipmentUpdateSchema)
  })
})
