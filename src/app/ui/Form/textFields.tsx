import { EmailField, type EmailFieldProps } from '../EmailField'
import { PasswordField, type PasswordFieldProps } from '../PasswordField'
import { TextArea, type TextAreaProps } from '../TextArea'
import { TextField, type TextFieldProps } from '../TextField'
import { type FromForm, useBoundField } from './bound'

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
