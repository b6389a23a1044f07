import type { Meta, StoryObj } from '@storybook/react-vite'
import { ConnectedSystemsCard } from '@app/features/preferences/ConnectedSystems'
import type { SignOnCalls } from '@app/blocks/SignOnButton'
import { pending } from '../fixtures/blocks'

/** Sign-on calls with this status call; the other calls never settle. */
const statusOf = (status: SignOnCalls['status']): SignOnCalls => ({
  status,
  anonStatus: pending,
  tempSession: pending,
  forceAuth: pending,
})

const authorizedIn = (...sources: string[]) => statusOf(async (source) => ({ authorized: sources.includes(source) }))

const meta = {
  title: 'Features/Connected systems',
  component: ConnectedSystemsCard,
  args: {
    // The systems of the seeded master configuration (OIDC / SOURCE).
    sources: [
      { source: 'IMAGING', name: 'Document imaging system' },
      { source: 'CLAIMS', name: 'Claims management system' },
    ],
    authorizeUrl: '/sso/authorize',
    username: 'customer',
    sessionId: 'story',
    calls: authorizedIn(),
    openWindow: () => {},
  },
} satisfies Meta<typeof ConnectedSystemsCard>

export default meta
type Story = StoryObj<typeof meta>

/** No system authorized yet: a sign-on button for each. */
export const NotAuthorized: Story = {}

/** One system authorized for this session, the other still offered. */
export const OneAuthorized: Story = { args: { calls: authorizedIn('IMAGING') } }

/** Both systems authorized. */
export const AllAuthorized: Story = { args: { calls: authorizedIn('IMAGING', 'CLAIMS') } }

/** The status is still being asked for. */
export const Checking: Story = { args: { calls: statusOf(pending) } }

/** The status could not be read: the row says so and offers to try again instead of a sign-on button. */
export const StatusUnavailable: Story = {
  args: { calls: statusOf(() => Promise.reject(new Error('The status is unavailable'))) },
}
