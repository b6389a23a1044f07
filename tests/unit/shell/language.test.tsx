import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type ApiClient, createNetworkActivity } from '@app/api'
import { createSessionRuntime, memoryStorage, SessionProvider, useCurrentGroup } from '@app/session'
import { frameMenus } from '@app/shell/menus'
import { PageEffects } from '@app/shell/PageEffects'
import { PageHeading } from '@app/shell/PageHeading'
import type { Group } from '@shared/contract/schemas'
import { renderWithProviders } from '../render'
import { fakeApi, fakeCookies, group, profile, signIn } from '../session/fixtures'

/** The demo menus as the server answers them in a language. */
function groupsIn(lang: string): Group[] {
  const fr = lang === 'fr'
  const base = group('G1')
  const [top] = base.menulist
  const [section] = top!.menus
  const [item] = section!.submenus
  return [
    {
      ...base,
      menulist: [
        {
          ...top!,
          TMVNAM: fr ? 'Accueil' : 'Home',
          menus: [
            {
              ...section!,
              name: fr ? 'Renseignements' : 'Information',
              submenus: [{ ...item!, CMTITLE: fr ? 'Annonces' : 'Announcements', CMVNAM: 'announcements' }],
            },
          ],
        },
      ],
    },
  ]
}

/** What the frame draws from the menus: the top entries and the side menu's items. */
function Menus() {
  const { menus } = useCurrentGroup()
  const { top, side } = frameMenus('freight', menus, '/freight/pages/ANO-SHOW')
  return (
    <>
      <nav aria-label="Top">{top.map((entry) => entry.label).join(', ')}</nav>
      <nav aria-label="Side">{side.flatMap((section) => section.children ?? []).map((entry) => entry.label).join(', ')}</nav>
    </>
  )
}

function setup(profileLang: 'en' | 'fr' = 'en') {
  let asked = () => 'en'
  const api = fakeApi({
    'POST users/login': () => signIn({ groups: groupsIn(asked()) }, { MT_LANG: profileLang }),
    'GET users/refresh': () => {
      const { token: _token, ...answer } = signIn({ groups: groupsIn(asked()) }, { MT_LANG: profileLang })
      return answer
    },
    'POST users/switchlang': (options: { body?: unknown }) => {
      profileLang = (options.body as { lang: 'en' | 'fr' }).lang
      return { status: 0, profile: profile({ MT_LANG: profileLang }) }
    },
  })
  const client = { request: api.request, activity: createNetworkActivity(), configure: vi.fn() } as unknown as ApiClient
  const queryClient = new QueryClient()
  const runtime = createSessionRuntime({
    queryClient,
    client,
    local: memoryStorage(),
    tab: memoryStorage(),
    cookies: fakeCookies(),
    analyticsSender: { configure: vi.fn(), sendPageView: vi.fn() },
    activateLocale: (locale) => i18n.activate(locale),
    loadLocale: async () => undefined,
  })
  asked = () => runtime.store.requestContext().locale()
  const root = createRootRoute({ staticData: { authorize: 'public' }, component: Outlet })
  const page = createRoute({
    getParentRoute: () => root,
    path: '$company/pages/ANO-SHOW',
    staticData: { authorize: 'auth', menuId: 'ANO-SHOW', title: msg`Announcements` },
    component: () => (
      <main>
        <Menus />
        <PageHeading />
        <PageEffects />
      </main>
    ),
  })
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/freight/pages/ANO-SHOW'] }),
    context: { queryClient, runtime },
  })
  const view = () =>
    renderWithProviders(
      <SessionProvider store={runtime.store}>
        <RouterProvider router={router} />
      </SessionProvider>,
    )
  return { api, runtime, queryClient, view }
}

const top = () => within(screen.getByRole('navigation', { name: 'Top' }))
const side = () => within(screen.getByRole('navigation', { name: 'Side' }))

beforeEach(() => {
  // The maintenance ping finds no server.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')))
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  document.title = ''
})

describe('the page follows the language at once (document 1 section 1)', () => {
  it('menus, heading and tab title change to French and back without a reload', async () => {
    const { runtime, view } = setup()
    await runtime.store.login('customer', 'pw', 'freight')
    view()
    expect(await screen.findByRole('heading', { level: 1, name: 'Announcements' })).toBeInTheDocument()
    expect(top().getByText('Home')).toBeInTheDocument()
    expect(side().getByText('Announcements')).toBeInTheDocument()
    // Title and subtitle from the menu entry and its top menu: never the view name ('announcements').
    await vi.waitFor(() => expect(document.title).toBe('Announcements – Home | NWF'))

    await act(() => runtime.store.setLanguage('fr'))
    expect(screen.getByRole('heading', { level: 1, name: 'Annonces' })).toBeInTheDocument()
    expect(top().getByText('Accueil')).toBeInTheDocument()
    expect(side().getByText('Annonces')).toBeInTheDocument()
    expect(document.title).toBe('Annonces – Accueil | NWF')

    await act(() => runtime.store.setLanguage('en'))
    expect(screen.getByRole('heading', { level: 1, name: 'Announcements' })).toBeInTheDocument()
    expect(top().getByText('Home')).toBeInTheDocument()
    expect(document.title).toBe('Announcements – Home | NWF')
  })

  it('a French profile signed in from an English page sees French menus without a reload', async () => {
    const { api, runtime, view } = setup('fr')
    view()
    await act(() => runtime.store.login('employee', 'pw', 'freight'))
    expect(i18n.locale).toBe('fr')
    expect(await screen.findByRole('heading', { level: 1, name: 'Annonces' })).toBeInTheDocument()
    expect(top().getByText('Accueil')).toBeInTheDocument()
    expect(side().getByText('Annonces')).toBeInTheDocument()
    await vi.waitFor(() => expect(document.title).toBe('Annonces – Accueil | NWF'))
    expect(api.called('GET users/refresh')).toHaveLength(1)
  })

  it('answers held in the query cache are asked for again in the new language before it shows', async () => {
    const { runtime, queryClient } = setup()
    await runtime.store.login('customer', 'pw', 'freight')
    const asked: string[] = []
    const observer = new QueryObserver(queryClient, {
      queryKey: ['columns'],
      queryFn: () => {
        asked.push(`${runtime.store.requestContext().locale()} while ${i18n.locale} shows`)
        return runtime.store.requestContext().locale() === 'fr' ? 'Numéro de probill' : 'Probill number'
      },
    })
    const stop = observer.subscribe(() => undefined)
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('Probill number'))
    await runtime.store.setLanguage('fr')
    expect(observer.getCurrentResult().data).toBe('Numéro de probill')
    expect(asked).toEqual(['en while en shows', 'fr while en shows'])
    expect(i18n.locale).toBe('fr')
    stop()
  })
})
