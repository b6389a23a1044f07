import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { PdfViewer } from '@app/blocks/PdfViewer'
import { createToaster } from '@app/ui/Toast'
import { fetchPdf } from '../fixtures/blocks'

function Demo({ broken = false }: { broken?: boolean }) {
  const [source, setSource] = useState<Blob | Uint8Array | null>(broken ? new TextEncoder().encode('not a pdf') : null)
  useEffect(() => {
    if (!broken) void fetchPdf().then(setSource)
  }, [broken])
  if (!source) return null
  return <PdfViewer source={source} fileName="three-pages.pdf" toaster={createToaster()} />
}

const meta = {
  title: 'Blocks/PdfViewer',
  component: Demo,
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

// A canvas render: axe runs, no screenshot.
export const ThreePages: Story = { tags: ['no-visual'] }
export const LoadError: Story = { args: { broken: true } }
