import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { GridDownloadFormat, Separator } from '@shared/constants'
import type { FilterOperator, GridColumn } from './types'

/** Operator names as the advanced search shows them. */
export const operatorLabels: Record<FilterOperator, MessageDescriptor> = {
  contains: msg`Contains`,
  not_contains: msg`Does not contain`,
  is: msg`Is`,
  is_not: msg`Is not`,
  starts_with: msg`Starts with`,
  not_starts_with: msg`Does not start with`,
  ends_with: msg`Ends with`,
  not_ends_with: msg`Does not end with`,
  gt: msg`Greater than`,
  gte: msg`Greater than or equal to`,
  lt: msg`Less than`,
  lte: msg`Less than or equal to`,
  one_of: msg`One of`,
  date_range: msg`Date range`,
  yes_no: msg`Is`,
}

/** Equality on a number column reads as a comparison. */
const numberEquality: Partial<Record<FilterOperator, MessageDescriptor>> = {
  is: msg`Equals`,
  is_not: msg`Does not equal`,
}

/** An operator's name for a column: 'Equals' rather than 'Is' for numbers. */
export function operatorLabel(operator: FilterOperator, column: GridColumn): MessageDescriptor {
  const numeric = column.type === 'number' || column.type === 'decimal'
  return (numeric ? numberEquality[operator] : undefined) ?? operatorLabels[operator]
}

export const separatorLabels: Record<Separator, MessageDescriptor> = {
  horizontal: msg`Horizontal lines`,
  vertical: msg`Vertical lines`,
  cell: msg`Cell borders`,
  none: msg`No lines`,
}

export const formatLabels: Record<GridDownloadFormat, MessageDescriptor> = {
  'Google Sheet': msg`Google Sheet`,
  CSV: msg`CSV`,
  XLSX: msg`XLSX`,
  PDF: msg`PDF`,
  XML: msg`XML`,
  JSON: msg`JSON`,
}
