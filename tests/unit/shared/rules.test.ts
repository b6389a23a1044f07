import * as v from 'valibot'
import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  date,
  dateTime,
  email,
  isNonNegativeIntegerString,
  maxDecimals,
  maxLength,
  maxValue,
  minValue,
  nonNegative,
  number,
  pageRange,
  postalCode,
  required,
  requiredRichText,
  time,
} from '@shared/validation'
import { messagesOf } from './parse'

const text = (...rules: v.GenericValidation<string | null | undefined>[]) =>
  rules.reduce<v.GenericSchema<string | null | undefined>>(
    (schema, rule) => v.pipe(schema, rule),
    v.nullish(v.string()),
  )
const numeric = (...rules: v.GenericValidation<string | number | null | undefined>[]) =>
  rules.reduce<v.GenericSchema<string | number | null | undefined>>(
    (schema, rule) => v.pipe(schema, rule),
    v.nullish(v.union([v.string(), v.number()])),
  )

describe('required', () => {
  const schema = v.pipe(v.unknown(), required())
  it.each([['x'], [' a '], [0], [false], [['a']], [{}]])('accepts %j', (value) => {
    expect(messagesOf(schema, value)).toEqual([])
  })
  it.each([[''], ['   '], [null], [undefined], [[]], [Number.NaN]])('refuses %j', (value) => {
    expect(messagesOf(schema, value)).toEqual(['Field is required'])
  })
})

describe('requiredRichText', () => {
  const schema = text(requiredRichText())
  it.each(['<p>Hello</p>', 'plain'])('accepts %j', (value) => {
    expect(messagesOf(schema, value)).toEqual([])
  })
  it.each(['', '<p></p>', '<p>&nbsp;</p>', '<p><br></p>', null])('refuses %j', (value) => {
    expect(messagesOf(schema, value)).toEqual(['Field is required'])
  })
})

describe('maxLength', () => {
  const schema = text(maxLength(5))
  it.each(['', 'abcde', 'éèêëà', null])('accepts %j', (value) => {
    expect(messagesOf(schema, value)).toEqual([])
  })
  it('refuses longer text', () => {
    expect(messagesOf(schema, 'abcdef')).toEqual(['Maximum length is 5 characters'])
  })
})

describe('email (optional)', () => {
  const schema = text(email())
  it.each(['', null, undefined, 'a@b.co', 'first.last+tag@sub.example.com', ' a@b.ca '])('accepts %j', (value) => {
    expect(messagesOf(schema, value)).toEqual([])
  })
  it.each(['a', 'a@b', '@b.com', 'a b@c.com', 'a@b..com', 'a@@b.com'])('refuses %j', (value) => {
    expect(messagesOf(schema, value)).toEqual(['Invalid email address'])
  })
})

describe('number', () => {
  const schema = numeric(number())
  it.each([['12'], ['-3.5'], ['.5'], ['4.'], [' 7 '], [0], [-1.25], [''], [null]])('accepts %j', (value) => {
    expect(messagesOf(schema, value)).toEqual([])
  })
  it.each([['abc'], ['1,5'], ['1e3'], ['12a'], ['--1'], [Number.POSITIVE_INFINITY]])(
    'refuses %j',
    (value) => {
      expect(messagesOf(schema, value)).toEqual(['Value must be number'])
    },
  )
})

describe('maxDecimals', () => {
  const schema = numeric(maxDecimals(2))
  it.each([['1'], ['1.5'], ['1.25'], [3.14], [100], ['x'], ['']])('accepts %j', (value) => {
    expect(messagesOf(schema, value)).toEqual([])
  })
  it.each([['1.255'], ['1.500'], [3.141], [1e-7]])('refuses %j', (value) => {
    expect(messagesOf(schema, value)).toEqual(['Number of decimal place allowed: 2'])
  })
  it('allows no decimals at 0', () => {
    expect(messagesOf(numeric(maxDecimals(0)), '1.0')).toEqual(['Number of decimal place allowed: 0'])
    expect(messagesOf(numeric(maxDecimals(0)), '10')).toEqual([])
  })
})

describe('minValue and maxValue', () => {
  it.each([['5'], [5], ['10.5'], ['']])('min 5 accepts %j', (value) => {
    expect(messagesOf(numeric(minValue(5)), value)).toEqual([])
  })
  it.each([['4.99'], [-1]])('min 5 refuses %j', (value) => {
    expect(messagesOf(numeric(minValue(5)), value)).toEqual(['Value must be greater or equal to: 5'])
  })
  it.each([['24'], [0], ['']])('max 24 accepts %j', (value) => {
    expect(messagesOf(numeric(maxValue(24)), value)).toEqual([])
  })
  it.each([['24.01'], [100]])('max 24 refuses %j', (value) => {
    expect(messagesOf(numeric(maxValue(24)), value)).toEqual(['Value must be less than or equal to: 24'])
  })
})

