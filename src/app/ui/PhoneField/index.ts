export { PhoneField } from './PhoneField'
export type { PhoneFieldProps } from './PhoneField'
export { applyPhoneMask, phoneDigits } from './phoneMask'
