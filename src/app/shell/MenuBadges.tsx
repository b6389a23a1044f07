import { useLingui } from '@lingui/react'
import { replaceEqualDeep, useQueries } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { checkAccess } from '@shared/auth'
import { useSession } from '@app/session'
import type { MenuBadge } from '@app/ui/Frame'
import type { MenuCounter } from './menuCounts'

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

export interface MenuBadgeReaderProps {
  counters: readonly MenuCounter[]
  /** Called with the badges whenever they change. */
  onBadges: (badges: Readonly<Record<string, MenuBadge>>) => void
}

/**
 * Reads the counts and hands their badges to the frame; draws nothing. The frame loads it (and the query
 * hook it reads several counts with) only for a user who may see one of the counts.
 */
export function MenuBadgeReader({ counters, onBadges }: MenuBadgeReaderProps) {
  const badges = useMenuBadges(counters)
  useEffect(() => onBadges(badges), [badges, onBadges])
  return null
}
