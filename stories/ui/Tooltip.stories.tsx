import type { Meta, StoryObj } from '@storybook/react-vite'
import { RotateCcw } from 'lucide-react'
import { Button } from '@app/ui/Button'
import { IconButton } from '@app/ui/IconButton'
import { Tooltip } from '@app/ui/Tooltip'

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: { content: 'Download the rows as a CSV file', children: <Button>CSV</Button> },
  decorators: [(Story) => <div style={{ padding: '3rem 6rem' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}
export const Open: Story = { args: { defaultOpen: true } }
export const OnIconButton: Story = {
  args: { content: 'Rotate left', defaultOpen: true, children: <IconButton label="Rotate left" icon={<RotateCcw />} /> },
}
export const LongText: Story = {
  args: {
    defaultOpen: true,
    placement: 'bottom',
    content:
      'Push reports run the current search on a schedule and send the result by e-mail. The text wraps at the maximum tooltip width.',
  },
}

export const States: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '8rem', padding: '3rem 0' }}>
      <Tooltip content="Above" defaultOpen placement="top">
        <Button>Top</Button>
      </Tooltip>
      <Tooltip content="Below" defaultOpen placement="bottom">
        <Button>Bottom</Button>
      </Tooltip>
      <Tooltip content="Never shown" isDisabled>
        <Button>Disabled tooltip</Button>
      </Tooltip>
    </div>
  ),
}
