import type { CalendarDateTime } from '@internationalized/date'
import type { DateFieldProps as AriaDateFieldProps } from 'react-aria-components'
import { DateFieldRoot, DateSegments, dateTimeMask, type MaskedFieldProps, MaskLocale, useMaskedField } from '../DateField'
import { Field } from '../Field'

/** A date-time field's props; its value is a 'YYYY-MM-DD HH:mm' string ('' when empty). */
export type DateTimeFieldProps = MaskedFieldProps<AriaDateFieldProps<CalendarDateTime>, 'hourCycle'>

/** A date and time in the mask YYYY-MM-DD HH:mm on a 24-hour clock; the value is that string. */
export function DateTimeField(props: DateTimeFieldProps) {
  const { root, field } = useMaskedField(props, dateTimeMask)
  return (
    <MaskLocale>
      <DateFieldRoot {...root} granularity="minute" hourCycle={24}>
        <Field {...field}>
          <DateSegments />
        </Field>
      </DateFieldRoot>
    </MaskLocale>
  )
}
