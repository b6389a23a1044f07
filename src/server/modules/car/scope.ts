import { ACTIVE_STATUS, STAFF_TYPES } from '@shared/auth'
import { CAPABILITY_ROLES } from '@shared/auth/capabilities'
import type { CarPerson } from '@shared/contract/car'
import { type Locale, toLocale } from '@shared/i18n'
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { carDepartments, carEffectivenessChecks, carProblemTypes, carRootCauses, cars, carSources, carTerminals, users } from '../../db/schema'
import { authed, type AuthedContext, type RequestContext } from '../../lib/context'
import { fail } from '../../lib/errors'
import { carAreaMessages } from '../../messages'

// Who calls a CAR call, and what they reach: every CAR, list record and person is looked up within the
// caller's company, so another company's id answers 404 like an unknown one.

export type CarRow = typeof cars.$inferSelect
export type CheckRow = typeof carEffectivenessChecks.$inferSelect

/** A signed-in staff member of a company with CAR (the dispatcher checked `car_enabled`). */
export interface Caller {
  ctx: AuthedContext
  userId: number
  companyId: number
  /** A CAR administrator: ROLE_SUPER, ROLE_ADMIN or ROLE_CAR_ADMIN. */
  admin: boolean
  /** YYYY-MM-DD of the request, UTC: what due dates are compared with. */
  today: string
  /** The request's language: names of the lists in it. */
  lang: Locale
}

const CAR_ADMIN_ROLES: readonly string[] = CAPABILITY_ROLES.carAdmin

export const isCarAdmin = (roles: readonly string[]) => roles.some((role) => CAR_ADMIN_ROLES.includes(role))

/**
 * The caller of a CAR call: a staff account, as the contract's `car` capability requires (CARs are the
 * company's internal records).
 */
export function callerOf(ctx: RequestContext): Caller {
  const me = authed(ctx)
  const { user, company } = me.identity
  return {
    ctx: me,
    userId: user.id,
    companyId: company.id,
    admin: isCarAdmin(user.roles),
    today: me.now.toISOString().slice(0, 10),
    lang: ctx.locale,
  }
}

/** A CAR of the caller's company, or 404. */
export async function findCar(caller: Caller, id: number, db: Db = caller.ctx.db): Promise<CarRow> {
  const [row] = await db
    .select()
    .from(cars)
    .where(and(eq(cars.id, id), eq(cars.companyId, caller.companyId)))
    .limit(1)
  if (!row) fail(404, carAreaMessages.carNotFound, { code: 'NOT_FOUND' })
  return row
}

/** CAR-2026-0042: the year of creation and the company's sequence in that year. */
export const carNumber = (year: number, sequence: number) => `CAR-${year}-${String(sequence).padStart(4, '0')}`

/** The UTC day of an instant. */
export const dayOf = (instant: Date) => instant.toISOString().slice(0, 10)

const DAY_MS = 86_400_000
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS)

/** Days open, overdue and closed on time, as the list's SQL computes them too. */
export function timeliness(car: Pick<CarRow, 'status' | 'requestedDate' | 'dueDate' | 'closedAt'>, today: string) {
  const closedDay = car.closedAt ? dayOf(car.closedAt) : null
  return {
    days_open: Math.max(0, daysBetween(car.requestedDate, closedDay ?? today)),
    overdue: car.status !== 'Closed' && car.dueDate < today,
    closed_on_time: closedDay === null ? null : closedDay <= car.dueDate,
  }
}

export const NAMED_TABLES = {
  sources: carSources,
  root_causes: carRootCauses,
  problem_types: carProblemTypes,
  terminals: carTerminals,
  departments: carDepartments,
} as const
export type NamedKind = keyof typeof NAMED_TABLES

interface Option {
  id: number
  name: string
}

/** A name in the caller's language: the French one when there is one. */
export const nameIn = (lang: Locale, row: { name: string; nameFr: string | null }) => (lang === 'fr' && row.nameFr ? row.nameFr : row.name)

/** Each list's records in the caller's language, sorted by that name. */
export async function carOptions(caller: Caller, db: Db = caller.ctx.db): Promise<Record<NamedKind, Option[]>> {
  const lists = await Promise.all(
    Object.entries(NAMED_TABLES).map(async ([kind, table]) => {
      const rows = await db
        .select({ id: table.id, name: table.name, nameFr: table.nameFr })
        .from(table)
        .where(eq(table.companyId, caller.companyId))
      const options = rows
        .map((row) => ({ id: row.id, name: nameIn(caller.lang, row) }))
        .sort((a, b) => a.name.localeCompare(b.name, caller.lang) || a.id - b.id)
      return [kind, options] as const
    }),
  )
  return Object.fromEntries(lists) as Record<NamedKind, Option[]>
}

// --- People ----------------------------------------------------------------------------------------

export interface Person extends CarPerson {
  email: string | null
  lang: Locale
}

export const personColumns = {
  id: users.id,
  username: users.username,
  fname: users.fname,
  lname: users.lname,
  email: users.email,
  lang: users.lang,
}

export const toPerson = (row: { id: number; username: string; fname: string; lname: string; email: string | null; lang: string }): Person => ({
  id: row.id,
  username: row.username,
  name: `${row.fname} ${row.lname}`.trim(),
  email: row.email,
  lang: toLocale(row.lang),
})

/** The person as a CAR names them. */
export const personOut = (person: Person | undefined): CarPerson | null =>
  person ? { id: person.id, username: person.username, name: person.name } : null

/** Accounts of the caller's company by id. */
export async function peopleById(caller: Caller, ids: (number | null | undefined)[], db: Db = caller.ctx.db): Promise<Map<number, Person>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))]
  if (wanted.length === 0) return new Map()
  const rows = await db
    .select(personColumns)
    .from(users)
    .where(and(eq(users.companyId, caller.companyId), inArray(users.id, wanted)))
  return new Map(rows.map((row) => [row.id, toPerson(row)]))
}

/** Active staff accounts of the company: whom a CAR may name. */
export const activeStaff = (companyId: number) =>
  and(
    eq(users.companyId, companyId),
    eq(users.status, ACTIVE_STATUS),
    eq(users.locked, false),
    inArray(users.mtType, [...STAFF_TYPES]),
  ) as SQL

/** LIKE wildcards in user text are literal. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/** The company's active CAR administrators: who assigns a CAR. */
export async function carAdministrators(caller: Caller, db: Db = caller.ctx.db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        activeStaff(caller.companyId),
        sql`${users.roles} && ARRAY[${sql.join(
          CAR_ADMIN_ROLES.map((role) => sql`${role}`),
          sql`, `,
        )}]::text[]`,
      ),
    )
  return rows.map((row) => row.id)
}

