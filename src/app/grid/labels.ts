import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { GridDownloadFormat, Separator } from '@shared/constants'
import type { FilterOperator } from './types'

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
