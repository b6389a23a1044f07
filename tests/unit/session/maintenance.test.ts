import { describe, expect, it, vi } from 'vitest'
import type { MaintenanceProbe } from '@app/api'
import {
  configuredMaintenanceUrl,
  isMaintenancePage,
  maintenanceCheck,
  maintenanceRedirect,
  maintenanceUrl,
} from '@app/session'

describe('maintenance decision (document 1 section 4)', () => {
  it.each([
    [{ kind: 'answered', status: 200, maintenance: false }, false],
    [{ kind: 'answered', status: 503, maintenance: true }, true],
    [{ kind: 'answered', status: 200, maintenance: true }, true],
    [{ kind: 'answered', status: 500, maintenance: false }, true],
    [{ kind: 'answered', status: 502, maintenance: false }, true],
    [{ kind: 'answered', status: 404, maintenance: false }, true],
    [{ kind: 'unreachable' }, false],
  ] as [MaintenanceProbe, boolean][])('%o -> redirect %s', (probe, expected) => {
    expect(maintenanceRedirect(probe)).toBe(expected)
  })

  it('the address: the app page by default, a configured one otherwise, with from', () => {
    expect(configuredMaintenanceUrl(undefined)).toBe('/maintenance')
    expect(configuredMaintenanceUrl('  ')).toBe('/maintenance')
    expect(configuredMaintenanceUrl('https://status.example/')).toBe('https://status.example/')
    expect(maintenanceUrl('/freight/home?x=1', '/maintenance')).toBe('/maintenance?from=%2Ffreight%2Fhome%3Fx%3D1')
    expect(maintenanceUrl('https://portal.example/a', 'https://status.example/down?site=portal#top')).toBe(
      'https://status.example/down?site=portal&from=https%3A%2F%2Fportal.example%2Fa#top',
    )
  })

  it('knows the maintenance page itself', () => {
    expect(isMaintenancePage('/maintenance', '/maintenance')).toBe(true)
    expect(isMaintenancePage('/maintenance/', '/maintenance')).toBe(true)
    expect(isMaintenancePage('/freight/home', '/maintenance')).toBe(false)
    expect(isMaintenancePage('/maintenance', 'https://status.example/maintenance')).toBe(false)
  })

  it('pings on a route change and answers where to go', async () => {
    const down = vi.fn(async (): Promise<MaintenanceProbe> => ({ kind: 'answered', status: 503, maintenance: true }))
    expect(await maintenanceCheck({ probe: down, pathname: '/freight/home', from: 'http://x/freight/home', base: '/maintenance' })).toBe(
      '/maintenance?from=http%3A%2F%2Fx%2Ffreight%2Fhome',
    )
    const up = vi.fn(async (): Promise<MaintenanceProbe> => ({ kind: 'answered', status: 200, maintenance: false }))
    expect(await maintenanceCheck({ probe: up, pathname: '/freight/home', from: '/freight/home', base: '/maintenance' })).toBeUndefined()
    // On the maintenance page itself there is no ping, so it never sends to itself.
    down.mockClear()
    expect(await maintenanceCheck({ probe: down, pathname: '/maintenance', from: '/maintenance', base: '/maintenance' })).toBeUndefined()
    expect(down).not.toHaveBeenCalled()
  })
})
