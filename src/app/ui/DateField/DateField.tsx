import type { CalendarDate } from '@internationalized/date'
import {
  DateField as AriaDateField,
  type DateFieldProps as AriaDateFieldProps,
} from 'react-aria-components'
import styled from 'styled-components'
import { Field, fieldRoot } from '../Field'
import { DateSegments, MaskLocale } from './DateInput'
import { dateMask, type MaskedFieldProps, useMaskedField } from './maskedField'

/** A date field's props; its value is a 'YYYY-MM-DD' string ('' when empty). */
export type DateFieldProps = MaskedFieldProps<AriaDateFieldProps<CalendarDate>>

/** The root of a date or date-time field. */
export const DateFieldRoot = styled(AriaDateField)`
  ${fieldRoot}
`

/** A date typed segment by segment in the mask YYYY-MM-DD; the value is a 'YYYY-MM-DD' string. */
export function DateField(props: DateFieldProps) {
  const { root, field } = useMaskedField(props, dateMask)
  return (
    <MaskLocale>
      <DateFieldRoot {...root} granularity="day">
        <Field {...field}>
          <DateSegments />
        </Field>
      </DateFieldRoot>
    </MaskLocale>
  )
}
