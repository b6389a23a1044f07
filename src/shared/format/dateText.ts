/**
 * Whether text is a date, time or date-time the parsers of `./dates` accept, checked without the
 * Temporal polyfill: the validation rules on the first load only need a yes or no.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/** A real calendar date written YYYY-MM-DD (what `parseDate` accepts). */
export function isDateText(text: string): boolean {
  const match = DATE.exec(text.trim())
  if (!match) return false
  const year = Number(match[1])
  const month = Number(match[2])
  const day = Number(match[3])
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
}

/** A 24-hour time written HH:mm with optional :ss (what `parseTime` accepts). */
export function isTimeText(text: string): boolean {
  const match = TIME.exec(text.trim())
  if (!match) return false
  return Number(match[1]) <= 23 && Number(match[2]) <= 59 && Number(match[3] ?? 0) <= 59
}

/** A date and time written 'YYYY-MM-DD HH:mm' with optional :ss (what `parseDateTime` accepts). */
export function isDateTimeText(text: string): boolean {
  const match = DATE_TIME.exec(text.trim())
  return match !== null && isDateText(match[1] ?? '') && isTimeText(match[2] ?? '')
}
