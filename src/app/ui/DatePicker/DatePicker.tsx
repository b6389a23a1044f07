import type { CalendarDate } from '@internationalized/date'
import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
} from 'react-aria-components'
import styled from 'styled-components'
import { dateMask, DateSegments, type MaskedFieldProps, MaskLocale, toCalendarDate, useMaskedField } from '../DateField'
import { Field, fieldRoot } from '../Field'
import { CalendarOverlay, SingleCalendar } from './Calendar'
import { PickerControl } from './PickerControl'

/** A date picker's props; its value is a 'YYYY-MM-DD' string ('' when empty). */
export type DatePickerProps = MaskedFieldProps<AriaDatePickerProps<CalendarDate>> & {
  /** The month the calendar opens on when empty, 'YYYY-MM-DD' (defaults to today). */
  placeholderValue?: string
}

const Root = styled(AriaDatePicker)`
  ${fieldRoot}
`

/** A date typed in the mask YYYY-MM-DD or picked on a calendar; the value is a 'YYYY-MM-DD' string. */
export function DatePicker({ placeholderValue, ...props }: DatePickerProps) {
  const { root, field } = useMaskedField(props, dateMask)
  return (
    <MaskLocale>
      <Root {...root} granularity="day" placeholderValue={toCalendarDate(placeholderValue) ?? undefined}>
        <Field {...field}>
          <PickerControl>
            <DateSegments bare />
          </PickerControl>
        </Field>
        <CalendarOverlay>
          <SingleCalendar />
        </CalendarOverlay>
      </Root>
    </MaskLocale>
  )
}
