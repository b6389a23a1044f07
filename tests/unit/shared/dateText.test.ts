import { describe, expect, it } from 'vitest'
import { parseDate, parseDateTime, parseTime } from '@shared/format/dates'
import { isDateText, isDateTimeText, isTimeText } from '@shared/format/dateText'

const dates = ['2024-02-29', '2023-02-29', '2100-02-29', '2000-02-29', '2026-04-31', '2026-12-31', '2026-13-01', '2026-00-10', '2026-01-00', ' 2026-01-05 ', '0000-01-01', '2026-1-5', '', 'x']
const times = ['00:00', '23:59', '24:00', '12:60', '12:30:59', '12:30:60', ' 07:05 ', '7:05', '12:30:5']
const dateTimes = ['2026-01-05 07:05', '2026-01-05T07:05:09', '2026-02-30 07:05', '2026-01-05 24:00', '2026-01-05  07:05', '2026-01-05']

describe('date text checks without Temporal', () => {
  it('accept exactly what the Temporal parsers accept', () => {
    for (const text of dates) expect(isDateText(text), text).toBe(parseDate(text) !== null)
    for (const text of times) expect(isTimeText(text), text).toBe(parseTime(text) !== null)
    for (const text of dateTimes) expect(isDateTimeText(text), text).toBe(parseDateTime(text) !== null)
  })
})
