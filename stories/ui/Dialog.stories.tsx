import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '@app/ui/Button'
import { Dialog, DialogTrigger } from '@app/ui/Dialog'

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    title: 'Error details',
    size: 'md',
    isOpen: true,
    children: (
      <>
        <p>Request failed with status 418.</p>
        <p>URL: /api/qpm/user/settings</p>
      </>
    ),
    actions: (
      <>
        <Button slot="close">Dismiss</Button>
        <Button variant="primary">Copy error details</Button>
      </>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}
export const Small: Story = {
  args: { size: 'sm', title: 'Push report', children: <p>The report uses the current search.</p> },
}
export const Large: Story = { args: { size: 'lg' } }
export const WithoutCloseButton: Story = {
  args: { title: 'Logging in', hideCloseButton: true, isDismissable: false, actions: undefined, children: 'Please wait.' },
}

export const States: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem', padding: '1rem' }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <DialogTrigger key={size}>
          <Button>Open {size} dialog</Button>
          <Dialog title={`A ${size} dialog`} size={size} actions={<Button slot="close">Close</Button>}>
            Content
          </Dialog>
        </DialogTrigger>
      ))}
    </div>
  ),
}
