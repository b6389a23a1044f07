import { PASSWORD } from '../constants/business'

const DAY_MS = 86_400_000

/** When a password changed at `changedAt` expires: six months later (document 2 section 9). */
export function passwordExpiresAt(changedAt: Date): Date {
  const expires = new Date(changedAt.getTime())
  expires.setUTCMonth(expires.getUTCMonth() + PASSWORD.expiryMonths)
  return expires
}

/** Whether a password changed at `changedAt` has expired at `now`; one never recorded does not expire. */
export function isPasswordExpired(changedAt: Date | null | undefined, now: Date): boolean {
  return !!changedAt && now.getTime() >= passwordExpiresAt(changedAt).getTime()
}

/**
 * Whole days left before the expiry given as an ISO instant, when the user is to be prompted (10 days
 * before, document 2 section 9); undefined otherwise.
 */
export function passwordPromptDays(expiresAt: string | null | undefined, now: Date): number | undefined {
  if (!expiresAt) return undefined
  const left = Date.parse(expiresAt) - now.getTime()
  if (!(left > 0) || left > PASSWORD.expiryPromptDays * DAY_MS) return undefined
  return Math.ceil(left / DAY_MS)
}
