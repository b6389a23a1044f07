import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { PUSH_REPORT_ACCESS, PUSH_REPORT_RUN_STATUSES, PUSH_REPORT_TIMEZONE } from '@shared/contract/pushreports'
import { PUSH_REPORT_OUTPUT_TYPES } from '@shared/constants'
import { formatFileSize } from '@shared/format'
import { toLocale } from '@shared/i18n'
import { defaultGridClient, type GridClient, type GridColumn, type GridRow } from '@app/grid'
import { ACCESS_LABELS, pushReportPaths, RUN_STATUS_LABELS, runStatusMap, STATE_LABELS, TRIGGER_LABELS } from './labels'

/** A moment in Eastern time, where reports are scheduled: 'Nov 26, 2026, 7:00 AM ET'. */
export function easternTime(i18n: I18n, iso: string | null | undefined): string {
  if (!iso) return ''
  const at = new Date(iso)
  if (Number.isNaN(at.getTime())) return iso
  const text = i18n.date(at, { dateStyle: 'medium', timeStyle: 'short', timeZone: PUSH_REPORT_TIMEZONE })
  return i18n._(msg`${text} ET`)
}

/** A stored file's size in the reader's language, or nothing. */
export function fileSizeText(i18n: I18n, bytes: number | null | undefined): string {
  return typeof bytes === 'number' ? formatFileSize(bytes, toLocale(i18n.locale)) : ''
}

/** The text fields the pages show beside the server's values: times in Eastern time, sizes in units. */
const TIME_FIELDS = ['next_run_at', 'last_run_at', 'scheduled_for', 'started_at', 'finished_at'] as const

function withTexts(i18n: I18n, row: GridRow): GridRow {
  const out: GridRow = { ...row }
  for (const name of TIME_FIELDS) if (name in row) out[`${name}_text`] = easternTime(i18n, row[name] as string | null)
  if ('file_size' in row) out.file_size_text = fileSizeText(i18n, row.file_size as number | null)
  return out
}

/** The grid's client for the area's lists: the same calls, each row with its times and sizes in words. */
export function pushReportGridClient(i18n: I18n, client: GridClient = defaultGridClient): GridClient {
  return {
    ...client,
    list: async (path, query, options) => {
      const answer = await client.list(path, query, options)
      return { ...answer, results: answer.results.map((row) => withTexts(i18n, row)) }
    },
  }
}

/**
 * The report lists' columns (issue 22: name, source page, output type, schedule, next run, last run and
 * its status, owner, access): the name opens the report; a repository and a run now button on each row.
 */
export function pushReportListColumns(i18n: I18n, company: string): GridColumn[] {
  const paths = pushReportPaths(company)
  const statusMap = runStatusMap(i18n)
  return [
    { name: 'id', label: i18n._(msg`ID`), type: 'number', visible: false, searchable: false },
    { name: 'name', label: i18n._(msg`Name`), type: 'link', link: paths.edit('{id}') },
    { name: 'source', label: i18n._(msg`Source page`) },
    {
      name: 'output_type',
      label: i18n._(msg`Output type`),
      defaultFilterType: 'one-of',
      searchOptions: [...PUSH_REPORT_OUTPUT_TYPES],
    },
    { name: 'schedule', label: i18n._(msg`Schedule`), searchable: false, disable: true },
    { name: 'next_run_at', field: 'next_run_at_text', label: i18n._(msg`Next run`), searchable: false },
    { name: 'last_run_at', field: 'last_run_at_text', label: i18n._(msg`Last run`), searchable: false },
    {
      name: 'last_status',
      label: i18n._(msg`Last run status`),
      defaultFilterType: 'one-of',
      searchOptions: PUSH_REPORT_RUN_STATUSES.map((status) => ({ label: i18n._(RUN_STATUS_LABELS[status]), value: status })),
      map: { ...statusMap, '': { label: i18n._(msg`Not run yet`), color: 'muted' } },
    },
    { name: 'owner', label: i18n._(msg`Owner`) },
    {
      name: 'access',
      label: i18n._(msg`Access`),
      defaultFilterType: 'one-of',
      searchOptions: PUSH_REPORT_ACCESS.map((access) => ({ label: i18n._(ACCESS_LABELS[access]), value: access })),
      map: Object.fromEntries(PUSH_REPORT_ACCESS.map((access) => [access, { label: i18n._(ACCESS_LABELS[access]) }])),
    },
    {
      name: 'state',
      label: i18n._(msg`State`),
      defaultFilterType: 'one-of',
      searchOptions: ['active', 'paused'].map((state) => ({ label: i18n._(STATE_LABELS[state]!), value: state })),
      map: {
        active: { label: i18n._(STATE_LABELS.active!), badge: true, color: 'success' },
        paused: { label: i18n._(STATE_LABELS.paused!), badge: true, color: 'warning' },
      },
    },
    {
      name: 'repository',
      label: i18n._(msg`Repository`),
      type: 'action',
      event: 'repository',
      action: i18n._(msg`Runs`),
      disable: true,
      searchable: false,
    },
    { name: 'run', label: i18n._(msg`Run now`), type: 'action', event: 'run', action: i18n._(msg`Run now`), disable: true, searchable: false },
  ]
}

/** The repository's columns: each run's time, status, rows, file size and its file. */
export function repositoryColumns(i18n: I18n, company: string, reportId: number): GridColumn[] {
  const paths = pushReportPaths(company)
  return [
    { name: 'id', label: i18n._(msg`Run`), type: 'link', link: paths.run(reportId, '{id}'), searchable: false },
    { name: 'scheduled_for', field: 'scheduled_for_text', label: i18n._(msg`Scheduled for`), searchable: false },
    { name: 'finished_at', field: 'finished_at_text', label: i18n._(msg`Finished`), searchable: false },
    {
      name: 'status',
      label: i18n._(msg`Status`),
      defaultFilterType: 'one-of',
      searchOptions: PUSH_REPORT_RUN_STATUSES.map((status) => ({ label: i18n._(RUN_STATUS_LABELS[status]), value: status })),
      map: runStatusMap(i18n),
    },
    {
      name: 'trigger',
      label: i18n._(msg`Started by`),
      searchable: false,
      map: Object.fromEntries(Object.entries(TRIGGER_LABELS).map(([trigger, label]) => [trigger, { label: i18n._(label) }])),
    },
    { name: 'output_type', label: i18n._(msg`Output type`), visible: false },
    { name: 'rows', label: i18n._(msg`Rows`), type: 'number', searchable: false },
    { name: 'file_size', field: 'file_size_text', label: i18n._(msg`File size`), searchable: false },
    {
      name: 'file_name',
      label: i18n._(msg`File`),
      type: 'action',
      event: 'download',
      action: i18n._(msg`Download`),
      disable: true,
      searchable: false,
      // A run without a stored file (void, failed or archived) has nothing to download.
      map: { '': { label: '' } },
    },
  ]
}
