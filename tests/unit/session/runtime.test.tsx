import { QueryClient } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type ApiClient, createNetworkActivity } from '@app/api'
import {
  createSessionRuntime,
  memoryStorage,
  SessionProvider,
  useCurrentGroup,
  useSession,
  useVersionState,
} from '@app/session'
import type { MasterConfig } from '@shared/contract/schemas'
import { fakeApi, fakeCookies, signIn } from './fixtures'

const analyticsConfig: MasterConfig = {
  FRAMEWORK: {
    GOOGLE_ANALYTICS_OPTION: [{ mc_value: 'CMID', mc_description: null, mc_v1: null, mc_v2: null, sequence: 1 }],
    GOOGLE_ANALYTICS_ID: [{ mc_value: 'G-STAFF', mc_description: null, mc_v1: null, mc_v2: null, sequence: 1 }],
    GOOGLE_ANALYTICS_ID_CUSTOMER: [{ mc_value: 'G-CUST', mc_description: null, mc_v1: null, mc_v2: null, sequence: 1 }],
  },
}

function setup() {
  const api = fakeApi({
    'POST users/login': signIn({ masterconfig: analyticsConfig }),
    'POST users/logout': undefined,
    'GET users/masterconfig': analyticsConfig,
    'GET version': { version: '1.0.6' },
  })
  const configure = vi.fn()
  const client = { request: api.request, activity: createNetworkActivity(), configure } as unknown as ApiClient
  const sender = { configure: vi.fn(), sendPageView: vi.fn() }
  const queryClient = new QueryClient()
  const runtime = createSessionRuntime({
    queryClient,
    client,
    local: memoryStorage(),
    tab: memoryStorage(),
    cookies: fakeCookies(),
    analyticsSender: sender,
    activateLocale: vi.fn(),
  })
  return { runtime, configure, sender, api, queryClient }
}

afterEach(() => {
  document.title = ''
})

describe('session runtime', () => {
  it("installs the store's headers in the client", () => {
    const { runtime, configure } = setup()
    const context = configure.mock.calls[0]![0].context
    runtime.store.setRoute({ path: '/freight/pages/ANO-SHOW', company: 'freight', cmid: 'ANO-SHOW' })
    expect(context.cmid()).toBe('ANO-SHOW')
  })

  it('titles the page and records the view where analytics apply', async () => {
    const { runtime, sender } = setup()
    await runtime.store.login('customer', 'pw', 'freight')
    const title = runtime.pageShown({
      path: '/freight/pages/ANO-SHOW',
      company: 'freight',
      cmid: 'ANO-SHOW',
      routeTitle: 'Announcements',
      productCode: 'NWF',
    })
    // The menu entry's title and its top menu's name; the view name CMVNAM is never shown.
    expect(title).toBe('Announcements – Manual | NWF')
    expect(document.title).toBe(title)
    expect(runtime.store.getState().route).toEqual({ path: '/freight/pages/ANO-SHOW', company: 'freight', cmid: 'ANO-SHOW' })
    // CMID option and the menu entry flagged Y: the customer id records the view.
    expect(sender.configure).toHaveBeenCalledWith('G-CUST', 'CUSTOMER')
    expect(sender.sendPageView).toHaveBeenCalledWith('G-CUST', { path: '/freight/pages/ANO-SHOW', title, userType: 'CUSTOMER' })

    // A page reached from the entry (adding, editing) is titled by its route, and still counts as the entry's view.
    expect(
      runtime.pageShown({
        path: '/freight/pages/ANO-SHOW/add',
        company: 'freight',
        cmid: 'ANO-SHOW',
        routeTitle: 'Add an announcement',
        ownTitle: true,
        productCode: 'NWF',
      }),
    ).toBe('Add an announcement | NWF')
    expect(sender.sendPageView).toHaveBeenCalledTimes(2)

    // A page without a menu id: route title or the company, and no analytics under CMID.
    expect(runtime.pageShown({ path: '/freight/home', company: 'freight', cmid: null, productCode: 'NWF' })).toBe(
      'Northway Freight | NWF',
    )
    expect(sender.sendPageView).toHaveBeenCalledTimes(2)
  })

  it('evaluates analytics again when the user type changes', async () => {
    const { runtime, sender, api } = setup()
    const stop = runtime.start()
    runtime.pageShown({
      path: '/freight/pages/ANO-SHOW',
      company: 'freight',
      cmid: 'ANO-SHOW',
      menuEntry: { CMTITLE: 'Announcements', CMVNAM: null, CMANO_ANALYTICS: 'Y' },
      productCode: 'NWF',
    })
    await vi.waitFor(() => expect(sender.configure).toHaveBeenCalledWith('G-CUST', 'ANON'))
    api.on('POST users/login', signIn({ masterconfig: analyticsConfig }, { MT_TYPE: 'EMPLOYEE', MT_UID: 'employee' }))
    await runtime.store.login('employee', 'pw', 'freight')
    expect(sender.configure).toHaveBeenLastCalledWith('G-STAFF', 'EMPLOYEE')
    stop()
  })

  it('the React hooks follow the store', async () => {
    const { runtime } = setup()
    function Probe() {
      const session = useSession()
      const { group: current, isAdmin } = useCurrentGroup()
      const version = useVersionState(runtime.version)
      return (
        <p>
          {session.auth?.userid ?? 'signed out'} / {current?.id ?? 'no group'} / {String(isAdmin)} / {version}
        </p>
      )
    }
    render(
      <SessionProvider store={runtime.store}>
        <Probe />
      </SessionProvider>,
    )
    expect(screen.getByText('signed out / no group / false / none')).toBeInTheDocument()
    await act(() => runtime.store.login('customer', 'pw', 'freight'))
    expect(screen.getByText('customer / G1 / false / none')).toBeInTheDocument()
  })
})
