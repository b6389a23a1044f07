import type { Time } from '@internationalized/date'
import { TimeField as AriaTimeField, type TimeFieldProps as AriaTimeFieldProps } from 'react-aria-components'
import styled from 'styled-components'
import { DateSegments, type MaskedFieldProps, MaskLocale, timeMask, useMaskedField } from '../DateField'
import { Field, fieldRoot } from '../Field'

/** A time field's props; its value is an 'HH:mm' string ('HH:mm:ss' with seconds, '' when empty). */
export type TimeFieldProps = MaskedFieldProps<AriaTimeFieldProps<Time>, 'hourCycle'> & {
  /** Also edit seconds: the value becomes 'HH:mm:ss'. */
  withSeconds?: boolean
}

const Root = styled(AriaTimeField)`
  ${fieldRoot}
`

/** A time on a 24-hour clock in the mask HH:mm; the value is that string. */
export function TimeField({ withSeconds = false, ...props }: TimeFieldProps) {
  const { root, field } = useMaskedField(props, timeMask(withSeconds))
  return (
    <MaskLocale>
      <Root {...root} granularity={withSeconds ? 'second' : 'minute'} hourCycle={24}>
        <Field {...field}>
          <DateSegments />
        </Field>
      </Root>
    </MaskLocale>
  )
}
