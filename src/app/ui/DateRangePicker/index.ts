export { DateRangePicker } from './DateRangePicker'
export type { DateRangePickerProps } from './DateRangePicker'
export { DATE_RANGE_PRESETS, matchPreset, presetLabels, presetRange } from './presets'
export type { DateRange, DateRangePreset, WeekStart } from './presets'
