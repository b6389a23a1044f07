// States and statuses (document 2 section 4).

/** Request states. */
export const REQUEST_STATES = ['Pending', 'In Progress', 'Completed', 'Rejected', 'Resolved', 'Onboarding'] as const
export type RequestState = (typeof REQUEST_STATES)[number]
/** Requests in these states cannot be updated. */
export const LOCKED_REQUEST_STATES = ['Completed', 'Onboarding'] as const

/** Shipment state labels. */
export const SHIPMENT_STATES = [
  'In Transit',
  'In Transit - Late',
  'Out for delivery',
  'Refused',
  'Partially Refused',
  'Refused and Delivered',
  'Late Damaged',
  'Late Overage',
  'Late Shortage',
] as const
export type ShipmentState = (typeof SHIPMENT_STATES)[number]

/** Pushed request statuses. */
export const PUSHED_REQUEST_STATUSES = ['Queued', 'Processed', 'Void', 'Incomplete', 'New', 'Archived'] as const
export type PushedRequestStatus = (typeof PUSHED_REQUEST_STATUSES)[number]

/** Controlled document states. */
export const CONTROLLED_DOCUMENT_STATES = [
  'Draft',
  'Rejected',
  'In Review',
  'In workflow',
  'Publish Ready',
  'Published',
  'Obsolete',
  'Offline',
] as const
export type ControlledDocumentState = (typeof CONTROLLED_DOCUMENT_STATES)[number]
/** Actions on a controlled document. */
export const CONTROLLED_DOCUMENT_ACTIONS = [
  'create draft',
  'update draft',
  'approve',
  'reject',
  'approve obsolete',
  'reject obsolete',
  'publish',
  'delete draft',
  'restore',
] as const
export type ControlledDocumentAction = (typeof CONTROLLED_DOCUMENT_ACTIONS)[number]
/** A restored record comes back in this state. */
export const RESTORED_DOCUMENT_STATE = 'Offline'

/** CAR flow steps, in order; Reject may end it at any approval step. */
export const CAR_FLOW_STEPS = [
  'Submit for Assignment',
  'Submit to Approver 1',
  'Submit to Approver 2',
  'Approve and Close',
] as const
export type CarFlowStep = (typeof CAR_FLOW_STEPS)[number]
/** The step that ends a CAR without approval. */
export const CAR_REJECT_STEP = 'Reject'

/** Claims take attachments only in these statuses. */
export const CLAIM_STATUSES_WITH_ATTACHMENTS = ['Open', 'In Progress', 'Requires Customer Information'] as const
export type ClaimStatusWithAttachments = (typeof CLAIM_STATUSES_WITH_ATTACHMENTS)[number]

/** Attachment status while it is being removed. */
export const ATTACHMENT_DELETING_STATUS = 'deleting'
