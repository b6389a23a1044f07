import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { HISTORY_ACTIONS, NODE_STATUSES, STAGING_STATUSES } from '@shared/contract/qpm-authoring'
import type { Tone } from '@app/ui/Badge'

type StagingStatus = (typeof STAGING_STATUSES)[number]
type NodeStatus = (typeof NODE_STATUSES)[number]
type HistoryAction = (typeof HISTORY_ACTIONS)[number]

/** A staging's state as document 2 section 4 names it. */
export const STAGING_STATUS_LABEL: Record<StagingStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  review: msg`In Review`,
  rejected: msg`Rejected`,
  publish_ready: msg`Publish Ready`,
  published: msg`Published`,
  deleted: msg`Deleted`,
}

export const STAGING_STATUS_TONE: Record<StagingStatus, Tone> = {
  draft: 'neutral',
  review: 'info',
  rejected: 'danger',
  publish_ready: 'success',
  published: 'accent',
  deleted: 'neutral',
}

export const NODE_STATUS_LABEL: Record<NodeStatus, MessageDescriptor> = {
  active: msg`Active`,
  obsolete: msg`Obsolete`,
  offline: msg`Offline`,
}

export const HISTORY_ACTION_LABEL: Record<HistoryAction, MessageDescriptor> = {
  create: msg`Draft created`,
  submit: msg`Submitted`,
  approve: msg`Approved`,
  reject: msg`Rejected`,
  approve_obsolete: msg`Withdrawal approved`,
  reject_obsolete: msg`Withdrawal rejected`,
  publish: msg`Published`,
  obsolete: msg`Withdrawn`,
  delete: msg`Deleted`,
  restore: msg`Restored`,
}

export const LANGUAGE_LABEL: Record<'en' | 'fr', MessageDescriptor> = {
  en: msg`English`,
  fr: msg`French`,
}
