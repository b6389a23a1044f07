import type { Meta, StoryObj } from '@storybook/react-vite'
import { Badge, tones } from '@app/ui/Badge'

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Published', variant: 'neutral' },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Success: Story = { args: { variant: 'success', children: 'Approved' } }
export const Warning: Story = { args: { variant: 'warning', children: 'Pending review' } }
export const Danger: Story = { args: { variant: 'danger', children: 'Rejected' } }
export const Count: Story = { args: { variant: 'accent', children: '12' } }

export const States: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {tones.map((tone) => (
        <Badge key={tone} variant={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
}
