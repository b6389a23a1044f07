import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { ToggleButtonGroup } from '@app/ui/ToggleButtonGroup'

const options = [
  { id: 'mine', label: 'To act on' },
  { id: 'open', label: 'Open' },
  { id: 'overdue', label: 'Overdue' },
  { id: 'closed', label: 'Closed' },
  { id: 'all', label: 'All' },
] as const

type Choice = (typeof options)[number]['id']

/** The group with its choice kept, as a page keeps it in its address. */
function Filters({ start }: { start: Choice }) {
  const [value, setValue] = useState<Choice>(start)
  return <ToggleButtonGroup aria-label="Show" options={options} value={value} onChange={setValue} />
}

const meta = {
  title: 'UI/ToggleButtonGroup',
  component: Filters,
  args: { start: 'all' },
} satisfies Meta<typeof Filters>

export default meta
type Story = StoryObj<typeof meta>

/** The last choice pressed. */
export const Default: Story = {}

/** Another choice pressed, reached with the arrow keys and focused (its focus ring shown). */
export const KeyboardFocus: Story = {
  args: { start: 'open' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    canvas.getByRole('radio', { name: 'Open' }).focus()
    await userEvent.keyboard('{ArrowRight}{Enter}')
    await expect(canvas.getByRole('radio', { name: 'Overdue' })).toBeChecked()
  },
}
