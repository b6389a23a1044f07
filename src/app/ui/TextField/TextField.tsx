import { TextInput, type TextLikeFieldProps } from './TextInput'

export interface TextFieldProps extends TextLikeFieldProps {
  /** The input type for plain text-like values ('text', 'url', 'search'...); dedicated fields cover email, password and phone. */
  type?: 'text' | 'url' | 'search'
}

/** A single-line text field with the shared rules (required, maximum length) and an optional counter. */
export function TextField(props: TextFieldProps) {
  return <TextInput {...props} options={{ kind: 'text' }} />
}
