import type { DateKind } from '@shared/validation'
import type { CalendarDate, CalendarDateTime, Time } from '@internationalized/date'
import { type FieldChromeProps, requiredApplies, useEmptyRule, useFieldRules } from '../Field'
import { fromCalendarDate, fromCalendarDateTime, fromTime, toCalendarDate, toCalendarDateTime, toTime } from './dateValues'

/** react-aria props a date, date-time or time field sets itself, from its own props or its mask. */
export type SetByMaskedField =
  | 'isRequired' | 'children' | 'className' | 'style' | 'validate' | 'value' | 'defaultValue' | 'onChange'
  | 'minValue' | 'maxValue' | 'granularity' | 'placeholderValue'

/** The value props of a field typed in a mask ('YYYY-MM-DD', 'YYYY-MM-DD HH:mm' or 'HH:mm'). */
export interface MaskedValueProps {
  /** Whether a value is required; every date, date-time and time input declares it (document 1 section 5). */
  required: boolean
  /** The value in the field's mask (controlled); '' when empty. */
  value?: string
  /** The initial value in the field's mask (uncontrolled). */
  defaultValue?: string
  /** Called with the value in the field's mask, or '' when it is cleared or incomplete. */
  onChange?: (value: string) => void
  /** The earliest value allowed, in the field's mask. */
  minValue?: string
  /** The latest value allowed, in the field's mask. */
  maxValue?: string
  /** An extra rule after the shared ones: return a message when the value is invalid. */
  validate?: (value: string) => string | null | undefined
  /** Class name for the field's root. */
  className?: string
}

/** A masked field's props: react-aria's own (less what the field sets, and `Also`), label and help, value. */
export type MaskedFieldProps<AriaProps, Also extends PropertyKey = never> = Omit<AriaProps, SetByMaskedField | Also> &
  FieldChromeProps &
  MaskedValueProps

/** How a masked field reads and writes its text. */
export interface Mask<Parsed, Received> {
  /** The rules that apply to the text: those of a date, a date and time, or a time. */
  kind: DateKind
  /** Text in the mask to react-aria's value; null when blank or not a value. */
  parse: (text: string | null | undefined) => Parsed | null
  /** react-aria's value to text in the mask; '' for none. */
  format: (value: Received | null | undefined) => string
}

/** 'YYYY-MM-DD'. */
export const dateMask: Mask<CalendarDate, Parameters<typeof fromCalendarDate>[0]> = {
  kind: 'date',
  parse: toCalendarDate,
  format: fromCalendarDate,
}

/** 'YYYY-MM-DD HH:mm' on a 24-hour clock. */
export const dateTimeMask: Mask<CalendarDateTime, Parameters<typeof fromCalendarDateTime>[0]> = {
  kind: 'datetime',
  parse: toCalendarDateTime,
  format: fromCalendarDateTime,
}

/** 'HH:mm' on a 24-hour clock, or 'HH:mm:ss' with seconds. */
export function timeMask(withSeconds: boolean): Mask<Time, Parameters<typeof fromTime>[0]> {
  return { kind: 'time', parse: toTime, format: (time) => fromTime(time, withSeconds) }
}

interface ReactAriaState {
  isDisabled?: boolean
  isReadOnly?: boolean
  isInvalid?: boolean
  validationBehavior?: 'aria' | 'native'
}

/**
 * What a date, date-time or time field hands to react-aria's field (`root`) and to `Field` (`field`): the
 * mask's text turned into react-aria's values and back, the shared rules, the required marker, and the
 * 'Field is required' message that react-aria does not give an empty field under 'aria' validation.
 */
export function useMaskedField<Parsed, Received, Rest extends object>(
  props: Rest & FieldChromeProps & MaskedValueProps & ReactAriaState,
  { kind, parse, format }: Mask<Parsed, Received>,
) {
  const {
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
  } = props
  const rules = useFieldRules({ kind, required, readOnly: isReadOnly, disabled: isDisabled })
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
  return {
    root: {
      ...rest,
      shouldForceLeadingZeros: true,
      value: value === undefined ? undefined : parse(value),
      defaultValue: defaultValue === undefined ? undefined : parse(defaultValue),
      onChange: (next: Received | null) => empty.onChange(format(next)),
      minValue: parse(minValue) ?? undefined,
      maxValue: parse(maxValue) ?? undefined,
      isDisabled,
      isReadOnly,
      isRequired: shows,
      validationBehavior,
      isInvalid: empty.isInvalid,
      validate: (next: Received | null) => {
        const text = format(next)
        return rules(text) ?? validate?.(text) ?? null
      },
    },
    field: { label, labelHidden, description, errorMessage: empty.errorMessage, showRequired: shows },
  }
}
