import type { Meta, StoryObj } from '@storybook/react-vite'
import { AttachmentsList } from '@app/blocks/Attachments'
import { createToaster } from '@app/ui/Toast'
import { loadFixture, pending, sampleAttachments } from '../fixtures/blocks'

const meta = {
  title: 'Blocks/Attachments',
  component: AttachmentsList,
  args: {
    attachments: sampleAttachments,
    loadFile: loadFixture,
    onDelete: async () => {},
    timeZone: 'UTC',
    toaster: createToaster(),
  },
} satisfies Meta<typeof AttachmentsList>

export default meta
type Story = StoryObj<typeof meta>

export const WithThumbnails: Story = {}
export const Empty: Story = { args: { attachments: [] } }
export const ReadOnly: Story = { args: { readOnly: true } }
export const Disabled: Story = { args: { isDisabled: true } }
export const Deleting: Story = {
  args: { attachments: sampleAttachments.map((a, i) => (i === 1 ? { ...a, current_status: 'deleting' } : a)) },
}
export const ImagePreview: Story = { args: { defaultPreviewId: 1 }, parameters: { layout: 'fullscreen' } }
export const TiffUnsupported: Story = { args: { defaultPreviewId: 3 }, parameters: { layout: 'fullscreen' } }
export const PreviewLoading: Story = {
  args: { defaultPreviewId: 1, loadFile: pending },
  parameters: { layout: 'fullscreen' },
}
// The PDF is drawn on a canvas, whose pixels depend on the font rasteriser: checked by axe only.
export const PdfPreview: Story = { args: { defaultPreviewId: 2 }, parameters: { layout: 'fullscreen' }, tags: ['no-visual'] }
