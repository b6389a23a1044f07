import type { Meta, StoryObj } from '@storybook/react-vite'
import { DateField } from '@app/ui/DateField'
import { FieldColumn, StateGrid } from './FieldStoryLayout'

const meta = {
  title: 'UI/DateField',
  component: DateField,
  args: { label: 'Ship date', required: false },
  decorators: [(Story) => <FieldColumn>{Story()}</FieldColumn>],
} satisfies Meta<typeof DateField>

export default meta
type Story = StoryObj<typeof meta>

/** Empty segments show the mask: yyyy-mm-dd (aaaa-mm-jj in French). */
export const Default: Story = {}
export const WithValue: Story = { args: { defaultValue: '2024-03-15' } }
export const Required: Story = { args: { required: true, validationBehavior: 'aria' } }
export const OutOfRange: Story = {
  args: { defaultValue: '2024-04-02', minValue: '2024-03-01', maxValue: '2024-03-31', validationBehavior: 'aria' },
}
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '2024-03-15' } }

export const States: Story = {
  decorators: [(Story) => <StateGrid>{Story()}</StateGrid>],
  render: () => (
    <>
      <DateField label="Empty" required={false} />
      <DateField label="With value" required={false} defaultValue="2024-03-15" />
      <DateField label="Required" required validationBehavior="aria" />
      <DateField label="Disabled" required={false} isDisabled defaultValue="2024-03-15" />
      <DateField label="Read-only" required isReadOnly defaultValue="2024-03-15" />
    </>
  ),
}
