import { useLingui } from '@lingui/react/macro'
import type { CalendarDate } from '@internationalized/date'
import { useState } from 'react'
import {
  DateRangePicker as AriaDateRangePicker,
  type DateRangePickerProps as AriaDateRangePickerProps,
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
} from 'react-aria-components'
import styled from 'styled-components'
import { Temporal } from 'temporal-polyfill'
import { DateSegments, fromCalendarDate, MaskLocale, type SetByMaskedField, toCalendarDate } from '../DateField'
import { CalendarOverlay, RangeCalendar } from '../DatePicker/Calendar'
import { PickerControl } from '../DatePicker/PickerControl'
import { Field, type FieldChromeProps, fieldRoot, requiredApplies, useFieldRules } from '../Field'
import {
  DATE_RANGE_PRESETS,
  type DateRange,
  type DateRangePreset,
  matchPreset,
  presetLabels,
  presetRange,
  type WeekStart,
} from './presets'

export interface DateRangePickerProps extends Omit<AriaDateRangePickerProps<CalendarDate>, SetByMaskedField>, FieldChromeProps {
  /** Whether a range is required; every date input declares it (document 1 section 5). */
  required: boolean
  /** The range (controlled); null when empty. */
  value?: DateRange | null
  /** The initial range (uncontrolled). */
  defaultValue?: DateRange | null
  /** Called with the new range (or null) and the preset it matches, 'custom' when none. */
  onChange?: (value: DateRange | null, preset: DateRangePreset) => void
  /** The day presets count from, 'YYYY-MM-DD'; defaults to today in the user's time zone. */
  today?: string
  /** The presets offered, in order (document 2 section 9); all of them by default. */
  presets?: readonly DateRangePreset[]
  /** The day weeks start on for 'this week' and 'last week'. */
  weekStart?: WeekStart
  /** The earliest day allowed, 'YYYY-MM-DD'. */
  minValue?: string
  /** The latest day allowed, 'YYYY-MM-DD'. */
  maxValue?: string
  /** Class name for the field's root. */
  className?: string
}

const Root = styled(AriaDateRangePicker)`
  ${fieldRoot}
`

const Ends = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`

const Layout = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
`

const Presets = styled(AriaListBox)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: max-content;
  padding-inline-end: ${({ theme }) => theme.space.md};
  border-inline-end: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  outline: none;
` as typeof AriaListBox

const Preset = styled(AriaListBoxItem)`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  outline: none;
  &[data-hovered],
  &[data-focused] {
    background: ${({ theme }) => theme.color.surface.hover};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.color.surface.selected};
    color: ${({ theme }) => theme.color.accent.text};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  &[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: calc(-1 * ${({ theme }) => theme.border.width.focus});
  }
` as typeof AriaListBoxItem

const toRangeValue = (range: DateRange | null | undefined) => {
  const start = toCalendarDate(range?.start)
  const end = toCalendarDate(range?.end)
  return start && end ? { start, end } : null
}

const fromRangeValue = (value: { start: { year: number; month: number; day: number }; end: { year: number; month: number; day: number } } | null) =>
  value ? { start: fromCalendarDate(value.start), end: fromCalendarDate(value.end) } : null

/**
 * A range of days typed as two YYYY-MM-DD dates or picked on a calendar, with the presets of
 * document 2 section 9 (today, this week, last month, ... custom).
 */
export function DateRangePicker({
  label,
  labelHidden,
  description,
  errorMessage,
  required,
  value,
  defaultValue,
  onChange,
  today,
  presets = DATE_RANGE_PRESETS,
  weekStart = 'sunday',
  minValue,
  maxValue,
  isDisabled,
  isReadOnly,
  isOpen,
  defaultOpen,
  onOpenChange,
  validationBehavior,
  isInvalid,
  ...rest
}: DateRangePickerProps) {
  const { i18n, t } = useLingui()
  const rules = useFieldRules({ kind: 'date', required, readOnly: isReadOnly, disabled: isDisabled })
  const shows = requiredApplies(required, isReadOnly, isDisabled)
  const day = today ?? Temporal.Now.plainDateISO().toString()

  const [inner, setInner] = useState<DateRange | null>(defaultValue ?? null)
  const current = value === undefined ? inner : value
  const [openInner, setOpenInner] = useState(defaultOpen ?? false)
  const open = isOpen ?? openInner
  const setOpen = (next: boolean) => {
    if (isOpen === undefined) setOpenInner(next)
    onOpenChange?.(next)
  }

  // Choosing 'custom' keeps the range and hands over to the calendar.
  const [customChosen, setCustomChosen] = useState(false)
  const commit = (next: DateRange | null) => {
    if (value === undefined) setInner(next)
    setCustomChosen(false)
    onChange?.(next, matchPreset(next, day, weekStart) ?? 'custom')
  }
  const matched = current ? (matchPreset(current, day, weekStart) ?? 'custom') : null
  const active = customChosen ? 'custom' : matched
  // react-aria does not validate an empty range: with 'aria' validation, say so here.
  const emptyMessage = validationBehavior === 'aria' && isInvalid === undefined && !current ? rules('') : null

  return (
    <MaskLocale>
      <Root
        {...rest}
        granularity="day"
        shouldForceLeadingZeros
        value={toRangeValue(current)}
        onChange={(next) => commit(fromRangeValue(next))}
        minValue={toCalendarDate(minValue) ?? undefined}
        maxValue={toCalendarDate(maxValue) ?? undefined}
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
        isRequired={shows}
        validationBehavior={validationBehavior}
        isInvalid={isInvalid ?? (emptyMessage ? true : undefined)}
        isOpen={open}
        onOpenChange={setOpen}
        validate={(range) => rules(range ? fromCalendarDate(range.start) : null) ?? (range ? rules(fromCalendarDate(range.end)) : null)}
      >
        <Field label={label} labelHidden={labelHidden} description={description} errorMessage={errorMessage ?? emptyMessage ?? undefined} showRequired={shows}>
          <PickerControl>
            <Ends>
              <DateSegments bare slot="start" />
              <span aria-hidden="true">–</span>
              <DateSegments bare slot="end" />
            </Ends>
          </PickerControl>
        </Field>
        <CalendarOverlay>
          <Layout>
            <Presets
              aria-label={t`Date range presets`}
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={active ? [active] : []}
              items={presets.map((id) => ({ id, label: i18n._(presetLabels[id]) }))}
              onSelectionChange={(keys) => {
                if (keys === 'all') return
                const preset = [...keys][0] as DateRangePreset | undefined
                if (!preset) return
                const range = presetRange(preset, day, weekStart)
                if (!range) {
                  setCustomChosen(true)
                  return
                }
                commit(range)
                setOpen(false)
              }}
            >
              {(item) => <Preset id={item.id}>{item.label}</Preset>}
            </Presets>
            <RangeCalendar />
          </Layout>
        </CalendarOverlay>
      </Root>
    </MaskLocale>
  )
}
