import type { Meta, StoryObj } from '@storybook/react-vite'
import { DateRangePicker } from '@app/ui/dates'
import { FieldColumn, OverlayRoom, StateGrid } from './FieldStoryLayout'

const meta = {
  title: 'UI/DateRangePicker',
  component: DateRangePicker,
  // Presets count from a fixed day so screenshots never change with the calendar.
  args: { label: 'Delivery date', required: false, today: '2024-03-15' },
  decorators: [(Story) => <FieldColumn>{Story()}</FieldColumn>],
} satisfies Meta<typeof DateRangePicker>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithValue: Story = { args: { defaultValue: { start: '2024-03-04', end: '2024-03-08' } } }
/** The presets of document 2 section 9; 'Last month' matches the value and is marked. */
export const OpenWithPresets: Story = {
  args: { defaultValue: { start: '2024-02-01', end: '2024-02-29' }, defaultOpen: true },
  decorators: [(Story) => <OverlayRoom>{Story()}</OverlayRoom>],
}
export const WeekStartsMonday: Story = {
  args: { defaultValue: { start: '2024-03-11', end: '2024-03-17' }, weekStart: 'monday', defaultOpen: true },
  decorators: [(Story) => <OverlayRoom>{Story()}</OverlayRoom>],
}
export const Required: Story = { args: { required: true, validationBehavior: 'aria' } }
export const Disabled: Story = { args: { isDisabled: true, defaultValue: { start: '2024-03-04', end: '2024-03-08' } } }

export const States: Story = {
  decorators: [(Story) => <StateGrid>{Story()}</StateGrid>],
  render: () => (
    <>
      <DateRangePicker label="Empty" required={false} today="2024-03-15" />
      <DateRangePicker label="With value" required={false} today="2024-03-15" defaultValue={{ start: '2024-03-04', end: '2024-03-08' }} />
      <DateRangePicker label="Required" required today="2024-03-15" validationBehavior="aria" />
      <DateRangePicker label="Disabled" required={false} today="2024-03-15" isDisabled defaultValue={{ start: '2024-03-04', end: '2024-03-08' }} />
    </>
  ),
}
