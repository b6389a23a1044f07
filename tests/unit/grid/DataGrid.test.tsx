import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DataGrid, type DataGridProps } from '@app/grid'
import { renderWithProviders } from '../render'
import { fixtureClient, shipmentColumns } from '../../../stories/grid/fixtures'

function renderGrid(props: Partial<DataGridProps> = {}, client = fixtureClient()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const view = renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <DataGrid api="GET shipments" cmid="SHIPMENTS" title="Probill search" rowKey="probill" columns={shipmentColumns} client={client} {...props} />
    </QueryClientProvider>,
  )
  return { ...view, client }
}

const rowsOf = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row')

describe('DataGrid', { timeout: 60_000 }, () => {
  it('refuses a table api key that does not begin with GET', () => {
    expect(() => renderGrid({ api: 'POST shipments' })).toThrow(/must begin with 'GET '/)
  })

  it('shows the first 20 rows, the count, and asks with limit and offset', async () => {
    const { client } = renderGrid()
    expect(screen.getByRole('grid', { name: 'Probill search' })).toHaveAttribute('aria-busy', 'true')
    await waitFor(() => expect(rowsOf()).toHaveLength(20))
    expect(screen.getByRole('grid', { name: 'Probill search' })).toHaveAttribute('aria-busy', 'false')
    expect(screen.getByText('1–20 of 57')).toBeInTheDocument()
    expect(client.calls[0]?.[1]).toEqual([['limit', '20'], ['offset', '0']])
  })

  it('moves between cells with the arrow keys and sorts with Enter on a header', async () => {
    const { user, client } = renderGrid()
    await waitFor(() => expect(rowsOf()).toHaveLength(20))
    const header = screen.getByRole('columnheader', { name: /^Shipper/ })
    header.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'))
    expect(client.calls.at(-1)?.[1]).toContainEqual(['sort', 'shipper'])
    await user.keyboard('{ArrowDown}')
    const focused = document.activeElement as HTMLElement
    expect(focused.closest('[role="row"]')).toBe(rowsOf()[0])
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).not.toBe(focused)
  })

  it('sorts by more columns with Shift, up to three, and says where each stands', async () => {
    const { user, client } = renderGrid()
    await waitFor(() => expect(rowsOf()).toHaveLength(20))
    const shipper = screen.getByRole('columnheader', { name: /^Shipper/ })
    shipper.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(client.calls.at(-1)?.[1]).toContainEqual(['sort', 'shipper']))
    const consignee = screen.getByRole('columnheader', { name: /^Consignee(?! phone)/ })
    consignee.focus()
    await user.keyboard('{Shift>}{Enter}{/Shift}')
    await waitFor(() => expect(client.calls.at(-1)?.[1]).toContainEqual(['sort', 'shipper,consignee']))
    expect(shipper).toHaveAttribute('aria-sort', 'ascending')
    expect(consignee).toHaveTextContent('then sorted ascending, key 2')
    // Shift on a key already in the sort turns it around, keeping its place.
    await user.keyboard('{Shift>}{Enter}{/Shift}')
    await waitFor(() => expect(client.calls.at(-1)?.[1]).toContainEqual(['sort', 'shipper,-consignee']))
    expect(consignee).toHaveTextContent('then sorted descending, key 2')
    // A plain press sorts by that column alone.
    await user.keyboard('{Enter}')
    await waitFor(() => expect(consignee).toHaveAttribute('aria-sort', 'ascending'))
    expect(client.calls.at(-1)?.[1]).toContainEqual(['sort', 'consignee'])
    expect(shipper).not.toHaveAttribute('aria-sort', 'ascending')
  })

  it('opens preferences from the keyboard, Escape closes it and gives focus back', async () => {
    const { user } = renderGrid({ user: { signedIn: true, company: 'freight' } })
    await waitFor(() => expect(rowsOf()).toHaveLength(20))
    const button = screen.getByRole('button', { name: 'Table preferences' })
    button.focus()
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Table preferences' }, { timeout: 15_000 })
    const up = within(dialog).getByRole('button', { name: 'Move Shipper up' })
    up.focus()
    await user.keyboard(' ')
    const order = within(dialog).getAllByRole('checkbox').map((box) => box.closest('li')?.textContent)
    expect(order[0]).toContain('Shipper')
    // At the top the up button is disabled, so focus moves to its down button instead of getting lost.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Move Shipper down' })).toHaveFocus())
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(button).toHaveFocus())
  })

  it('a failed request empties the rows and offers Retry', async () => {
    const { user, client } = renderGrid({}, fixtureClient({ mode: 'error' }))
    expect(await screen.findByText('The rows could not be loaded')).toBeInTheDocument()
    expect(screen.queryByRole('grid')).not.toBeInTheDocument()
    const before = client.calls.length
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(client.calls.length).toBe(before + 1))
  })

  it("shows the page's empty state for an empty table, and 'No records found' for a search that finds nothing", async () => {
    const { user } = renderGrid({ emptyState: <p>Nothing added yet</p> }, fixtureClient({ rows: [] }))
    expect(await screen.findByText('Nothing added yet')).toBeInTheDocument()
    expect(screen.queryByText('No records found')).not.toBeInTheDocument()
    await user.click(screen.getByRole('searchbox', { name: 'Search' }))
    await user.paste('Acme')
    expect(await screen.findByText('No records found', {}, { timeout: 2000 })).toBeInTheDocument()
    expect(screen.queryByText('Nothing added yet')).not.toBeInTheDocument()
  })

  it('debounces the basic search and announces the rows found', async () => {
    const { user, client } = renderGrid()
    await waitFor(() => expect(rowsOf()).toHaveLength(20))
    const box = screen.getByRole('searchbox', { name: 'Search' })
    await user.click(box)
    await user.paste('Acme')
    await waitFor(() => expect(client.calls.at(-1)?.[1]).toContainEqual(['mttable_generic_search', expect.stringContaining('shipper=Acme')]), { timeout: 2000 })
    expect(client.calls.filter(([, query]) => query.some(([key]) => key === 'mttable_generic_search'))).toHaveLength(1)
    await waitFor(() => expect(document.querySelector('output[aria-live="polite"]')).toHaveTextContent(/rows found, page 1 of/))
  })
})
