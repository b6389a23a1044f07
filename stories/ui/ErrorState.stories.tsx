import type { Meta, StoryObj } from '@storybook/react-vite'
import { ErrorState } from '@app/ui/ErrorState'

const meta = {
  title: 'UI/ErrorState',
  component: ErrorState,
  args: { message: 'The list could not be loaded.' },
} satisfies Meta<typeof ErrorState>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithRetry: Story = { args: { onRetry: () => {} } }
export const Retrying: Story = { args: { onRetry: () => {}, isRetrying: true } }

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <ErrorState {...args} />
      <ErrorState {...args} title="Not loaded" onRetry={() => {}} />
      <ErrorState {...args} onRetry={() => {}} isRetrying />
    </div>
  ),
}
