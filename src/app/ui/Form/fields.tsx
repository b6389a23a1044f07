import type { Key } from 'react-aria-components'
import { Checkbox, type CheckboxProps } from '../Checkbox'
import { ComboBox, type ComboBoxProps } from '../ComboBox'
import { CurrencyField, type CurrencyFieldProps } from '../CurrencyField'
import { DateField, type DateFieldProps } from '../DateField'
import { DateTimeField, type DateTimeFieldProps } from '../DateTimeField'
import { NumberField, type NumberFieldProps } from '../NumberField'
import { PhoneField, type PhoneFieldProps } from '../PhoneField'
import { PostalCodeField, type PostalCodeFieldProps } from '../PostalCodeField'
import { RadioGroup, type RadioGroupProps } from '../RadioGroup'
import { Select, type SelectProps } from '../Select'
import { Switch, type SwitchProps } from '../Switch'
import { TimeField, type TimeFieldProps } from '../TimeField'
import { type FromForm, useBoundField } from './bound'

export { useBoundField } from './bound'
export { BoundEmailField, BoundPasswordField, BoundTextArea, BoundTextField } from './textFields'

/** `field.PostalCodeField`: a PostalCodeField bound to a string field. */
export function BoundPostalCodeField(props: Omit<PostalCodeFieldProps, FromForm>) {
  const { field, change, bound } = useBoundField<string | null | undefined>()
  return <PostalCodeField {...props} {...bound} value={field.state.value ?? ''} onChange={change} />
}

/** `field.PhoneField`: a PhoneField bound to a field holding the digits. */
export function BoundPhoneField(props: Omit<PhoneFieldProps, FromForm>) {
  const { field, change, bound } = useBoundField<string | null | undefined>()
  return <PhoneField {...props} {...bound} value={field.state.value ?? ''} onChange={change} />
}

/** `field.NumberField`: a NumberField bound to a number (or null) field. */
export function BoundNumberField(props: Omit<NumberFieldProps, FromForm>) {
  const { field, change, bound } = useBoundField<number | null | undefined>()
  return <NumberField {...props} {...bound} value={field.state.value ?? null} onChange={change} />
}

/** `field.CurrencyField`: a CurrencyField bound to a number (or null) field. */
export function BoundCurrencyField(props: Omit<CurrencyFieldProps, FromForm>) {
  const { field, change, bound } = useBoundField<number | null | undefined>()
  return <CurrencyField {...props} {...bound} value={field.state.value ?? null} onChange={change} />
}

/** `field.DateField`: a DateField bound to a 'YYYY-MM-DD' field. */
export function BoundDateField(props: Omit<DateFieldProps, FromForm>) {
  const { field, change, bound } = useBoundField<string | null | undefined>()
  return <DateField {...props} {...bound} value={field.state.value ?? ''} onChange={change} />
}

/** `field.DateTimeField`: a DateTimeField bound to a 'YYYY-MM-DD HH:mm' field. */
export function BoundDateTimeField(props: Omit<DateTimeFieldProps, FromForm>) {
  const { field, change, bound } = useBoundField<string | null | undefined>()
  return <DateTimeField {...props} {...bound} value={field.state.value ?? ''} onChange={change} />
}

/** `field.TimeField`: a TimeField bound to an 'HH:mm' field. */
export function BoundTimeField(props: Omit<TimeFieldProps, FromForm>) {
  const { field, change, bound } = useBoundField<string | null | undefined>()
  return <TimeField {...props} {...bound} value={field.state.value ?? ''} onChange={change} />
}

/** `field.Select`: a Select bound to a key (or null) field. */
export function BoundSelect(props: Omit<SelectProps, FromForm>) {
  const { field, change, bound } = useBoundField<Key | null | undefined>()
  return <Select {...props} {...bound} value={field.state.value ?? null} onChange={change} />
}

/** `field.ComboBox`: a ComboBox bound to the chosen key (or null). */
export function BoundComboBox(props: Omit<ComboBoxProps, FromForm>) {
  const { field, change, bound } = useBoundField<Key | null | undefined>()
  return <ComboBox {...props} {...bound} value={field.state.value ?? null} onChange={change} />
}

/** `field.RadioGroup`: a RadioGroup bound to a string (or null) field. */
export function BoundRadioGroup(props: Omit<RadioGroupProps, FromForm>) {
  const { field, change, bound } = useBoundField<string | null | undefined>()
  return <RadioGroup {...props} {...bound} value={field.state.value ?? null} onChange={change} />
}

/** `field.Checkbox`: a Checkbox bound to a boolean field. */
export function BoundCheckbox(props: Omit<CheckboxProps, FromForm | 'isSelected' | 'defaultSelected'>) {
  const { field, change, bound } = useBoundField<boolean | null | undefined>()
  return <Checkbox {...props} {...bound} isSelected={field.state.value ?? false} onChange={change} />
}

/** `field.Switch`: a Switch bound to a boolean field. */
export function BoundSwitch(props: Omit<SwitchProps, FromForm | 'isSelected' | 'defaultSelected'>) {
  const { field, change } = useBoundField<boolean | null | undefined>()
  return (
    <Switch
      {...props}
      name={field.name}
      data-field={field.name}
      isSelected={field.state.value ?? false}
      onChange={change}
      onBlur={() => field.handleBlur()}
    />
  )
}
