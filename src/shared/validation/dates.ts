import * as v from 'valibot'
import { Temporal } from 'temporal-polyfill'
import { EXPIRY_MAX_YEARS_AHEAD, PICKUP_MAX_DAYS_AHEAD } from '../constants/business'
import { parseDate } from '../format/dates'
import { message } from './message'
import { fieldMessages } from './messages'
import { dateMessages as m } from './ruleMessages'
import { isBlank } from './values'

/** Today's date, or a function giving it, so tests and the server's clock decide what today is. */
export type Today = Temporal.PlainDate | (() => Temporal.PlainDate)

const resolveToday = (today: Today | undefined): Temporal.PlainDate =>
  typeof today === 'function' ? today() : (today ?? Temporal.Now.plainDateISO())

const before = (a: Temporal.PlainDate, b: Temporal.PlainDate) => Temporal.PlainDate.compare(a, b) < 0

type Text = string | null | undefined

export interface PickupDateOptions {
  today?: Today
  /** Days on which pickups are not accepted, as dates or 'YYYY-MM-DD'. */
  holidays?: Iterable<Temporal.PlainDate | string> | (() => Iterable<Temporal.PlainDate | string>)
  /** How far ahead a pickup may be booked; 14 days by default. */
  maxDaysAhead?: number
}

/** Optional pickup date: a real date, today or later, at most 14 days ahead, not a holiday. */
export const pickupDate = <TInput extends Text>(options: PickupDateOptions = {}) =>
  v.rawCheck<TInput>(({ dataset, addIssue }) => {
    if (!dataset.typed || isBlank(dataset.value)) return
    const date = parseDate(dataset.value as string)
    if (!date) return addIssue({ message: message(fieldMessages.date) })
    const today = resolveToday(options.today)
    const days = options.maxDaysAhead ?? PICKUP_MAX_DAYS_AHEAD
    if (before(date, today)) addIssue({ message: message(m.pickupPast) })
    else if (before(today.add({ days }), date)) addIssue({ message: message(m.pickupTooFar, { days }) })
    const holidays = typeof options.holidays === 'function' ? options.holidays() : (options.holidays ?? [])
    for (const holiday of holidays) {
      if (typeof holiday === 'string' ? parseDate(holiday)?.equals(date) : holiday.equals(date)) {
        addIssue({ message: message(m.pickupHoliday) })
        break
      }
    }
  })

/** Optional expiry date: a real date, today or later, at most 1 year ahead. */
export const expiryDate = <TInput extends Text>(options: { today?: Today } = {}) =>
  v.rawCheck<TInput>(({ dataset, addIssue }) => {
    if (!dataset.typed || isBlank(dataset.value)) return
    const date = parseDate(dataset.value as string)
    if (!date) return addIssue({ message: message(fieldMessages.date) })
    const today = resolveToday(options.today)
    if (before(date, today)) addIssue({ message: message(m.expiryPast) })
    else if (before(today.add({ years: EXPIRY_MAX_YEARS_AHEAD }), date)) {
      addIssue({ message: message(m.expiryTooFar) })
    }
  })

/**
 * From/to dates of an object, checked once both parse: 'From Date cannot be after To Date' on the
 * from field, 'To Date cannot be greater than today' on the to field.
 */
export const dateRange = <TInput extends Record<string, unknown>>(
  fromKey: keyof TInput & string,
  toKey: keyof TInput & string,
  options: { today?: Today } = {},
) =>
  v.rawCheck<TInput>(({ dataset, addIssue }) => {
    const input = dataset.value as Record<string, unknown> | null | undefined
    if (typeof input !== 'object' || input === null) return
    const read = (key: string) => (typeof input[key] === 'string' ? parseDate(input[key] as string) : null)
    const pathTo = (key: string): [v.IssuePathItem] => [
      { type: 'object', origin: 'value', input, key, value: input[key] },
    ]
    const from = read(fromKey)
    const to = read(toKey)
    if (from && to && before(to, from)) {
      addIssue({ message: message(m.fromAfterTo), path: pathTo(fromKey) })
    }
    if (to && before(resolveToday(options.today), to)) {
      addIssue({ message: message(m.toAfterToday), path: pathTo(toKey) })
    }
  })
