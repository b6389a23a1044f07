import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { Link } from '@app/ui/Link'
import { SplitWizard } from '@app/blocks/SplitWizard'
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
/** A supplied file over the size limit: no preview nor options, Complete disabled, and why. */
export const FileOverLimit: Story = { args: { file: image, maxFileSize: 16 } }
/** Step 3 after the upload, with the page's link to what was added and RESET. */
export const Complete: Story = {
  args: {
    file: image,
    completeAction: (
      <Link href="/freight/pages/doclib/DOCLIB-POD/42" variant="standalone">
        Open the new entry
      </Link>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The action bar's last button is Complete, in every language.
    const buttons = canvas.getAllByRole('button')
    await userEvent.click(buttons[buttons.length - 1]!)
    await canvas.findByRole('link')
  },
}
