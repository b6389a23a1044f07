import type { MessageDescriptor } from '@lingui/core'
import { CAR_EFFECTIVENESS_DAYS, CAR_WORK_FIELDS, type CarAction, type CarEffectivenessRating, type CarStatus } from '@shared/contract/car'
import { carMessages } from '@shared/validation'
import { carAreaMessages } from '../../messages'
import type { CarRow } from './scope'

// The flow of a corrective action request (document 2 section 4 and 5.6), as rules only: who acts in
// each status, where each action leads, who may change what, and the choices each step needs. The steps
// themselves (one transaction each) are in steps.ts.
//
//   Draft --submit_for_assignment (requester)--> Awaiting Assignment --assign (a CAR administrator)-->
//   Assigned --submit_to_approver_1 (assignee)--> Awaiting Approver 1 --submit_to_approver_2 (approver 1)-->
//   Awaiting Approver 2 --approve_and_close (approver 2)--> Closed
//   Awaiting Approver 1 or 2 --reject (that approver)--> Rejected --submit_to_approver_1 (assignee)--> ...
//   Closed --an effectiveness check rated not effective--> Assigned

/** Who is acting: the caller, or the checker rating an effectiveness check. */
export interface Actor {
  userId: number
  /** A CAR administrator. */
  admin: boolean
}

/** Where each action may start, and where it leads. */
export const TRANSITIONS: Record<CarAction, { from: readonly CarStatus[]; to: CarStatus }> = {
  submit_for_assignment: { from: ['Draft'], to: 'Awaiting Assignment' },
  assign: { from: ['Awaiting Assignment'], to: 'Assigned' },
  submit_to_approver_1: { from: ['Assigned', 'Rejected'], to: 'Awaiting Approver 1' },
  submit_to_approver_2: { from: ['Awaiting Approver 1'], to: 'Awaiting Approver 2' },
  approve_and_close: { from: ['Awaiting Approver 2'], to: 'Closed' },
  reject: { from: ['Awaiting Approver 1', 'Awaiting Approver 2'], to: 'Rejected' },
}

/** Whom a CAR waits on: one person, the CAR administrators (to assign it), or nobody (closed). */
export type CurrentActor = { userId: number | null } | 'car-admins' | null

export function currentActor(car: CarRow): CurrentActor {
  switch (car.status as CarStatus) {
    case 'Draft':
      return { userId: car.requesterId }
    case 'Awaiting Assignment':
      return 'car-admins'
    case 'Assigned':
    case 'Rejected':
      return { userId: car.assigneeId }
    case 'Awaiting Approver 1':
      return { userId: car.approver1Id }
    case 'Awaiting Approver 2':
      return { userId: car.approver2Id }
    default:
      return null
  }
}

export function isCurrentActor(actor: Actor, car: CarRow): boolean {
  const current = currentActor(car)
  if (current === 'car-admins') return actor.admin
  return current !== null && current.userId === actor.userId
}

/** Nobody approves a CAR they requested or were assigned. */
export const isSelfApproval = (car: Pick<CarRow, 'requesterId' | 'assigneeId'>, userId: number) =>
  userId === car.requesterId || userId === car.assigneeId

const APPROVING: readonly CarStatus[] = ['Awaiting Approver 1', 'Awaiting Approver 2']

/** The actions the server would let this caller take on this CAR now. */
export function allowedActions(actor: Actor, car: CarRow): CarAction[] {
  if (!isCurrentActor(actor, car)) return []
  if (APPROVING.includes(car.status as CarStatus) && isSelfApproval(car, actor.userId)) return []
  return (Object.entries(TRANSITIONS) as [CarAction, (typeof TRANSITIONS)[CarAction]][])
    .filter(([, rule]) => rule.from.includes(car.status as CarStatus))
    .map(([action]) => action)
}

/** The fields the assignee changes while the CAR is with them (the contract's list). */
export const WORK_FIELDS: readonly string[] = CAR_WORK_FIELDS

/**
 * What the caller may save of the form: every field ('all': the requester of a Draft, a CAR
 * administrator while it is not closed), the work fields ('work': the assignee of an Assigned or
 * Rejected CAR), or nothing (null; a closed CAR is nobody's to change).
 */
export function editScope(actor: Actor, car: CarRow): 'all' | 'work' | null {
  const status = car.status as CarStatus
  if (status === 'Closed') return null
  if (actor.admin) return 'all'
  if (status === 'Draft' && car.requesterId === actor.userId) return 'all'
  if ((status === 'Assigned' || status === 'Rejected') && car.assigneeId === actor.userId) return 'work'
  return null
}

/** What a step's body may name. */
export interface StepInput {
  assignee_id?: number | null | undefined
  approver_id?: number | null | undefined
  effectiveness_checker_id?: number | null | undefined
  effectiveness_days?: number | undefined
}

