import type { Meta, StoryObj } from '@storybook/react-vite'
import { TextField } from '@app/ui/TextField'
import { FieldColumn, StateGrid } from './FieldStoryLayout'

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Company name', required: false, maxLength: 60 },
  decorators: [(Story) => <FieldColumn>{Story()}</FieldColumn>],
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithValue: Story = { args: { defaultValue: 'Northern Freight Lines' } }
export const WithDescription: Story = { args: { description: 'As it appears on your invoices' } }
export const Required: Story = { args: { required: true } }
export const WithCounter: Story = { args: { counter: true, defaultValue: 'Northern Freight Lines' } }
/** The shared rules run as the value changes ('aria' validation) and explain the problem. */
export const Invalid: Story = { args: { required: true, defaultValue: '', validationBehavior: 'aria' } }
export const TooLong: Story = {
  args: { maxLength: 10, counter: true, defaultValue: 'Northern Freight Lines', validationBehavior: 'aria' },
}
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Northern Freight Lines' } }
export const ReadOnly: Story = { args: { isReadOnly: true, required: true, defaultValue: 'Northern Freight Lines' } }

export const States: Story = {
  decorators: [(Story) => <StateGrid>{Story()}</StateGrid>],
  render: () => (
    <>
      <TextField label="Empty" required={false} maxLength={60} />
      <TextField label="With value" required={false} maxLength={60} defaultValue="Montreal terminal" />
      <TextField label="Required" required maxLength={60} description="Shown on the bill of lading" />
      <TextField label="Counter" required={false} maxLength={60} counter defaultValue="Dock 4" />
      <TextField label="Invalid" required maxLength={60} defaultValue="" validationBehavior="aria" />
      <TextField label="Disabled" required maxLength={60} isDisabled defaultValue="Toronto" />
      <TextField label="Read-only" required maxLength={60} isReadOnly defaultValue="Vancouver" />
    </>
  ),
}
