import type { Meta, StoryObj } from '@storybook/react-vite'
import { Select } from '@app/ui/Select'
import { FieldColumn, OverlayRoom, StateGrid } from './FieldStoryLayout'

const terminals = [
  { id: 'MTL', label: 'Montreal' },
  { id: 'TOR', label: 'Toronto' },
  { id: 'OTT', label: 'Ottawa' },
  { id: 'VAN', label: 'Vancouver', isDisabled: true },
]

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Terminal', required: false, options: terminals, placeholder: 'Choose a terminal' },
  decorators: [(Story) => <FieldColumn>{Story()}</FieldColumn>],
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithValue: Story = { args: { defaultValue: 'TOR' } }
export const Open: Story = {
  args: { defaultValue: 'TOR', defaultOpen: true },
  decorators: [(Story) => <OverlayRoom>{Story()}</OverlayRoom>],
}
export const Required: Story = { args: { required: true, validationBehavior: 'aria' } }
export const WithDescription: Story = { args: { description: 'Where the freight is dropped off' } }
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'MTL' } }

export const States: Story = {
  decorators: [(Story) => <StateGrid>{Story()}</StateGrid>],
  render: () => (
    <>
      <Select label="Empty" required={false} options={terminals} placeholder="Choose a terminal" />
      <Select label="With value" required={false} options={terminals} defaultValue="OTT" />
      <Select label="Required" required options={terminals} validationBehavior="aria" placeholder="Choose a terminal" />
      <Select label="Disabled" required={false} options={terminals} isDisabled defaultValue="MTL" />
    </>
  ),
}
