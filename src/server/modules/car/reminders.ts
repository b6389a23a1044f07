import { CAR_REMINDER_DAYS_BEFORE } from '@shared/contract/car'
import { toLocale } from '@shared/i18n'
import { and, eq, gte, inArray, isNotNull, isNull, lt, lte, ne } from 'drizzle-orm'
import * as v from 'valibot'
import type { Db } from '../../db/client'
import { carEffectivenessChecks, cars, users } from '../../db/schema'
import type { Deps } from '../../lib/context'
import { deliverNotice } from '../../lib/email'
import { defineJob } from '../../lib/jobs'
import { carAreaMessages } from '../../messages'
import { type CarMail, recordCarMail, type Recorded } from './mail'
import { dayOf, type Person } from './scope'

// Overdue follow-up: the assignee of an open CAR is e-mailed CAR_REMINDER_DAYS_BEFORE days before its due
// date and once when it is overdue, and an effectiveness check's checker once it falls due. Each reminder
// is claimed by setting its column (cars.due_reminder_at, cars.overdue_reminder_at,
// car_effectiveness_checks.reminder_at) in the transaction that records its e-mail: a second run, or
// another instance running at the same time (it waits for the claimed rows, then finds them taken),
// sends nothing twice. A new due date clears the CAR's two (service.ts).

const DAY_MS = 86_400_000

export interface ReminderCounts {
  due: number
  overdue: number
  checks: number
}

/** Sends the reminders due on `now`'s day (UTC), once each. Answers how many of each were claimed. */
export async function sendCarReminders(ctx: { db: Db; mailer: Deps['mailer']; now: Date }): Promise<ReminderCounts> {
  const today = dayOf(ctx.now)
  const soon = new Date(Date.parse(today) + CAR_REMINDER_DAYS_BEFORE * DAY_MS).toISOString().slice(0, 10)
  const claimedCar = {
    id: cars.id,
    companyId: cars.companyId,
    number: cars.carNumber,
    title: cars.title,
    date: cars.dueDate,
    personId: cars.assigneeId,
  }
  const open = and(ne(cars.status, 'Closed'), isNotNull(cars.assigneeId))
  const { counts, notices } = await ctx.db.transaction(async (tx) => {
    const due = await tx
      .update(cars)
      .set({ dueReminderAt: ctx.now })
      .where(and(open, isNull(cars.dueReminderAt), gte(cars.dueDate, today), lte(cars.dueDate, soon)))
      .returning(claimedCar)
    const overdue = await tx
      .update(cars)
      .set({ overdueReminderAt: ctx.now })
      .where(and(open, isNull(cars.overdueReminderAt), lt(cars.dueDate, today)))
      .returning(claimedCar)
    const checks = await tx
      .update(carEffectivenessChecks)
      .set({ reminderAt: ctx.now })
      .where(and(isNull(carEffectivenessChecks.rating), isNull(carEffectivenessChecks.reminderAt), lte(carEffectivenessChecks.dueDate, today)))
      .returning({ carId: carEffectivenessChecks.carId, companyId: carEffectivenessChecks.companyId, date: carEffectivenessChecks.dueDate, personId: carEffectivenessChecks.checkerId })
    const checked = checks.length
      ? await tx.select({ id: cars.id, number: cars.carNumber, title: cars.title }).from(cars).where(inArray(cars.id, checks.map((check) => check.carId)))
      : []
    const ids = [...due, ...overdue, ...checks].map((row) => row.personId).filter((id): id is number => id !== null)
    const people = new Map<number, Person>()
    if (ids.length) {
      const rows = await tx
        .select({ id: users.id, username: users.username, fname: users.fname, lname: users.lname, email: users.email, lang: users.lang })
        .from(users)
        .where(and(inArray(users.id, [...new Set(ids)]), eq(users.status, 'Active')))
      for (const row of rows) {
        people.set(row.id, { id: row.id, username: row.username, name: `${row.fname} ${row.lname}`.trim(), email: row.email, lang: toLocale(row.lang) })
      }
    }
    const written: Recorded[] = []
    const send = async (companyId: number, personId: number | null, mail: CarMail) => {
      const person = personId === null ? undefined : people.get(personId)
      written.push(...(await recordCarMail({ db: tx, mailer: ctx.mailer, now: ctx.now }, { companyId, link: null }, [person], mail)))
    }
    for (const car of due) {
      const days = Math.round((Date.parse(car.date) - Date.parse(today)) / DAY_MS)
      await send(car.companyId, car.personId, {
        subject: carAreaMessages.mailDueSubject,
        intro: carAreaMessages.mailDue,
        values: { number: car.number, title: car.title, date: car.date, days },
      })
    }
    for (const car of overdue) {
      await send(car.companyId, car.personId, {
        subject: carAreaMessages.mailOverdueSubject,
        intro: carAreaMessages.mailOverdue,
        values: { number: car.number, title: car.title, date: car.date },
      })
    }
    for (const check of checks) {
      const car = checked.find((row) => row.id === check.carId)
      await send(check.companyId, check.personId, {
        subject: carAreaMessages.mailCheckDueSubject,
        intro: carAreaMessages.mailCheckDue,
        values: { number: car?.number ?? '', title: car?.title ?? '', date: check.date },
      })
    }
    return { counts: { due: due.length, overdue: overdue.length, checks: checks.length }, notices: written }
  })
  for (const notice of notices) await deliverNotice(ctx, notice)
  return counts
}

/** Every day at 06:00 UTC. */
export const carReminders = defineJob({
  name: 'car-reminders',
  payload: v.object({}),
  schedule: { cron: '0 6 * * *', payload: {} },
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  async handler(ctx) {
    await sendCarReminders(ctx)
  },
})
