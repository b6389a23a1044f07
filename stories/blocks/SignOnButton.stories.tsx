import type { Meta, StoryObj } from '@storybook/react-vite'
import { SignOnButton, type SignOnCalls } from '@app/blocks/SignOnButton'
import { createToaster } from '@app/ui/Toast'
import { pending } from '../fixtures/blocks'

const waitingForever: SignOnCalls = {
  status: pending,
  anonStatus: pending,
  tempSession: pending,
  forceAuth: pending,
}

const meta = {
  title: 'Blocks/SignOnButton',
  component: SignOnButton,
  args: {
    source: 'CRM',
    authorizeUrl: '/sso/authorize',
    signedIn: { username: 'admin', sessionId: 'demo' },
    calls: waitingForever,
    openWindow: () => {},
    toaster: createToaster(),
  },
} satisfies Meta<typeof SignOnButton>

export default meta
type Story = StoryObj<typeof meta>

export const NotAuthorized: Story = {}
export const Waiting: Story = { args: { defaultState: 'waiting' }, parameters: { layout: 'fullscreen' } }
export const Authorized: Story = { args: { defaultState: 'authorized' } }
