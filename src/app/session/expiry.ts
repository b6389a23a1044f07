import { TOKEN_EXPIRY_CHECK_INTERVAL_MS } from '@shared/constants'
import { type Clock, systemClock } from '@app/api/clock'
import type { UserActivity } from './activity'

/** The answer of `POST globals/access/expiry`: 401 means expired, no clear answer is unknown. */
export type ExpiryOutcome = 'valid' | 'expired' | 'unknown'

export type ExpiryAction = 'refresh' | 'logout' | 'none'

/** Document 1 section 4: not expired and active refreshes, expired logs out, unknown does nothing. */
export function expiryAction(outcome: ExpiryOutcome, active: boolean): ExpiryAction {
  if (outcome === 'expired') return 'logout'
  if (outcome === 'valid' && active) return 'refresh'
  return 'none'
}

export interface ExpiryTarget {
  isAuthenticated(): boolean
  checkExpiry(): Promise<ExpiryOutcome>
  resetToken(): Promise<unknown>
  expire(): Promise<unknown>
}

/** Runs the check every 5 minutes while signed in, whether the user is active or idle. */
export function startExpiryCheck({
  target,
  activity,
  clock = systemClock,
  interval = TOKEN_EXPIRY_CHECK_INTERVAL_MS,
}: {
  target: ExpiryTarget
  activity: Pick<UserActivity, 'takeActive'>
  clock?: Clock
  interval?: number
}) {
  let running = false
  async function tick(): Promise<ExpiryAction> {
    // Input is counted per period even while signed out, so the flag never carries over.
    const active = activity.takeActive()
    if (running || !target.isAuthenticated()) return 'none'
    running = true
    try {
      const action = expiryAction(await target.checkExpiry(), active)
      if (action === 'refresh') await target.resetToken().catch(() => undefined)
      if (action === 'logout') await target.expire()
      return action
    } finally {
      running = false
    }
  }
  const timer = clock.setInterval(() => void tick(), interval)
  return {
    tick,
    stop: () => clock.clearInterval(timer),
  }
}
