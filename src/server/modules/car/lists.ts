import { CAR_EFFECTIVENESS_RATINGS, CAR_STATUSES } from '@shared/contract/car'
import type { Locale } from '@shared/i18n'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { carDepartments, carEffectivenessChecks, carProblemTypes, cars, carTerminals, users } from '../../db/schema'
import { defineLists } from '../../http/lists'
import { defineList, isoInstant, type ListColumn, type ListSpec } from '../../lib/list'
import { resourceMessages } from '../../lib/resource'
import { carAreaMessages } from '../../messages'
import { RATING_LABELS, STATUS_LABELS } from './flow'
import { type Caller, callerOf } from './scope'
import { departments, problemTypes, rootCauses, sources, terminals, waitingOn } from './service'

// The CAR grid lists (document 2 section 7): the requests (car/car_list) and the effectiveness checks
// (car/effectiveness), each with its quick filters, exported and reported on like every grid. Names
// come from correlated subqueries in the caller's language; the quick filters are named conditions, so
// an export or a push report of `quick=overdue` reads the same rows as the page.

const STATUS_OPTIONS = CAR_STATUSES.map((status) => ({ label: STATUS_LABELS[status], value: status }))
const RATING_OPTIONS = CAR_EFFECTIVENESS_RATINGS.map((rating) => ({ label: RATING_LABELS[rating], value: rating }))

/** A list record's name in the caller's language, by the id a CAR holds: shown, and filtered through the id. */
function named(table: PgTable, id: SQL, lang: Locale) {
  const name = lang === 'fr' ? sql`coalesce(n.name_fr, n.name)` : sql`n.name`
  return {
    expr: sql<string | null>`(SELECT ${name} FROM ${table} n WHERE n.id = ${id})`,
    lookup: { id, table, alias: 'n', name },
  }
}

/** A person's name by the id a CAR holds, likewise. */
function person(id: SQL) {
  const name = sql`u.fname || ' ' || u.lname`
  return {
    expr: sql<string | null>`(SELECT ${name} FROM users u WHERE u.id = ${id})`,
    lookup: { id, table: users, alias: 'u', name },
  }
}

const closedDay = sql`(cars.closed_at AT TIME ZONE 'UTC')::date`

/** The CAR's page under /{company}/pages/. */
const pageLink = (caller: Caller, path: string) => `/${encodeURIComponent(caller.ctx.identity.company.code)}/pages/${path}`

function carListView(caller: Caller) {
  const { lang, today } = caller
  const daysOpen = sql<number>`greatest(0, coalesce(${closedDay}, ${today}::date) - cars.requested_date)`
  const overdue = sql<boolean>`(cars.status <> 'Closed' AND cars.due_date < ${today}::date)`
  const onTime = sql<boolean | null>`(CASE WHEN cars.closed_at IS NULL THEN NULL ELSE ${closedDay} <= cars.due_date END)`
  const problemType = named(carProblemTypes, sql`cars.problem_type_id`, lang)
  const terminal = named(carTerminals, sql`cars.terminal_id`, lang)
  const department = named(carDepartments, sql`cars.department_id`, lang)
  const requester = person(sql`cars.requester_id`)
  const assignee = person(sql`cars.assignee_id`)
  const columns: ListColumn[] = [
    { name: 'id', label: resourceMessages.id, type: 'number', expr: cars.id, hidden: true },
    {
      name: 'car_number',
      label: carAreaMessages.colNumber,
      type: 'string',
      display: 'link',
      link: pageLink(caller, 'car/car/{id}'),
      expr: cars.carNumber,
      searchable: true,
    },
    { name: 'title', label: carAreaMessages.colTitle, type: 'string', expr: cars.title, searchable: true },
    { name: 'status', label: carAreaMessages.colStatus, type: 'string', expr: cars.status, options: STATUS_OPTIONS },
    { name: 'problem_type', label: carAreaMessages.colProblemType, type: 'string', ...problemType, searchable: true },
    { name: 'terminal', label: carAreaMessages.colTerminal, type: 'string', ...terminal, searchable: true },
    { name: 'department', label: carAreaMessages.colDepartment, type: 'string', ...department, searchable: true },
    { name: 'requester', label: carAreaMessages.colRequester, type: 'string', ...requester, searchable: true },
    { name: 'assignee', label: carAreaMessages.colAssignee, type: 'string', ...assignee, searchable: true },
    { name: 'requested_date', label: carAreaMessages.colRequested, type: 'date', expr: cars.requestedDate },
    { name: 'due_date', label: carAreaMessages.colDue, type: 'date', expr: cars.dueDate },
    { name: 'days_open', label: carAreaMessages.colDaysOpen, type: 'number', expr: daysOpen },
    { name: 'overdue', label: carAreaMessages.colOverdue, type: 'boolean', expr: overdue },
    { name: 'closed_on_time', label: carAreaMessages.colClosedOnTime, type: 'boolean', expr: onTime },
  ]
  const spec: ListSpec = {
    columns,
    defaultSort: 'due_date',
    tiebreak: cars.id,
    namedFilters: {
      quick: {
        mine: waitingOn(caller),
        open: sql`cars.status <> 'Closed'`,
        overdue,
        closed: sql`cars.status = 'Closed'`,
      },
    },
  }
  return {
    spec,
    table: cars,
    fields: {
      id: cars.id,
      car_number: cars.carNumber,
      title: cars.title,
      status: cars.status,
      problem_type: problemType.expr,
      terminal: terminal.expr,
      department: department.expr,
      requester: sql<string>`coalesce(${requester.expr}, '')`,
      assignee: assignee.expr,
      requested_date: sql<string>`cars.requested_date::text`,
      due_date: sql<string>`cars.due_date::text`,
      days_open: daysOpen,
      overdue,
      closed_on_time: onTime,
    },
    scope: eq(cars.companyId, caller.companyId),
  }
}

