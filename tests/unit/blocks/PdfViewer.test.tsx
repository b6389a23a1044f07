import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { applyAction, type PdfDocumentLike, PdfViewer, rotate, shortcutAction, zoomIn, zoomOut } from '@app/blocks/PdfViewer'
import { createToaster } from '@app/ui/Toast'
import { renderWithProviders } from '../render'

function fakeDocument(numPages: number): PdfDocumentLike {
  return {
    numPages,
    destroy: vi.fn(),
    getPage: vi.fn(async () => ({
      getViewport: ({ scale }: { scale: number }) => ({ width: 100 * scale, height: 140 * scale }),
      render: () => ({ promise: Promise.resolve(), cancel: () => {} }),
    })),
  }
}

describe('viewer math', () => {
  it('zooms by ×1.25 and ÷1.25 from 100%', () => {
    expect(zoomIn(1)).toBe(1.25)
    expect(zoomIn(zoomIn(1))).toBe(1.5625)
    expect(zoomOut(1)).toBe(0.8)
    expect(zoomOut(zoomIn(1))).toBe(1)
  })
  it('rotates in 90° steps both ways', () => {
    expect(rotate(0, 1)).toBe(90)
    expect(rotate(270, 1)).toBe(0)
    expect(rotate(0, -1)).toBe(270)
  })
  it('keeps pages in range', () => {
    expect(applyAction({ page: 3, zoom: 1, rotation: 0 }, 'next', 3).page).toBe(3)
    expect(applyAction({ page: 1, zoom: 1, rotation: 0 }, 'previous', 3).page).toBe(1)
    expect(applyAction({ page: 1, zoom: 1, rotation: 0 }, 'last', 3).page).toBe(3)
  })
  it('maps keys to actions and leaves modified keys alone', () => {
    expect(shortcutAction({ key: 'PageDown', ctrlKey: false, metaKey: false, altKey: false })).toBe('next')
    expect(shortcutAction({ key: 'R', ctrlKey: false, metaKey: false, altKey: false })).toBe('rotateRight')
    expect(shortcutAction({ key: 'p', ctrlKey: true, metaKey: false, altKey: false })).toBeUndefined()
  })
})

describe('PdfViewer', () => {
  it('pages, zooms and rotates from the toolbar and the keyboard', async () => {
    const open = vi.fn(async () => fakeDocument(3))
    const { user } = renderWithProviders(
      <PdfViewer source={new Uint8Array([1])} fileName="a.pdf" open={open} toaster={createToaster()} />,
    )
    const region = await screen.findByRole('region', { name: 'a.pdf, page 1 of 3' })
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(screen.getByRole('region', { name: 'a.pdf, page 2 of 3' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Zoom in' }))
    expect(screen.getByRole('status', { name: 'Zoom level' })).toHaveTextContent('125%')
    region.focus()
    await user.keyboard('{End}r-')
    const canvas = screen.getByRole('img', { name: /^Page 3 of 3/ })
    expect(canvas).toHaveAttribute('data-rotation', '90')
    expect(canvas).toHaveAttribute('data-zoom', '1')
    const page = screen.getByRole('textbox', { name: 'Page' })
    await user.click(page)
    expect(page).toHaveFocus()
    await user.keyboard('{Backspace}1{Enter}')
    expect(screen.getByRole('img', { name: /^Page 1 of 3/ })).toBeInTheDocument()
    expect(region).toHaveAccessibleDescription(expect.stringContaining('Keyboard shortcuts'))
  }, 20_000)

  it('drops a page asked of a document closed meanwhile, and says when a page cannot be read', async () => {
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      let refuse: (error: Error) => void = () => {}
      const closing = fakeDocument(2)
      closing.getPage = vi.fn(() => new Promise<never>((_, reject) => (refuse = reject)))
      const first = renderWithProviders(
        <PdfViewer source={new Uint8Array([1])} fileName="a.pdf" open={async () => closing} toaster={createToaster()} />,
      )
      await waitFor(() => expect(closing.getPage).toHaveBeenCalled())
      first.unmount()
      refuse(new Error('Transport destroyed'))
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(unhandled).not.toHaveBeenCalled()

      const broken = fakeDocument(2)
      broken.getPage = vi.fn(() => Promise.reject(new Error('Invalid page request.')))
      renderWithProviders(
        <PdfViewer source={new Uint8Array([1])} fileName="a.pdf" open={async () => broken} toaster={createToaster()} />,
      )
      expect(await screen.findByText('Invalid page request.')).toBeInTheDocument()
      expect(screen.getByText('The PDF could not be loaded')).toBeInTheDocument()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })

  it('shows a load error as a notification and inline', async () => {
    const toaster = createToaster()
    const negative = vi.spyOn(toaster, 'negative')
    const onLoadError = vi.fn()
    renderWithProviders(
      <PdfViewer
        source={new Uint8Array([1])}
        fileName="a.pdf"
        open={() => Promise.reject(new Error('Invalid PDF structure.'))}
        onLoadError={onLoadError}
        toaster={toaster}
      />,
    )
    expect(await screen.findByText('Invalid PDF structure.')).toBeInTheDocument()
    expect(screen.getByText('The PDF could not be loaded')).toBeInTheDocument()
    await waitFor(() => expect(negative).toHaveBeenCalledWith('Invalid PDF structure.', { title: 'The PDF could not be loaded' }))
    expect(onLoadError).toHaveBeenCalled()
  })
})