/** The person a step hands the CAR to, from the body or already on the CAR; the body's field names it. */
export interface Chosen {
  field: 'assignee_id' | 'approver_id' | 'effectiveness_checker_id'
  id: number | null
  /** The body named them (they are checked to be active staff of the company). */
  fromBody: boolean
}

export function chosenBy(action: CarAction, car: CarRow, input: StepInput): Chosen | null {
  const pick = (field: Chosen['field'], body: number | null | undefined, stored: number | null): Chosen => ({
    field,
    id: body ?? stored,
    fromBody: body !== undefined && body !== null,
  })
  switch (action) {
    case 'assign':
      return pick('assignee_id', input.assignee_id, car.assigneeId)
    case 'submit_to_approver_1':
      return pick('approver_id', input.approver_id, car.approver1Id)
    case 'submit_to_approver_2':
      return pick('approver_id', input.approver_id, car.approver2Id)
    case 'approve_and_close':
      return pick('effectiveness_checker_id', input.effectiveness_checker_id, null)
    default:
      return null
  }
}

const MISSING: Partial<Record<CarAction, MessageDescriptor>> = {
  assign: carMessages.selectAssignee,
  submit_to_approver_1: carMessages.selectApprover1,
  submit_to_approver_2: carMessages.selectApprover2,
  approve_and_close: carMessages.selectChecker,
}

/**
 * The choices a step needs, as field messages (document 2 section 5.6): the next person chosen, never
 * one who requested or is assigned the CAR as its approver, two different approvers, and 30, 60 or 90
 * days before the effectiveness check.
 */
export function stepChoiceErrors(action: CarAction, car: CarRow, input: StepInput, chosen: Chosen | null): Map<string, MessageDescriptor> {
  const errors = new Map<string, MessageDescriptor>()
  if (chosen && chosen.id === null) errors.set(chosen.field, MISSING[action]!)
  if (action === 'assign' && chosen?.id != null && (chosen.id === car.approver1Id || chosen.id === car.approver2Id)) {
    // The assignee would approve their own work.
    errors.set('assignee_id', carMessages.selfApproval)
  }
  if ((action === 'submit_to_approver_1' || action === 'submit_to_approver_2') && chosen?.id != null) {
    const other = action === 'submit_to_approver_1' ? car.approver2Id : car.approver1Id
    if (isSelfApproval(car, chosen.id)) errors.set('approver_id', carMessages.selfApproval)
    else if (chosen.id === other) errors.set('approver_id', carAreaMessages.sameApprover)
  }
  if (action === 'approve_and_close' && !(CAR_EFFECTIVENESS_DAYS as readonly number[]).includes(input.effectiveness_days ?? 0)) {
    errors.set('effectiveness_days', carAreaMessages.selectDays)
  }
  return errors
}

/** The columns a step sets besides the status: the person it names, and the approval dates. */
export function stepChanges(action: CarAction, car: CarRow, chosen: Chosen | null, now: Date): Partial<CarRow> {
  switch (action) {
    case 'assign':
      return { assigneeId: chosen!.id }
    case 'submit_to_approver_1':
      return { approver1Id: chosen!.id, approver1Date: null, approver2Date: null }
    case 'submit_to_approver_2':
      return { approver1Date: now, approver2Id: chosen!.id }
    case 'approve_and_close':
      return { approver2Date: now, closedAt: now }
    case 'reject':
      // The approvals given so far are void: it goes through both again.
      return { approver1Date: null, approver2Date: null }
    default:
      return {}
  }
}

/** How lists, messages and the report name each status, action and rating. */
export const STATUS_LABELS: Record<CarStatus, MessageDescriptor> = {
  Draft: carAreaMessages.statusDraft,
  'Awaiting Assignment': carAreaMessages.statusAwaitingAssignment,
  Assigned: carAreaMessages.statusAssigned,
  Rejected: carAreaMessages.statusRejected,
  'Awaiting Approver 1': carAreaMessages.statusAwaitingApprover1,
  'Awaiting Approver 2': carAreaMessages.statusAwaitingApprover2,
  Closed: carAreaMessages.statusClosed,
}

export const ACTION_LABELS: Record<CarAction | 'create' | 'reopen', MessageDescriptor> = {
  create: carAreaMessages.pdfRaised,
  submit_for_assignment: carAreaMessages.actionSubmitForAssignment,
  assign: carAreaMessages.actionAssign,
  submit_to_approver_1: carAreaMessages.actionSubmitToApprover1,
  submit_to_approver_2: carAreaMessages.actionSubmitToApprover2,
  approve_and_close: carAreaMessages.actionApproveAndClose,
  reject: carAreaMessages.actionReject,
  reopen: carAreaMessages.actionReopen,
}

export const RATING_LABELS: Record<CarEffectivenessRating, MessageDescriptor> = {
  effective: carAreaMessages.ratingEffective,
  partly_effective: carAreaMessages.ratingPartlyEffective,
  not_effective: carAreaMessages.ratingNotEffective,
}
