import type { CalendarDateTime } from '@internationalized/date'
import {
  DateField as AriaDateField,
  type DateFieldProps as AriaDateFieldProps,
} from 'react-aria-components'
import styled from 'styled-components'
import { DateSegments, fromCalendarDateTime, MaskLocale, toCalendarDateTime } from '../DateField'
import { Field, type FieldChromeProps, fieldRoot, requiredApplies, useEmptyRule, useFieldRules } from '../Field'

export interface DateTimeFieldProps
  extends Omit<
      AriaDateFieldProps<CalendarDateTime>,
      | 'isRequired' | 'children' | 'className' | 'style' | 'validate' | 'value' | 'defaultValue' | 'onChange'
      | 'minValue' | 'maxValue' | 'granularity' | 'placeholderValue' | 'hourCycle'
    >,
    FieldChromeProps {
  /** Whether a value is required; every date-time input declares it (document 1 section 5). */
  required: boolean
  /** The value as 'YYYY-MM-DD HH:mm' (controlled); '' when empty. */
  value?: string
  /** The initial value as 'YYYY-MM-DD HH:mm' (uncontrolled). */
  defaultValue?: string
  /** Called with 'YYYY-MM-DD HH:mm', or '' when cleared or incomplete. */
  onChange?: (value: string) => void
  /** The earliest moment allowed, 'YYYY-MM-DD HH:mm'. */
  minValue?: string
  /** The latest moment allowed, 'YYYY-MM-DD HH:mm'. */
  maxValue?: string
  /** An extra rule after the shared ones: return a message when the value is invalid. */
  validate?: (value: string) => string | null | undefined
  /** Class name for the field's root. */
  className?: string
}

const Root = styled(AriaDateField)`
  ${fieldRoot}
`

/** A date and time in the mask YYYY-MM-DD HH:mm on a 24-hour clock; the value is that string. */
export function DateTimeField({
  label,
  labelHidden,
  description,
  errorMessage,
  required,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  validate,
  isDisabled,
  isReadOnly,
  validationBehavior,
  isInvalid,
  ...rest
}: DateTimeFieldProps) {
  const rules = useFieldRules({ kind: 'datetime', required, readOnly: isReadOnly, disabled: isDisabled })
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
        granularity="minute"
        hourCycle={24}
        shouldForceLeadingZeros
        value={value === undefined ? undefined : toCalendarDateTime(value)}
        defaultValue={defaultValue === undefined ? undefined : toCalendarDateTime(defaultValue)}
        onChange={(next) => empty.onChange(fromCalendarDateTime(next))}
        minValue={toCalendarDateTime(minValue) ?? undefined}
        maxValue={toCalendarDateTime(maxValue) ?? undefined}
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
        isRequired={shows}
        validationBehavior={validationBehavior}
        isInvalid={empty.isInvalid}
        validate={(next) => {
          const text = fromCalendarDateTime(next)
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
