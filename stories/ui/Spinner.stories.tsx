import type { Meta, StoryObj } from '@storybook/react-vite'
import { Spinner } from '@app/ui/Spinner'

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  args: { size: 'md' },
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const PageLoading: Story = { args: { size: 'page', label: 'Loading page' } }

export const States: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'center', gap: '1.5rem' }}>
      <Spinner size="sm" label="Loading small" />
      <Spinner size="md" label="Loading medium" />
      <Spinner size="lg" label="Loading large" />
      <Spinner size="page" label="Loading page" />
    </div>
  ),
}
