import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { type QueryKey, replaceEqualDeep, useQueries, type UseQueryOptions } from '@tanstack/react-query'
import { useState } from 'react'
import { type Access, checkAccess } from '@shared/auth'
import { useSession } from '@app/session'
import type { MenuBadge } from '@app/ui/Frame'

/**
 * A count an area shows beside one of its menu entries (the overdue CARs on the CAR list's entry). The
 * shell knows no area: the routes hand the frame the areas' counters, and the frame asks for each count
 * the user may see and puts it on the entry of its menu id.
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

/** The badges of the counters the signed-in user may see, by menu id. */
export function useMenuBadges(counters: readonly MenuCounter[]): Readonly<Record<string, MenuBadge>> {
  const { i18n } = useLingui()
  const { user, appConfig } = useSession()
  const profile = user?.profile ?? null
  const allowed = counters.map((counter) => checkAccess(counter.access, { profile, appConfig }) === 'allowed')
  const results = useQueries({
    queries: counters.map((counter, at) => ({ ...counter.query, enabled: allowed[at] })),
  })
  const badges: Record<string, MenuBadge> = {}
  counters.forEach((counter, at) => {
    const data = results[at]?.data
    const badge = allowed[at] && data !== undefined ? counter.badge(data, i18n) : undefined
    if (badge) badges[counter.menuId] = badge
  })
  // The same badges keep the same object, so the frame (memoised) is not drawn again for nothing.
  const [kept, setKept] = useState<Readonly<Record<string, MenuBadge>>>(badges)
  const next = replaceEqualDeep(kept, badges)
  if (next !== kept) setKept(next)
  return next
}
