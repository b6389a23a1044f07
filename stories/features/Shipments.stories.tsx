import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { expect, waitFor, within } from 'storybook/test'
import { ShipmentsPage } from '@app/features/shipments/ShipmentsPage'
import { withApi } from '../fixtures/api'
import { noTablePreference } from '../fixtures/grid'
import { shipmentRows, shipmentSearch } from '../fixtures/shipments'
import { StoryShell } from './StoryShell'

/** The probill search at its address (with the link's query, if any), signed in as the demo customer. */
function ShipmentsStory({ search }: { search: string }) {
  return (
    <StoryShell
      signedIn
      path={`/freight/pages/shipments${search}`}
      route="$company/pages/shipments"
      meta={{ authorize: { cmid: 'SHIPMENTS' }, menuId: 'SHIPMENTS', title: msg`Probill search` }}
      menuEntry={{ CMTITLE: 'Probill search', CMVNAM: null, CMANO_ANALYTICS: 'Y' }}
    >
      <ShipmentsPage />
    </StoryShell>
  )
}

const meta = {
  title: 'Features/Shipments',
  component: ShipmentsStory,
  args: { search: '' },
} satisfies Meta<typeof ShipmentsStory>

export default meta
type Story = StoryObj<typeof meta>

/** The grid's rows (data rows and the header row) once they are drawn. */
const rowsShown = (canvasElement: HTMLElement, count: number) =>
  waitFor(() => expect(within(canvasElement).getAllByRole('row')).toHaveLength(count + 1), { timeout: 5000 })

/** The customer's shipments, newest pickup first, with search, export, push reports and editable references. */
export const ProbillSearch: Story = {
  decorators: [withApi({ 'GET users/get_user_table_infor': noTablePreference, 'GET shipments': shipmentSearch(shipmentRows) })],
  play: ({ canvasElement }) => rowsShown(canvasElement, shipmentRows.length),
}

/** Nothing matches: the grid says so and how to see more. */
export const NoResults: Story = {
  decorators: [withApi({ 'GET users/get_user_table_infor': noTablePreference, 'GET shipments': shipmentSearch([]) })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: i18n._(msg`No records found`) }, { timeout: 5000 })
  },
}

/** A Tracing link naming a probill (`?probill=…`): the grid opens filtered on it, the filter shown. */
export const LinkedProbill: Story = {
  args: { search: `?probill=${shipmentRows[1]!.probill}` },
  decorators: [withApi({ 'GET users/get_user_table_infor': noTablePreference, 'GET shipments': shipmentSearch(shipmentRows) })],
  play: ({ canvasElement }) => rowsShown(canvasElement, 1),
}
