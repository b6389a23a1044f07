// The date pickers, loaded on their own by the routes that use them (they carry the calendar).
import { BoundDatePicker } from './DatePicker/BoundDatePicker'
import { BoundDateRangePicker } from './DateRangePicker/BoundDateRangePicker'
import { extendForm } from './Form/useAppForm'

export * from './DatePicker'
export * from './DateRangePicker'
export { BoundDatePicker, BoundDateRangePicker }

/** `useAppForm` plus `field.DatePicker` and `field.DateRangePicker`. */
export const { useAppForm: useDateAppForm } = extendForm({
  fieldComponents: { DatePicker: BoundDatePicker, DateRangePicker: BoundDateRangePicker },
  formComponents: {},
})
