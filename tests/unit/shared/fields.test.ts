import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { type FieldDeclaration, fieldRules } from '@shared/validation'
import { messagesOf } from './parse'

describe('fieldRules: required', () => {
  it.each<[string, FieldDeclaration, unknown]>([
    ['text', { kind: 'text', required: true, maxLength: 'none' }, '  '],
    ['email', { kind: 'email', required: true, maxLength: 100 }, null],
    ['number', { kind: 'number', required: true, decimals: 0 }, ''],
    ['currency', { kind: 'currency', required: true, decimals: 2 }, undefined],
    ['date', { kind: 'date', required: true }, ''],
    ['datetime', { kind: 'datetime', required: true }, undefined],
    ['time', { kind: 'time', required: true }, null],
  ])('a required %s field refuses an empty value', (_, declaration, value) => {
    expect(messagesOf(fieldRules(declaration), value)).toEqual(['Field is required'])
  })

  it.each<[string, Partial<FieldDeclaration>]>([
    ['read-only', { readOnly: true }],
    ['disabled', { disabled: true }],
    ['not required', { required: false }],
  ])('a %s field accepts an empty value', (_, flags) => {
    const schema = fieldRules({ kind: 'text', required: true, maxLength: 10, ...flags } as FieldDeclaration)
    expect(messagesOf(schema, '')).toEqual([])
    expect(messagesOf(schema, undefined)).toEqual([])
  })
})

describe('fieldRules: kinds', () => {
  it.each<[FieldDeclaration, unknown, string[]]>([
    [{ kind: 'text', required: false, maxLength: 3 }, 'abcd', ['Maximum length is 3 characters']],
    [{ kind: 'text', required: false, maxLength: 3 }, 'abc', []],
    [{ kind: 'text', required: false, maxLength: 'none' }, 'x'.repeat(5000), []],
    [{ kind: 'email', required: false, maxLength: 50 }, 'nobody', ['Invalid email address']],
    [{ kind: 'email', required: false, maxLength: 50 }, 'a@b.ca', []],
    [{ kind: 'postal', required: false, maxLength: 10 }, 'K1A0B1', []],
    [{ kind: 'postal', required: false, maxLength: 10 }, '1234', ['Invalid Postal/Zip Code']],
    [{ kind: 'phone', required: false, maxLength: 'none' }, '613 555 - 0123', []],
    [{ kind: 'phone', required: false, maxLength: 'none' }, '555-0123', ['Phone number must be 10 digits']],
    [{ kind: 'date', required: false }, '2025-02-30', ['Invalid date format. Valid format is: YYYY-MM-DD']],
    [{ kind: 'datetime', required: false }, '2025-02-03 7:00', ['Invalid date format. Valid format is: YYYY-MM-DD HH:mm']],
    [{ kind: 'time', required: false }, '25:00', ['Time must be in 24hr format']],
    [{ kind: 'time', required: false }, '07:45', []],
    [{ kind: 'number', required: false, decimals: 0 }, 'ten', ['Value must be number']],
    [{ kind: 'number', required: false, decimals: 0 }, Number.NaN, ['Value must be number']],
    [{ kind: 'number', required: false, decimals: 0 }, true, ['Value must be number']],
    [{ kind: 'number', required: false, decimals: 1 }, '2.25', ['Number of decimal place allowed: 1']],
    [{ kind: 'number', required: false, decimals: 0, min: 1, max: 24 }, 0, ['Value must be greater or equal to: 1']],
    [{ kind: 'number', required: false, decimals: 0, min: 1, max: 24 }, '25', ['Value must be less than or equal to: 24']],
    [{ kind: 'currency', required: true, decimals: 2, min: 0 }, '-1.999', [
      'Number of decimal place allowed: 2',
      'Value must be greater or equal to: 0',
    ]],
    [{ kind: 'currency', required: true, decimals: 2, min: 0 }, '19.99', []],
  ])('%j with %j', (declaration, value, expected) => {
    expect(messagesOf(fieldRules(declaration), value)).toEqual(expected)
  })

  it('refuses a value of the wrong type for text', () => {
    expect(messagesOf(fieldRules({ kind: 'text', required: false, maxLength: 5 }), 12)).toEqual(['Invalid format'])
  })

  it('builds schemas usable inside an object, for forms and request bodies alike', () => {
    const body = v.object({
      name: fieldRules({ kind: 'text', required: true, maxLength: 20 }),
      weight: fieldRules({ kind: 'number', required: true, decimals: 0, min: 1 }),
    })
    const result = v.safeParse(body, { name: 'Crate', weight: 12 })
    expect(result.success).toBe(true)
  })
})

describe('fieldRules: developer errors', () => {
  it.each<[string, unknown, RegExp]>([
    ['no required', { kind: 'text', maxLength: 5 }, /Field "x" must declare required: true or false/],
    ['required as text', { kind: 'text', required: 'yes', maxLength: 5 }, /must declare required/],
    ['no maxLength', { kind: 'email', required: true }, /must declare maxLength/],
    ['a zero maxLength', { kind: 'text', required: true, maxLength: 0 }, /must declare maxLength/],
    ['no decimals', { kind: 'number', required: true }, /must declare decimals/],
    ['negative decimals', { kind: 'currency', required: true, decimals: -1 }, /must declare decimals/],
    ['min above max', { kind: 'number', required: true, decimals: 0, min: 5, max: 1 }, /min 5 above max 1/],
    ['a text min', { kind: 'number', required: true, decimals: 0, min: 'low' }, /min that is not a number/],
    ['an unknown kind', { kind: 'colour', required: true }, /unknown kind: colour/],
  ])('throws for %s', (_, declaration, error) => {
    expect(() => fieldRules({ name: 'x', ...(declaration as object) } as FieldDeclaration)).toThrow(error)
  })

  it('throws an Error, never a valibot issue', () => {
    expect(() => fieldRules({ kind: 'number', required: true } as unknown as FieldDeclaration)).toThrow(Error)
  })

  it('does not ask date inputs or number inputs for a maxLength', () => {
    expect(() => fieldRules({ kind: 'date', required: false })).not.toThrow()
    expect(() => fieldRules({ kind: 'number', required: false, decimals: 2 })).not.toThrow()
  })
})
