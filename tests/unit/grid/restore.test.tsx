import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { firstPageQueryOptions } from '@app/grid'
import { writeSnapshot } from '@app/grid/history'
import { fixtureClient, shipmentRows } from '../../../stories/grid/fixtures'
import { at, genericMatches, newQueryClient, pageCalls, renderGrid, rowsOf, serverColumns } from './helpers'

const generic = (query: [string, string][]) => query.find(([key]) => key === 'mttable_generic_search')?.[1]
const addressParams = () => new URLSearchParams(window.location.search)

afterEach(() => {
  at('/')
  vi.restoreAllMocks()
  // jsdom has no scrolling; a test may stand in for it.
  delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView
})

describe('a search restored from the address or history', { timeout: 60_000 }, () => {
  it('filters the first request when the columns come from the server', async () => {
    at('/freight/pages/shipments?q=Acme')
    const client = fixtureClient({ columns: serverColumns })
    renderGrid({ columns: undefined, syncUrl: true, keepHistory: true }, client)
    const found = genericMatches('Acme')
    await waitFor(() => expect(screen.getByText(`1–20 of ${found}`)).toBeInTheDocument())
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('Acme')
    // Every page asked for carries the search; only a one-row request for the columns went before.
    expect(pageCalls(client).length).toBeGreaterThan(0)
    for (const query of pageCalls(client)) expect(generic(query)).toContain('shipper=Acme')
    expect(client.calls[0]?.[1]).toContainEqual(['limit', '1'])
    for (const row of rowsOf()) expect(row.textContent?.toLowerCase()).toContain('acme')
    expect(addressParams().get('q')).toBe('Acme')
  })

  it("takes the columns from a page already read (the route loader's), without another request", async () => {
    at('/freight/pages/shipments?q=Maple')
    const client = fixtureClient({ columns: serverColumns })
    const queryClient = newQueryClient()
    await queryClient.prefetchQuery(firstPageQueryOptions('GET shipments', 'SHIPMENTS', client))
    renderGrid({ columns: undefined, syncUrl: true }, client, queryClient)
    await waitFor(() => expect(screen.getByText(`1–20 of ${genericMatches('Maple')}`)).toBeInTheDocument())
    expect(client.calls).toHaveLength(2)
    expect(generic(client.calls[0]?.[1] ?? [])).toBeUndefined()
    expect(generic(client.calls[1]?.[1] ?? [])).toContain('shipper=Maple')
  })

  it('asks to export as many rows as it shows, with the parameters they were found with', async () => {
    at('/freight/pages/shipments?q=Acme')
    const client = fixtureClient({ columns: serverColumns })
    const exportFile = vi.spyOn(client, 'exportFile')
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:grid/1'), revokeObjectURL: vi.fn() })
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const { user } = renderGrid({ columns: undefined, syncUrl: true, exportable: true }, client)
    const found = genericMatches('Acme')
    await waitFor(() => expect(screen.getByText(`1–20 of ${found}`)).toBeInTheDocument())
    const menu = screen.getByRole('button', { name: 'Export' })
    menu.focus()
    await user.keyboard('{Enter}')
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Export' })
    expect(confirm).toHaveTextContent(`Do you want to export ${found} rows to CSV?`)
    await user.click(within(confirm).getByRole('button', { name: 'Export' }))
    await waitFor(() => expect(exportFile).toHaveBeenCalledTimes(1))
    const request = exportFile.mock.calls[0]?.[0]
    expect(request?.query_params.mttable_generic_search).toContain('shipper=Acme')
    expect(request?.query_params.limit).toBeUndefined()
  })
})

