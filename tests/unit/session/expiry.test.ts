import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type ExpiryOutcome, expiryAction, startExpiryCheck, USER_INPUT_EVENTS, watchUserActivity } from '@app/session'

describe('token expiry check outcomes (document 1 section 4)', () => {
  it.each([
    ['valid', true, 'refresh'],
    ['valid', false, 'none'],
    ['expired', true, 'logout'],
    ['expired', false, 'logout'],
    ['unknown', true, 'none'],
    ['unknown', false, 'none'],
  ] as const)('%s, active %s -> %s', (outcome, active, action) => {
    expect(expiryAction(outcome, active)).toBe(action)
  })
})

describe('the check every 300000 ms', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  function setup(outcome: ExpiryOutcome, authenticated = true) {
    const target = {
      isAuthenticated: vi.fn(() => authenticated),
      checkExpiry: vi.fn(async () => outcome),
      resetToken: vi.fn(async () => 'new'),
      expire: vi.fn(async () => 'freight'),
    }
    const events = new EventTarget()
    const activity = watchUserActivity(events)
    const check = startExpiryCheck({ target, activity })
    return { target, events, activity, check }
  }

  it('active and not expired: refreshes the token', async () => {
    const { target, events, check } = setup('valid')
    await vi.advanceTimersByTimeAsync(299_999)
    expect(target.checkExpiry).not.toHaveBeenCalled()
    events.dispatchEvent(new Event('keydown'))
    await vi.advanceTimersByTimeAsync(1)
    expect(target.checkExpiry).toHaveBeenCalledTimes(1)
    expect(target.resetToken).toHaveBeenCalledTimes(1)
    // No input in the next period: checked, but no refresh.
    await vi.advanceTimersByTimeAsync(300_000)
    expect(target.checkExpiry).toHaveBeenCalledTimes(2)
    expect(target.resetToken).toHaveBeenCalledTimes(1)
    check.stop()
  })

  it('idle and not expired: checks and does nothing more', async () => {
    const { target, check } = setup('valid')
    await vi.advanceTimersByTimeAsync(300_000)
    expect(target.checkExpiry).toHaveBeenCalledTimes(1)
    expect(target.resetToken).not.toHaveBeenCalled()
    expect(target.expire).not.toHaveBeenCalled()
    check.stop()
  })

  it.each([true, false])('expired (active %s): logs out', async (active) => {
    const { target, events, check } = setup('expired')
    if (active) events.dispatchEvent(new Event('pointerdown'))
    await vi.advanceTimersByTimeAsync(300_000)
    expect(target.expire).toHaveBeenCalledTimes(1)
    expect(target.resetToken).not.toHaveBeenCalled()
    check.stop()
  })

  it('unknown: nothing happens', async () => {
    const { target, events, check } = setup('unknown')
    events.dispatchEvent(new Event('wheel'))
    await vi.advanceTimersByTimeAsync(300_000)
    expect(target.resetToken).not.toHaveBeenCalled()
    expect(target.expire).not.toHaveBeenCalled()
    check.stop()
  })

  it('signed out: no check', async () => {
    const { target, check } = setup('valid', false)
    await vi.advanceTimersByTimeAsync(900_000)
    expect(target.checkExpiry).not.toHaveBeenCalled()
    check.stop()
  })

  it('stops', async () => {
    const { target, check } = setup('valid')
    check.stop()
    await vi.advanceTimersByTimeAsync(900_000)
    expect(target.checkExpiry).not.toHaveBeenCalled()
  })
})

describe('user activity', () => {
  it.each(USER_INPUT_EVENTS)('%s counts as input since the last check', (type) => {
    const target = new EventTarget()
    const activity = watchUserActivity(target)
    expect(activity.takeActive()).toBe(false)
    target.dispatchEvent(new Event(type))
    expect(activity.takeActive()).toBe(true)
    expect(activity.takeActive()).toBe(false)
    activity.stop()
    target.dispatchEvent(new Event(type))
    expect(activity.takeActive()).toBe(false)
  })

  it('other events do not count', () => {
    const target = new EventTarget()
    const activity = watchUserActivity(target)
    target.dispatchEvent(new Event('focus'))
    target.dispatchEvent(new Event('visibilitychange'))
    expect(activity.takeActive()).toBe(false)
  })
})
