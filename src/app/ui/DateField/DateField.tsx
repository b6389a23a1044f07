import type { CalendarDate } from '@internationalized/date'
import {
  DateField as AriaDateField,
  type DateFieldProps as AriaDateFieldProps,
} from 'react-aria-components'
import styled from 'styled-components'
import { Field, type FieldChromeProps, fieldRoot, requiredApplies, useEmptyRule, useFieldRules } from '../Field'
import { DateSegments, MaskLocale } from './DateInput'
import { fromCalendarDate, toCalendarDate } from './dateValues'

export interface DateFieldProps
  extends Omit<
      AriaDateFieldProps<CalendarDate>,
      | 'isRequired' | 'children' | 'className' | 'style' | 'validate' | 'value' | 'defaultValue' | 'onChange'
      | 'minValue' | 'maxValue' | 'granularity' | 'placeholderValue'
    >,
    FieldChromeProps {
  /** Whether a date is required; every date input declares it (document 1 section 5). */
  required: boolean
  /** The date as 'YYYY-MM-DD' (controlled); '' when empty. */
  value?: string
  /** The initial date as 'YYYY-MM-DD' (uncontrolled). */
  defaultValue?: string
  /** Called with 'YYYY-MM-DD', or '' when the date is cleared or incomplete. */
  onChange?: (value: string) => void
  /** The earliest date allowed, 'YYYY-MM-DD'. */
  minValue?: string
  /** The latest date allowed, 'YYYY-MM-DD'. */
  maxValue?: string
  /** An extra rule after the shared ones: return a message when the date is invalid. */
  validate?: (value: string) => string | null | undefined
  /** Class name for the field's root. */
  className?: string
}

const Root = styled(AriaDateField)`
  ${fieldRoot}
`

/** A date typed segment by segment in the mask YYYY-MM-DD; the value is a 'YYYY-MM-DD' string. */
export function DateField({
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
}: DateFieldProps) {
  const rules = useFieldRules({ kind: 'date', required, readOnly: isReadOnly, disabled: isDisabled })
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
        granularity="day"
        shouldForceLeadingZeros
        value={value === undefined ? undefined : toCalendarDate(value)}
        defaultValue={defaultValue === undefined ? undefined : toCalendarDate(defaultValue)}
        onChange={(date) => empty.onChange(fromCalendarDate(date))}
        minValue={toCalendarDate(minValue) ?? undefined}
        maxValue={toCalendarDate(maxValue) ?? undefined}
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
        isRequired={shows}
        validationBehavior={validationBehavior}
        isInvalid={empty.isInvalid}
        validate={(date) => {
          const text = fromCalendarDate(date)
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
