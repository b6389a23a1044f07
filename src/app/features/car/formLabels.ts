import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CarAction, CarAttachmentCategory, CarEffectivenessRating, CarStatus } from '@shared/contract/car'
import type { BadgeProps } from '@app/ui/Badge'

/** A CAR's status as the reader sees it (document 2 sections 3 and 4). */
export const CAR_STATUS_LABEL: Record<CarStatus, MessageDescriptor> = {
  Draft: msg`Draft`,
  'Awaiting Assignment': msg`Awaiting Assignment`,
  Assigned: msg`Assigned`,
  Rejected: msg`Rejected`,
  'Awaiting Approver 1': msg`Awaiting Approver 1`,
  'Awaiting Approver 2': msg`Awaiting Approver 2`,
  Closed: msg`Closed`,
}

/** The badge colour of each status: waiting on someone is a warning, sent back is danger, closed is done. */
export const CAR_STATUS_TONE: Record<CarStatus, NonNullable<BadgeProps['variant']>> = {
  Draft: 'neutral',
  'Awaiting Assignment': 'info',
  Assigned: 'accent',
  Rejected: 'danger',
  'Awaiting Approver 1': 'warning',
  'Awaiting Approver 2': 'warning',
  Closed: 'success',
}

/** The flow's buttons, in document 2's words. */
export const CAR_ACTION_LABEL: Record<CarAction, MessageDescriptor> = {
  submit_for_assignment: msg`Submit for Assignment`,
  assign: msg`Assign`,
  submit_to_approver_1: msg`Submit to Approver 1`,
  submit_to_approver_2: msg`Submit to Approver 2`,
  approve_and_close: msg`Approve and Close`,
  reject: msg`Reject`,
}

/** What the status history calls the raising of a CAR and the effectiveness check's reopening. */
export const CAR_HISTORY_ACTION_LABEL: Record<string, MessageDescriptor> = {
  ...CAR_ACTION_LABEL,
  create: msg`Raised`,
  effectiveness: msg`Effectiveness check`,
}

export const CAR_ATTACHMENT_LABEL: Record<CarAttachmentCategory, MessageDescriptor> = {
  problem: msg`Problem evidence`,
  containment: msg`Containment action`,
  corrective: msg`Corrective action`,
  preventive: msg`Preventive action`,
  effectiveness: msg`Effectiveness`,
}

export const CAR_RATING_LABEL: Record<CarEffectivenessRating, MessageDescriptor> = {
  effective: msg`Effective`,
  partly_effective: msg`Partly effective`,
  not_effective: msg`Not effective`,
}
