import type { Meta, StoryObj } from '@storybook/react-vite'
import { SearchField } from '@app/ui/SearchField'
import { FieldColumn, StateGrid } from './FieldStoryLayout'

const meta = {
  title: 'UI/SearchField',
  component: SearchField,
  args: { label: 'Search documents', placeholder: 'Title or number' },
  decorators: [(Story) => <FieldColumn>{Story()}</FieldColumn>],
} satisfies Meta<typeof SearchField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
/** With a value the clear button shows; Escape clears too. */
export const WithValue: Story = { args: { defaultValue: 'pallet' } }
export const LabelHidden: Story = { args: { label: 'Search the table', labelHidden: true } }
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'pallet' } }

export const States: Story = {
  decorators: [(Story) => <StateGrid>{Story()}</StateGrid>],
  render: () => (
    <>
      <SearchField label="Empty" placeholder="Title or number" />
      <SearchField label="With value" defaultValue="pallet" />
      <SearchField label="Hidden label" labelHidden defaultValue="QPM-12" />
      <SearchField label="Disabled" isDisabled defaultValue="pallet" />
    </>
  ),
}
