import { TextInput, type TextLikeFieldProps } from '../TextField'

export interface TextAreaProps extends Omit<TextLikeFieldProps, 'type'> {
  /** Show the character counter; on by default for multi-line text. */
  counter?: boolean
}

/** A multi-line text field with the shared rules and a character counter. */
export function TextArea({ counter = true, ...props }: TextAreaProps) {
  return <TextInput {...props} counter={counter} options={{ kind: 'text', multiline: true }} />
}
