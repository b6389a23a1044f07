import type { Meta, StoryObj } from '@storybook/react-vite'
import { Switch } from '@app/ui/Switch'
import { FieldColumn, StateGrid } from './FieldStoryLayout'

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { label: 'Dark mode' },
  decorators: [(Story) => <FieldColumn>{Story()}</FieldColumn>],
} satisfies Meta<typeof Switch>

export default meta
type Story = StoryObj<typeof meta>

export const Off: Story = {}
export const On: Story = { args: { defaultSelected: true } }
export const WithDescription: Story = { args: { label: 'Status alerts', description: 'A message on each change of state' } }
export const Disabled: Story = { args: { isDisabled: true } }

export const States: Story = {
  decorators: [(Story) => <StateGrid>{Story()}</StateGrid>],
  render: () => (
    <>
      <Switch label="Off" />
      <Switch label="On" defaultSelected />
      <Switch label="Disabled" isDisabled />
      <Switch label="Disabled, on" isDisabled defaultSelected />
    </>
  ),
}
