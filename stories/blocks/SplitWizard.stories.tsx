import type { Meta, StoryObj } from '@storybook/react-vite'
import { SplitWizard } from '@app/ui/SplitWizard'
import { createToaster } from '@app/ui/Toast'
import { svgDataUrl } from '../fixtures/blocks'

// An image keeps the Process step's screenshot stable (a PDF preview is a canvas render).
const image = new File([decodeURIComponent(svgDataUrl('BOL', '#2f5d8a').split(',')[1]!)], 'bill-of-lading.svg', {
  type: 'image/svg+xml',
})
const tiff = new File([new Uint8Array(8)], 'scan.tif', { type: 'image/tiff' })

const meta = {
  title: 'Blocks/SplitWizard',
  component: SplitWizard,
  args: { title: 'Split documents', send: async () => ({}), toaster: createToaster() },
} satisfies Meta<typeof SplitWizard>

export default meta
type Story = StoryObj<typeof meta>

export const PrepareFile: Story = {}
export const Process: Story = { args: { file: image } }
export const ProcessWithAdditionalFields: Story = {
  args: { file: image, additionalFields: [{ name: 'reference', label: 'Reference number' }] },
}
export const TiffPreviewUnsupported: Story = { args: { file: tiff } }
