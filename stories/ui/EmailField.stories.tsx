import type { Meta, StoryObj } from '@storybook/react-vite'
import { EmailField } from '@app/ui/EmailField'
import { FieldColumn, StateGrid } from './FieldStoryLayout'

const meta = {
  title: 'UI/EmailField',
  component: EmailField,
  args: { label: 'E-mail', required: false, maxLength: 100 },
  decorators: [(Story) => <FieldColumn>{Story()}</FieldColumn>],
} satisfies Meta<typeof EmailField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithValue: Story = { args: { defaultValue: 'dispatch@example.com' } }
export const Invalid: Story = { args: { defaultValue: 'dispatch@', validationBehavior: 'aria' } }
export const Required: Story = { args: { required: true, validationBehavior: 'aria' } }
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'dispatch@example.com' } }

export const States: Story = {
  decorators: [(Story) => <StateGrid>{Story()}</StateGrid>],
  render: () => (
    <>
      <EmailField label="Empty" required={false} maxLength={100} />
      <EmailField label="With value" required={false} maxLength={100} defaultValue="billing@example.com" />
      <EmailField label="Invalid" required={false} maxLength={100} defaultValue="billing" validationBehavior="aria" />
      <EmailField label="Disabled" required={false} maxLength={100} isDisabled defaultValue="billing@example.com" />
    </>
  ),
}
