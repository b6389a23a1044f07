import type { Meta, StoryObj } from '@storybook/react-vite'
import { DateTimeField } from '@app/ui/DateTimeField'
import { FieldColumn, StateGrid } from './FieldStoryLayout'

const meta = {
  title: 'UI/DateTimeField',
  component: DateTimeField,
  args: { label: 'Pickup window opens', required: false },
  decorators: [(Story) => <FieldColumn>{Story()}</FieldColumn>],
} satisfies Meta<typeof DateTimeField>

export default meta
type Story = StoryObj<typeof meta>

/** YYYY-MM-DD HH:mm on a 24-hour clock. */
export const Default: Story = {}
export const WithValue: Story = { args: { defaultValue: '2024-03-15 18:45' } }
export const Required: Story = { args: { required: true, validationBehavior: 'aria' } }
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '2024-03-15 07:00' } }

export const States: Story = {
  decorators: [(Story) => <StateGrid>{Story()}</StateGrid>],
  render: () => (
    <>
      <DateTimeField label="Empty" required={false} />
      <DateTimeField label="With value" required={false} defaultValue="2024-03-15 18:45" />
      <DateTimeField label="Required" required validationBehavior="aria" />
      <DateTimeField label="Disabled" required={false} isDisabled defaultValue="2024-03-15 07:00" />
    </>
  ),
}
