import type { Meta, StoryObj } from '@storybook/react-vite'
import { Bookmark } from 'lucide-react'
import { Button } from '@app/ui/Button'
import { EmptyState } from '@app/ui/EmptyState'

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: 'No bookmarks yet', description: 'Bookmark a document to find it here.' },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithAction: Story = {
  args: { icon: <Bookmark />, action: <Button variant="primary">Browse the manual</Button> },
}

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <EmptyState title="Nothing here" />
      <EmptyState {...args} />
      <EmptyState {...args} icon={<Bookmark />} action={<Button variant="primary">Browse the manual</Button>} />
    </div>
  ),
}
