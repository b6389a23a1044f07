import type { Meta, StoryObj } from '@storybook/react-vite'
import { AlertDialog, useConfirm } from '@app/ui/AlertDialog'
import { Button } from '@app/ui/Button'
import { DialogTrigger } from '@app/ui/Dialog'

const meta = {
  title: 'UI/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Remove attachment',
    children: 'Do you want to remove the attachment?',
    variant: 'danger',
    confirmLabel: 'Remove',
    isOpen: true,
    onConfirm: () => {},
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AlertDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Danger: Story = {}
export const Default: Story = {
  args: {
    title: 'Export',
    children: 'Do you want to export 120 rows to CSV?',
    variant: 'default',
    confirmLabel: 'Export',
  },
}

function ConfirmDemo() {
  const { confirm, confirmDialog } = useConfirm()
  return (
    <>
      <Button
        onPress={() => {
          void confirm({ title: 'Export', message: 'Do you want to export 120 rows to CSV?' })
        }}
      >
        Export
      </Button>
      {confirmDialog}
    </>
  )
}

export const PromiseStyle: Story = { render: () => <ConfirmDemo /> }

export const States: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem', padding: '1rem' }}>
      <DialogTrigger>
        <Button>Default</Button>
        <AlertDialog title="Export" onConfirm={() => {}}>
          Do you want to export 120 rows to CSV?
        </AlertDialog>
      </DialogTrigger>
      <DialogTrigger>
        <Button variant="danger">Danger</Button>
        <AlertDialog title="Remove attachment" variant="danger" confirmLabel="Remove" onConfirm={() => {}}>
          Do you want to remove the attachment?
        </AlertDialog>
      </DialogTrigger>
    </div>
  ),
}