describe('nonNegative', () => {
  const schema = numeric(nonNegative())
  it.each([['0'], [0], ['3'], ['']])('accepts %j', (value) => {
    expect(messagesOf(schema, value)).toEqual([])
  })
  it.each([['-0.01'], [-5]])('refuses %j', (value) => {
    expect(messagesOf(schema, value)).toEqual(['Negative value is not allowed'])
  })
})

describe('rules compose and report each failure', () => {
  it('keeps every message of a pipe', () => {
    const schema = numeric(number(), maxDecimals(1), minValue(0), nonNegative())
    expect(messagesOf(schema, '-1.25')).toEqual([
      'Number of decimal place allowed: 1',
      'Value must be greater or equal to: 0',
      'Negative value is not allowed',
    ])
  })
})

describe('date (optional)', () => {
  const schema = text(date())
  it.each(['', null, '2024-02-29', '2025-12-31', '1999-01-01'])('accepts %j', (value) => {
    expect(messagesOf(schema, value)).toEqual([])
  })
  it.each(['2023-02-29', '2025-13-01', '2025-04-31', '25-01-01', '2025/01/01', '2025-1-1', 'today'])(
    'refuses %j',
    (value) => {
      expect(messagesOf(schema, value)).toEqual(['Invalid date format. Valid format is: YYYY-MM-DD'])
    },
  )
})

describe('time (optional)', () => {
  const schema = text(time())
  it.each(['', null, '00:00', '09:30', '23:59', '23:59:59', '12:00:00'])('accepts %j', (value) => {
    expect(messagesOf(schema, value)).toEqual([])
  })
  it.each(['24:00', '9:30', '12:60', '12:00:60', '7 PM', '1200', '12:00 AM'])('refuses %j', (value) => {
    expect(messagesOf(schema, value)).toEqual(['Time must be in 24hr format'])
  })
})

describe('dateTime (optional)', () => {
  const schema = text(dateTime())
  it.each(['', '2025-06-01 00:00', '2025-06-01 23:59'])('accepts %j', (value) => {
    expect(messagesOf(schema, value)).toEqual([])
  })
  it.each(['2025-06-01', '2025-06-01 24:00', '2025-02-30 10:00', '2025-06-01T10:00', '2025-06-01 10:00:00'])(
    'refuses %j',
    (value) => {
      expect(messagesOf(schema, value)).toEqual(['Invalid date format. Valid format is: YYYY-MM-DD HH:mm'])
    },
  )
})

describe('postalCode (optional)', () => {
  const schema = text(postalCode())
  it.each(['', null, '90210', '90210-1234', 'K1A 0B1', 'k1a0b1', 'A1A 1A1', 'A1A1A1', 'M5V', 'h3z'])(
    'accepts %j',
    (value) => {
      expect(messagesOf(schema, value)).toEqual([])
    },
  )
  it.each(['9021', '902101', '90210-12', 'D1A 1A1', 'W1A 1A1', 'K1A 1O1', 'K1A-1A1', 'K1', 'ABC 123'])(
    'refuses %j',
    (value) => {
      expect(messagesOf(schema, value)).toEqual(['Invalid Postal/Zip Code'])
    },
  )
})

describe('pageRange (optional)', () => {
  it.each(['', '1-5, 8, 11-13', '3', '1,2,3', ' 2 - 4 '])('accepts %j', (value) => {
    expect(messagesOf(text(pageRange()), value)).toEqual([])
  })
  it.each(['1-', 'a', '1;2', '5-1', '1,,2', '1-2-3', '0'])('refuses %j', (value) => {
    expect(messagesOf(text(pageRange()), value)).toEqual(['Invalid format'])
  })
  it('refuses pages past the document', () => {
    expect(messagesOf(text(pageRange(10)), '1-5, 12')).toEqual(['Pages must be between 1 and 10'])
    expect(messagesOf(text(pageRange(10)), '1-10')).toEqual([])
  })
})

describe('isNonNegativeIntegerString', () => {
  it.each(['0', '42', '007'])('accepts %j', (value) => {
    expect(isNonNegativeIntegerString(value)).toBe(true)
  })
  it.each(['', '-1', '1.5', ' 1', '1e3', 12, null])('refuses %j', (value) => {
    expect(isNonNegativeIntegerString(value)).toBe(false)
  })
})

describe('typing', () => {
  it('takes the input type of the pipe it joins', () => {
    const schema = v.pipe(v.string(), required(), email(), maxLength(50))
    expectTypeOf<v.InferOutput<typeof schema>>().toEqualTypeOf<string>()
    const amount = v.pipe(v.number(), number(), maxDecimals(2), minValue(0))
    expectTypeOf<v.InferOutput<typeof amount>>().toEqualTypeOf<number>()
    expect(messagesOf(schema, 'a@b.ca')).toEqual([])
  })
})
