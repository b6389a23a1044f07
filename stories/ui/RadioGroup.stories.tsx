import type { Meta, StoryObj } from '@storybook/react-vite'
import { RadioGroup } from '@app/ui/RadioGroup'
import { FieldColumn, StateGrid } from './FieldStoryLayout'

const outputs = [
  { value: 'PDF', label: 'PDF' },
  { value: 'CSV', label: 'CSV', description: 'Opens in a spreadsheet' },
  { value: 'XLSX', label: 'XLSX' },
  { value: 'XML', label: 'XML', isDisabled: true },
]

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: { label: 'Output type', required: false, options: outputs },
  decorators: [(Story) => <FieldColumn>{Story()}</FieldColumn>],
} satisfies Meta<typeof RadioGroup>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithValue: Story = { args: { defaultValue: 'PDF' } }
export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'CSV' } }
export const Required: Story = { args: { required: true, validationBehavior: 'aria', description: 'The push report is sent in this format' } }
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'PDF' } }

export const States: Story = {
  decorators: [(Story) => <StateGrid>{Story()}</StateGrid>],
  render: () => (
    <>
      <RadioGroup label="Empty" required={false} options={outputs} />
      <RadioGroup label="With value" required={false} options={outputs} defaultValue="XLSX" />
      <RadioGroup label="Required" required options={outputs} validationBehavior="aria" />
      <RadioGroup label="Disabled" required={false} options={outputs} isDisabled defaultValue="PDF" />
    </>
  ),
}
