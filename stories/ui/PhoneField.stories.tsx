import type { Meta, StoryObj } from '@storybook/react-vite'
import { PhoneField } from '@app/ui/PhoneField'
import { FieldColumn, StateGrid } from './FieldStoryLayout'

const meta = {
  title: 'UI/PhoneField',
  component: PhoneField,
  args: { label: 'Phone', required: false },
  decorators: [(Story) => <FieldColumn>{Story()}</FieldColumn>],
} satisfies Meta<typeof PhoneField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
/** Stored as '5145551234', shown through the mask. */
export const WithValue: Story = { args: { defaultValue: '5145551234' } }
export const Incomplete: Story = { args: { defaultValue: '514555', validationBehavior: 'aria' } }
export const Required: Story = { args: { required: true, validationBehavior: 'aria' } }
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '5145551234' } }

export const States: Story = {
  decorators: [(Story) => <StateGrid>{Story()}</StateGrid>],
  render: () => (
    <>
      <PhoneField label="Empty" required={false} />
      <PhoneField label="With value" required={false} defaultValue="4165550199" />
      <PhoneField label="Incomplete" required={false} defaultValue="416555" validationBehavior="aria" />
      <PhoneField label="Disabled" required={false} isDisabled defaultValue="6045550123" />
    </>
  ),
}
