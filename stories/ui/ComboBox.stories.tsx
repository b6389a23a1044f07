import type { Meta, StoryObj } from '@storybook/react-vite'
import { ComboBox } from '@app/ui/ComboBox'
import { FieldColumn, StateGrid } from './FieldStoryLayout'

const provinces = [
  { id: 'AB', label: 'Alberta' },
  { id: 'BC', label: 'British Columbia' },
  { id: 'MB', label: 'Manitoba' },
  { id: 'NB', label: 'New Brunswick' },
  { id: 'NS', label: 'Nova Scotia' },
  { id: 'ON', label: 'Ontario' },
  { id: 'QC', label: 'Quebec' },
]

const meta = {
  title: 'UI/ComboBox',
  component: ComboBox,
  args: { label: 'Province', required: false, options: provinces, placeholder: 'Type to search' },
  decorators: [(Story) => <FieldColumn>{Story()}</FieldColumn>],
} satisfies Meta<typeof ComboBox>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithValue: Story = { args: { defaultValue: 'QC' } }
export const Required: Story = { args: { required: true, validationBehavior: 'aria' } }
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'ON' } }

export const States: Story = {
  decorators: [(Story) => <StateGrid>{Story()}</StateGrid>],
  render: () => (
    <>
      <ComboBox label="Empty" required={false} options={provinces} placeholder="Type to search" />
      <ComboBox label="With value" required={false} options={provinces} defaultValue="BC" />
      <ComboBox label="Required" required options={provinces} validationBehavior="aria" />
      <ComboBox label="Disabled" required={false} options={provinces} isDisabled defaultValue="AB" />
    </>
  ),
}
