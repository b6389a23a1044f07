import { PHONE_MASK } from '@shared/constants'
import { TextInput, type TextLikeFieldProps } from '../TextField'
import { applyPhoneMask, phoneDigits } from './phoneMask'

export interface PhoneFieldProps extends Omit<TextLikeFieldProps, 'type' | 'maxLength' | 'value' | 'defaultValue' | 'onChange'> {
  /** The phone number as digits only (controlled). */
  value?: string
  /** The initial digits (uncontrolled). */
  defaultValue?: string
  /** Called with the digits only, never the mask. */
  onChange?: (digits: string) => void
  /** The display mask, '#' for a digit. */
  mask?: string
}

/** A 10-digit phone number typed through the mask '### ### - ####' and stored as digits. */
export function PhoneField({ mask = PHONE_MASK, ...props }: PhoneFieldProps) {
  const places = [...mask].filter((c) => c === '#').length
  return (
    <TextInput
      autoComplete="tel-national"
      inputMode="tel"
      {...props}
      type="tel"
      maxLength={places}
      options={{
        kind: 'phone',
        parse: (typed) => phoneDigits(typed, mask),
        format: (digits) => applyPhoneMask(digits, mask),
        inputMaxLength: mask.length,
      }}
    />
  )
}
