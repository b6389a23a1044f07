import type { Meta, StoryObj } from '@storybook/react-vite'
import { SEPARATORS } from '@shared/constants'
import { Fragment } from 'react'
import styled from 'styled-components'
import { DataGrid, type DataGridProps, type GridRow } from '@app/grid'
import { ExportMenu } from '@app/grid/ExportMenu'
import PreferencesDialog from '@app/grid/PreferencesDialog'
import PushReportDialog from '@app/grid/PushReportDialog'
import { fixtureClient, shipmentColumns, shipmentRows, wideColumns, wideRows } from './fixtures'

const user = { signedIn: true, company: 'freight', group: 'FRT-CUST' }

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;
  dd {
    margin: 0;
  }
`

/** Details laid out in two pairs of columns, as the probill search shows them. */
function WideDetails({ row }: { row: GridRow }) {
  const fields = ['c0', 'c1', 'c2', 'c3', 'c4', 'c5']
  return (
    <Details>
      {fields.map((field, index) => (
        <Fragment key={field}>
          <dt>Column {index + 1}</dt>
          <dd>{String(row[field])}</dd>
        </Fragment>
      ))}
    </Details>
  )
}

function Grid(props: Partial<DataGridProps>) {
  return (
    <DataGrid
      api="GET shipments"
      cmid="SHIPMENTS"
      title="Probill search"
      rowKey="probill"
      columns={shipmentColumns}
      client={fixtureClient()}
      user={user}
      exportable
      pushReport
      {...props}
    />
  )
}

const meta = {
  title: 'Grid/DataGrid',
  component: Grid,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Grid>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Loading: Story = { args: { client: fixtureClient({ mode: 'loading' }) } }
export const Empty: Story = { args: { client: fixtureClient({ rows: [] }) } }
export const Failed: Story = { args: { client: fixtureClient({ mode: 'error' }) } }
export const Editable: Story = { args: { updatePath: 'shipments/{probill}' } }
export const Expanded: Story = {
  args: {
    initial: { pageSize: 5 },
    defaultExpanded: [String(shipmentRows(1)[0]?.probill)],
    renderExpanded: (row) => (
      <p style={{ margin: 0 }}>
        Shipper {String(row.shipper)}, consignee {String(row.consignee)}.
      </p>
    ),
  },
}
/** A row's details in a table far wider than the window: they stay within the visible width. */
export const ExpandedWide: Story = {
  args: {
    columns: wideColumns(30),
    rowKey: 'id',
    client: fixtureClient({ rows: wideRows(4, 30), columns: wideColumns(30) }),
    initial: { pageSize: 5 },
    defaultExpanded: ['1'],
    renderExpanded: (row) => <WideDetails row={row} />,
  },
}
export const Selection: Story = { args: { selectionMode: 'multiple', initial: { pageSize: 5 } } }
export const AdvancedFilters: Story = {
  args: { initial: { filters: [{ column: 'shipper', operator: 'not_contains', value: 'acme' }], pageSize: 5 } },
}
export const SortedDescending: Story = { args: { initial: { sort: [{ id: 'shipper', desc: true }], pageSize: 5 } } }
export const Wide: Story = {
  tags: ['no-visual'],
  args: { columns: wideColumns(30), rowKey: 'id', client: fixtureClient({ rows: wideRows(100, 30), columns: wideColumns(30) }), initial: { pageSize: 100 } },
}

export const Separators: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      {SEPARATORS.map((sep) => (
        <DataGrid
          key={sep}
          api="GET shipments"
          cmid="SHIPMENTS"
          title={`Separator ${sep}`}
          rowKey="probill"
          columns={shipmentColumns.slice(0, 5)}
          preferences={false}
          separator={sep}
          client={fixtureClient({ rows: shipmentRows(3) })}
        />
      ))}
    </div>
  ),
}

export const PreferencesDialogOpen: Story = {
  render: () => (
    <PreferencesDialog
      client={fixtureClient()}
      api="shipments"
      cmid="SHIPMENTS"
      signedIn
      columns={shipmentColumns}
      current={{ record: 20, sep: 'horizontal', order: shipmentColumns.map((c) => c.name), hidden: ['phone'] }}
      onSaved={() => {}}
      onReset={() => {}}
      onClose={() => {}}
    />
  ),
}

export const PushReportDialogOpen: Story = {
  render: () => (
    <PushReportDialog
      client={fixtureClient({ pushReportCount: 3 })}
      apiPath="shipments"
      cmid="SHIPMENTS"
      title="Probill search"
      user={user}
      params={[['sort', '-pickup_date']]}
      onClose={() => {}}
    />
  ),
}

export const PushReportDialogLoading: Story = {
  render: () => (
    <PushReportDialog
      client={fixtureClient()}
      apiPath="shipments"
      cmid="SHIPMENTS"
      title="Probill search"
      user={user}
      params={[]}
      onClose={() => {}}
    />
  ),
}

export const ExportMenuOpen: Story = {
  render: () => (
    <ExportMenu client={fixtureClient()} cmid="SHIPMENTS" path="shipments" title="Probill search" count={57} params={() => ({})} googleSheet defaultOpen />
  ),
}

/** A server without a spreadsheet service: the list answer says so, and Google Sheet is not offered. */
export const ExportMenuWithoutGoogleSheet: Story = {
  render: () => (
    <ExportMenu client={fixtureClient()} cmid="SHIPMENTS" path="shipments" title="Probill search" count={57} params={() => ({})} defaultOpen />
  ),
}
