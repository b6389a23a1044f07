import {
  CAR_ACTIONS,
  CAR_EFFECTIVENESS_RATINGS,
  CAR_STATUSES,
  type Car,
  type CarAction,
  type CarEffectivenessRating,
  type CarPerson,
  type CarStatus,
  type carInputSchema,
} from '@shared/contract/car'
import { carMessages, dateMessages } from '@shared/validation'
import { and, asc, count, desc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type * as v from 'valibot'
import type { Db } from '../../db/client'
import {
  carComments,
  carDepartments,
  carEffectivenessChecks,
  carNumberSequences,
  carProblemTypes,
  carRootCauses,
  cars,
  carSources,
  carStatusHistory,
  carTerminals,
  manualNodes,
  manualRevisions,
  users,
} from '../../db/schema'
import type { AuthedContext } from '../../lib/context'
import { fail, invalidFields } from '../../lib/errors'
import { namedResource } from '../../lib/resource'
import { carAreaMessages } from '../../messages'
import { allowedActions, editScope, WORK_FIELDS } from './flow'
import {
  activeStaff,
  type Caller,
  type CarRow,
  carNumber,
  carOptions,
  type CheckRow,
  escapeLike,
  findCar,
  NAMED_TABLES,
  type NamedKind,
  nameIn,
  peopleById,
  type Person,
  personColumns,
  personOut,
  timeliness,
  toPerson,
} from './scope'

type CarInputOut = v.InferOutput<typeof carInputSchema>

// Corrective action requests: who calls, the records they reach (always within their company, so
// another company's id answers 404 like an unknown one), the form's reads and saves, comments, counts
// and the Pareto chart. The flow's steps are in flow.ts.

// --- The lists the CAR administrators keep ---------------------------------------------------------

/** The CAR column(s) naming a list's records: a record still named cannot be deleted. */
function inUseBy(...columns: PgColumn[]) {
  return async (ctx: AuthedContext, id: number) => {
    const [row] = await ctx.db
      .select({ n: count() })
      .from(cars)
      .where(and(eq(cars.companyId, ctx.identity.company.id), or(...columns.map((column) => eq(column, id)))))
    const n = row?.n ?? 0
    return n > 0 ? { message: carAreaMessages.nameInUse, values: { count: n } } : null
  }
}

/** The CAR sources the CAR administrators keep (car/admin/car_source). */
export const sources = namedResource(carSources, { inUse: inUseBy(cars.sourceId) })
export const rootCauses = namedResource(carRootCauses, { inUse: inUseBy(cars.rootCauseId) })
export const problemTypes = namedResource(carProblemTypes, { inUse: inUseBy(cars.problemTypeId) })
export const terminals = namedResource(carTerminals, { inUse: inUseBy(cars.terminalId) })
export const departments = namedResource(carDepartments, {
  inUse: inUseBy(cars.departmentId, cars.approver1DepartmentId, cars.approver2DepartmentId),
})

// --- People a CAR may name -------------------------------------------------------------------------

/** GET car/lookup/user: active staff of the company whose name or username holds the search. */
export async function lookupUsers(caller: Caller, search: string | undefined): Promise<CarPerson[]> {
  const text = search?.trim().toLowerCase()
  const pattern = text ? `%${escapeLike(text)}%` : undefined
  const rows = await caller.ctx.db
    .select(personColumns)
    .from(users)
    .where(
      and(
        activeStaff(caller.companyId),
        pattern
          ? or(sql`lower(${users.fname} || ' ' || ${users.lname}) LIKE ${pattern}`, sql`lower(${users.username}) LIKE ${pattern}`)
          : undefined,
      ),
    )
    .orderBy(asc(users.lname), asc(users.fname), asc(users.id))
    .limit(50)
  return rows.map((row) => personOut(toPerson(row))!)
}

/** GET car/lookup/user/{id}: an account of the company (named on a CAR, active or not). */
export async function lookupUser(caller: Caller, id: number): Promise<CarPerson> {
  const person = (await peopleById(caller, [id])).get(id)
  if (!person) fail(404, carAreaMessages.personNotFound, { code: 'NOT_FOUND' })
  return personOut(person)!
}

// --- Reading a CAR ---------------------------------------------------------------------------------

/** A manual document's number and title, in the caller's language when it is published in it. */
async function documentTitle(caller: Caller, id: number | null, db: Db): Promise<{ id: number; title: string } | null> {
  if (id === null) return null
  const [row] = await db
    .select({
      number: manualNodes.number,
      title: sql<string | null>`(SELECT r.title FROM ${manualRevisions} r WHERE r.node_id = ${manualNodes.id}
        AND r.status = 'published' ORDER BY (r.lang = ${caller.lang}) DESC, r.lang LIMIT 1)`,
      nodeTitle: manualNodes.title,
    })
    .from(manualNodes)
    .where(and(eq(manualNodes.id, id), eq(manualNodes.companyId, caller.companyId)))
    .limit(1)
  if (!row) return null
  return { id, title: [row.number, row.title ?? row.nodeTitle].filter(Boolean).join(' ') }
}

const asAction = (action: string | null): CarAction | null => ((CAR_ACTIONS as readonly string[]).includes(action ?? '') ? (action as CarAction) : null)
const asRating = (rating: string | null): CarEffectivenessRating | null =>
  (CAR_EFFECTIVENESS_RATINGS as readonly string[]).includes(rating ?? '') ? (rating as CarEffectivenessRating) : null

/** An effectiveness check as the contract gives it. */
export function checkOut(check: CheckRow, people: Map<number, Person>) {
  return {
    id: check.id,
    due_date: check.dueDate,
    checker: personOut(people.get(check.checkerId)) ?? { id: check.checkerId, username: '', name: '' },
    rating: asRating(check.rating),
    notes: check.notes,
    checked_at: check.checkedAt?.toISOString() ?? null,
  }
}

/** The latest effectiveness check of a CAR (a CAR closed again after a reopening has a new one). */
export async function latestCheck(carId: number, db: Db): Promise<CheckRow | null> {
  const [row] = await db
    .select()
    .from(carEffectivenessChecks)
    .where(eq(carEffectivenessChecks.carId, carId))
    .orderBy(desc(carEffectivenessChecks.id))
    .limit(1)
  return row ?? null
}

/** One CAR as its form shows it, with what the caller may do with it. */
export async function carAnswer(caller: Caller, car: CarRow, db: Db = caller.ctx.db): Promise<Car> {
  const [options, comments, check, document] = await Promise.all([
    carOptions(caller, db),
    db
      .select()
      .from(carComments)
      .where(eq(carComments.carId, car.id))
      .orderBy(asc(carComments.createdAt), asc(carComments.id)),
    latestCheck(car.id, db),
    documentTitle(caller, car.documentId, db),
  ])
  const people = await peopleById(
    caller,
    [car.requesterId, car.assigneeId, car.approver1Id, car.approver2Id, check?.checkerId, ...comments.map((comment) => comment.authorId)],
    db,
  )
  const ref = (kind: NamedKind, id: number | null) => (id === null ? null : (options[kind].find((option) => option.id === id) ?? null))
  const person = (id: number | null) => (id === null ? null : personOut(people.get(id)))
  return {
    id: car.id,
    car_number: car.carNumber,
    status: car.status as CarStatus,
    title: car.title,
    description: car.description,
    problem_type: ref('problem_types', car.problemTypeId),
    root_cause: ref('root_causes', car.rootCauseId),
    source: ref('sources', car.sourceId),
    department: ref('departments', car.departmentId),
    terminal: ref('terminals', car.terminalId),
    requested_date: car.requestedDate,
    due_date: car.dueDate,
    requester: person(car.requesterId) ?? { id: car.requesterId, username: '', name: '' },
    assignee: person(car.assigneeId),
    approver_1: person(car.approver1Id),
    approver_1_department: ref('departments', car.approver1DepartmentId),
    approver_1_title: car.approver1Title,
    approver_1_date: car.approver1Date?.toISOString() ?? null,
    approver_2: person(car.approver2Id),
    approver_2_department: ref('departments', car.approver2DepartmentId),
    approver_2_title: car.approver2Title,
    approver_2_date: car.approver2Date?.toISOString() ?? null,
    whys: car.whys,
    root_cause_text: car.rootCauseText,
    containment_action: car.containmentAction,
    corrective_action: car.correctiveAction,
    preventive_action: car.preventiveAction,
    probill: car.probill,
    document,
    created_at: car.createdAt.toISOString(),
    closed_at: car.closedAt?.toISOString() ?? null,
    ...timeliness(car, caller.today),
    version: car.version,
    comments: comments.map((comment) => ({
      id: comment.id,
      author: person(comment.authorId) ?? { id: comment.authorId, username: '', name: '' },
      created_at: comment.createdAt.toISOString(),
      comment: comment.comment,
      action: asAction(comment.action),
    })),
    effectiveness: check ? checkOut(check, people) : null,
    allowed_actions: allowedActions(caller, car),
    editable: editScope(caller, car) !== null,
    edit_scope: editScope(caller, car) ?? 'none',
  }
}

// --- Saving the form -------------------------------------------------------------------------------

/** The form's fields and their columns. */
export const FIELDS = {
  title: 'title',
  description: 'description',
  problem_type_id: 'problemTypeId',
  root_cause_id: 'rootCauseId',
  source_id: 'sourceId',
  department_id: 'departmentId',
  terminal_id: 'terminalId',
  requested_date: 'requestedDate',
  due_date: 'dueDate',
  assignee_id: 'assigneeId',
  approver_1_id: 'approver1Id',
  approver_1_department_id: 'approver1DepartmentId',
  approver_1_title: 'approver1Title',
  approver_2_id: 'approver2Id',
  approver_2_department_id: 'approver2DepartmentId',
  approver_2_title: 'approver2Title',
  whys: 'whys',
  root_cause_text: 'rootCauseText',
  containment_action: 'containmentAction',
  corrective_action: 'correctiveAction',
  preventive_action: 'preventiveAction',
  probill: 'probill',
  document_id: 'documentId',
} as const satisfies Partial<Record<keyof CarInputOut, keyof CarRow>>

export type CarField = keyof typeof FIELDS
type CarValues = { [F in CarField as (typeof FIELDS)[F]]: CarRow[(typeof FIELDS)[F]] }

function valuesOf(input: CarInputOut): CarValues {
  return Object.fromEntries(
    Object.entries(FIELDS).map(([field, column]) => {
      const value = input[field as CarField]
      return [column, field === 'whys' ? (value ?? []) : (value ?? null)]
    }),
  ) as CarValues
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** The list each reference field points into. */
const REFERENCES: Partial<Record<CarField, (typeof NAMED_TABLES)[NamedKind]>> = {
  problem_type_id: carProblemTypes,
  root_cause_id: carRootCauses,
  source_id: carSources,
  department_id: carDepartments,
  terminal_id: carTerminals,
  approver_1_department_id: carDepartments,
  approver_2_department_id: carDepartments,
}

/**
 * The checks only the server can make, 400 on each field: the choices are the company's (lists, a
 * manual document, active staff), nobody approves a CAR they requested or are assigned, and the two
 * approvers differ. Unchanged people are not checked again (an account made inactive since stays).
 */
async function checkValues(caller: Caller, values: CarValues, car: CarRow | null): Promise<Record<string, string>> {
  const { ctx } = caller
  const errors: Record<string, string> = {}
  for (const [field, table] of Object.entries(REFERENCES) as [CarField, (typeof NAMED_TABLES)[NamedKind]][]) {
    const id = values[FIELDS[field]] as number | null
    if (id === null) continue
    const [row] = await ctx.db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), eq(table.companyId, caller.companyId)))
      .limit(1)
    if (!row) errors[field] = ctx.t(carAreaMessages.unknownChoice)
  }
  const people = ['assignee_id', 'approver_1_id', 'approver_2_id'] as const
  const changed = people.filter((field) => values[FIELDS[field]] !== null && values[FIELDS[field]] !== car?.[FIELDS[field]])
  if (changed.length) {
    const ids = changed.map((field) => values[FIELDS[field]] as number)
    const found = await ctx.db.select({ id: users.id }).from(users).where(and(activeStaff(caller.companyId), inArray(users.id, ids)))
    for (const field of changed) {
      if (!found.some((row) => row.id === values[FIELDS[field]])) errors[field] = ctx.t(carAreaMessages.unknownPerson)
    }
  }
  const requester = car?.requesterId ?? caller.userId
  for (const field of ['approver_1_id', 'approver_2_id'] as const) {
    const id = values[FIELDS[field]]
    if (id !== null && (id === requester || id === values.assigneeId)) errors[field] ??= ctx.t(carMessages.selfApproval)
  }
  if (values.approver1Id !== null && values.approver1Id === values.approver2Id) errors.approver_2_id ??= ctx.t(carAreaMessages.sameApprover)
  if (values.documentId !== null && values.documentId !== car?.documentId) {
    const [node] = await ctx.db
      .select({ id: manualNodes.id })
      .from(manualNodes)
      .where(
        and(
          eq(manualNodes.id, values.documentId),
          eq(manualNodes.companyId, caller.companyId),
          eq(manualNodes.kind, 'document'),
          isNull(manualNodes.deletedAt),
        ),
      )
      .limit(1)
    if (!node) errors.document_id = ctx.t(carAreaMessages.unknownDocument)
  }
  return errors
}

