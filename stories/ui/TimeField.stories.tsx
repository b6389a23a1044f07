import type { Meta, StoryObj } from '@storybook/react-vite'
import { TimeField } from '@app/ui/TimeField'
import { FieldColumn, StateGrid } from './FieldStoryLayout'

const meta = {
  title: 'UI/TimeField',
  component: TimeField,
  args: { label: 'Dock closes at', required: false },
  decorators: [(Story) => <FieldColumn>{Story()}</FieldColumn>],
} satisfies Meta<typeof TimeField>

export default meta
type Story = StoryObj<typeof meta>

/** HH:mm on a 24-hour clock. */
export const Default: Story = {}
export const WithValue: Story = { args: { defaultValue: '19:00' } }
export const WithSeconds: Story = { args: { withSeconds: true, defaultValue: '07:30:15' } }
export const Required: Story = { args: { required: true, validationBehavior: 'aria' } }
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '07:00' } }

export const States: Story = {
  decorators: [(Story) => <StateGrid>{Story()}</StateGrid>],
  render: () => (
    <>
      <TimeField label="Empty" required={false} />
      <TimeField label="With value" required={false} defaultValue="19:00" />
      <TimeField label="Required" required validationBehavior="aria" />
      <TimeField label="Disabled" required={false} isDisabled defaultValue="07:00" />
    </>
  ),
}
