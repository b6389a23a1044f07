export { PostalCodeField } from './PostalCodeField'
export type { PostalCodeFieldProps } from './PostalCodeField'
