import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { carCalls } from '@shared/contract/car'
import { apiClient } from '@app/api/client'
import { wrapName } from '@app/features/car/ParetoChart'
import { lastTwelveMonths, ParetoPage } from '@app/features/car/ParetoPage'
import type { ParetoSearch } from '@app/features/car/searchParams'
import { renderPage } from '../account/pageShell'
import { CAR_TODAY, paretoByRootCause, paretoEmpty } from '../../../stories/fixtures/car'

vi.setConfig({ testTimeout: 30_000 })

afterEach(() => {
  vi.restoreAllMocks()
})

/** The page with its address's choices kept as the route keeps them; the Pareto call answered by `answer`. */
function renderPareto(answer: (query: Record<string, unknown>) => unknown, start: ParetoSearch = { by: undefined, from: undefined, to: undefined, view: undefined }) {
  const request = vi.spyOn(apiClient, 'request').mockImplementation((async (entry: unknown, options: { query: Record<string, unknown> }) => {
    if (entry === carCalls.pareto) return answer(options.query)
    throw new Error('No call expected')
  }) as never)
  const searches: Partial<ParetoSearch>[] = []
  function Harness() {
    const [search, setSearch] = useState(start)
    return (
      <ParetoPage
        today={CAR_TODAY}
        search={search}
        onSearch={(next) => {
          searches.push(next)
          setSearch((previous) => ({ ...previous, ...next }))
        }}
      />
    )
  }
  const rendered = renderPage(<Harness />, { path: '/freight/pages/car/pareto', signedIn: true })
  return { ...rendered, request, searches }
}

describe('the Pareto page', () => {
  it('asks for the last twelve months by root cause, and names the chart by a summary of its figures', async () => {
    const { request } = renderPareto(() => paretoByRootCause)
    const chart = await screen.findByRole('img', { name: /^Pareto chart\./ })
    expect(chart).toHaveAccessibleName(
      'Pareto chart. 60 CARs raised from 2025-11-27 to 2026-11-26, by root cause, largest first. Load not secured: 20 (33.3% cumulative); Procedure not followed: 15 (58.3% cumulative); Training gap: 10 (75% cumulative).',
    )
    expect(request).toHaveBeenCalledWith(carCalls.pareto, expect.objectContaining({ query: { by: 'root_cause', from: '2025-11-27', to: '2026-11-26' } }))
    expect(lastTwelveMonths('2024-02-29')).toEqual({ from: '2023-03-01', to: '2024-02-29' })
  })

  it('shows the figures as a table from the keyboard: each name, its count and the cumulative percentage', async () => {
    const { user, searches } = renderPareto(() => paretoByRootCause)
    await screen.findByRole('img', { name: /^Pareto chart\./ })
    const toggle = screen.getByRole('switch', { name: 'Show as table' })
    while (document.activeElement !== toggle) await user.tab()
    await user.keyboard(' ')
    expect(searches.at(-1)).toEqual({ view: 'table' })
    const table = await screen.findByRole('table', { name: /60 CARs raised from 2025-11-27 to 2026-11-26/ })
    expect(screen.queryByRole('img', { name: /^Pareto chart\./ })).toBeNull()
    const rows = within(table).getAllByRole('row')
    expect(rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent))).toEqual([
      ['Root cause', 'CARs', 'Cumulative %'],
      ['Load not secured', '20', '33.3%'],
      ['Procedure not followed', '15', '58.3%'],
      ['Training gap', '10', '75%'],
      ['Equipment failure', '8', '88.3%'],
      ['Weather', '4', '95%'],
      ['No root cause yet', '3', '100%'],
      ['Total', '60', '100%'],
    ])
    await user.keyboard(' ')
    expect(searches.at(-1)).toEqual({ view: undefined })
    expect(await screen.findByRole('img', { name: /^Pareto chart\./ })).toBeVisible()
  })

  it('counts by another dimension when chosen, and says so when the period has no CAR', async () => {
    const { user, request } = renderPareto((query) => (query.by === 'terminal' ? paretoEmpty : paretoByRootCause), {
      by: undefined,
      from: undefined,
      to: undefined,
      view: 'table',
    })
    await screen.findByRole('table')
    await user.click(screen.getByRole('button', { name: /Count by/ }))
    await user.click(await screen.findByRole('option', { name: 'Terminal' }))
    expect(await screen.findByRole('heading', { name: 'No CAR in this period' })).toBeVisible()
    expect(screen.getByText('No corrective action request was raised between 2025-11-27 and 2026-11-26. Choose another period.')).toBeVisible()
    await waitFor(() => expect(request).toHaveBeenCalledWith(carCalls.pareto, expect.objectContaining({ query: expect.objectContaining({ by: 'terminal' }) })))
  })

  it('speaks French in French', async () => {
    vi.spyOn(apiClient, 'request').mockResolvedValue(paretoByRootCause)
    renderPage(<ParetoPage today={CAR_TODAY} search={{ by: 'root_cause', from: undefined, to: undefined, view: 'table' }} onSearch={() => {}} />, {
      path: '/freight/pages/car/pareto',
      signedIn: true,
      locale: 'fr',
    })
    const table = await screen.findByRole('table')
    expect(within(table).getByRole('columnheader', { name: '% cumulé' })).toBeVisible()
    expect(within(table).getByRole('cell', { name: /^33,3\s%$/ })).toBeVisible()
  })
})

describe('a name under its bar', () => {
  it('wraps on whole words within the bar, on three lines at most, and says when it is cut', () => {
    expect(wrapName('Load not secured', 16)).toEqual(['Load not secured'])
    expect(wrapName('Load not secured', 8)).toEqual(['Load not', 'secured'])
    expect(wrapName('Procedure not followed at the dock', 9)).toEqual(['Procedure', 'not', 'followed…'])
    expect(wrapName('Refrigeration', 6)).toEqual(['Refri…'])
  })
})