/** POST car/car: a Draft raised by the caller, numbered CAR-<year>-<n> in one transaction. */
export async function createCar(caller: Caller, input: CarInputOut): Promise<Car> {
  const values = valuesOf(input)
  const errors = await checkValues(caller, values, null)
  if (Object.keys(errors).length) throw invalidFields(errors)
  const { ctx } = caller
  const year = ctx.now.getUTCFullYear()
  const id = await ctx.db.transaction(async (tx) => {
    // The sequence's row stays locked until this transaction ends: CARs created at once get each their own number.
    const [sequence] = await tx
      .insert(carNumberSequences)
      .values({ companyId: caller.companyId, year, last: 1 })
      .onConflictDoUpdate({
        target: [carNumberSequences.companyId, carNumberSequences.year],
        set: { last: sql`${carNumberSequences.last} + 1` },
      })
      .returning({ last: carNumberSequences.last })
    const [row] = await tx
      .insert(cars)
      .values({
        ...values,
        companyId: caller.companyId,
        carNumber: carNumber(year, sequence!.last),
        status: 'Draft',
        requesterId: caller.userId,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: cars.id })
    await tx.insert(carStatusHistory).values({
      carId: row!.id,
      fromStatus: null,
      toStatus: 'Draft',
      action: 'create',
      actorId: caller.userId,
      createdAt: ctx.now,
    })
    return row!.id
  })
  return carAnswer(caller, await findCar(caller, id))
}