describe('the page restored from the address or history', { timeout: 60_000 }, () => {
  it('opens ?page=3 on page 3 and keeps it in the address', async () => {
    at('/freight/pages/shipments?page=3')
    const { client } = renderGrid({ syncUrl: true, keepHistory: true })
    await waitFor(() => expect(screen.getByText('41–57 of 57')).toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page')
    expect(pageCalls(client).every((query) => query.some(([key, value]) => key === 'offset' && value === '40'))).toBe(true)
    expect(addressParams().get('page')).toBe('3')
    expect(rowsOf()).toHaveLength(17)
  })

  it('comes back on the page kept in the history entry', async () => {
    at('/freight/pages/shipments')
    writeSnapshot('shipments|SHIPMENTS', { search: '', filters: [], sort: [], page: 2, pageSize: 20 })
    const { client } = renderGrid({ keepHistory: true })
    await waitFor(() => expect(screen.getByText('21–40 of 57')).toBeInTheDocument())
    expect(client.calls[0]?.[1]).toContainEqual(['offset', '20'])
  })

  it('goes back to page 1 when the search changes, not before', async () => {
    at('/freight/pages/shipments?page=2')
    const { user, client } = renderGrid({ syncUrl: true })
    await waitFor(() => expect(screen.getByText('21–40 of 57')).toBeInTheDocument())
    const box = screen.getByRole('searchbox', { name: 'Search' })
    await user.click(box)
    await user.keyboard('Acme{Enter}')
    await waitFor(() => expect(screen.getByText(`1–20 of ${genericMatches('Acme')}`)).toBeInTheDocument())
    expect(client.calls.at(-1)?.[1]).toContainEqual(['offset', '0'])
    expect(addressParams().get('page')).toBeNull()
    expect(addressParams().get('q')).toBe('Acme')
  })

  it('a page past the last gives way to the last page', async () => {
    at('/freight/pages/shipments?page=9')
    const { client } = renderGrid({ syncUrl: true })
    await waitFor(() => expect(rowsOf()).toHaveLength(17))
    expect(client.calls.at(-1)?.[1]).toContainEqual(['offset', '40'])
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page')
    await waitFor(() => expect(addressParams().get('page')).toBe('3'))
  })
})

describe('a link naming a probill', { timeout: 60_000 }, () => {
  const probill = String(shipmentRows(57)[1]?.probill)

  it('shows that probill as an Is filter the user can see and clear', async () => {
    at(`/freight/pages/shipments?probill=${probill}`)
    const client = fixtureClient({ columns: serverColumns, filters: true })
    const { user } = renderGrid({ columns: undefined, syncUrl: true, keepHistory: true, linkFilters: ['probill'] }, client)
    const scrolled = vi.fn()
    Element.prototype.scrollIntoView = scrolled
    await waitFor(() => expect(screen.getByText('1–1 of 1')).toBeInTheDocument())
    expect(rowsOf()[0]).toHaveTextContent(probill)
    expect(pageCalls(client)[0]).toContainEqual(['probill__iexact', probill])
    // The grid with its result is brought into view, and focus is on the result.
    await waitFor(() => expect(document.activeElement?.closest('tr')).toBe(rowsOf()[0]))
    expect(document.activeElement).toHaveTextContent(probill)
    expect(scrolled).toHaveBeenCalledTimes(1)
    expect(scrolled.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'Probill search' }))
    // Shown in the advanced search, with its condition.
    const field = await screen.findByRole('textbox', { name: 'Probill number' }, { timeout: 15_000 })
    expect(field).toHaveValue(probill)
    expect(screen.getByRole('button', { name: /Probill number: condition/ })).toHaveTextContent('Is')
    expect(screen.getByRole('button', { name: 'Advanced search (1)' })).toBeInTheDocument()
    // The parameter became the grid's own filter in the address.
    expect(addressParams().get('probill')).toBeNull()
    expect(addressParams().get('filters')).not.toBeNull()
    // Cleared like any filter, from the keyboard.
    screen.getByRole('button', { name: 'Clear filters' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByText('1–20 of 57')).toBeInTheDocument())
    expect(addressParams().get('filters')).toBeNull()
  })
})
