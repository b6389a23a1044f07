import type { Meta, StoryObj } from '@storybook/react-vite'
import { DatePicker } from '@app/ui/dates'
import { FieldColumn, OverlayRoom, StateGrid } from './FieldStoryLayout'

const meta = {
  title: 'UI/DatePicker',
  component: DatePicker,
  // A fixed month keeps screenshots the same whatever the day they are taken.
  args: { label: 'Pickup date', required: false, placeholderValue: '2024-03-01' },
  decorators: [(Story) => <FieldColumn>{Story()}</FieldColumn>],
} satisfies Meta<typeof DatePicker>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithValue: Story = { args: { defaultValue: '2024-03-15' } }
export const Open: Story = {
  args: { defaultValue: '2024-03-15', defaultOpen: true },
  decorators: [(Story) => <OverlayRoom>{Story()}</OverlayRoom>],
}
/** Pickup at most 14 days ahead: later days are refused. */
export const WithBounds: Story = {
  args: { defaultValue: '2024-03-15', minValue: '2024-03-11', maxValue: '2024-03-25', defaultOpen: true },
  decorators: [(Story) => <OverlayRoom>{Story()}</OverlayRoom>],
}
export const Required: Story = { args: { required: true, validationBehavior: 'aria' } }
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '2024-03-15' } }

export const States: Story = {
  decorators: [(Story) => <StateGrid>{Story()}</StateGrid>],
  render: () => (
    <>
      <DatePicker label="Empty" required={false} placeholderValue="2024-03-01" />
      <DatePicker label="With value" required={false} defaultValue="2024-03-15" />
      <DatePicker label="Required" required validationBehavior="aria" placeholderValue="2024-03-01" />
      <DatePicker label="Disabled" required={false} isDisabled defaultValue="2024-03-15" />
    </>
  ),
}
