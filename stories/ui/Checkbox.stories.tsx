import type { Meta, StoryObj } from '@storybook/react-vite'
import { Checkbox } from '@app/ui/Checkbox'
import { FieldColumn, StateGrid } from './FieldStoryLayout'

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me', required: false },
  decorators: [(Story) => <FieldColumn>{Story()}</FieldColumn>],
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Checked: Story = { args: { defaultSelected: true } }
export const Indeterminate: Story = { args: { label: 'All rows', isIndeterminate: true } }
export const WithDescription: Story = { args: { label: 'E-mail me the report', description: 'Sent every Monday at 8:00' } }
export const Required: Story = {
  args: { label: 'I have read the quality manual', required: true, validationBehavior: 'aria' },
}
export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } }

export const States: Story = {
  decorators: [(Story) => <StateGrid>{Story()}</StateGrid>],
  render: () => (
    <>
      <Checkbox label="Unchecked" required={false} />
      <Checkbox label="Checked" required={false} defaultSelected />
      <Checkbox label="Indeterminate" required={false} isIndeterminate />
      <Checkbox label="Required" required validationBehavior="aria" />
      <Checkbox label="Disabled" required={false} isDisabled />
      <Checkbox label="Disabled, checked" required={false} isDisabled defaultSelected />
    </>
  ),
}
