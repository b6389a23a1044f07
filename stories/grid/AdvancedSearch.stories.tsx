import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { userEvent, within } from 'storybook/test'
import AdvancedSearch from '@app/grid/AdvancedSearch'
import type { ColumnFilter } from '@app/grid/types'
import { shipmentColumns } from './fixtures'

// The value rules' messages ('Value must be number') come from the shared rules, which translate
// through the app's Lingui instance once the app installs it, as it does on start.

/** The advanced search over the probill columns, keeping its conditions as the grid does. */
function Search({ filters: initial }: { filters: ColumnFilter[] }) {
  const [filters, setFilters] = useState(initial)
  return <AdvancedSearch columns={shipmentColumns} filters={filters} onChange={setFilters} />
}

const meta = {
  title: 'Grid/AdvancedSearch',
  component: Search,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Search>

export default meta
type Story = StoryObj<typeof meta>

/** No condition yet: the panel offers to add one. */
export const Empty: Story = { args: { filters: [] } }

/** One condition of each kind, each starting on its column type's natural operator but the first. */
export const Conditions: Story = {
  args: {
    filters: [
      { column: 'shipper', operator: 'not_contains', value: 'acme' },
      { column: 'status', operator: 'one_of', values: ['In Transit', 'Delivered'], text: '' },
      { column: 'pickup_date', operator: 'date_range', preset: 'custom', start: '2026-06-01', end: '2026-06-14' },
      { column: 'pieces', operator: 'gt', value: '10' },
      { column: 'appointment', operator: 'yes_no', value: 'Y' },
    ],
  },
}

/** A number comparison with a value that is not a number: the field says so and nothing is sent. */
export const InvalidNumber: Story = {
  args: { filters: [{ column: 'pieces', operator: 'gte', value: 'ten' }] },
}

/** A condition being added: its column is chosen first. */
export const Adding: Story = {
  args: { filters: [{ column: 'probill', operator: 'is', value: '3100000037' }] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^(Add condition|Ajouter une condition)$/ }))
  },
}
