import { TextInput, type TextLikeFieldProps } from '../TextField'

export type EmailFieldProps = Omit<TextLikeFieldProps, 'type'>

/** An e-mail address field: 'Invalid email address' when the text is not one. */
export function EmailField(props: EmailFieldProps) {
  return <TextInput autoComplete="email" inputMode="email" {...props} type="email" options={{ kind: 'email' }} />
}
