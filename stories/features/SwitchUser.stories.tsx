import type { Meta, StoryObj } from '@storybook/react-vite'
import { msg } from '@lingui/core/macro'
import { expect, waitFor, within } from 'storybook/test'
import type { Profile } from '@shared/contract/schemas'
import { SwitchUserPage } from '@app/features/audit/SwitchUserPage'
import { type ApiAnswers, withApi } from '../fixtures/api'
import { StoryShell } from './StoryShell'

const auditorProfile: Partial<Profile> = {
  MT_UID: 'auditor',
  MT_TYPE: 'EMPLOYEE',
  MT_FNAME: 'Ava',
  MT_LNAME: 'Auditor',
  QPM_ROLE: ['ROLE_AUDIT'],
}

const user = (username: string, fname: string, lname: string, type: string, locked: 'Y' | 'N' = 'N') => ({
  username,
  fname,
  lname,
  email: `${username}@northwayfreight.example`,
  type,
  cust: type === 'CUSTOMER' ? 'C10001' : null,
  status: '1',
  locked,
  lang: 'en',
  last_login_at: null,
})

const table = (results: ReturnType<typeof user>[]) => ({
  results,
  count: results.length,
  columns: ['username', 'fname', 'lname', 'type'],
  columns_details: [],
  exports: { google_sheet: false },
})

const users: ApiAnswers = {
  'GET users/switch_table': table([
    user('customer', 'Chris', 'Morin', 'CUSTOMER'),
    user('employee', 'Emma', 'Employee', 'EMPLOYEE'),
    user('limited', 'Lee', 'Limited', 'CUSTOMER'),
    user('sales', 'Sam', 'Sales', 'SALES'),
    user('writer', 'Wendy', 'Writer', 'EMPLOYEE', 'Y'),
  ]),
}

/** The Switch User page at its address, signed in as an audit user. */
function SwitchUserStory({ query }: { query: string }) {
  return (
    <StoryShell signedIn path="/freight/pages/SWITCHUSER" meta={{ authorize: 'auth', title: msg`Switch User` }} profile={auditorProfile}>
      <SwitchUserPage query={query} />
    </StoryShell>
  )
}

const meta = {
  title: 'Features/Switch User',
  component: SwitchUserStory,
  args: { query: '' },
  parameters: {
    layout: 'padded',
    viewport: {
      options: { phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } },
    },
  },
} satisfies Meta<typeof SwitchUserStory>

export default meta
type Story = StoryObj<typeof meta>

/** The page draws once its list has arrived: a heading row and a row a user (in either language). */
const listed = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await waitFor(() => expect(within(canvasElement).getAllByRole('row')).toHaveLength(6), { timeout: 10_000 })
}

/** The users of the company an audit user may switch to, with their type in words; a locked account cannot be chosen. */
export const Users: Story = {
  decorators: [withApi(users)],
  play: listed,
}

/** At a phone's width: the name with the username and type beneath it, and the button, with nothing to scroll sideways. */
export const UsersPhone: Story = {
  ...Users,
  globals: { viewport: { value: 'phone', isRotated: false } },
  tags: ['phone'],
}

/** A search that finds nobody. */
export const NoneFound: Story = {
  args: { query: 'nobody' },
  decorators: [withApi({ 'GET users/switch_table': table([]) })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/^(No users found|Aucun utilisateur trouvé)$/, undefined, { timeout: 10_000 })
  },
}
