import { Temporal } from 'temporal-polyfill'

/** The display masks of the portal (document 1 section 5, document 2 section 9). */
export type DateMask = 'YYYY-MM-DD' | 'YYYY-MM-DD HH:mm' | 'YYYY-MM-DD HH:mm:ss' | 'HH:mm' | 'HH:mm:ss'

type Plain = Temporal.PlainDate | Temporal.PlainDateTime | Temporal.PlainTime

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/
// An ISO string with Z or an offset is an instant; without one the API means UTC.
const HAS_OFFSET = /(?:[zZ]|[+-]\d{2}(?::?\d{2})?)(?:\[[^\]]+\])?$/

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

/** A real calendar date written YYYY-MM-DD, or null. */
export function parseDate(text: string): Temporal.PlainDate | null {
  const match = DATE.exec(text.trim())
  if (!match) return null
  try {
    return Temporal.PlainDate.from(
      { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) },
      { overflow: 'reject' },
    )
  } catch {
    return null
  }
}

/** A 24-hour time written HH:mm with optional :ss, or null. */
export function parseTime(text: string): Temporal.PlainTime | null {
  const match = TIME.exec(text.trim())
  if (!match) return null
  try {
    return Temporal.PlainTime.from(
      { hour: Number(match[1]), minute: Number(match[2]), second: Number(match[3] ?? 0) },
      { overflow: 'reject' },
    )
  } catch {
    return null
  }
}

/** A date and time written 'YYYY-MM-DD HH:mm' (optional :ss), or null. */
export function parseDateTime(text: string): Temporal.PlainDateTime | null {
  const match = DATE_TIME.exec(text.trim())
  if (!match) return null
  const date = parseDate(match[1] ?? '')
  const time = parseTime(match[2] ?? '')
  return date && time ? date.toPlainDateTime(time) : null
}

/** Writes a plain date, date-time or time with a mask; a mask asking for a part the value lacks is a programming error. */
export function formatPlain(value: Plain, mask: DateMask): string {
  const hasDate = !(value instanceof Temporal.PlainTime)
  const hasTime = !(value instanceof Temporal.PlainDate)
  const wantsDate = mask.startsWith('YYYY')
  const wantsTime = mask.includes('HH')
  if ((wantsDate && !hasDate) || (wantsTime && !hasTime)) {
    throw new TypeError(`Mask ${mask} does not fit a ${value.constructor.name}`)
  }
  const parts: string[] = []
  if (wantsDate && hasDate) {
    const date = value as Temporal.PlainDate | Temporal.PlainDateTime
    parts.push(`${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`)
  }
  if (wantsTime && hasTime) {
    const time = value as Temporal.PlainDateTime | Temporal.PlainTime
    const seconds = mask.endsWith(':ss') ? `:${pad(time.second)}` : ''
    parts.push(`${pad(time.hour)}:${pad(time.minute)}${seconds}`)
  }
  return parts.join(' ')
}

/** Reads an instant from the API: an ISO string (UTC when it has no offset), a Date or an Instant; null if unreadable. */
export function toInstant(value: Temporal.Instant | Date | string): Temporal.Instant | null {
  if (value instanceof Temporal.Instant) return value
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : Temporal.Instant.fromEpochMilliseconds(value.getTime())
  }
  const text = value.trim()
  try {
    return HAS_OFFSET.test(text)
      ? Temporal.Instant.from(text)
      : Temporal.PlainDateTime.from(text).toZonedDateTime('UTC').toInstant()
  } catch {
    return null
  }
}

/**
 * Shows a UTC instant in a time zone with a mask, e.g. an attachment's upload date as 'YYYY-MM-DD HH:mm:ss'
 * in the user's zone. Empty for null; unreadable text is shown as given.
 */
export function formatInstant(
  value: Temporal.Instant | Date | string | null | undefined,
  mask: DateMask,
  timeZone: string = Temporal.Now.timeZoneId(),
): string {
  if (value === null || value === undefined || value === '') return ''
  const instant = toInstant(value)
  if (!instant) return String(value)
  return formatPlain(instant.toZonedDateTimeISO(timeZone).toPlainDateTime(), mask)
}
