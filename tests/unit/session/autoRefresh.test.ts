import { describe, expect, it, vi } from 'vitest'
import { createAutoRefresh } from '@app/session'

describe('secondary sign-on auto-refresh (document 1 section 4)', () => {
  it('engages for one source with a counter', () => {
    const autoRefresh = createAutoRefresh({ warn: vi.fn() })
    expect(autoRefresh.state()).toEqual({ source: undefined, count: 0, engaged: false })
    expect(autoRefresh.engage('oidc')).toBe(1)
    expect(autoRefresh.engage('oidc')).toBe(2)
    expect(autoRefresh.state()).toEqual({ source: 'oidc', count: 2, engaged: true })
    expect(autoRefresh.disengage('oidc')).toBe(1)
    expect(autoRefresh.disengage()).toBe(0)
    expect(autoRefresh.state()).toEqual({ source: undefined, count: 0, engaged: false })
    // Free again: another source may engage.
    expect(autoRefresh.engage('saml')).toBe(1)
  })

  it('engaging for a second source raises an error', () => {
    const autoRefresh = createAutoRefresh({ warn: vi.fn() })
    autoRefresh.engage('oidc')
    expect(() => autoRefresh.engage('saml')).toThrow(/engaged for "oidc".*"saml"/)
    expect(autoRefresh.state()).toEqual({ source: 'oidc', count: 1, engaged: true })
  })

  it('disengaging when not engaged only warns', () => {
    const warn = vi.fn()
    const autoRefresh = createAutoRefresh({ warn })
    expect(autoRefresh.disengage()).toBe(0)
    expect(warn).toHaveBeenCalledTimes(1)
    autoRefresh.engage('oidc')
    expect(autoRefresh.disengage('saml')).toBe(1)
    expect(warn).toHaveBeenCalledTimes(2)
    expect(autoRefresh.state().count).toBe(1)
  })

  it('warns on the console by default', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {})
    createAutoRefresh().disengage()
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('not engaged'))
    spy.mockRestore()
  })

  it('tells subscribers about changes', () => {
    const autoRefresh = createAutoRefresh({ warn: vi.fn() })
    const listener = vi.fn()
    const stop = autoRefresh.subscribe(listener)
    autoRefresh.engage('oidc')
    autoRefresh.disengage()
    autoRefresh.disengage()
    expect(listener).toHaveBeenCalledTimes(2)
    stop()
    autoRefresh.engage('oidc')
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
