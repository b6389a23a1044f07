import { CAR_LIMITS } from '@shared/contract/car'
import type { Car, CarFormInput } from './api'

/** What the CAR form holds while it is typed: text as typed, choices as ids, the why-chain as steps. */
export interface CarFormValues {
  title: string
  description: string
  problem_type_id: number | null
  root_cause_id: number | null
  source_id: number | null
  department_id: number | null
  terminal_id: number | null
  requested_date: string
  due_date: string
  assignee_id: number | null
  approver_1_id: number | null
  approver_1_department_id: number | null
  approver_1_title: string
  approver_2_id: number | null
  approver_2_department_id: number | null
  approver_2_title: string
  whys: string[]
  root_cause_text: string
  containment_action: string
  corrective_action: string
  preventive_action: string
  probill: string
  document_id: number | null
}

/** Today in the user's time zone, as YYYY-MM-DD. */
export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** A new CAR: requested today, everything else to fill. */
export function blankValues(requested = today()): CarFormValues {
  return {
    title: '',
    description: '',
    problem_type_id: null,
    root_cause_id: null,
    source_id: null,
    department_id: null,
    terminal_id: null,
    requested_date: requested,
    due_date: '',
    assignee_id: null,
    approver_1_id: null,
    approver_1_department_id: null,
    approver_1_title: '',
    approver_2_id: null,
    approver_2_department_id: null,
    approver_2_title: '',
    whys: [''],
    root_cause_text: '',
    containment_action: '',
    corrective_action: '',
    preventive_action: '',
    probill: '',
    document_id: null,
  }
}

/** The form's values for a CAR as read. */
export function valuesOf(car: Car): CarFormValues {
  return {
    title: car.title,
    description: car.description ?? '',
    problem_type_id: car.problem_type?.id ?? null,
    root_cause_id: car.root_cause?.id ?? null,
    source_id: car.source?.id ?? null,
    department_id: car.department?.id ?? null,
    terminal_id: car.terminal?.id ?? null,
    requested_date: car.requested_date,
    due_date: car.due_date,
    assignee_id: car.assignee?.id ?? null,
    approver_1_id: car.approver_1?.id ?? null,
    approver_1_department_id: car.approver_1_department?.id ?? null,
    approver_1_title: car.approver_1_title ?? '',
    approver_2_id: car.approver_2?.id ?? null,
    approver_2_department_id: car.approver_2_department?.id ?? null,
    approver_2_title: car.approver_2_title ?? '',
    whys: car.whys.length > 0 ? car.whys.slice(0, CAR_LIMITS.whys) : [''],
    root_cause_text: car.root_cause_text ?? '',
    containment_action: car.containment_action ?? '',
    corrective_action: car.corrective_action ?? '',
    preventive_action: car.preventive_action ?? '',
    probill: car.probill ?? '',
    document_id: car.document?.id ?? null,
  }
}

/** What is sent to save the form: the values as the contract takes them, at the version read. */
export function bodyOf(values: CarFormValues, version?: number): CarFormInput {
  return { ...values, whys: values.whys, version }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** Whether the form differs from what was read. */
export function isChanged(values: CarFormValues, baseline: CarFormValues): boolean {
  return !same(values, baseline)
}

/**
 * The form after the CAR was read again (someone else saved it, or a flow step moved it): the fields the
 * user changed keep what they typed, the others take the new values.
 */
export function mergeValues(typed: CarFormValues, baseline: CarFormValues, fresh: CarFormValues): CarFormValues {
  const merged = { ...fresh }
  for (const key of Object.keys(typed) as (keyof CarFormValues)[]) {
    if (!same(typed[key], baseline[key])) (merged as Record<string, unknown>)[key] = typed[key]
  }
  return merged
}
