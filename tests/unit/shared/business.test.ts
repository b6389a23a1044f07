import { Temporal } from 'temporal-polyfill'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  activationCode,
  dateRange,
  expiryDate,
  hasRepeatedOrSequentialRun,
  issuesToFieldErrors,
  newPasswordSchema,
  password,
  phone,
  pickupDate,
  probillNumber,
  provinceState,
  securityAnswer,
  securityAnswers,
  splitTracingNumbers,
  tracingNumbers,
} from '@shared/validation'
import { messagesOf } from './parse'

const text = (rule: v.GenericValidation<string | null | undefined>) => v.pipe(v.nullish(v.string()), rule)
const today = Temporal.PlainDate.from('2025-03-10')

describe('password', () => {
  it.each(['Abcdefgh1!jk', 'Zz9#zzzzzzzz', 'Élan-Vital-2026'])('accepts %j', (value) => {
    expect(messagesOf(password(), value)).toEqual([])
  })
  it.each<[string, string[]]>([
    ['Abcdefg1!', ['Password must be 12 to 100 characters long']],
    [`A1!${'a'.repeat(98)}`, ['Password must be 12 to 100 characters long']],
    ['1Abcdefghij!', ['Password must start with a letter']],
    ['abcdefghij1!', ['Password must contain an upper case letter']],
    ['ABCDEFGHIJ1!', ['Password must contain a lower case letter']],
    ['Abcdefghijk!', ['Password must contain a digit']],
    ['Abcdefghijk1', ['Password must contain a special character']],
    ['abc', [
      'Password must be 12 to 100 characters long',
      'Password must contain an upper case letter',
      'Password must contain a digit',
      'Password must contain a special character',
    ]],
  ])('refuses %j', (value, expected) => {
    expect(messagesOf(password(), value)).toEqual(expected)
  })

  it('cannot be the username and must be confirmed', () => {
    const errors = (input: object) => {
      const result = v.safeParse(newPasswordSchema, input)
      return result.success ? {} : issuesToFieldErrors(result.issues)
    }
    expect(errors({ username: 'Dispatcher-01a', password: 'dispatcher-01A', confirmPassword: 'dispatcher-01A' }))
      .toEqual({ password: 'Password cannot be username!' })
    expect(errors({ username: 'jsmith', password: 'Abcdefgh1!jk', confirmPassword: 'Abcdefgh1!jK' }))
      .toEqual({ confirmPassword: 'Passwords must match' })
    expect(errors({ username: 'jsmith', password: 'Abcdefgh1!jk', confirmPassword: 'Abcdefgh1!jk' })).toEqual({})
  })
})

describe('security answers', () => {
  const question = 'What is the name of your first pet?'
  it.each(['Rex the dog', 'Biscuit', 'Mont Tremblant', 'Zoé'])('accepts %j', (answer) => {
    expect(messagesOf(securityAnswer(), { question, answer: answer === 'Zoé' ? 'Zoéy' : answer })).toEqual([])
  })
  it.each<[string, string[]]>([
    ['Rex', ['A one-word answer must be at least 4 characters long']],
    ['Big Al', ['Each word of the answer must be at least 3 characters long']],
    ['Rover first', ['The answer must not contain part of the question']],
    ['NAME', ['The answer must not contain part of the question']],
    ['aaaa', ['The answer must not contain repeated or sequential characters such as aaaa, 1234 or abcd']],
    ['pet 1234', ['The answer must not contain repeated or sequential characters such as aaaa, 1234 or abcd']],
    ['Abcdef', ['The answer must not contain repeated or sequential characters such as aaaa, 1234 or abcd']],
    ['   ', ['Field is required']],
    ['Rover '.repeat(17), ['The answer must be at most 100 characters long']],
  ])('refuses %j', (answer, expected) => {
    expect(messagesOf(securityAnswer(), { question, answer })).toEqual(expected)
  })
  it('refuses a question that is too long', () => {
    expect(messagesOf(securityAnswer(), { question: 'q'.repeat(101), answer: 'Biscuit' })).toEqual([
      'The question must be at most 100 characters long',
    ])
  })

  it.each<[string, boolean]>([
    ['aaaa', true], ['1234', true], ['abcd', true], ['dcba', true], ['9876', true], ['a a a a', true],
    ['aaa', false], ['123', false], ['Stuart', false], ['a1b2', false], ['9:00', false],
  ])('pattern check on %j is %s', (answer, expected) => {
    expect(hasRepeatedOrSequentialRun(answer)).toBe(expected)
  })

  const set = [
    { question: 'What is the name of your first pet?', answer: 'Biscuit' },
    { question: 'In which city were you born?', answer: 'Rimouski' },
    { question: 'What was your first car?', answer: 'Volvo wagon' },
  ]
  it('accepts three different questions and answers', () => {
    expect(messagesOf(securityAnswers(), set)).toEqual([])
  })
  it('needs at least three', () => {
    expect(messagesOf(securityAnswers(), set.slice(0, 2))).toEqual(['Set at least 3 security questions and answers'])
  })
  it('refuses a reused answer and a repeated question on the later entry', () => {
    const result = v.safeParse(securityAnswers(), [
      ...set,
      { question: 'in which CITY were you born?', answer: ' biscuit ' },
    ])
    expect(result.success).toBe(false)
    expect(issuesToFieldErrors(result.issues ?? [])).toEqual({
      '3.question': 'Each question must be different',
      '3.answer': 'Each answer must be different',
    })
  })
})

