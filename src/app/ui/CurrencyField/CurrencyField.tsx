import { CURRENCY_PREFIX } from '@shared/constants'
import { NumberField, type NumberFieldProps } from '../NumberField'

export interface CurrencyFieldProps extends Omit<NumberFieldProps, 'decimals' | 'prefix' | 'fixedDecimals'> {
  /** Decimal places allowed; cents by default. */
  decimals?: number
  /** The currency sign before the amount. */
  prefix?: string
}

/** A money amount: '$' before it and two decimals unless told otherwise. */
export function CurrencyField({ decimals = 2, prefix = CURRENCY_PREFIX, ...props }: CurrencyFieldProps) {
  return <NumberField {...props} decimals={decimals} prefix={prefix} fixedDecimals />
}
