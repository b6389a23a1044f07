import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { type Attachment, AttachmentsList } from '@app/blocks/Attachments'
import { createToaster } from '@app/ui/Toast'
import { renderWithProviders } from '../render'

const attachments: Attachment[] = [
  { id: 1, filename: 'invoice.png', uploadBy: 'admin', uploadDate: '2026-03-04T15:06:07Z' },
  { id: 2, filename: 'scan.tif', uploadBy: 'writer', uploadDate: '2026-03-05 08:00:00' },
]

const loadFile = vi.fn(async (a: Attachment) => new Blob(['x'], { type: a.filename.endsWith('.png') ? 'image/png' : 'image/tiff' }))

describe('AttachmentsList', () => {
  it('shows name, uploader and the UTC date in local time as YYYY-MM-DD HH:mm:ss', () => {
    renderWithProviders(<AttachmentsList attachments={attachments} loadFile={loadFile} timeZone="America/Toronto" toaster={createToaster()} />)
    const list = screen.getByRole('list', { name: 'Attachments' })
    const first = within(list).getAllByRole('listitem')[0]!
    expect(first).toHaveTextContent('invoice.png')
    expect(first).toHaveTextContent('admin')
    expect(first).toHaveTextContent('2026-03-04 10:06:07')
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('2026-03-05 03:00:00')
  })

  it.each([
    ['read-only', { readOnly: true }],
    ['disabled', { isDisabled: true }],
  ])('hides delete buttons when %s', (_name, props) => {
    renderWithProviders(
      <AttachmentsList attachments={attachments} loadFile={loadFile} onDelete={vi.fn()} toaster={createToaster()} {...props} />,
    )
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument()
  })

  it('asks before deleting, shows deleting, then removes the card', async () => {
    let finish!: () => void
    const onDelete = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const { user } = renderWithProviders(
      <AttachmentsList attachments={attachments} loadFile={loadFile} onDelete={onDelete} toaster={createToaster()} />,
    )
    await user.click(screen.getByRole('button', { name: 'Delete invoice.png' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('Do you want to remove the attachment?')
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('Deleting')).toBeInTheDocument()
    finish()
    await waitFor(() => expect(screen.queryByText('invoice.png')).not.toBeInTheDocument())
    expect(screen.getByText('scan.tif')).toBeInTheDocument()
  })

  it('keeps the card without a message when the delete fails', async () => {
    const toaster = createToaster()
    const negative = vi.spyOn(toaster, 'negative')
    const onDelete = vi.fn(() => Promise.reject(new Error('no')))
    const { user } = renderWithProviders(
      <AttachmentsList attachments={attachments} loadFile={loadFile} onDelete={onDelete} toaster={toaster} />,
    )
    await user.click(screen.getByRole('button', { name: 'Delete invoice.png' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(onDelete).toHaveBeenCalled())
    await waitFor(() => expect(screen.queryByText('Deleting')).not.toBeInTheDocument())
    expect(screen.getByText('invoice.png')).toBeInTheDocument()
    expect(negative).not.toHaveBeenCalled()
  })

  it('Escape on the confirmation cancels and returns focus to the delete button', async () => {
    const onDelete = vi.fn()
    const { user } = renderWithProviders(
      <AttachmentsList attachments={attachments} loadFile={loadFile} onDelete={onDelete} toaster={createToaster()} />,
    )
    const button = screen.getByRole('button', { name: 'Delete invoice.png' })
    button.focus()
    await user.keyboard('{Enter}')
    await screen.findByRole('alertdialog')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(onDelete).not.toHaveBeenCalled()
  })

  it('previews an image in a dialog and says TIFF is not supported', async () => {
    global.URL.createObjectURL = vi.fn(() => 'blob:x')
    global.URL.revokeObjectURL = vi.fn()
    const { user } = renderWithProviders(<AttachmentsList attachments={attachments} loadFile={loadFile} toaster={createToaster()} />)
    const preview = screen.getAllByRole('button', { name: 'Preview invoice.png' })[1]!
    preview.focus()
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'invoice.png' })
    expect(await within(dialog).findByRole('img', { name: 'invoice.png' })).toHaveAttribute('src', 'blob:x')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(preview).toHaveFocus())
    await user.click(screen.getAllByRole('button', { name: 'Preview scan.tif' })[1]!)
    expect(await screen.findByText('Preview for TIFF/TIF file format is not supported')).toBeInTheDocument()
  })
})
