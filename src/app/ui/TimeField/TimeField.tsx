import type { Time } from '@internationalized/date'
import { TimeField as AriaTimeField, type TimeFieldProps as AriaTimeFieldProps } from 'react-aria-components'
import styled from 'styled-components'
import { DateSegments, fromTime, MaskLocale, toTime } from '../DateField'
import { Field, type FieldChromeProps, fieldRoot, requiredApplies, useEmptyRule, useFieldRules } from '../Field'

export interface TimeFieldProps
  extends Omit<
      AriaTimeFieldProps<Time>,
      | 'isRequired' | 'children' | 'className' | 'style' | 'validate' | 'value' | 'defaultValue' | 'onChange'
      | 'minValue' | 'maxValue' | 'granularity' | 'placeholderValue' | 'hourCycle'
    >,
    FieldChromeProps {
  /** Whether a time is required; every time input declares it (document 1 section 5). */
  required: boolean
  /** The time as 'HH:mm' (controlled); '' when empty. */
  value?: string
  /** The initial time as 'HH:mm' (uncontrolled). */
  defaultValue?: string
  /** Called with 'HH:mm' (or 'HH:mm:ss' with seconds), or '' when cleared or incomplete. */
  onChange?: (value: string) => void
  /** Also edit seconds: the value becomes 'HH:mm:ss'. */
  withSeconds?: boolean
  /** The earliest time allowed, 'HH:mm'. */
  minValue?: string
  /** The latest time allowed, 'HH:mm'. */
  maxValue?: string
  /** An extra rule after the shared ones: return a message when the time is invalid. */
  validate?: (value: string) => string | null | undefined
  /** Class name for the field's root. */
  className?: string
}

const Root = styled(AriaTimeField)`
  ${fieldRoot}
`

/** A time on a 24-hour clock in the mask HH:mm; the value is that string. */
export function TimeField({
  label,
  labelHidden,
  description,
  errorMessage,
  required,
  value,
  defaultValue,
  onChange,
  withSeconds = false,
  minValue,
  maxValue,
  validate,
  isDisabled,
  isReadOnly,
  validationBehavior,
  isInvalid,
  ...rest
}: TimeFieldProps) {
  const rules = useFieldRules({ kind: 'time', required, readOnly: isReadOnly, disabled: isDisabled })
  const shows = requiredApplies(required, isReadOnly, isDisabled)
  const empty = useEmptyRule<string>({
    value,
    defaultValue,
    onChange,
    isEmpty: (text) => !text,
    emptyMessage: () => rules(''),
    validationBehavior,
    isInvalid,
    errorMessage,
  })
  return (
    <MaskLocale>
      <Root
        {...rest}
        granularity={withSeconds ? 'second' : 'minute'}
        hourCycle={24}
        shouldForceLeadingZeros
        value={value === undefined ? undefined : toTime(value)}
        defaultValue={defaultValue === undefined ? undefined : toTime(defaultValue)}
        onChange={(next) => empty.onChange(fromTime(next, withSeconds))}
        minValue={toTime(minValue) ?? undefined}
        maxValue={toTime(maxValue) ?? undefined}
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
        isRequired={shows}
        validationBehavior={validationBehavior}
        isInvalid={empty.isInvalid}
        validate={(next) => {
          const text = fromTime(next, withSeconds)
          return rules(text) ?? validate?.(text) ?? null
        }}
      >
        <Field label={label} labelHidden={labelHidden} description={description} errorMessage={empty.errorMessage} showRequired={shows}>
          <DateSegments />
        </Field>
      </Root>
    </MaskLocale>
  )
}
