import type { Meta, StoryObj } from '@storybook/react-vite'
import { Uploader, type UploadSender } from '@app/blocks/Uploader'
import { createToaster } from '@app/ui/Toast'
import { pending } from '../fixtures/blocks'

const frozen: UploadSender = (_file, { onProgress }) => {
  onProgress(0.5)
  return pending()
}

const meta = {
  title: 'Blocks/Uploader',
  component: Uploader,
  args: { send: frozen, toaster: createToaster() },
} satisfies Meta<typeof Uploader>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

export const Uploading: Story = {
  args: {
    defaultItems: [
      { id: 'a', name: 'bill-of-lading.pdf', size: 482_133, status: 'uploading', progress: 0.42 },
      { id: 'b', name: 'pallet-photo.jpg', size: 2_310_000, status: 'uploading', progress: 0.08 },
    ],
  },
}

export const Results: Story = {
  args: {
    defaultItems: [
      { id: 'a', name: 'bill-of-lading.pdf', size: 482_133, status: 'done', progress: 1 },
      { id: 'b', name: 'scan-archive.zip', size: 40_000_000, status: 'rejected', progress: 0, message: 'File size is over limit' },
      { id: 'c', name: 'invoice.pdf', size: 81_000, status: 'error', progress: 0, message: 'Upload failed' },
      { id: 'd', name: 'draft.pdf', size: 1200, status: 'cancelled', progress: 0 },
    ],
  },
}

export const Disabled: Story = { args: { isDisabled: true } }
