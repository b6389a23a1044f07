import type { Meta, StoryObj } from '@storybook/react-vite'
import { NumberField } from '@app/ui/NumberField'
import { FieldColumn, StateGrid } from './FieldStoryLayout'

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  args: { label: 'Weight (lb)', required: false, decimals: 1 },
  decorators: [(Story) => <FieldColumn>{Story()}</FieldColumn>],
} satisfies Meta<typeof NumberField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithValue: Story = { args: { defaultValue: 1250.5 } }
export const WithBounds: Story = { args: { label: 'Pieces', decimals: 0, min: 1, max: 99, defaultValue: 4, description: 'From 1 to 99' } }
export const BelowMinimum: Story = { args: { label: 'Pieces', decimals: 0, min: 1, defaultValue: 0, validationBehavior: 'aria' } }
export const TooManyDecimals: Story = { args: { defaultValue: 12.345, validationBehavior: 'aria' } }
export const Required: Story = { args: { required: true, validationBehavior: 'aria' } }
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 500 } }

export const States: Story = {
  decorators: [(Story) => <StateGrid>{Story()}</StateGrid>],
  render: () => (
    <>
      <NumberField label="Empty" required={false} decimals={0} />
      <NumberField label="With value" required={false} decimals={2} defaultValue={42.5} />
      <NumberField label="Over maximum" required={false} decimals={0} max={10} defaultValue={11} validationBehavior="aria" />
      <NumberField label="Negative" required={false} decimals={0} allowNegative={false} defaultValue={-3} validationBehavior="aria" />
      <NumberField label="Disabled" required={false} decimals={0} isDisabled defaultValue={8} />
      <NumberField label="Read-only" required decimals={0} isReadOnly defaultValue={8} />
    </>
  ),
}
