import { msg } from '@lingui/core/macro'
import { MENU_SCREENS } from '@shared/auth'
import { menuCounter } from '@app/shell/menuCounts'
import { carCountsQueryOptions } from './api'

/**
 * The overdue count on the CAR list's menu entry: the CARs waiting on the user that are past their due
 * date, for those who may open the list (a company with CARs switched on).
 */
export const carMenuCounter = menuCounter({
  menuId: 'CAR-LIST',
  access: MENU_SCREENS['CAR-LIST'].access,
  query: carCountsQueryOptions(),
  badge: (counts, i18n) =>
    counts.overdue > 0
      ? { text: i18n.number(counts.overdue), label: i18n._(msg`${i18n.number(counts.overdue)} overdue`), tone: 'danger' }
      : undefined,
})
