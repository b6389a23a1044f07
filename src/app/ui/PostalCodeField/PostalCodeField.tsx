import { TextInput, type TextLikeFieldProps } from '../TextField'

export type PostalCodeFieldProps = Omit<TextLikeFieldProps, 'type'>

const upperCase = (typed: string) => typed.toUpperCase()

/**
 * A US zip (optional -4 extension) or Canadian postal code (full or first half), upper-cased as
 * the user types: 'Invalid Postal/Zip Code' otherwise.
 */
export function PostalCodeField(props: PostalCodeFieldProps) {
  return <TextInput autoComplete="postal-code" {...props} options={{ kind: 'postal', parse: upperCase }} />
}
