import { describe, expect, it } from 'vitest'
import { isPasswordExpired, passwordExpiresAt, passwordPromptDays } from '@shared/auth/password'

const DAY = 86_400_000
const changed = new Date('2026-03-02T14:00:00.000Z')

describe('password expiry (document 2 section 9)', () => {
  it('expires six months after the change', () => {
    expect(passwordExpiresAt(changed).toISOString()).toBe('2026-09-02T14:00:00.000Z')
    expect(isPasswordExpired(changed, new Date('2026-09-02T13:59:59.000Z'))).toBe(false)
    expect(isPasswordExpired(changed, new Date('2026-09-02T14:00:00.000Z'))).toBe(true)
    expect(isPasswordExpired(null, new Date('2030-01-01T00:00:00.000Z'))).toBe(false)
  })

  it('prompts in the last 10 days, counting whole days left', () => {
    const expires = '2026-09-02T14:00:00.000Z'
    const at = (daysBefore: number) => new Date(Date.parse(expires) - daysBefore * DAY)
    expect(passwordPromptDays(expires, at(11))).toBeUndefined()
    expect(passwordPromptDays(expires, at(10))).toBe(10)
    expect(passwordPromptDays(expires, at(2.5))).toBe(3)
    expect(passwordPromptDays(expires, at(0))).toBeUndefined()
    expect(passwordPromptDays(null, at(5))).toBeUndefined()
  })
})
