import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { CAR_EFFECTIVENESS_RATINGS, CAR_STATUSES, type CarEffectivenessRating, type CarStatus } from '@shared/contract/car'
import type { CellMapEntry, GridColumn } from '@app/grid'

/** A CAR's status in the reader's language (document 2 sections 3 and 4). */
export const CAR_STATUS_LABELS: Record<CarStatus, MessageDescriptor> = {
  Draft: msg({ message: 'Draft', context: 'CAR status' }),
  'Awaiting Assignment': msg({ message: 'Awaiting Assignment', context: 'CAR status' }),
  Assigned: msg({ message: 'Assigned', context: 'CAR status' }),
  Rejected: msg({ message: 'Rejected', context: 'CAR status' }),
  'Awaiting Approver 1': msg({ message: 'Awaiting Approver 1', context: 'CAR status' }),
  'Awaiting Approver 2': msg({ message: 'Awaiting Approver 2', context: 'CAR status' }),
  Closed: msg({ message: 'Closed', context: 'CAR status' }),
}

/** The tone of each status's badge; the text always says the status. */
const STATUS_TONES: Record<CarStatus, string> = {
  Draft: 'muted',
  'Awaiting Assignment': 'info',
  Assigned: 'accent',
  Rejected: 'danger',
  'Awaiting Approver 1': 'warning',
  'Awaiting Approver 2': 'warning',
  Closed: 'success',
}

export const RATING_LABELS: Record<CarEffectivenessRating, MessageDescriptor> = {
  effective: msg({ message: 'Effective', context: 'effectiveness rating' }),
  partly_effective: msg({ message: 'Partly effective', context: 'effectiveness rating' }),
  not_effective: msg({ message: 'Not effective', context: 'effectiveness rating' }),
}

const RATING_TONES: Record<CarEffectivenessRating, string> = {
  effective: 'success',
  partly_effective: 'warning',
  not_effective: 'danger',
}

/** Where a CAR's pages are: in the frame, or full screen (document 1 section 2). */
export type CarPlace = 'pages' | 'fullscreen'

/** The CAR form's address: a CAR's (`car/car/{id}`), or a new one's. */
export function carFormHref(company: string, place: CarPlace, id?: number | string) {
  return `/${encodeURIComponent(company)}/${place}/car/car${id === undefined ? '' : `/${id}`}`
}

const overdueColumn = (i18n: I18n): GridColumn => ({
  name: 'overdue',
  label: i18n._(msg`Overdue`),
  type: 'boolean',
  searchable: false,
  map: { true: { label: i18n._(msg`Overdue`), badge: true, color: 'danger' }, false: { label: '' } },
})

/**
 * The CAR list's columns (issue: number, title, status, problem type, terminal, department, assignee,
 * due date, days open): the number opens the CAR, the status is a badge with its name, and an overdue
 * CAR says so in words; closed ones say whether they closed on time.
 */
export function carListColumns(i18n: I18n, company: string, place: CarPlace): GridColumn[] {
  const statusMap: Record<string, CellMapEntry> = Object.fromEntries(
    CAR_STATUSES.map((status) => [status, { label: i18n._(CAR_STATUS_LABELS[status]), badge: true, color: STATUS_TONES[status] }]),
  )
  return [
    { name: 'id', label: i18n._(msg`ID`), type: 'number', visible: false, searchable: false },
    { name: 'car_number', label: i18n._(msg`CAR number`), type: 'link', link: `${carFormHref(company, place)}/{id}` },
    { name: 'title', label: i18n._(msg`Title`) },
    {
      name: 'status',
      label: i18n._(msg`Status`),
      defaultFilterType: 'one-of',
      searchOptions: CAR_STATUSES.map((status) => ({ label: i18n._(CAR_STATUS_LABELS[status]), value: status })),
      map: statusMap,
    },
    { name: 'problem_type', label: i18n._(msg`Problem type`) },
    { name: 'terminal', label: i18n._(msg`Terminal`) },
    { name: 'department', label: i18n._(msg`Department`) },
    { name: 'requester', label: i18n._(msg`Requester`), visible: false },
    { name: 'assignee', label: i18n._(msg`Assignee`) },
    { name: 'requested_date', label: i18n._(msg`Requested date`), type: 'date', visible: false, defaultFilterType: 'date-range' },
    { name: 'due_date', label: i18n._(msg`Due date`), type: 'date', defaultFilterType: 'date-range' },
    { name: 'days_open', label: i18n._(msg`Days open`), type: 'number', searchable: false },
    overdueColumn(i18n),
    {
      name: 'closed_on_time',
      label: i18n._(msg`Closed on time`),
      type: 'boolean',
      searchable: false,
      map: {
        true: { label: i18n._(msg`On time`), badge: true, color: 'success' },
        false: { label: i18n._(msg`Late`), badge: true, color: 'warning' },
        '': { label: '' },
      },
    },
  ]
}

/** The effectiveness follow-up's columns: the CAR, when the check is due and by whom, and its rating. */
export function effectivenessColumns(i18n: I18n, company: string, place: CarPlace): GridColumn[] {
  return [
    { name: 'id', label: i18n._(msg`ID`), type: 'number', visible: false, searchable: false },
    { name: 'car_number', label: i18n._(msg`CAR number`), type: 'link', link: `${carFormHref(company, place)}/{car_id}` },
    { name: 'title', label: i18n._(msg`Title`) },
    { name: 'due_date', label: i18n._(msg`Check due`), type: 'date', defaultFilterType: 'date-range' },
    { name: 'checker', label: i18n._(msg`Checked by`) },
    {
      name: 'rating',
      label: i18n._(msg`Rating`),
      defaultFilterType: 'one-of',
      searchOptions: CAR_EFFECTIVENESS_RATINGS.map((rating) => ({ label: i18n._(RATING_LABELS[rating]), value: rating })),
      map: {
        ...Object.fromEntries(
          CAR_EFFECTIVENESS_RATINGS.map((rating) => [rating, { label: i18n._(RATING_LABELS[rating]), badge: true, color: RATING_TONES[rating] }]),
        ),
        '': { label: i18n._(msg`Not rated yet`), color: 'muted' },
      },
    },
    { name: 'checked_at', label: i18n._(msg`Rated on`), type: 'date', searchable: false },
    overdueColumn(i18n),
    { name: 'rate', label: i18n._(msg`Rate`), type: 'action', event: 'rate', action: i18n._(msg`Rate…`), disable: true, searchable: false },
  ]
}
