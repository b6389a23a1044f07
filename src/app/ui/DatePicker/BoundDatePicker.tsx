import { useBoundField } from '../Form/fields'
import { DatePicker, type DatePickerProps } from './DatePicker'

/** `field.DatePicker` (with `useDateAppForm`): a DatePicker bound to a 'YYYY-MM-DD' field. */
export function BoundDatePicker(
  props: Omit<DatePickerProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage' | 'validationBehavior'>,
) {
  const { field, change, bound } = useBoundField<string | null | undefined>()
  return <DatePicker {...props} {...bound} value={field.state.value ?? ''} onChange={change} />
}
