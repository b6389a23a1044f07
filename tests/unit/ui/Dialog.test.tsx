import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from '@app/ui/Button'
import { Dialog, DialogTrigger, type DialogSize } from '@app/ui/Dialog'
import { renderWithProviders } from '../render'

function Example({ size = 'md', onOpenChange }: { size?: DialogSize; onOpenChange?: (open: boolean) => void }) {
  return (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button>Open details</Button>
      <Dialog
        title="Error details"
        size={size}
        actions={
          <Button variant="primary" slot="close">
            Done
          </Button>
        }
      >
        <p>Status 418</p>
      </Dialog>
    </DialogTrigger>
  )
}

describe('Dialog', () => {
  it('opens from its trigger as a modal dialog named by its heading', async () => {
    const { user } = renderWithProviders(<Example />)
    await user.tab()
    await user.keyboard('{Enter}')
    const dialog = screen.getByRole('dialog', { name: 'Error details' })
    expect(within(dialog).getByRole('heading', { name: 'Error details' })).toBeInTheDocument()
    expect(within(dialog).getByText('Status 418')).toBeInTheDocument()
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
  })

  it('closes on Escape and returns focus to the trigger', async () => {
    const onOpenChange = vi.fn()
    const { user } = renderWithProviders(<Example onOpenChange={onOpenChange} />)
    await user.tab()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open details' })).toHaveFocus())
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
  })

  it.each(['Close', 'Done'])('closes with the %s button and returns focus', async (name) => {
    const { user } = renderWithProviders(<Example />)
    await user.click(screen.getByRole('button', { name: 'Open details' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open details' })).toHaveFocus())
  })

  it('keeps Tab inside the dialog', async () => {
    const { user } = renderWithProviders(<Example />)
    await user.click(screen.getByRole('button', { name: 'Open details' }))
    const dialog = screen.getByRole('dialog')
    for (let i = 0; i < 4; i += 1) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
  })

  it.each(['sm', 'md', 'lg'] as const)('takes its %s width from the dialog size tokens', async (size) => {
    const { user, theme } = renderWithProviders(<Example size={size} />)
    await user.click(screen.getByRole('button', { name: 'Open details' }))
    const panel = screen.getByRole('dialog').closest('[data-size]') as HTMLElement
    expect(panel).toHaveAttribute('data-size', size)
    // The small size is the dialog's own width, inside the panel's border (the push report's 300px minimum).
    const expected =
      size === 'sm'
        ? `calc(${parseFloat(theme.size.dialog.sm) + 2 * parseFloat(theme.border.width.thin)}px)`
        : theme.size.dialog[size]
    expect(getComputedStyle(panel).maxWidth).toBe(expected)
  })

  it('can be opened without a trigger and without a close button', () => {
    renderWithProviders(
      <Dialog title="Logging in" isOpen hideCloseButton isDismissable={false}>
        Please wait
      </Dialog>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Logging in' })
    expect(within(dialog).queryByRole('button')).toBeNull()
  })
})
