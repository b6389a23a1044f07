import type { CalendarDate } from '@internationalized/date'
import { CalendarDays } from 'lucide-react'
import {
  Button as AriaButton,
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  Group as AriaGroup,
} from 'react-aria-components'
import styled from 'styled-components'
import { DateSegments, fromCalendarDate, MaskLocale, toCalendarDate } from '../DateField'
import { controlBox, Field, type FieldChromeProps, fieldRoot, inlineButton, requiredApplies, useEmptyRule, useFieldRules } from '../Field'
import { CalendarDialog, CalendarPopover, SingleCalendar } from './Calendar'

export interface DatePickerProps
  extends Omit<
      AriaDatePickerProps<CalendarDate>,
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
  /** The month the calendar opens on when empty, 'YYYY-MM-DD' (defaults to today). */
  placeholderValue?: string
  /** An extra rule after the shared ones: return a message when the date is invalid. */
  validate?: (value: string) => string | null | undefined
  /** Class name for the field's root. */
  className?: string
}

const Root = styled(AriaDatePicker)`
  ${fieldRoot}
`

export const PickerBox = styled(AriaGroup)`
  ${controlBox}
  justify-content: space-between;
`

export const CalendarButton = styled(AriaButton)`
  ${inlineButton}
`

/** A date typed in the mask YYYY-MM-DD or picked on a calendar; the value is a 'YYYY-MM-DD' string. */
export function DatePicker({
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
  placeholderValue,
  validate,
  isDisabled,
  isReadOnly,
  validationBehavior,
  isInvalid,
  ...rest
}: DatePickerProps) {
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
        placeholderValue={toCalendarDate(placeholderValue) ?? undefined}
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
          <PickerBox>
            <DateSegments bare />
            <CalendarButton>
              <CalendarDays aria-hidden="true" focusable="false" />
            </CalendarButton>
          </PickerBox>
        </Field>
        <CalendarPopover>
          <CalendarDialog>
            <SingleCalendar />
          </CalendarDialog>
        </CalendarPopover>
      </Root>
    </MaskLocale>
  )
}
