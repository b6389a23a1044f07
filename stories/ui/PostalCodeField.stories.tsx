import type { Meta, StoryObj } from '@storybook/react-vite'
import { PostalCodeField } from '@app/ui/PostalCodeField'
import { FieldColumn, StateGrid } from './FieldStoryLayout'

const meta = {
  title: 'UI/PostalCodeField',
  component: PostalCodeField,
  args: { label: 'Postal/Zip code', required: false, maxLength: 10 },
  decorators: [(Story) => <FieldColumn>{Story()}</FieldColumn>],
} satisfies Meta<typeof PostalCodeField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Canadian: Story = { args: { defaultValue: 'H2X 1Y4' } }
export const UsZip: Story = { args: { defaultValue: '90210-1234' } }
export const Invalid: Story = { args: { defaultValue: '9021', validationBehavior: 'aria' } }
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'M5V 2T6' } }

export const States: Story = {
  decorators: [(Story) => <StateGrid>{Story()}</StateGrid>],
  render: () => (
    <>
      <PostalCodeField label="Empty" required={false} maxLength={10} />
      <PostalCodeField label="First half" required={false} maxLength={10} defaultValue="M5V" />
      <PostalCodeField label="Invalid" required={false} maxLength={10} defaultValue="ZZZ" validationBehavior="aria" />
      <PostalCodeField label="Required" required maxLength={10} validationBehavior="aria" />
      <PostalCodeField label="Disabled" required={false} maxLength={10} isDisabled defaultValue="V6B 1A1" />
    </>
  ),
}
