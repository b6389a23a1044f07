import {
  type CalendarDate,
  type CalendarDateTime,
  parseDate,
  parseDateTime,
  parseTime,
  type Time,
} from '@internationalized/date'

const pad = (n: number) => String(n).padStart(2, '0')

function attempt<T>(parse: () => T): T | null {
  try {
    return parse()
  } catch {
    return null
  }
}

/** 'YYYY-MM-DD' to a calendar date; null when blank or not a real date. */
export function toCalendarDate(text: string | null | undefined): CalendarDate | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text.trim())) return null
  return attempt(() => parseDate(text.trim()))
}

/** A calendar date in the mask 'YYYY-MM-DD'; '' for none. */
export function fromCalendarDate(date: { year: number; month: number; day: number } | null | undefined): string {
  return date ? `${String(date.year).padStart(4, '0')}-${pad(date.month)}-${pad(date.day)}` : ''
}

/** 'YYYY-MM-DD HH:mm' (a 'T' or seconds are accepted too) to a date and time; null when not one. */
export function toCalendarDateTime(text: string | null | undefined): CalendarDateTime | null {
  const match = text?.trim().match(/^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/)
  if (!match) return null
  return attempt(() => parseDateTime(`${match[1]}T${match[2]}`))
}

/** A date and time in the mask 'YYYY-MM-DD HH:mm'; '' for none. */
export function fromCalendarDateTime(value: DateLike | null | undefined): string {
  if (!value) return ''
  const hour = 'hour' in value ? value.hour : 0
  const minute = 'minute' in value ? value.minute : 0
  return `${fromCalendarDate(value)} ${pad(hour)}:${pad(minute)}`
}

type DateLike = { year: number; month: number; day: number } | { year: number; month: number; day: number; hour: number; minute: number }

/** 'HH:mm' (or 'HH:mm:ss') on a 24-hour clock to a time; null when not one. */
export function toTime(text: string | null | undefined): Time | null {
  if (!text || !/^\d{2}:\d{2}(?::\d{2})?$/.test(text.trim())) return null
  return attempt(() => parseTime(text.trim()))
}

/** A time in the mask 'HH:mm' (with ':ss' when asked); '' for none. */
export function fromTime(value: { hour: number; minute: number; second: number } | null | undefined, withSeconds = false): string {
  if (!value) return ''
  const base = `${pad(value.hour)}:${pad(value.minute)}`
  return withSeconds ? `${base}:${pad(value.second)}` : base
}

/** Separators some locales put between segments, rewritten to the masks' ' ' and ':'. */
export function maskLiteral(text: string): string {
  if (/^[\s\u00a0\u202f]*h[\s\u00a0\u202f]*$/.test(text)) return ':'
  if (/^,[\s\u00a0\u202f]*$/.test(text)) return ' '
  return text
}