/** 409 when the caller read an older version than the one stored. */
export function checkVersion(car: CarRow, version: number | undefined) {
  if (version !== undefined && version !== car.version) fail(409, carAreaMessages.stale, { code: 'STALE' })
}

/**
 * PUT car/car/{id}: the requester saves a Draft, the assignee the work fields of an Assigned or
 * Rejected CAR, a CAR administrator anything of a CAR not closed; a closed CAR is nobody's to change
 * (403). A stale `version`, or a save in between, answers 409. A new due date clears the reminders sent.
 */
export async function updateCar(caller: Caller, id: number, input: CarInputOut): Promise<Car> {
  const car = await findCar(caller, id)
  if (car.status === 'Closed') fail(403, carAreaMessages.closed, { code: 'CLOSED' })
  const scope = editScope(caller, car)
  if (!scope) fail(403, carAreaMessages.notEditable, { code: 'FORBIDDEN' })
  checkVersion(car, input.version)
  const values = valuesOf(input)
  const { ctx } = caller
  const errors: Record<string, string> = {}
  if (scope === 'work') {
    for (const [field, column] of Object.entries(FIELDS) as [CarField, keyof CarValues][]) {
      if (!WORK_FIELDS.includes(field) && !same(values[column], car[column])) errors[field] = ctx.t(carAreaMessages.fieldLocked)
    }
  }
  Object.assign(errors, { ...(await checkValues(caller, values, car)), ...errors })
  if (Object.keys(errors).length) throw invalidFields(errors)
  const newDueDate = values.dueDate !== car.dueDate
  const [row] = await ctx.db
    .update(cars)
    .set({
      ...values,
      version: car.version + 1,
      updatedAt: ctx.now,
      ...(newDueDate ? { dueReminderAt: null, overdueReminderAt: null } : {}),
    })
    .where(and(eq(cars.id, car.id), eq(cars.version, car.version)))
    .returning()
  if (!row) fail(409, carAreaMessages.stale, { code: 'STALE' })
  return carAnswer(caller, row)
}

