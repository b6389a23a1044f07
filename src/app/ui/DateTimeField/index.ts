export { DateTimeField } from './DateTimeField'
export type { DateTimeFieldProps } from './DateTimeField'