/** car/car_list: the company's CARs, by due date. */
export const carList = defineList({ view: (ctx) => carListView(callerOf(ctx)), exportable: true })

function effectivenessView(caller: Caller) {
  const { today } = caller
  const overdue = sql<boolean>`(car_effectiveness_checks.rating IS NULL AND car_effectiveness_checks.due_date < ${today}::date)`
  const checker = person(sql`car_effectiveness_checks.checker_id`)
  const columns: ListColumn[] = [
    { name: 'id', label: resourceMessages.id, type: 'number', expr: carEffectivenessChecks.id, hidden: true },
    { name: 'car_id', label: carAreaMessages.colNumber, type: 'number', expr: carEffectivenessChecks.carId, hidden: true },
    {
      name: 'car_number',
      label: carAreaMessages.colNumber,
      type: 'string',
      display: 'link',
      link: pageLink(caller, 'car/car/{car_id}'),
      expr: cars.carNumber,
      searchable: true,
    },
    { name: 'title', label: carAreaMessages.colTitle, type: 'string', expr: cars.title, searchable: true },
    { name: 'due_date', label: carAreaMessages.colDue, type: 'date', expr: carEffectivenessChecks.dueDate },
    { name: 'checker', label: carAreaMessages.colChecker, type: 'string', ...checker, searchable: true },
    { name: 'rating', label: carAreaMessages.colRating, type: 'string', expr: carEffectivenessChecks.rating, options: RATING_OPTIONS },
    { name: 'checked_at', label: carAreaMessages.colChecked, type: 'datetime', expr: carEffectivenessChecks.checkedAt },
    { name: 'overdue', label: carAreaMessages.colOverdue, type: 'boolean', expr: overdue },
  ]
  const spec: ListSpec = {
    columns,
    defaultSort: 'due_date',
    tiebreak: carEffectivenessChecks.id,
    namedFilters: {
      quick: {
        mine: sql`car_effectiveness_checks.checker_id = ${caller.userId}`,
        pending: sql`car_effectiveness_checks.rating IS NULL`,
        done: sql`car_effectiveness_checks.rating IS NOT NULL`,
      },
    },
  }
  return {
    spec,
    table: carEffectivenessChecks,
    join: { table: cars, on: eq(cars.id, carEffectivenessChecks.carId) },
    fields: {
      id: carEffectivenessChecks.id,
      car_id: carEffectivenessChecks.carId,
      car_number: cars.carNumber,
      title: cars.title,
      due_date: sql<string>`car_effectiveness_checks.due_date::text`,
      checker: sql<string>`coalesce(${checker.expr}, '')`,
      rating: carEffectivenessChecks.rating,
      checked_at: isoInstant(carEffectivenessChecks.checkedAt),
      overdue,
    },
    scope: and(eq(carEffectivenessChecks.companyId, caller.companyId), eq(cars.companyId, caller.companyId)) as SQL,
  }
}

/** car/effectiveness: the effectiveness checks of closed CARs, by due date. */
export const effectivenessList = defineList({ view: (ctx) => effectivenessView(callerOf(ctx)), exportable: true })

export const carLists = defineLists('car', {
  list: carList,
  effectivenessList,
  'car_source.list': sources.list,
  'car_root_cause.list': rootCauses.list,
  'car_problem_type.list': problemTypes.list,
  'car_terminal.list': terminals.list,
  'car_department.list': departments.list,
})
