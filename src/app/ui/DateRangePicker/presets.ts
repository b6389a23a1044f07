import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Temporal } from 'temporal-polyfill'
import { DATE_RANGE_PRESETS, type DateRangePreset } from '@shared/constants'

/** A range of whole days, both ends included, as 'YYYY-MM-DD'. */
export interface DateRange {
  /** The first day. */
  start: string
  /** The last day. */
  end: string
}

/** The day a week starts on: Sunday on North American calendars, Monday on ISO ones. */
export type WeekStart = 'sunday' | 'monday'

export { DATE_RANGE_PRESETS, type DateRangePreset }

/** The label of each preset, translated where it is shown. */
export const presetLabels: Record<DateRangePreset, MessageDescriptor> = {
  today: msg`Today`,
  yesterday: msg`Yesterday`,
  this_week: msg`This week`,
  last_week: msg`Last week`,
  this_month: msg`This month`,
  last_month: msg`Last month`,
  this_year: msg`This year`,
  this_year_to_date: msg`This year to date`,
  last_year: msg`Last year`,
  last_year_to_date: msg`Last year to date`,
  custom: msg`Custom`,
}

const range = (start: Temporal.PlainDate, end: Temporal.PlainDate): DateRange => ({
  start: start.toString(),
  end: end.toString(),
})

function startOfWeek(day: Temporal.PlainDate, weekStart: WeekStart): Temporal.PlainDate {
  // Temporal numbers days Monday 1 to Sunday 7.
  const offset = weekStart === 'monday' ? day.dayOfWeek - 1 : day.dayOfWeek % 7
  return day.subtract({ days: offset })
}

const startOfMonth = (day: Temporal.PlainDate) => day.with({ day: 1 })
const endOfMonth = (day: Temporal.PlainDate) => day.with({ day: day.daysInMonth })
const startOfYear = (day: Temporal.PlainDate) => day.with({ month: 1, day: 1 })
const endOfYear = (day: Temporal.PlainDate) => day.with({ month: 12, day: 31 })

/**
 * The days a preset covers, counted from `today` (document 2 section 9). Whole periods run from
 * their first to their last day; "to date" periods stop at today (or the same day last year).
 * `custom` has no range of its own: the user picks the days.
 */
export function presetRange(
  preset: DateRangePreset,
  today: Temporal.PlainDate | string,
  weekStart: WeekStart = 'sunday',
): DateRange | null {
  const day = typeof today === 'string' ? Temporal.PlainDate.from(today) : today
  switch (preset) {
    case 'today':
      return range(day, day)
    case 'yesterday': {
      const yesterday = day.subtract({ days: 1 })
      return range(yesterday, yesterday)
    }
    case 'this_week': {
      const start = startOfWeek(day, weekStart)
      return range(start, start.add({ days: 6 }))
    }
    case 'last_week': {
      const start = startOfWeek(day, weekStart).subtract({ days: 7 })
      return range(start, start.add({ days: 6 }))
    }
    case 'this_month':
      return range(startOfMonth(day), endOfMonth(day))
    case 'last_month': {
      const previous = startOfMonth(day).subtract({ months: 1 })
      return range(previous, endOfMonth(previous))
    }
    case 'this_year':
      return range(startOfYear(day), endOfYear(day))
    case 'this_year_to_date':
      return range(startOfYear(day), day)
    case 'last_year': {
      const previous = day.subtract({ years: 1 })
      return range(startOfYear(previous), endOfYear(previous))
    }
    case 'last_year_to_date': {
      // 29 February falls back to the 28th in a common year.
      const sameDay = day.subtract({ years: 1 })
      return range(startOfYear(sameDay), sameDay)
    }
    case 'custom':
      return null
  }
}

/** Which preset, if any, gives exactly this range today. */
export function matchPreset(
  value: DateRange | null | undefined,
  today: Temporal.PlainDate | string,
  weekStart: WeekStart = 'sunday',
): DateRangePreset | null {
  if (!value) return null
  for (const preset of DATE_RANGE_PRESETS) {
    const candidate = presetRange(preset, today, weekStart)
    if (candidate && candidate.start === value.start && candidate.end === value.end) return preset
  }
  return null
}
