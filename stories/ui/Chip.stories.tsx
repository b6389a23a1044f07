import type { Meta, StoryObj } from '@storybook/react-vite'
import { CircleCheck } from 'lucide-react'
import { tones } from '@app/ui/Badge'
import { Chip } from '@app/ui/Chip'

const meta = {
  title: 'UI/Chip',
  component: Chip,
  args: { label: 'Authorized', variant: 'success', icon: <CircleCheck /> },
} satisfies Meta<typeof Chip>

export default meta
type Story = StoryObj<typeof meta>

export const Authorized: Story = {}
export const Removable: Story = { args: { label: 'CSV', variant: 'neutral', icon: undefined, onRemove: () => {} } }

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      {tones.map((tone) => (
        <div key={tone} style={{ display: 'flex', gap: '0.5rem' }}>
          <Chip label={`${tone}`} variant={tone} />
          <Chip label={`${tone} with icon`} variant={tone} icon={<CircleCheck />} />
          <Chip label={`${tone} removable`} variant={tone} onRemove={() => {}} />
        </div>
      ))}
    </div>
  ),
}
