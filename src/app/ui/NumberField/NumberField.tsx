import { useLingui } from '@lingui/react'
import { type KeyboardEvent, type ReactNode, type Ref, useMemo } from 'react'
import {
  Group as AriaGroup,
  Input as AriaInput,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  useLocale,
} from 'react-aria-components'
import styled from 'styled-components'
import * as v from 'valibot'
import { nonNegative } from '@shared/validation'
import { Affix, bareInput, controlBox, Field, type FieldChromeProps, fieldRoot, requiredApplies, useFieldRules } from '../Field'

export interface NumberFieldProps
  extends Omit<
      AriaNumberFieldProps,
      'isRequired' | 'children' | 'className' | 'style' | 'validate' | 'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue' | 'formatOptions'
    >,
    FieldChromeProps {
  /** Whether a value is required; every field declares it (document 2 section 5.1). */
  required: boolean
  /** Decimal places allowed; every number field declares it. More gives 'Number of decimal place allowed: {n}'. */
  decimals: number
  /** The smallest value allowed: 'Value must be greater or equal to: {n}'. */
  min?: number
  /** The largest value allowed: 'Value must be less than or equal to: {n}'. */
  max?: number
  /** Set to false to refuse negative numbers: 'Negative value is not allowed'. */
  allowNegative?: boolean
  /** The value (controlled); null when empty. */
  value?: number | null
  /** The initial value (uncontrolled). */
  defaultValue?: number | null
  /** Called with the committed number, or null when emptied. */
  onChange?: (value: number | null) => void
  /** An extra rule after the shared ones: return a message when the value is invalid. */
  validate?: (value: number | null) => string | null | undefined
  /** Always show this many decimals (currency shows cents). */
  fixedDecimals?: boolean
  /** Shown before the number inside the box, e.g. a currency sign. */
  prefix?: ReactNode
  /** Hint text inside the empty control. */
  placeholder?: string
  /** Class name for the field's root. */
  className?: string
  /** Keeps a ref on the input. */
  inputRef?: Ref<HTMLInputElement>
}

const Root = styled(AriaNumberField)`
  ${fieldRoot}
`
const Group = styled(AriaGroup)`
  ${controlBox}
`
const Input = styled(AriaInput)`
  ${bareInput}
  min-height: calc(${({ theme }) => theme.size.control.md} - 2 * ${({ theme }) => theme.border.width.thin});
  font-variant-numeric: tabular-nums;
`

/** The decimal separator of a locale: a comma in French. */
const decimalSeparator = (locale: string) =>
  new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'

/**
 * A point typed where the page's language writes a decimal comma is taken as the comma (the field refuses
 * a character its language does not write, so 12.5 would read 125).
 */
function pointAs(separator: string) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== '.' || event.ctrlKey || event.metaKey || event.altKey) return
    event.preventDefault()
    // As typed, undo included, where the browser inserts text for a script; otherwise through the value's own
    // setter, so that React sees the change as typing.
    if (document.execCommand?.('insertText', false, separator)) return
    const input = event.currentTarget
    const start = input.selectionStart ?? input.value.length
    const end = input.selectionEnd ?? start
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
      input,
      input.value.slice(0, start) + separator + input.value.slice(end),
    )
    input.setSelectionRange(start + separator.length, start + separator.length)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  }
}

const toNumber = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(value) ? null : value

/**
 * A number field on react-aria's NumberField (arrow keys step the value). Decimals, minimum and
 * maximum are checked with the shared rules and explained, rather than silently rounded or clamped.
 */
export function NumberField({
  label,
  labelHidden,
  description,
  errorMessage,
  required,
  decimals,
  min,
  max,
  allowNegative = true,
  value,
  defaultValue,
  onChange,
  validate,
  fixedDecimals = false,
  prefix,
  placeholder,
  inputRef,
  isDisabled,
  isReadOnly,
  ...rest
}: NumberFieldProps) {
  const { i18n } = useLingui()
  const { locale } = useLocale()
  const separator = useMemo(() => decimalSeparator(locale), [locale])
  const rules = useFieldRules({ kind: 'number', required, decimals, min, max, readOnly: isReadOnly, disabled: isDisabled })
  const shows = requiredApplies(required, isReadOnly, isDisabled)
  const check = (raw: number) => {
    const number = toNumber(raw)
    const own = rules(number)
    if (own) return own
    if (!allowNegative && number !== null) {
      const result = v.safeParse(v.pipe(v.number(), nonNegative<number>()), number, { lang: i18n.locale })
      if (!result.success) return result.issues[0]?.message ?? null
    }
    return validate?.(number) ?? null
  }
  return (
    <Root
      {...rest}
      value={value === undefined ? undefined : (value ?? Number.NaN)}
      defaultValue={defaultValue === undefined ? undefined : (defaultValue ?? Number.NaN)}
      onChange={(next) => onChange?.(toNumber(next))}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isRequired={shows}
      validate={check}
      formatOptions={{
        minimumFractionDigits: fixedDecimals ? decimals : 0,
        // Wide enough that extra decimals are reported by the rule, not rounded away on blur.
        maximumFractionDigits: Math.max(decimals, 20),
      }}
    >
      <Field label={label} labelHidden={labelHidden} description={description} errorMessage={errorMessage} showRequired={shows}>
        <Group>
          {prefix && <Affix>{prefix}</Affix>}
          <Input
            ref={inputRef}
            placeholder={placeholder}
            onKeyDown={decimals > 0 && separator !== '.' ? pointAs(separator) : undefined}
          />
        </Group>
      </Field>
    </Root>
  )
}
