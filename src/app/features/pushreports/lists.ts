/** Which reports the list shows: the reader's own, or for staff every report or the customers' ones. */
export const PUSH_REPORT_LISTS = ['mine', 'all', 'customers'] as const
export type PushReportList = (typeof PUSH_REPORT_LISTS)[number]
