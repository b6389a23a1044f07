import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { EmailForm } from '@app/blocks/EmailForm'
import { createToaster } from '@app/ui/Toast'

const meta = {
  title: 'Blocks/EmailForm',
  component: EmailForm,
  args: { send: async () => ({}), toaster: createToaster() },
} satisfies Meta<typeof EmailForm>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const WithCcAndBcc: Story = {
  args: {
    defaultValues: {
      to: ['dispatch@northway.example', 'claims@northway.example'],
      cc: ['billing@northway.example'],
      bcc: ['archive@northway.example'],
      subject: 'Bill of lading 4411023',
      content: '<p>Please find the <strong>bill of lading</strong> attached.</p><ul><li>3 pallets</li><li>1 crate</li></ul>',
    },
  },
}
export const ValidationErrors: Story = { args: { defaultShowErrors: true } }
export const AdminViewSource: Story = { args: { allowSource: true, defaultValues: { content: '<p>Hello</p>' } } }

/** An address typed twice: the field's hint and its error, each on a line of its own. */
export const DuplicateRecipient: Story = {
  args: { defaultValues: { to: ['dispatch@northway.example'], subject: 'Bill of lading 4411023' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The first text box is To, in every language.
    const [to] = canvas.getAllByRole('textbox')
    await userEvent.type(to!, 'dispatch@northway.example ')
    await canvas.findByText(/dispatch@northway\.example (is already a recipient|est déjà un destinataire)/)
  },
}
