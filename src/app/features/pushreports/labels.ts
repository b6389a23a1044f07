import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  PUSH_REPORT_RUN_STATUSES,
  type PushReportAccess,
  type PushReportFrequency,
  type PushReportRunStatus,
} from '@shared/contract/pushreports'
import type { CellMapEntry } from '@app/grid'

/** A run's status in the reader's language (document 2 section 4, pushed request statuses). */
export const RUN_STATUS_LABELS: Record<PushReportRunStatus, MessageDescriptor> = {
  New: msg({ message: 'New', context: 'push report run status' }),
  Queued: msg({ message: 'Queued', context: 'push report run status' }),
  Processed: msg({ message: 'Processed', context: 'push report run status' }),
  Void: msg({ message: 'Void', context: 'push report run status' }),
  Incomplete: msg({ message: 'Incomplete', context: 'push report run status' }),
  Archived: msg({ message: 'Archived', context: 'push report run status' }),
}

/** The tone of each status's badge; the text always says the status. */
export const RUN_STATUS_TONES = {
  New: 'info',
  Queued: 'accent',
  Processed: 'success',
  Void: 'neutral',
  Incomplete: 'danger',
  Archived: 'neutral',
} as const satisfies Record<PushReportRunStatus, string>

/** The grid's map of a status column: a badge with the status's name. */
export function runStatusMap(i18n: I18n): Record<string, CellMapEntry> {
  return Object.fromEntries(
    PUSH_REPORT_RUN_STATUSES.map((status) => {
      const tone = RUN_STATUS_TONES[status]
      return [status, { label: i18n._(RUN_STATUS_LABELS[status]), badge: true, color: tone === 'neutral' ? 'muted' : tone }]
    }),
  )
}

export const isRunStatus = (value: unknown): value is PushReportRunStatus =>
  typeof value === 'string' && (PUSH_REPORT_RUN_STATUSES as readonly string[]).includes(value)

export const FREQUENCY_LABELS: Record<PushReportFrequency, MessageDescriptor> = {
  daily: msg({ message: 'Daily', context: 'push report schedule' }),
  weekly: msg({ message: 'Weekly', context: 'push report schedule' }),
  monthly: msg({ message: 'Monthly', context: 'push report schedule' }),
}

export const ACCESS_LABELS: Record<PushReportAccess, MessageDescriptor> = {
  personal: msg({ message: 'Personal', context: 'push report access' }),
  company: msg({ message: 'Company', context: 'push report access' }),
  general: msg({ message: 'General', context: 'push report access' }),
}

export const ACCESS_DESCRIPTIONS: Record<PushReportAccess, MessageDescriptor> = {
  personal: msg`Only you see and change it.`,
  company: msg`The company's staff see it; you and the administrators change it.`,
  general: msg`Every staff account sees it; you and the administrators change it.`,
}

/** Working days, 1 Monday to 5 Friday. */
export const WEEKDAY_LABELS: Record<number, MessageDescriptor> = {
  1: msg`Monday`,
  2: msg`Tuesday`,
  3: msg`Wednesday`,
  4: msg`Thursday`,
  5: msg`Friday`,
}

export const STATE_LABELS: Record<string, MessageDescriptor> = {
  active: msg({ message: 'Active', context: 'push report state' }),
  paused: msg({ message: 'Paused', context: 'push report state' }),
}

export const TRIGGER_LABELS: Record<string, MessageDescriptor> = {
  schedule: msg({ message: 'On schedule', context: 'push report run trigger' }),
  now: msg({ message: 'Run now', context: 'push report run trigger' }),
}

/** The area's addresses (document 1 section 2). */
export function pushReportPaths(company: string) {
  const base = `/${encodeURIComponent(company)}/pages`
  return {
    list: (cmid?: string) => `${base}/PUSHREPORT${cmid ? `?${new URLSearchParams({ cmid }).toString()}` : ''}`,
    edit: (id: number | string) => `${base}/PUSHREPORT_EDIT/${id}`,
    repository: (id: number | string) => `${base}/PUSHREPORTR/${id}`,
    run: (reportId: number | string, id: number | string) => `${base}/PUSHREPORTR/${reportId}/${id}`,
  }
}
