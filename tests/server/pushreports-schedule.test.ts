import { describeSchedule } from '@server/modules/pushreports/describe'
import { easternDay, isWorkingDay, nextDelivery, type Schedule } from '@server/modules/pushreports/schedule'
import { translateTo } from '@server/i18n'
import * as fc from 'fast-check'
import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'

// When push reports are delivered (document 2 section 9): at their time in Eastern time, by 12:30,
// Monday to Friday, a weekend or Ontario public holiday moved to the next working day, daylight saving
// read from the time zone.

const daily = (deliveryTime = '07:00'): Schedule => ({ frequency: 'daily', weekdays: [], monthDay: null, deliveryTime })
const weekly = (weekdays: number[], deliveryTime = '07:00'): Schedule => ({ frequency: 'weekly', weekdays, monthDay: null, deliveryTime })
const monthly = (monthDay: number, deliveryTime = '07:00'): Schedule => ({ frequency: 'monthly', weekdays: [], monthDay, deliveryTime })
const next = (schedule: Schedule, after: string) => nextDelivery(schedule, new Date(after)).toISOString()

describe('nextDelivery', () => {
  it('delivers daily on the next working day at the time in Eastern time', () => {
    // Monday 2026-03-02 09:00 EST: today's 07:00 has passed.
    expect(next(daily(), '2026-03-02T14:00:00Z')).toBe('2026-03-03T12:00:00.000Z')
    // Before the time, the same day.
    expect(next(daily('10:30'), '2026-03-02T14:00:00Z')).toBe('2026-03-02T15:30:00.000Z')
    // Friday after the time: Monday.
    expect(next(daily(), '2026-03-06T13:00:00Z')).toBe('2026-03-09T11:00:00.000Z')
  })

  it('follows daylight saving: 07:00 is 12:00 UTC in winter and 11:00 UTC in summer', () => {
    // Daylight saving starts Sunday 2026-03-08.
    expect(next(daily(), '2026-03-06T13:00:00Z')).toBe('2026-03-09T11:00:00.000Z')
    // And ends Sunday 2026-11-01.
    expect(next(daily(), '2026-10-30T12:00:00Z')).toBe('2026-11-02T12:00:00.000Z')
  })

  it('moves a delivery off a public holiday to the next working day', () => {
    // Good Friday 2026-04-03 and Easter Monday 2026-04-06: Thursday's next delivery is Tuesday.
    expect(next(daily(), '2026-04-02T12:00:00Z')).toBe('2026-04-07T11:00:00.000Z')
    // Weekly on Monday, Victoria Day 2026-05-18: Tuesday.
    expect(next(weekly([1]), '2026-05-15T12:00:00Z')).toBe('2026-05-19T11:00:00.000Z')
    // Christmas and Boxing Day (Friday and Saturday): Monday 2026-12-28.
    expect(next(daily(), '2026-12-24T13:00:00Z')).toBe('2026-12-28T12:00:00.000Z')
  })

  it('delivers weekly on the chosen days', () => {
    expect(next(weekly([1, 4]), '2026-03-02T14:00:00Z')).toBe('2026-03-05T12:00:00.000Z')
    expect(next(weekly([1, 4]), '2026-03-05T12:00:00Z')).toBe('2026-03-09T11:00:00.000Z')
  })

  it('delivers monthly on the day, the last day of a shorter month, moved off a weekend', () => {
    // 2026-03-15 is a Sunday: Monday the 16th.
    expect(next(monthly(15), '2026-03-02T14:00:00Z')).toBe('2026-03-16T11:00:00.000Z')
    // Day 31 in April: the 30th (a Thursday).
    expect(next(monthly(31), '2026-04-01T12:00:00Z')).toBe('2026-04-30T11:00:00.000Z')
    // Day 30 in February 2026: the 28th is a Saturday, so Monday March 2.
    expect(next(monthly(30), '2026-02-01T12:00:00Z')).toBe('2026-03-02T12:00:00.000Z')
  })

  it('never delivers after 12:30', () => {
    expect(next(daily('12:30'), '2026-03-02T14:00:00Z')).toBe('2026-03-02T17:30:00.000Z')
    expect(next(daily('18:00'), '2026-03-02T14:00:00Z')).toBe('2026-03-02T17:30:00.000Z')
  })

  const schedules = fc.oneof(
    fc.constant<Schedule['frequency']>('daily').map(() => daily()),
    fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 5 }).map((days) => weekly(days)),
    fc.integer({ min: 1, max: 31 }).map((day) => monthly(day)),
  )
  const times = fc
    .tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 59 }))
    .filter(([hour, minute]) => hour < 12 || minute <= 30)
    .map(([hour, minute]) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`)
  const instants = fc.integer({ min: Date.parse('2025-01-01T00:00:00Z'), max: Date.parse('2030-12-31T00:00:00Z') }).map((ms) => new Date(ms))

  it('always answers a later working day at the delivery time in Eastern time, and the same answer just before it', () => {
    fc.assert(
      fc.property(schedules, times, instants, (base, time, after) => {
        const schedule = { ...base, deliveryTime: time }
        const delivery = nextDelivery(schedule, after)
        expect(delivery.getTime()).toBeGreaterThan(after.getTime())
        // Within a month and a bit, whatever the schedule.
        expect(delivery.getTime() - after.getTime()).toBeLessThan(40 * 86_400_000)
        const zoned = Temporal.Instant.fromEpochMilliseconds(delivery.getTime()).toZonedDateTimeISO('America/New_York')
        expect(zoned.toPlainTime().toString().slice(0, 5)).toBe(time)
        expect(isWorkingDay(easternDay(delivery))).toBe(true)
        // Nothing is skipped: asking again from just before the answer gives the answer.
        expect(nextDelivery(schedule, new Date(delivery.getTime() - 1)).getTime()).toBe(delivery.getTime())
        if (schedule.frequency === 'weekly') {
          // On a chosen day, or the next working day after one.
          const day = zoned.toPlainDate()
          const earlier = [0, 1, 2, 3, 4, 5, 6].map((back) => day.subtract({ days: back }))
          expect(earlier.some((candidate) => schedule.weekdays.includes(candidate.dayOfWeek))).toBe(true)
        }
      }),
      { numRuns: 300 },
    )
  })
})

describe('describeSchedule', () => {
  const t = (locale: 'en' | 'fr') => (descriptor: Parameters<typeof translateTo>[1], values?: Parameters<typeof translateTo>[2]) => translateTo(locale, descriptor, values)
  it('says the schedule in words in both languages', () => {
    expect(describeSchedule(t('en'), weekly([4, 1]))).toBe('Weekly on Monday, Thursday at 07:00 ET')
    expect(describeSchedule(t('en'), daily('06:30'))).toBe('Every working day at 06:30 ET')
    expect(describeSchedule(t('en'), monthly(31))).toBe('Monthly on day 31 at 07:00 ET')
    expect(describeSchedule(t('fr'), weekly([1, 4]))).toBe('Chaque semaine le lundi, jeudi à 07:00 HE')
  })
})
