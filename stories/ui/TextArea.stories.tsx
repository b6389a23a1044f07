import type { Meta, StoryObj } from '@storybook/react-vite'
import { TextArea } from '@app/ui/TextArea'
import { FieldColumn, StateGrid } from './FieldStoryLayout'

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Special instructions', required: false, maxLength: 200 },
  decorators: [(Story) => <FieldColumn>{Story()}</FieldColumn>],
} satisfies Meta<typeof TextArea>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithValue: Story = { args: { defaultValue: 'Call the receiver 30 minutes before delivery.' } }
export const NoMaximum: Story = { args: { maxLength: 'none', defaultValue: 'Tailgate required.' } }
export const Invalid: Story = { args: { required: true, defaultValue: '', validationBehavior: 'aria' } }
export const OverLimit: Story = {
  args: { maxLength: 20, defaultValue: 'Call the receiver 30 minutes before delivery.', validationBehavior: 'aria' },
}
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Tailgate required.' } }

export const States: Story = {
  decorators: [(Story) => <StateGrid>{Story()}</StateGrid>],
  render: () => (
    <>
      <TextArea label="Empty" required={false} maxLength={200} />
      <TextArea label="With value" required={false} maxLength={200} defaultValue="Dock 4, door B." />
      <TextArea label="No maximum" required={false} maxLength="none" defaultValue="Dock 4, door B." />
      <TextArea label="Invalid" required maxLength={200} defaultValue="" validationBehavior="aria" />
      <TextArea label="Disabled" required={false} maxLength={200} isDisabled defaultValue="Dock 4" />
    </>
  ),
}
