export { TextField } from './TextField'
export type { TextFieldProps } from './TextField'
export { TextInput } from './TextInput'
export type { TextInputOptions, TextLikeFieldProps } from './TextInput'
