import type { Meta, StoryObj } from '@storybook/react-vite'
import { PasswordField } from '@app/ui/PasswordField'
import { FieldColumn, StateGrid } from './FieldStoryLayout'

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  args: { label: 'Password', required: true, maxLength: 100 },
  decorators: [(Story) => <FieldColumn>{Story()}</FieldColumn>],
} satisfies Meta<typeof PasswordField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithValue: Story = { args: { defaultValue: 'Portal-Demo-2026!' } }
export const NewPassword: Story = {
  args: { label: 'New password', autoComplete: 'new-password', description: '12 to 100 characters, starting with a letter' },
}
export const Invalid: Story = { args: { defaultValue: '', validationBehavior: 'aria' } }
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Portal-Demo-2026!' } }

export const States: Story = {
  decorators: [(Story) => <StateGrid>{Story()}</StateGrid>],
  render: () => (
    <>
      <PasswordField label="Empty" required maxLength={100} />
      <PasswordField label="With value" required maxLength={100} defaultValue="Portal-Demo-2026!" />
      <PasswordField label="Invalid" required maxLength={100} defaultValue="" validationBehavior="aria" />
      <PasswordField label="Disabled" required maxLength={100} isDisabled defaultValue="Portal-Demo-2026!" />
    </>
  ),
}
