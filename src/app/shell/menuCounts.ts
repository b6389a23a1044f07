import type { I18n } from '@lingui/core'
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query'
import { type Access, type AccessSubject, checkAccess } from '@shared/auth'
import type { MenuBadge } from '@app/ui/Frame'

/**
 * A count an area shows beside one of its menu entries (the overdue CARs on the CAR list's entry). The
 * shell knows no area: the routes hand the frame the areas' counters, and the frame asks for each count
 * the user may see and puts it on the entry of its menu id (the reading is in MenuBadges.tsx).
 */
export interface MenuCounter<T = unknown, K extends QueryKey = QueryKey> {
  /** The menu id (CMCID) of the entry that shows the count. */
  menuId: string
  /** Who may see it; nothing is asked for anyone else. */
  access: Access
  /** The area's query options of its numbers (a passive call, so the count keeps no session alive). */
  query: UseQueryOptions<T, Error, T, K>
  /** The badge for the numbers, in the reader's language; none when there is nothing to count. */
  badge: (data: T, i18n: I18n) => MenuBadge | undefined
}

/** A counter of any data, as the frame takes a list of them. */
export function menuCounter<T, K extends QueryKey>(counter: MenuCounter<T, K>): MenuCounter {
  return counter as unknown as MenuCounter
}

/** Whether the user may see any of the counts: only then does the frame load what reads them. */
export function anyCountAllowed(counters: readonly MenuCounter[], subject: AccessSubject): boolean {
  return counters.some((counter) => checkAccess(counter.access, subject) === 'allowed')
}
