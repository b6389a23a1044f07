import { msg } from '@lingui/core/macro'
import { MENU_SCREENS } from '@shared/auth'
import { menuCounter } from '@app/shell/menuCounts'
import type { CarCounts } from './api'

/**
 * `carKeys.counts()` written out: the frame carries this counter, and must not carry the CAR contract
 * with it (a unit test holds the two keys equal, so the area's changes refresh the count).
 */
export const CAR_COUNTS_KEY = ['car', 'counts'] as const

/**
 * The overdue count on the CAR list's menu entry: the CARs waiting on the user that are past their due
 * date, for those who may open the list (a company with CARs switched on).
 */
export const carMenuCounter = menuCounter({
  menuId: 'CAR-LIST',
  access: MENU_SCREENS['CAR-LIST'].access,
  query: {
    queryKey: CAR_COUNTS_KEY,
    // The area's data layer comes in a chunk of its own with the first count.
    queryFn: async ({ signal }): Promise<CarCounts> => (await import('./api')).readCarCounts(signal),
    staleTime: 60_000,
  },
  badge: (counts, i18n) =>
    counts.overdue > 0
      ? { text: i18n.number(counts.overdue), label: i18n._(msg`${i18n.number(counts.overdue)} overdue`), tone: 'danger' }
      : undefined,
})
