import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import {
  type DateMask,
  formatFileSize,
  formatInstant,
  formatPhone,
  formatPlain,
  parseDate,
  parseDateTime,
  parsePageRange,
  parseTime,
  telHref,
} from '@shared/format'

describe('formatFileSize', () => {
  it.each<[number, string, string]>([
    [0, '0 Bytes', '0 octets'],
    [1, '1 Byte', '1 octet'],
    [512, '512 Bytes', '512 octets'],
    [1023, '1023 Bytes', '1023 octets'],
    [1024, '1 KB', '1 Ko'],
    [1536, '1.5 KB', '1,5 Ko'],
    [1024 * 1024 * 1.5, '1.5 MB', '1,5 Mo'],
    [25 * 1024 * 1024, '25 MB', '25 Mo'],
    [1024 ** 2 - 1, '1 MB', '1 Mo'],
    [1234567890, '1.15 GB', '1,15 Go'],
    [1024 ** 4 * 3.25, '3.25 TB', '3,25 To'],
    [1024 ** 5, '1024 TB', '1024 To'],
    [-5, '0 Bytes', '0 octets'],
    [Number.NaN, '0 Bytes', '0 octets'],
  ])('%d bytes', (bytes, english, french) => {
    expect(formatFileSize(bytes)).toBe(english)
    expect(formatFileSize(bytes, 'fr')).toBe(french)
  })
})

describe('parsePageRange', () => {
  it.each<[string, number | undefined, number[]]>([
    ['1-5, 8, 11-13', undefined, [1, 2, 3, 4, 5, 8, 11, 12, 13]],
    ['8, 1-3, 2', undefined, [1, 2, 3, 8]],
    [' 4 ', 4, [4]],
    ['2 - 3,5', 5, [2, 3, 5]],
  ])('reads %j', (text, pageCount, pages) => {
    expect(parsePageRange(text, pageCount)).toEqual({ ok: true, pages })
  })
  it.each<[string, number | undefined, 'format' | 'range']>([
    ['', undefined, 'format'],
    ['a-b', undefined, 'format'],
    ['1-', undefined, 'format'],
    ['1 2', undefined, 'format'],
    ['5-2', undefined, 'format'],
    ['0', undefined, 'range'],
    ['1-6', 5, 'range'],
    ['1-9999999', undefined, 'range'],
  ])('refuses %j', (text, pageCount, error) => {
    expect(parsePageRange(text, pageCount)).toEqual({ ok: false, error })
  })
})

describe('phone', () => {
  it.each<[string | number | null | undefined, string, string | undefined]>([
    ['6135550123', '(613) 555-0123', 'tel:+16135550123'],
    [6135550123, '(613) 555-0123', 'tel:+16135550123'],
    ['613 555 - 0123', '(613) 555-0123', 'tel:+16135550123'],
    ['1-613-555-0123', '(613) 555-0123', 'tel:+16135550123'],
    ['555-0123', '555-0123', undefined],
    ['  ext 12 ', 'ext 12', undefined],
    [null, '', undefined],
  ])('%j', (value, shown, href) => {
    expect(formatPhone(value)).toBe(shown)
    expect(telHref(value)).toBe(href)
  })
})

describe('date masks', () => {
  const dateTime = Temporal.PlainDateTime.from('2025-07-04T09:05:03')
  it.each<[DateMask, string]>([
    ['YYYY-MM-DD', '2025-07-04'],
    ['YYYY-MM-DD HH:mm', '2025-07-04 09:05'],
    ['YYYY-MM-DD HH:mm:ss', '2025-07-04 09:05:03'],
    ['HH:mm', '09:05'],
    ['HH:mm:ss', '09:05:03'],
  ])('formats a date-time with %s', (mask, expected) => {
    expect(formatPlain(dateTime, mask)).toBe(expected)
  })
  it('formats plain dates and times with the masks that fit them', () => {
    expect(formatPlain(Temporal.PlainDate.from('0999-01-02'), 'YYYY-MM-DD')).toBe('0999-01-02')
    expect(formatPlain(Temporal.PlainTime.from('23:00'), 'HH:mm:ss')).toBe('23:00:00')
    expect(() => formatPlain(Temporal.PlainDate.from('2025-01-02'), 'HH:mm')).toThrow(TypeError)
    expect(() => formatPlain(Temporal.PlainTime.from('10:00'), 'YYYY-MM-DD')).toThrow(TypeError)
  })

  it.each<[string | Date | Temporal.Instant, string, DateMask, string]>([
    ['2025-01-15T03:30:00Z', 'America/Toronto', 'YYYY-MM-DD HH:mm:ss', '2025-01-14 22:30:00'],
    ['2025-07-15T03:30:00Z', 'America/Toronto', 'YYYY-MM-DD HH:mm', '2025-07-14 23:30'],
    ['2025-07-15T03:30:00Z', 'America/Vancouver', 'HH:mm', '20:30'],
    ['2025-07-15 03:30:00', 'America/Toronto', 'YYYY-MM-DD HH:mm:ss', '2025-07-14 23:30:00'],
    ['2025-07-15T05:30:00+02:00', 'UTC', 'HH:mm:ss', '03:30:00'],
    [new Date(Date.UTC(2025, 0, 1, 12)), 'Europe/Paris', 'YYYY-MM-DD HH:mm', '2025-01-01 13:00'],
    [Temporal.Instant.from('2025-03-09T07:00:00Z'), 'America/Toronto', 'YYYY-MM-DD HH:mm', '2025-03-09 03:00'],
  ])('shows the UTC instant %j in %s', (value, zone, mask, expected) => {
    expect(formatInstant(value, mask, zone)).toBe(expected)
  })
  it('shows nothing for no value and unreadable text as given', () => {
    expect(formatInstant(null, 'YYYY-MM-DD', 'UTC')).toBe('')
    expect(formatInstant('soon', 'YYYY-MM-DD', 'UTC')).toBe('soon')
  })

  it('parses the masks strictly', () => {
    expect(parseDate('2024-02-29')?.toString()).toBe('2024-02-29')
    expect(parseDate('2023-02-29')).toBeNull()
    expect(parseTime('07:05')?.toString()).toBe('07:05:00')
    expect(parseTime('7:05')).toBeNull()
    expect(parseDateTime('2025-07-04 09:05')?.toString()).toBe('2025-07-04T09:05:00')
    expect(parseDateTime('2025-07-04 24:05')).toBeNull()
  })
})
