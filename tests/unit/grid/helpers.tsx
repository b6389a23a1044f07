import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import { DataGrid, type DataGridProps } from '@app/grid'
import type { GridColumn } from '@app/grid/types'
import { renderWithProviders } from '../render'
import { fixtureClient, shipmentColumns, shipmentRows } from '../../../stories/grid/fixtures'

/** The columns as the server describes them: Status's one-of under the server's name, `in`. */
export const serverColumns: GridColumn[] = shipmentColumns.map((column) =>
  column.name === 'status' ? { ...column, defaultFilterType: 'in' } : column,
)

export function newQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } })
}

/** The probill grid over fixture rows; `columns: undefined` makes it take the answer's columns. */
export function renderGrid(props: Partial<DataGridProps> = {}, client = fixtureClient(), queryClient = newQueryClient()) {
  const view = renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <DataGrid api="GET shipments" cmid="SHIPMENTS" title="Probill search" rowKey="probill" columns={shipmentColumns} client={client} {...props} />
    </QueryClientProvider>,
  )
  return { ...view, client, queryClient }
}

export const rowsOf = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row')

/** The list calls that asked for a page of rows (not the one-row request for the columns). */
export const pageCalls = (client: ReturnType<typeof fixtureClient>) =>
  client.calls.map(([, query]) => query).filter((query) => query.some(([key, value]) => key === 'limit' && value !== '1'))

/** How many of the 57 fixture rows the generic search finds. */
export function genericMatches(text: string): number {
  const needle = text.toLowerCase()
  return shipmentRows(57).filter((row) =>
    ['probill', 'shipper', 'consignee', 'ref1'].some((key) => String(row[key] ?? '').toLowerCase().includes(needle)),
  ).length
}

/** Puts the test at an address, as a reload or a link would. */
export function at(path: string) {
  window.history.replaceState(null, '', path)
}
