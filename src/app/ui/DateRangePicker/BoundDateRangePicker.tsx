import { useBoundField } from '../Form/fields'
import { DateRangePicker, type DateRangePickerProps } from './DateRangePicker'
import type { DateRange } from './presets'

/** `field.DateRangePicker` (with `useDateAppForm`): a DateRangePicker bound to a range (or null) field. */
export function BoundDateRangePicker(
  props: Omit<
    DateRangePickerProps,
    'startName' | 'endName' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage' | 'validationBehavior'
  >,
) {
  const { field, change, bound } = useBoundField<DateRange | null | undefined>()
  const { name, ...rest } = bound
  return (
    <DateRangePicker
      {...props}
      {...rest}
      startName={`${name}.start`}
      endName={`${name}.end`}
      value={field.state.value ?? null}
      onChange={(range) => change(range)}
    />
  )
}
