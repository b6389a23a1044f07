/** Whether a field holds something: trimmed text, a non-empty list, or any other non-null value. */
export function isPresent(value: unknown): boolean {
  if (value === null || value === undefined) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.length > 0
  if (typeof value === 'number') return !Number.isNaN(value)
  return true
}

/** Optional-field rules pass on an empty value and leave presence to `required()`. */
export function isBlank(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
}

/** Digits only, no sign, no decimals: '0', '42', '007'. */
export function isNonNegativeIntegerString(value: unknown): value is string {
  return typeof value === 'string' && /^\d+$/.test(value)
}

const NUMBER_TEXT = /^[-+]?(?:\d+\.?\d*|\.\d+)$/

/** The number a numeric input holds: undefined when blank, NaN when it is not a number. */
export function numericValue(value: string | number | null | undefined): number | undefined {
  if (isBlank(value)) return undefined
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN
  const text = value.trim()
  return NUMBER_TEXT.test(text) ? Number(text) : Number.NaN
}

/** Decimal places as typed ('1.50' has 2) or, for a number, in its shortest form. */
export function decimalPlaces(value: string | number): number {
  const text = typeof value === 'number' ? String(value) : value.trim()
  const [mantissa = '', exponent] = text.toLowerCase().split('e')
  const fraction = mantissa.split('.')[1]?.length ?? 0
  return Math.max(0, fraction - Number(exponent ?? 0))
}

/**
 * Control characters (C0, DEL and C1) other than tab, line feed and carriage return, NUL among them, and
 * UTF-16 halves without their pair: neither is text a person types, and the database refuses NUL outright.
 */
const FORBIDDEN_CHARACTERS = /(?![\t\n\r])\p{Cc}|[\uD800-\uDFFF]/u

/** Whether text holds a control character (tab, line feed and carriage return excepted) or a broken surrogate. */
export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN_CHARACTERS.test(text)
}

/** The years a date may fall in: wide enough for any shipment or document, narrow enough for every database. */
export const YEAR_RANGE = { min: 1900, max: 2999 } as const

/** Whether the year of text starting 'YYYY' lies in YEAR_RANGE. */
export function isYearInRange(text: string): boolean {
  const year = Number(text.trim().slice(0, 4))
  return year >= YEAR_RANGE.min && year <= YEAR_RANGE.max
}
