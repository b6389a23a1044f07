import { describe, expect, it, vi } from 'vitest'
import { type AnalyticsSender, analyticsSettings, createAnalytics, dataLayerSender } from '@app/session'
import type { MasterConfig } from '@shared/contract/schemas'

function config(values: Record<string, string | undefined>): MasterConfig {
  const entries = Object.entries(values).filter(([, value]) => value !== undefined)
  return {
    FRAMEWORK: Object.fromEntries(
      entries.map(([key, value]) => [key, [{ mc_value: value!, mc_description: null, mc_v1: null, mc_v2: null, sequence: 1 }]]),
    ),
  }
}

const STAFF_ID = 'G-STAFF'
const CUSTOMER_ID = 'G-CUSTOMER'

describe('analytics rule (document 1 section 4)', () => {
  const options = ['ALL', 'CMID', undefined] as const
  const users = [
    ['ADMIN', STAFF_ID],
    ['EMPLOYEE', STAFF_ID],
    ['SALES', STAFF_ID],
    ['CUSTOMER', CUSTOMER_ID],
    [undefined, CUSTOMER_ID],
  ] as const
  const menus = ['Y', 'N', undefined] as const
  const ids = [
    ['both ids', { GOOGLE_ANALYTICS_ID: STAFF_ID, GOOGLE_ANALYTICS_ID_CUSTOMER: CUSTOMER_ID }],
    ['staff id only', { GOOGLE_ANALYTICS_ID: STAFF_ID }],
    ['customer id only', { GOOGLE_ANALYTICS_ID_CUSTOMER: CUSTOMER_ID }],
    ['no id', {}],
  ] as const

  const cases = options.flatMap((option) =>
    users.flatMap(([userType, expectedId]) =>
      menus.flatMap((menu) => ids.map(([label, idValues]) => ({ option, userType, expectedId, menu, label, idValues }))),
    ),
  )

  it.each(cases)('option $option, user $userType, menu $menu, $label', ({ option, userType, expectedId, menu, idValues }) => {
    const settings = analyticsSettings({
      masterconfig: config({ GOOGLE_ANALYTICS_OPTION: option, ...idValues }),
      userType,
      menuAnalytics: menu,
    })
    const hasId = Object.values(idValues).includes(expectedId)
    const enabled = hasId && (option === 'ALL' || (option === 'CMID' && menu === 'Y'))
    expect(settings).toEqual({ enabled, id: enabled ? expectedId : undefined, userType: userType ?? 'ANON' })
  })

  it.each([
    ['ALL', 'ADMIN', 'N', STAFF_ID],
    ['ALL', 'CUSTOMER', undefined, CUSTOMER_ID],
    ['all', undefined, undefined, CUSTOMER_ID],
    ['CMID', 'SALES', 'Y', STAFF_ID],
    ['CMID', 'EMPLOYEE', 'N', undefined],
    ['CMID', undefined, 'Y', CUSTOMER_ID],
    ['NONE', 'ADMIN', 'Y', undefined],
  ] as const)('spelled out: option %s, user %s, menu %s -> %s', (option, userType, menu, id) => {
    const settings = analyticsSettings({
      masterconfig: config({ GOOGLE_ANALYTICS_OPTION: option, GOOGLE_ANALYTICS_ID: STAFF_ID, GOOGLE_ANALYTICS_ID_CUSTOMER: CUSTOMER_ID }),
      userType,
      menuAnalytics: menu,
    })
    expect(settings.id).toBe(id)
    expect(settings.enabled).toBe(id !== undefined)
  })

  it('is off without a master configuration', () => {
    expect(analyticsSettings({ masterconfig: undefined, userType: 'ADMIN', menuAnalytics: 'Y' })).toEqual({
      enabled: false,
      id: undefined,
      userType: 'ADMIN',
    })
  })
})

describe('analytics sender', () => {
  function fakeSender() {
    return { configure: vi.fn(), sendPageView: vi.fn() } satisfies AnalyticsSender
  }

  it('sends nothing while disabled', () => {
    const sender = fakeSender()
    const analytics = createAnalytics(sender)
    analytics.update({ enabled: false, id: undefined, userType: 'ANON' })
    analytics.pageView('/freight/login', 'Login | NWF')
    expect(sender.configure).not.toHaveBeenCalled()
    expect(sender.sendPageView).not.toHaveBeenCalled()
  })

  it('configures once per id and user type, and records page views while enabled', () => {
    const sender = fakeSender()
    const analytics = createAnalytics(sender)
    analytics.update({ enabled: true, id: CUSTOMER_ID, userType: 'ANON' })
    analytics.update({ enabled: true, id: CUSTOMER_ID, userType: 'ANON' })
    analytics.pageView('/freight/pages/ANO-SHOW', 'Announcements | NWF')
    expect(sender.configure).toHaveBeenCalledTimes(1)
    expect(sender.sendPageView).toHaveBeenCalledWith(CUSTOMER_ID, {
      path: '/freight/pages/ANO-SHOW',
      title: 'Announcements | NWF',
      userType: 'ANON',
    })
    // The user type changed: configured again.
    analytics.update({ enabled: true, id: STAFF_ID, userType: 'EMPLOYEE' })
    expect(sender.configure).toHaveBeenLastCalledWith(STAFF_ID, 'EMPLOYEE')
    analytics.update({ enabled: false, id: undefined, userType: 'EMPLOYEE' })
    analytics.pageView('/freight/home', 'Home')
    expect(sender.sendPageView).toHaveBeenCalledTimes(1)
  })

  it('the default sender queues entries in dataLayer and loads no script', () => {
    const target: { dataLayer?: unknown[] } = {}
    const scripts = document.scripts.length
    const sender = dataLayerSender(target)
    sender.configure(STAFF_ID, 'ADMIN')
    sender.sendPageView(STAFF_ID, { path: '/p', title: 'T', userType: 'ADMIN' })
    expect(target.dataLayer).toEqual([
      ['config', STAFF_ID, { send_page_view: false, user_type: 'ADMIN' }],
      ['event', 'page_view', { send_to: STAFF_ID, page_path: '/p', page_title: 'T', user_type: 'ADMIN' }],
    ])
    expect(document.scripts.length).toBe(scripts)
  })
})
