import type { Car, CarAction, CarEffectivenessRating, CarStatus } from '@shared/contract/car'
import { carMessages } from '@shared/validation'
import { and, eq, isNull } from 'drizzle-orm'
import { carComments, carEffectivenessChecks, cars, carStatusHistory, users } from '../../db/schema'
import { deliverNotice } from '../../lib/email'
import { fail, invalidFields } from '../../lib/errors'
import { carAreaMessages } from '../../messages'
import { portalOrigin } from '../manual/service'
import {
  chosenBy,
  currentActor,
  isCurrentActor,
  isSelfApproval,
  STATUS_LABELS,
  type StepInput,
  stepChanges,
  stepChoiceErrors,
  TRANSITIONS,
} from './flow'
import { type CarMail, carLink, recordCarMail, type Recorded } from './mail'
import { activeStaff, type Caller, carAdministrators, type CarRow, dayOf, findCar, peopleById, type Person } from './scope'
import { carAnswer, checkOut, checkVersion, latestCheck } from './service'

// The flow's steps, each in one transaction: the CAR moves from the version it was read in (409
// otherwise), the comment and a status-history row are written, the approval date stamped, and the
// next person's e-mail recorded; the e-mail is handed to the job queue once the step has committed.

const DAY_MS = 86_400_000

/** The mail each step sends, and to whom. */
const STEP_MAILS: Record<CarAction, Pick<CarMail, 'subject' | 'intro'>> = {
  submit_for_assignment: { subject: carAreaMessages.mailToAssignSubject, intro: carAreaMessages.mailToAssign },
  assign: { subject: carAreaMessages.mailAssignedSubject, intro: carAreaMessages.mailAssigned },
  submit_to_approver_1: { subject: carAreaMessages.mailApprover1Subject, intro: carAreaMessages.mailApprover1 },
  submit_to_approver_2: { subject: carAreaMessages.mailApprover2Subject, intro: carAreaMessages.mailApprover2 },
  approve_and_close: { subject: carAreaMessages.mailCheckSubject, intro: carAreaMessages.mailCheck },
  reject: { subject: carAreaMessages.mailRejectedSubject, intro: carAreaMessages.mailRejected },
}

export interface ActionInput extends StepInput {
  action: CarAction
  comment: string
  version?: number | undefined
}

const statusLabel = (caller: Caller, status: string) => caller.ctx.t(STATUS_LABELS[status as CarStatus] ?? STATUS_LABELS.Draft)

/** 403 naming whom the CAR waits on. */
async function refuseNotCurrent(caller: Caller, car: CarRow): Promise<never> {
  const current = currentActor(car)
  if (current === 'car-admins') fail(403, carAreaMessages.waitingForCarAdmin, { code: 'NOT_CURRENT_ACTOR' })
  const id = current?.userId ?? null
  const name = id === null ? '' : ((await peopleById(caller, [id])).get(id)?.name ?? '')
  fail(403, carAreaMessages.notCurrentActor, { code: 'NOT_CURRENT_ACTOR', values: { name } })
}

const mailOptions = (caller: Caller, carId: number) => ({
  companyId: caller.companyId,
  sender: { userId: caller.userId, username: caller.ctx.identity.user.username },
  link: carLink(portalOrigin(caller.ctx), caller.ctx.identity.company.code, carId),
})

/** The day `days` after an instant's UTC day. */
const daysAfter = (instant: Date, days: number) => new Date(Date.parse(dayOf(instant)) + days * DAY_MS).toISOString().slice(0, 10)

/**
 * POST car/car/{id}/action. Refused, in this order: an action that does not start from the CAR's status
 * (409 INVALID_TRANSITION), a caller who is not its current actor (403), an approver who requested or
 * is assigned the CAR (403), a stale version (409), a missing or wrong choice (400 on the field).
 */
