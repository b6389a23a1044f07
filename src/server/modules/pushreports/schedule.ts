import { PUSH_REPORT_LATEST_TIME, PUSH_REPORT_TIMEZONE, type PushReportFrequency } from '@shared/contract/pushreports'
import Holidays from 'date-holidays'
import { Temporal } from 'temporal-polyfill'

// When a push report is delivered (document 2 section 9): at its time in Eastern time, by 12:30 PM at
// the latest, Monday to Friday; a delivery that falls on a weekend or an Ontario public holiday moves to
// the next working day. Pure functions of the schedule and an instant: the scheduler, the form and the
// tests all read the same answer.

/** What a delivery time depends on. */
export interface Schedule {
  frequency: PushReportFrequency | string
  /** Weekly: 1 Monday to 5 Friday. */
  weekdays: readonly number[]
  /** Monthly: 1 to 31; a shorter month uses its last day. */
  monthDay: number | null
  /** 'HH:mm' in Eastern time. */
  deliveryTime: string
}

const calendar = new Holidays('CA', 'ON')
const holidaysByYear = new Map<number, ReadonlySet<string>>()

/** The public holidays of a year in Ontario, as 'YYYY-MM-DD'. */
function publicHolidays(year: number): ReadonlySet<string> {
  let days = holidaysByYear.get(year)
  if (!days) {
    days = new Set(
      calendar
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    )
    holidaysByYear.set(year, days)
  }
  return days
}

/** Whether a day is a public holiday in Ontario. */
export function isHoliday(day: Temporal.PlainDate): boolean {
  return publicHolidays(day.year).has(day.toString())
}

/** Monday to Friday, and not a public holiday. */
export function isWorkingDay(day: Temporal.PlainDate): boolean {
  return day.dayOfWeek <= 5 && !isHoliday(day)
}

/** The day itself when it is a working day, else the next working day. */
export function nextWorkingDay(day: Temporal.PlainDate): Temporal.PlainDate {
  let current = day
  while (!isWorkingDay(current)) current = current.add({ days: 1 })
  return current
}

/** The delivery time as written, never later than 12:30. */
function deliveryTime(schedule: Schedule): Temporal.PlainTime {
  const time = /^([01]\d|2[0-3]):[0-5]\d$/.test(schedule.deliveryTime) ? schedule.deliveryTime : PUSH_REPORT_LATEST_TIME
  return Temporal.PlainTime.from(time <= PUSH_REPORT_LATEST_TIME ? time : PUSH_REPORT_LATEST_TIME)
}

/** Whether the schedule names a day (before moving off a weekend or a holiday). */
function isNominal(schedule: Schedule, day: Temporal.PlainDate): boolean {
  if (schedule.frequency === 'weekly') return schedule.weekdays.includes(day.dayOfWeek)
  if (schedule.frequency === 'monthly') {
    const wanted = Math.min(Math.max(schedule.monthDay ?? 1, 1), day.daysInMonth)
    return day.day === wanted
  }
  // Daily: every working day.
  return isWorkingDay(day)
}

/** A day at the delivery time in Eastern time, as an instant (daylight saving read from the zone). */
function at(day: Temporal.PlainDate, time: Temporal.PlainTime): Date {
  const zoned = day.toZonedDateTime({ timeZone: PUSH_REPORT_TIMEZONE, plainTime: time })
  return new Date(zoned.epochMilliseconds)
}

/** The day an instant falls on in Eastern time. */
export function easternDay(instant: Date): Temporal.PlainDate {
  return Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(PUSH_REPORT_TIMEZONE).toPlainDate()
}

/**
 * The first delivery strictly after an instant: the next day the schedule names, moved to the next
 * working day when it is not one, at the delivery time in Eastern time. A weekly schedule without days
 * falls back to Mondays.
 */
export function nextDelivery(schedule: Schedule, after: Date): Date {
  const effective: Schedule =
    schedule.frequency === 'weekly' && schedule.weekdays.length === 0 ? { ...schedule, weekdays: [1] } : schedule
  const time = deliveryTime(effective)
  // A day named before the instant may still deliver after it, once moved off a long weekend.
  let day = easternDay(after).subtract({ days: 10 })
  for (let step = 0; step < 800; step++, day = day.add({ days: 1 })) {
    if (!isNominal(effective, day)) continue
    const delivery = at(nextWorkingDay(day), time)
    if (delivery.getTime() > after.getTime()) return delivery
  }
  throw new Error('No delivery within two years')
}
