export { DateField, DateFieldRoot } from './DateField'
export type { DateFieldProps } from './DateField'
export { DateSegments, MaskLocale } from './DateInput'
export type { DateSegmentsProps } from './DateInput'
export {
  fromCalendarDate,
  fromCalendarDateTime,
  fromTime,
  maskLiteral,
  toCalendarDate,
  toCalendarDateTime,
  toTime,
} from './dateValues'
export { dateMask, dateTimeMask, timeMask, useMaskedField } from './maskedField'
export type { Mask, MaskedFieldProps, MaskedValueProps, SetByMaskedField } from './maskedField'