export async function act(caller: Caller, id: number, input: ActionInput): Promise<Car> {
  const { ctx } = caller
  const car = await findCar(caller, id)
  const rule = TRANSITIONS[input.action]
  if (!rule.from.includes(car.status as CarStatus)) {
    fail(409, carAreaMessages.invalidTransition, { code: 'INVALID_TRANSITION', values: { status: statusLabel(caller, car.status) } })
  }
  if (!isCurrentActor(caller, car)) await refuseNotCurrent(caller, car)
  if (['submit_to_approver_2', 'approve_and_close', 'reject'].includes(input.action) && isSelfApproval(car, caller.userId)) {
    fail(403, carMessages.selfApproval, { code: 'SELF_APPROVAL' })
  }
  checkVersion(car, input.version)

  const chosen = chosenBy(input.action, car, input)
  const errors = Object.fromEntries([...stepChoiceErrors(input.action, car, input, chosen)].map(([field, message]) => [field, ctx.t(message)]))
  if (chosen?.fromBody && chosen.id !== null && !errors[chosen.field]) {
    const [found] = await ctx.db.select({ id: users.id }).from(users).where(and(activeStaff(caller.companyId), eq(users.id, chosen.id)))
    if (!found) errors[chosen.field] = ctx.t(carAreaMessages.unknownPerson)
  }
  if (Object.keys(errors).length) throw invalidFields(errors)

  // Whom the step hands the CAR to.
  const next =
    input.action === 'submit_for_assignment'
      ? await carAdministrators(caller)
      : input.action === 'reject'
        ? [car.assigneeId]
        : [chosen?.id ?? null]
  const people = await peopleById(caller, [caller.userId, ...next])
  const changes = stepChanges(input.action, car, chosen, ctx.now)
  const checkDue = input.action === 'approve_and_close' ? daysAfter(ctx.now, input.effectiveness_days!) : null
  const mail: CarMail = {
    ...STEP_MAILS[input.action],
    values: {
      number: car.carNumber,
      title: car.title,
      name: people.get(caller.userId)?.name ?? caller.ctx.identity.user.username,
      due: car.dueDate,
      date: checkDue ?? '',
    },
    comment: input.comment,
  }

  const notices = await ctx.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(cars)
      .set({ ...changes, status: rule.to, version: car.version + 1, updatedAt: ctx.now })
      .where(and(eq(cars.id, car.id), eq(cars.version, car.version)))
      .returning({ id: cars.id })
    if (!moved) fail(409, carAreaMessages.stale, { code: 'STALE' })
    await tx.insert(carComments).values({ carId: car.id, authorId: caller.userId, action: input.action, comment: input.comment, createdAt: ctx.now })
    if (checkDue !== null) {
      await tx.insert(carEffectivenessChecks).values({
        companyId: caller.companyId,
        carId: car.id,
        checkerId: chosen!.id!,
        days: input.effectiveness_days!,
        dueDate: checkDue,
        createdAt: ctx.now,
      })
    }
    const written = await recordCarMail(
      { db: tx, mailer: ctx.mailer, now: ctx.now },
      mailOptions(caller, car.id),
      next.map((personId) => (personId === null ? undefined : people.get(personId))),
      mail,
    )
    await tx.insert(carStatusHistory).values({
      carId: car.id,
      fromStatus: car.status,
      toStatus: rule.to,
      action: input.action,
      actorId: caller.userId,
      comment: input.comment,
      emailId: written[0]?.id ?? null,
      createdAt: ctx.now,
    })
    return written
  })
  await deliver(caller, notices)
  return carAnswer(caller, await findCar(caller, id))
}

/** Hands the step's committed messages to the job queue. */
async function deliver(caller: Caller, notices: Recorded[]) {
  for (const notice of notices) await deliverNotice(caller.ctx, notice)
}

/**
 * PUT car/effectiveness/{id}: the checker named when the CAR closed rates it once. Not effective, the
 * latest check of a closed CAR reopens it: back to its assignee (Assigned), its approvals void, with a
 * status-history row and an e-mail to the assignee, in the same transaction.
 */
export async function rateEffectiveness(caller: Caller, id: number, input: { rating: CarEffectivenessRating; notes?: string | undefined }) {
  const { ctx } = caller
  const [check] = await ctx.db
    .select()
    .from(carEffectivenessChecks)
    .where(and(eq(carEffectivenessChecks.id, id), eq(carEffectivenessChecks.companyId, caller.companyId)))
    .limit(1)
  if (!check) fail(404, carAreaMessages.checkNotFound, { code: 'NOT_FOUND' })
  if (check.rating !== null) fail(409, carAreaMessages.alreadyRated, { code: 'ALREADY_RATED' })
  const people = await peopleById(caller, [check.checkerId, caller.userId])
  if (check.checkerId !== caller.userId) {
    fail(403, carAreaMessages.notChecker, { code: 'NOT_CHECKER', values: { name: people.get(check.checkerId)?.name ?? '' } })
  }
  const car = await findCar(caller, check.carId)
  const latest = await latestCheck(car.id, ctx.db)
  const reopen = input.rating === 'not_effective' && car.status === 'Closed' && latest?.id === check.id
  const assignee: Person | undefined = reopen && car.assigneeId !== null ? (await peopleById(caller, [car.assigneeId])).get(car.assigneeId) : undefined
  const notes = input.notes ?? null

  const { rated, notices } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(carEffectivenessChecks)
      .set({ rating: input.rating, notes, checkedAt: ctx.now })
      .where(and(eq(carEffectivenessChecks.id, check.id), isNull(carEffectivenessChecks.rating)))
      .returning()
    if (!row) fail(409, carAreaMessages.alreadyRated, { code: 'ALREADY_RATED' })
    let written: Recorded[] = []
    if (reopen) {
      const [moved] = await tx
        .update(cars)
        .set({ status: 'Assigned', closedAt: null, approver1Date: null, approver2Date: null, version: car.version + 1, updatedAt: ctx.now })
        .where(and(eq(cars.id, car.id), eq(cars.status, 'Closed')))
        .returning({ id: cars.id })
      if (moved) {
        written = await recordCarMail({ db: tx, mailer: ctx.mailer, now: ctx.now }, mailOptions(caller, car.id), [assignee], {
          subject: carAreaMessages.mailReopenedSubject,
          intro: carAreaMessages.mailReopened,
          values: { number: car.carNumber, title: car.title, name: people.get(caller.userId)?.name ?? '' },
          comment: notes,
        })
        await tx.insert(carStatusHistory).values({
          carId: car.id,
          fromStatus: 'Closed',
          toStatus: 'Assigned',
          action: 'reopen',
          actorId: caller.userId,
          comment: notes,
          emailId: written[0]?.id ?? null,
          createdAt: ctx.now,
        })
      }
    }
    return { rated: row, notices: written }
  })
  await deliver(caller, notices)
  return checkOut(rated, people)
}
