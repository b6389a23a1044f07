import { TABLE_VIEW, type Separator } from '@shared/constants'
import type { TablePreference } from './client'

/** What the preferences dialog edits. */
export interface PreferenceDraft {
  record: number
  sep: Separator
  /** Column names in display order. */
  order: string[]
  /** Names of hidden columns. */
  hidden: string[]
}

/** Moves the item at `index` by `step` places (negative moves up), clamped to the list. */
export function moveItem<T>(list: readonly T[], index: number, step: number): T[] {
  const next = [...list]
  const target = Math.min(Math.max(0, index + step), next.length - 1)
  if (index < 0 || index >= next.length || target === index) return next
  const [item] = next.splice(index, 1)
  next.splice(target, 0, item as T)
  return next
}

/** The save payload of document 2 section 3. */
export function savePayload(api: string, cmid: string, draft: PreferenceDraft) {
  return {
    api,
    cmid,
    record_pref: draft.record,
    table_pref: draft.order.map((name, index) => ({ name, index, visible: draft.hidden.includes(name) ? ('N' as const) : ('Y' as const) })),
    view_pref: TABLE_VIEW as 'T',
    sep_pref: draft.sep,
  }
}

/** The preference a saved draft stands for. */
export function toPreference(draft: PreferenceDraft): TablePreference {
  return { record: draft.record, sep: draft.sep, table: savePayload('', '', draft).table_pref, saved: true }
}

/** Whether the draft differs from what is shown. */
export function hasChanges(before: PreferenceDraft, after: PreferenceDraft): boolean {
  return (
    before.record !== after.record ||
    before.sep !== after.sep ||
    before.order.join('|') !== after.order.join('|') ||
    [...before.hidden].sort().join('|') !== [...after.hidden].sort().join('|')
  )
}