describe('identifiers', () => {
  it.each<[string, v.GenericValidation<string | null | undefined>, (string | null)[], string[], string]>([
    ['phone', phone(), ['6135550123', '(613) 555-0123', '613 555 - 0123', ''], ['613555012', '16135550123', '613-555-01a3'], 'Phone number must be 10 digits'],
    ['probill', probillNumber(), ['0123456789', ''], ['123456789', '12345678901', '12345abcde'], 'Probill number must be 10 digits'],
    ['province/state', provinceState(), ['ON', 'qc', 'NY', null], ['Ont', 'O', 'O1'], 'Province/State must be 2 letters'],
    ['activation code', activationCode(), ['123456', ' 000000 ', ''], ['12345', '1234567', '12 456'], 'Activation code must be 6 digits'],
  ])('%s', (_, rule, valid, invalid, expected) => {
    for (const value of valid) expect(messagesOf(text(rule), value), String(value)).toEqual([])
    for (const value of invalid) expect(messagesOf(text(rule), value), value).toEqual([expected])
  })

  it('splits tracing numbers on commas and drops blanks', () => {
    expect(splitTracingNumbers(' 123, 456 ,, 789 ')).toEqual(['123', '456', '789'])
  })
  it.each<[string, string[]]>([
    [Array.from({ length: 50 }, (_, i) => String(1000 + i)).join(','), []],
    [Array.from({ length: 51 }, (_, i) => String(1000 + i)).join(','), ['You can trace up to 50 numbers at a time']],
    [`123, ${'9'.repeat(30)}`, []],
    [`123, ${'9'.repeat(31)}`, ['Each number must be at most 30 characters long']],
  ])('multiple tracing %#', (value, expected) => {
    expect(messagesOf(text(tracingNumbers()), value)).toEqual(expected)
  })
})

describe('dates against an injected today', () => {
  const pickup = text(pickupDate({ today, holidays: ['2025-03-17', Temporal.PlainDate.from('2025-03-21')] }))
  it.each(['2025-03-10', '2025-03-11', '2025-03-24', ''])('pickup accepts %j', (value) => {
    expect(messagesOf(pickup, value)).toEqual([])
  })
  it.each<[string, string[]]>([
    ['2025-03-09', ['Pickup date cannot be in the past']],
    ['2025-03-25', ['Pickup date cannot be more than 14 days ahead']],
    ['2025-03-17', ['We are not accepting pickup requests during the holidays.']],
    ['2025-03-21', ['We are not accepting pickup requests during the holidays.']],
    ['2025-3-21', ['Invalid date format. Valid format is: YYYY-MM-DD']],
  ])('pickup refuses %j', (value, expected) => {
    expect(messagesOf(pickup, value)).toEqual(expected)
  })
  it('reads today when it validates, not when the schema is built', () => {
    let now = today
    const schema = text(pickupDate({ today: () => now }))
    expect(messagesOf(schema, '2025-03-10')).toEqual([])
    now = now.add({ days: 1 })
    expect(messagesOf(schema, '2025-03-10')).toEqual(['Pickup date cannot be in the past'])
  })

  const expiry = text(expiryDate({ today }))
  it.each(['2025-03-10', '2026-03-10', ''])('expiry accepts %j', (value) => {
    expect(messagesOf(expiry, value)).toEqual([])
  })
  it.each<[string, string[]]>([
    ['2025-03-09', ['Expiry date cannot be in the past']],
    ['2026-03-11', ['Expiry date cannot be more than 1 year ahead']],
  ])('expiry refuses %j', (value, expected) => {
    expect(messagesOf(expiry, value)).toEqual(expected)
  })

  const range = v.pipe(
    v.object({ fromDate: v.string(), toDate: v.string() }),
    dateRange('fromDate', 'toDate', { today }),
  )
  const rangeErrors = (fromDate: string, toDate: string) => {
    const result = v.safeParse(range, { fromDate, toDate })
    return result.success ? {} : issuesToFieldErrors(result.issues)
  }
  it.each<[string, string, Record<string, string>]>([
    ['2025-03-01', '2025-03-10', {}],
    ['2025-03-10', '2025-03-10', {}],
    ['2025-03-05', '2025-03-01', { fromDate: 'From Date cannot be after To Date' }],
    ['2025-03-01', '2025-03-11', { toDate: 'To Date cannot be greater than today' }],
    ['2025-03-12', '2025-03-11', {
      fromDate: 'From Date cannot be after To Date',
      toDate: 'To Date cannot be greater than today',
    }],
    ['', '2025-03-01', {}],
  ])('from %j to %j', (from, to, expected) => {
    expect(rangeErrors(from, to)).toEqual(expected)
  })
})

describe('issuesToFieldErrors', () => {
  it('keeps the first message per dotted path and uses "" for the whole value', () => {
    const schema = v.pipe(
      v.object({
        name: v.pipe(v.string(), v.minLength(3, 'first'), v.maxLength(1, 'second')),
        lines: v.array(v.object({ qty: v.pipe(v.number(), v.minValue(1, 'qty')) })),
      }),
      v.check(() => false, 'whole'),
    )
    const result = v.safeParse(schema, { name: 'ab', lines: [{ qty: 1 }, { qty: 0 }] })
    expect(issuesToFieldErrors(result.issues ?? [])).toEqual({ name: 'first', 'lines.1.qty': 'qty', '': 'whole' })
    const typeError = v.safeParse(schema, { name: 'a', lines: 'none' })
    expect(Object.keys(issuesToFieldErrors(typeError.issues ?? []))).toEqual(['name', 'lines'])
  })
})
