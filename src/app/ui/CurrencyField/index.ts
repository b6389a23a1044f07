export { CurrencyField } from './CurrencyField'
export type { CurrencyFieldProps } from './CurrencyField'
