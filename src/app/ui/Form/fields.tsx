import type { Key } from 'react-aria-components'
import { Checkbox, type CheckboxProps } from '../Checkbox'
import { ComboBox, type ComboBoxProps } from '../ComboBox'
import { CurrencyField, type CurrencyFieldProps } from '../CurrencyField'
import { DateField, type DateFieldProps } from '../DateField'
import { DateTimeField, type DateTimeFieldProps } from '../DateTimeField'
import { EmailField, type EmailFieldProps } from '../EmailField'
import { NumberField, type NumberFieldProps } from '../NumberField'
import { PasswordField, type PasswordFieldProps } from '../PasswordField'
import { PhoneField, type PhoneFieldProps } from '../PhoneField'
import { PostalCodeField, type PostalCodeFieldProps } from '../PostalCodeField'
import { RadioGroup, type RadioGroupProps } from '../RadioGroup'
import { Select, type SelectProps } from '../Select'
import { Switch, type SwitchProps } from '../Switch'
import { TextArea, type TextAreaProps } from '../TextArea'
import { TextField, type TextFieldProps } from '../TextField'
import { TimeField, type TimeFieldProps } from '../TimeField'
import { useFieldContext } from './contexts'
import { useShownError } from './errors'

/** Props a bound field takes from the form instead of from its caller. */
type FromForm = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage' | 'validationBehavior'

/** What every bound field hands its component: name, blur, and the form's error in 'aria' mode. */
export function useBoundField<T>() {
  const field = useFieldContext<T>()
  const error = useShownError(field)
  // A server message is about the value it saw: the user's own edit retires it.
  const change = (value: T) => {
    if (field.state.meta.errorMap.onServer) field.setErrorMap({ onServer: undefined })
    field.handleChange(value)
  }
  return {
    field,
    change,
    bound: {
      name: field.name,
      'data-field': field.name,
      onBlur: () => field.handleBlur(),
      validationBehavior: 'aria' as const,
      isInvalid: error !== undefined,
      errorMessage: error,
    },
  }
}

/** `field.TextField`: a TextField bound to a string field. */
export function BoundTextField(props: Omit<TextFieldProps, FromForm>) {
  const { field, change, bound } = useBoundField<string | null | undefined>()
  return <TextField {...props} {...bound} value={field.state.value ?? ''} onChange={change} />
}

/** `field.TextArea`: a TextArea bound to a string field. */
export function BoundTextArea(props: Omit<TextAreaProps, FromForm>) {
  const { field, change, bound } = useBoundField<string | null | undefined>()
  return <TextArea {...props} {...bound} value={field.state.value ?? ''} onChange={change} />
}

/** `field.EmailField`: an EmailField bound to a string field. */
export function BoundEmailField(props: Omit<EmailFieldProps, FromForm>) {
  const { field, change, bound } = useBoundField<string | null | undefined>()
  return <EmailField {...props} {...bound} value={field.state.value ?? ''} onChange={change} />
}

/** `field.PasswordField`: a PasswordField bound to a string field. */
export function BoundPasswordField(props: Omit<PasswordFieldProps, FromForm>) {
  const { field, change, bound } = useBoundField<string | null | undefined>()
  return <PasswordField {...props} {...bound} value={field.state.value ?? ''} onChange={change} />
}

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
