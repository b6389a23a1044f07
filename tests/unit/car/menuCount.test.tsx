import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { carCalls } from '@shared/contract/car'
import type { MenuEntry as ApiMenuEntry } from '@shared/contract/schemas'
import { apiClient } from '@app/api/client'
import { carKeys } from '@app/features/car/api'
import { CAR_COUNTS_KEY, carMenuCounter } from '@app/features/car/menuCount'
import { createSessionStore, memoryStorage, SessionProvider, storageKeys } from '@app/session'
import { useMenuBadges } from '@app/shell/MenuBadges'
import { frameMenus } from '@app/shell/menus'
import { SideMenu } from '@app/ui/Frame'
import { profile } from '../session/fixtures'
import { renderWithProviders } from '../render'

afterEach(() => {
  vi.restoreAllMocks()
})

type Item = ApiMenuEntry['menus'][number]['submenus'][number]

const carItem = (cmid: string, title: string, seq: number): Item => ({
  TSCID: cmid,
  CMCID: cmid,
  CMTITLE: title,
  CMVNAM: null,
  CMANO_ANALYTICS: 'N',
  CMHID: 'N',
  DOCLIB: 'N',
  EXDOCLIB: 'N',
  DOCLIB_TYPE: null,
  TSSSEQ: seq,
  link: null,
  target: null,
  external: false,
})

const menus: ApiMenuEntry[] = [
  {
    TMMID: 'QUALITY',
    TMVNAM: 'Quality Manual',
    TMMTYP: 'M',
    TMHOOK: null,
    CMCID: null,
    DOCLIB: 'N',
    EXDOCLIB: 'N',
    DOCLIB_TYPE: null,
    helpmenu: null,
    external: false,
    menus: [
      {
        name: 'Corrective Actions',
        sseq: 1,
        submenus: [carItem('CAR-LIST', 'Corrective Action Requests', 1), carItem('CAR-ADD', 'New Corrective Action Request', 2)],
      },
    ],
  },
]

describe('a count beside a menu entry', () => {
  it('goes on the entry of its menu id only', () => {
    const badge = { text: '3', label: '3 overdue', tone: 'danger' as const }
    const { side } = frameMenus('freight', menus, '/freight/home', undefined, { 'CAR-LIST': badge })
    const [list, add] = side[0]!.children!
    expect(list).toMatchObject({ label: 'Corrective Action Requests', href: '/freight/pages/car/car_list', badge })
    expect(add!.badge).toBeUndefined()
  })

  it('is seen as a number and heard after the entry’s name, open or collapsed', () => {
    const { side } = frameMenus('freight', menus, '/freight/home', undefined, { 'CAR-LIST': { text: '3', label: '3 overdue', tone: 'danger' } })
    const { rerender } = renderWithProviders(<SideMenu entries={side[0]!.children!} collapsed={false} onCollapsedChange={() => {}} />)
    const link = screen.getByRole('link', { name: 'Corrective Action Requests, 3 overdue' })
    expect(within(link).getByText('3')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByRole('link', { name: 'New Corrective Action Request' })).toBeVisible()
    rerender(<SideMenu entries={side[0]!.children!} collapsed onCollapsedChange={() => {}} />)
    expect(screen.getByRole('link', { name: 'Corrective Action Requests, 3 overdue' })).toBeVisible()
  })
})

/** The CAR counter's badges for a signed-in employee of a company whose CARs are on or off. */
function renderCounter(carEnabled: boolean, locale: 'en' | 'fr' = 'en') {
  const store = createSessionStore({
    api: { request: () => Promise.reject(new Error('No call expected')) },
    local: memoryStorage({
      [storageKeys.local.apps]: JSON.stringify({ freight: { car_enabled: carEnabled ? 'true' : 'false' } }),
    }),
    tab: memoryStorage({
      [storageKeys.tab.auth]: JSON.stringify({ loginStatus: 0, userid: 'employee', company: 'freight', session: 't', token: 't', lastRefreshedAt: 0 }),
      [storageKeys.tab.user]: JSON.stringify({
        loginStatus: 0,
        profile: profile({ MT_TYPE: 'EMPLOYEE' }),
        masterconfig: {},
        groups: [],
        group: null,
        menus: [],
      }),
    }),
    cookies: { get: () => undefined, remove: () => {} },
  })
  const seen: unknown[] = []
  function Badges() {
    const badges = useMenuBadges([carMenuCounter])
    seen.push(badges)
    return <output>{badges['CAR-LIST']?.label ?? 'none'}</output>
  }
  renderWithProviders(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionProvider store={store}>
        <Badges />
      </SessionProvider>
    </QueryClientProvider>,
    { locale },
  )
  return seen
}

describe('the CAR list’s overdue count', () => {
  it('is cached under the area’s own key, so the area’s changes refresh it', () => {
    expect(CAR_COUNTS_KEY).toEqual(carKeys.counts())
  })

  it('reads car/counts and shows the overdue ones, in the reader’s language', async () => {
    const request = vi.spyOn(apiClient, 'request').mockResolvedValue({ to_act: 5, overdue: 3 })
    renderCounter(true)
    expect(await screen.findByText('3 overdue')).toBeVisible()
    expect(request).toHaveBeenCalledWith(carCalls.counts, expect.anything())
  })

  it('in French', async () => {
    vi.spyOn(apiClient, 'request').mockResolvedValue({ to_act: 5, overdue: 3 })
    renderCounter(true, 'fr')
    expect(await screen.findByText('3 en retard')).toBeVisible()
  })

  it('shows nothing when nothing is overdue', async () => {
    const request = vi.spyOn(apiClient, 'request').mockResolvedValue({ to_act: 2, overdue: 0 })
    renderCounter(true)
    await waitFor(() => expect(request).toHaveBeenCalled())
    expect(screen.getByText('none')).toBeVisible()
  })

  it('asks nothing where the company has no CARs', async () => {
    const request = vi.spyOn(apiClient, 'request').mockResolvedValue({ to_act: 5, overdue: 3 })
    const seen = renderCounter(false)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(request).not.toHaveBeenCalled()
    expect(screen.getByText('none')).toBeVisible()
    // The same (empty) badges from one drawing to the next: the frame is not drawn again for nothing.
    expect(new Set(seen).size).toBe(1)
  })
})