// --- Comments and history --------------------------------------------------------------------------

/** POST car/car/{id}/comment: anyone who sees the CAR may comment on it, closed or not. */
export async function addComment(caller: Caller, id: number, comment: string) {
  const car = await findCar(caller, id)
  const [row] = await caller.ctx.db
    .insert(carComments)
    .values({ carId: car.id, authorId: caller.userId, action: null, comment, createdAt: caller.ctx.now })
    .returning()
  const people = await peopleById(caller, [caller.userId])
  return {
    id: row!.id,
    author: personOut(people.get(caller.userId))!,
    created_at: row!.createdAt.toISOString(),
    comment: row!.comment,
    action: null,
  }
}

const asStatus = (status: string | null): CarStatus | null =>
  (CAR_STATUSES as readonly string[]).includes(status ?? '') ? (status as CarStatus) : null

/** GET car/car_status_history/{id}: every status the CAR went through, the first first. */
export async function statusHistory(caller: Caller, id: number) {
  const car = await findCar(caller, id)
  const rows = await caller.ctx.db
    .select()
    .from(carStatusHistory)
    .where(eq(carStatusHistory.carId, car.id))
    .orderBy(asc(carStatusHistory.createdAt), asc(carStatusHistory.id))
  const people = await peopleById(caller, rows.map((row) => row.actorId))
  return rows.map((row) => ({
    id: row.id,
    from_status: asStatus(row.fromStatus),
    to_status: asStatus(row.toStatus) ?? 'Draft',
    action: row.action,
    actor: personOut(people.get(row.actorId)) ?? { id: row.actorId, username: '', name: '' },
    comment: row.comment,
    created_at: row.createdAt.toISOString(),
  }))
}

