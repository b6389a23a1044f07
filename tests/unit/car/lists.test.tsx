import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { act, screen, waitFor, within } from '@testing-library/react'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { carCalls } from '@shared/contract/car'
import { apiClient } from '@app/api/client'
import { CarListPage } from '@app/features/car/CarListPage'
import { type CarListFilter, carListSearchSchema } from '@app/features/car/searchParams'
import { defaultGridClient, type ListResponse } from '@app/grid'
import { createSessionStore, memoryStorage, SessionProvider, storageKeys } from '@app/session'
import { toast } from '@app/ui/Toast'
import { profile } from '../session/fixtures'
import { renderWithProviders } from '../render'
import { carList, carRows, carRowsBy } from '../../../stories/fixtures/car'

vi.setConfig({ testTimeout: 30_000 })

/** The grid's list calls, answered by quick filter as the server narrows them; each call's query is kept. */
function gridAnswers() {
  vi.spyOn(defaultGridClient, 'loadPreference').mockResolvedValue({ record: 20, sep: 'horizontal', table: [], saved: false })
  return vi.spyOn(defaultGridClient, 'list').mockImplementation(async (path, query) => {
    if (path !== carCalls.list.path) throw new Error(`No list at ${path}`)
    const quick = query.find(([name]) => name === 'quick')?.[1] as keyof typeof carRowsBy | undefined
    return carList(quick ? carRowsBy[quick] : carRows) as ListResponse
  })
}

/** The CAR list under a router whose address keeps the quick filter, as its route does. */
function renderList(path = '/freight/pages/car/car_list') {
  const store = createSessionStore({
    api: { request: () => Promise.reject(new Error('No call expected')) },
    local: memoryStorage(),
    tab: memoryStorage({
      [storageKeys.tab.auth]: JSON.stringify({ loginStatus: 0, userid: 'employee', company: 'freight', session: 't', token: 't', lastRefreshedAt: 0 }),
      [storageKeys.tab.user]: JSON.stringify({ loginStatus: 0, profile: profile(), masterconfig: {}, groups: [], group: null, menus: [] }),
    }),
    cookies: { get: () => undefined, remove: () => {} },
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const root = createRootRoute({ staticData: { authorize: 'public' }, component: Outlet })
  const list = createRoute({
    getParentRoute: () => root,
    path: '$company/pages/car/car_list',
    staticData: { authorize: 'public' },
    validateSearch: carListSearchSchema,
    component: function List() {
      const navigate = list.useNavigate()
      return (
        <CarListPage
          quick={(list.useSearch() as { quick?: CarListFilter }).quick ?? 'all'}
          onQuickChange={(quick) => void navigate({ search: (previous) => ({ ...previous, quick: quick === 'all' ? undefined : quick }) })}
        />
      )
    },
  })
  const router = createRouter({ routeTree: root.addChildren([list]), history: createMemoryHistory({ initialEntries: [path] }) })
  const rendered = renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <SessionProvider store={store}>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  )
  return { ...rendered, router }
}

let request: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  // The heading's count: the Overdue filter's rows, one asked for.
  request = vi.spyOn(apiClient, 'request').mockImplementation((async (entry: unknown, options: { query?: Record<string, unknown> }) => {
    if (entry === carCalls.list && options.query?.quick === 'overdue') return carList(carRowsBy.overdue)
    throw new Error('No call expected')
  }) as never)
})

afterEach(() => {
  vi.restoreAllMocks()
  act(() => toast.clear())
})

const sentQuick = (list: ReturnType<typeof gridAnswers>) =>
  list.mock.calls.map(([, query]) => query.find(([name]) => name === 'quick')?.[1] ?? null)

describe('the CAR list', () => {
  it('links each CAR number to its form, writes out overdue and on-time states, and counts the overdue in the heading', async () => {
    gridAnswers()
    renderList()
    const link = await screen.findByRole('link', { name: 'CAR-2026-0042' }, { timeout: 10_000 })
    expect(link).toHaveAttribute('href', '/freight/pages/car/car/42')
    const row = link.closest('[role="row"]') as HTMLElement
    expect(within(row).getByText('Overdue')).toBeVisible()
    expect(within(row).getByText('Assigned')).toBeVisible()
    const late = screen.getByRole('link', { name: 'CAR-2026-0037' }).closest('[role="row"]') as HTMLElement
    expect(within(late).getByText('Late')).toBeVisible()
    expect(await screen.findByRole('heading', { level: 1, name: /2 overdue/ })).toBeVisible()
    expect(request).toHaveBeenCalledWith(carCalls.list, expect.objectContaining({ query: { quick: 'overdue', limit: 1 } }))
    expect(screen.getByRole('link', { name: 'New CAR' })).toHaveAttribute('href', '/freight/pages/car/car')
  })

  it('keeps the quick filter in the address and sends it with the list; All sends none', async () => {
    const list = gridAnswers()
    const { user, router } = renderList()
    await screen.findByRole('link', { name: 'CAR-2026-0042' }, { timeout: 10_000 })
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked()
    expect(sentQuick(list).at(-1)).toBeNull()

    await user.click(screen.getByRole('radio', { name: 'Overdue' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ quick: 'overdue' }))
    await waitFor(() => expect(sentQuick(list).at(-1)).toBe('overdue'))
    await waitFor(() => expect(screen.queryByRole('link', { name: 'CAR-2026-0041' })).toBeNull())
    expect(screen.getByRole('link', { name: 'CAR-2026-0040' })).toBeVisible()

    await user.click(screen.getByRole('radio', { name: 'All' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    // The whole list again (its page may come from the cache).
    expect(await screen.findByRole('link', { name: 'CAR-2026-0041' })).toBeVisible()
  })

  it('moves between the quick filters with the arrow keys, and starts on the one the address names', async () => {
    const list = gridAnswers()
    const { user, router } = renderList('/freight/pages/car/car_list?quick=closed')
    await screen.findByRole('link', { name: 'CAR-2026-0038' }, { timeout: 10_000 })
    expect(screen.getByRole('radio', { name: 'Closed' })).toBeChecked()
    expect(sentQuick(list)).toContain('closed')
    screen.getByRole('radio', { name: 'Closed' }).focus()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('radio', { name: 'Overdue' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}{ArrowLeft}{Enter}')
    expect(screen.getByRole('radio', { name: 'To act on' })).toHaveFocus()
    await waitFor(() => expect(router.state.location.search).toEqual({ quick: 'mine' }))
    await waitFor(() => expect(sentQuick(list).at(-1)).toBe('mine'))
  })

  it('drops a quick filter it does not know', () => {
    expect(v.parse(carListSearchSchema, { quick: 'everything' })).toEqual({ quick: undefined })
    expect(v.parse(carListSearchSchema, { quick: 'open' })).toEqual({ quick: 'open' })
  })
})
