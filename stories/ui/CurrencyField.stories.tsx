import type { Meta, StoryObj } from '@storybook/react-vite'
import { CurrencyField } from '@app/ui/CurrencyField'
import { FieldColumn, StateGrid } from './FieldStoryLayout'

const meta = {
  title: 'UI/CurrencyField',
  component: CurrencyField,
  args: { label: 'Declared value', required: false },
  decorators: [(Story) => <FieldColumn>{Story()}</FieldColumn>],
} satisfies Meta<typeof CurrencyField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithValue: Story = { args: { defaultValue: 1250.5 } }
export const OtherPrefix: Story = { args: { prefix: 'CA$', defaultValue: 80 } }
export const TooManyDecimals: Story = { args: { defaultValue: 9.999, validationBehavior: 'aria' } }
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 75 } }

export const States: Story = {
  decorators: [(Story) => <StateGrid>{Story()}</StateGrid>],
  render: () => (
    <>
      <CurrencyField label="Empty" required={false} />
      <CurrencyField label="With value" required={false} defaultValue={1250.5} />
      <CurrencyField label="Whole dollars" required={false} decimals={0} defaultValue={300} />
      <CurrencyField label="Required" required validationBehavior="aria" />
      <CurrencyField label="Disabled" required={false} isDisabled defaultValue={75} />
    </>
  ),
}