// --- Counts and the Pareto chart -------------------------------------------------------------------

/**
 * The CARs waiting on the caller: their drafts, those they are assigned (or have back, rejected), those
 * at their approval step, and for a CAR administrator those waiting to be assigned.
 */
export function waitingOn(caller: Pick<Caller, 'userId' | 'admin'>): SQL {
  const me = caller.userId
  return sql`((${cars.status} = 'Draft' AND ${cars.requesterId} = ${me})
    OR (${cars.status} IN ('Assigned', 'Rejected') AND ${cars.assigneeId} = ${me})
    OR (${cars.status} = 'Awaiting Approver 1' AND ${cars.approver1Id} = ${me})
    OR (${cars.status} = 'Awaiting Approver 2' AND ${cars.approver2Id} = ${me})
    ${caller.admin ? sql`OR ${cars.status} = 'Awaiting Assignment'` : sql``})`
}

/** GET car/counts: for the CAR menu entry. */
export async function carCounts(caller: Caller) {
  const [row] = await caller.ctx.db
    .select({
      toAct: count(),
      overdue: sql<number>`count(*) FILTER (WHERE ${cars.dueDate} < ${caller.today}::date)`.mapWith(Number),
    })
    .from(cars)
    .where(and(eq(cars.companyId, caller.companyId), ne(cars.status, 'Closed'), waitingOn(caller)))
  return { to_act: row?.toAct ?? 0, overdue: row?.overdue ?? 0 }
}

const PARETO_COLUMNS = {
  root_cause: { column: cars.rootCauseId, kind: 'root_causes' },
  terminal: { column: cars.terminalId, kind: 'terminals' },
  problem_type: { column: cars.problemTypeId, kind: 'problem_types' },
} as const

/**
 * GET car/pareto: CARs raised (requested) between two dates counted by one dimension, largest first,
 * with the cumulative percentage; CARs without a value are one bar, "Not set". One grouped count on
 * the requested-date index, then the names.
 */
export async function pareto(caller: Caller, query: { by: keyof typeof PARETO_COLUMNS; from: string; to: string }) {
  if (query.from > query.to) throw invalidFields({ from: caller.ctx.t(dateMessages.fromAfterTo) })
  const { column, kind } = PARETO_COLUMNS[query.by]
  const rows = await caller.ctx.db
    .select({ id: column, count: count() })
    .from(cars)
    .where(
      and(
        eq(cars.companyId, caller.companyId),
        sql`${cars.requestedDate} >= ${query.from}::date`,
        sql`${cars.requestedDate} <= ${query.to}::date`,
      ),
    )
    .groupBy(column)
  const table = NAMED_TABLES[kind]
  const ids = rows.flatMap((row) => (row.id === null ? [] : [row.id]))
  const names = ids.length
    ? await caller.ctx.db.select({ id: table.id, name: table.name, nameFr: table.nameFr }).from(table).where(inArray(table.id, ids))
    : []
  const notSet = caller.ctx.t(carAreaMessages.notSet)
  const bars = rows
    .map((row) => {
      const named = names.find((name) => name.id === row.id)
      return { id: row.id, name: named ? nameIn(caller.lang, named) : notSet, count: row.count }
    })
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, caller.lang))
  const total = bars.reduce((sum, bar) => sum + bar.count, 0)
  let running = 0
  return {
    total,
    bars: bars.map((bar) => {
      running += bar.count
      return { ...bar, cumulative_percent: Math.round((running / total) * 1000) / 10 }
    }),
  }
}
