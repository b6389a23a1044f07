import * as v from 'valibot'
import { DEFAULT_PUSH_REPORT_OUTPUT_TYPE, PUSH_REPORT_OUTPUT_TYPES } from '@shared/constants'
import {
  PUSH_REPORT_DEFAULT_TIME,
  PUSH_REPORT_MAX_COLUMNS,
  PUSH_REPORT_WEEKDAYS,
  pushReportQuerySchema,
} from '@shared/contract/pushreports'
import type { PushReportConfig } from '@app/grid/pushReport'
import { fromBase64 } from '@app/grid/urlParams'
import type { PushReport, PushReportFormInput, PushReportSource } from './api'

/** The form's values: the whole body the create and edit calls take. */
export type PushReportFormValues = Required<Omit<PushReportFormInput, 'group' | 'month_day'>> & {
  group: string
  month_day: number | null
}

const configSchema = v.object({
  api_url: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(300)),
  cmid: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64)),
  query_params: v.optional(v.fallback(pushReportQuerySchema, {}), {}),
  output_type: v.optional(v.fallback(v.picklist(PUSH_REPORT_OUTPUT_TYPES), DEFAULT_PUSH_REPORT_OUTPUT_TYPE), DEFAULT_PUSH_REPORT_OUTPUT_TYPE),
  title: v.optional(v.fallback(v.pipe(v.string(), v.maxLength(100)), ''), ''),
  group: v.optional(v.fallback(v.pipe(v.string(), v.maxLength(64)), ''), ''),
})

/**
 * The push report dialog's configuration from the create page's `data` (base64 JSON, document 2
 * section 3), or null when it cannot be read or lacks an API URL or a menu id (document 2 section 5.5).
 * The address's `cmid` stands in when the configuration has none.
 */
export function readConfig(data: string | undefined, cmid?: string): PushReportConfig | null {
  if (!data) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(fromBase64(data.trim()))
  } catch {
    return null
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null
  const record = parsed as Record<string, unknown>
  const result = v.safeParse(configSchema, { ...record, cmid: record.cmid || cmid })
  return result.success ? result.output : null
}

/** The columns a new report starts with: the grid's visible ones, at most the limit. */
export function defaultColumns(source: PushReportSource): string[] {
  const visible = source.columns.filter((column) => column.visible).map((column) => column.name)
  return (visible.length ? visible : source.columns.map((column) => column.name)).slice(0, PUSH_REPORT_MAX_COLUMNS)
}

/** A new report's values, from the dialog's configuration and the search's columns. */
export function newValues(config: PushReportConfig, source: PushReportSource, email: string | null | undefined): PushReportFormValues {
  return {
    name: config.title.trim() || source.source,
    api_url: config.api_url,
    query_params: config.query_params,
    cmid: config.cmid,
    group: config.group,
    output_type: config.output_type,
    columns: defaultColumns(source),
    frequency: 'daily',
    weekdays: [],
    month_day: null,
    delivery_time: PUSH_REPORT_DEFAULT_TIME,
    recipients: email ? [email] : [],
    access: 'personal',
    only_with_rows: false,
    state: 'active',
  }
}

const WEEKDAYS: readonly number[] = PUSH_REPORT_WEEKDAYS

/** A saved report's values. */
export function valuesOf(report: PushReport): PushReportFormValues {
  return {
    name: report.name,
    api_url: report.api_url,
    query_params: report.query_params,
    cmid: report.cmid,
    group: report.group ?? '',
    output_type: report.output_type,
    columns: report.columns,
    frequency: report.frequency,
    weekdays: report.weekdays.filter((day) => WEEKDAYS.includes(day)) as PushReportFormValues['weekdays'],
    month_day: report.month_day,
    delivery_time: report.delivery_time.slice(0, 5),
    recipients: report.recipients,
    access: report.access,
    only_with_rows: report.only_with_rows,
    state: report.state,
  }
}

/** What the form sends: the days and the day of the month only where the schedule uses them. */
export function bodyOf(values: PushReportFormValues): PushReportFormInput {
  return {
    ...values,
    name: values.name.trim(),
    group: values.group || undefined,
    weekdays: values.frequency === 'weekly' ? [...values.weekdays].sort() : [],
    month_day: values.frequency === 'monthly' ? values.month_day : null,
  }
}

/** Whether the form's values differ from `baseline` (the report as read or last saved). */
export function isChanged(values: PushReportFormValues, baseline: PushReportFormValues): boolean {
  return (Object.keys(baseline) as (keyof PushReportFormValues)[]).some(
    (key) => JSON.stringify(values[key]) !== JSON.stringify(baseline[key]),
  )
}
