import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { AlertDialog, useConfirm } from '@app/ui/AlertDialog'
import { Button } from '@app/ui/Button'
import { DialogTrigger } from '@app/ui/Dialog'
import { renderWithProviders } from '../render'

function Example({ onConfirm, onCancel }: { onConfirm: () => void | Promise<unknown>; onCancel?: () => void }) {
  return (
    <DialogTrigger>
      <Button>Remove</Button>
      <AlertDialog
        title="Remove attachment"
        variant="danger"
        confirmLabel="Remove"
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        Do you want to remove the attachment?
      </AlertDialog>
    </DialogTrigger>
  )
}

describe('AlertDialog', () => {
  it('asks in an alertdialog with Cancel focused first', async () => {
    const { user } = renderWithProviders(<Example onConfirm={() => {}} />)
    await user.tab()
    await user.keyboard('{Enter}')
    const dialog = screen.getByRole('alertdialog', { name: 'Remove attachment' })
    expect(dialog).toHaveTextContent('Do you want to remove the attachment?')
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    expect(within(dialog).getByRole('button', { name: 'Remove' })).toHaveAttribute('data-variant', 'danger')
  })

  it('confirms with the confirm button, closes, and returns focus', async () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    const { user } = renderWithProviders(<Example onConfirm={onConfirm} onCancel={onCancel} />)
    await user.tab()
    await user.keyboard('{Enter}')
    await user.tab()
    await user.keyboard('{Enter}')
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(onCancel).not.toHaveBeenCalled()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus())
  })

  it.each([
    ['the Cancel button', '{Enter}'],
    ['Escape', '{Escape}'],
  ])('cancels with %s', async (_how, key) => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    const { user } = renderWithProviders(<Example onConfirm={onConfirm} onCancel={onCancel} />)
    await user.tab()
    await user.keyboard('{Enter}')
    await user.keyboard(key)
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(onConfirm).not.toHaveBeenCalled()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus())
  })

  it('does not close on a click outside', async () => {
    const { user } = renderWithProviders(<Example onConfirm={() => {}} />)
    await user.click(screen.getByRole('button', { name: 'Remove' }))
    await user.click(document.body)
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
  })

  it('stays open and pending while an async confirm runs, and stays open when it fails', async () => {
    let finish: (ok: boolean) => void = () => {}
    const onConfirm = () =>
      new Promise<void>((resolve, reject) => {
        finish = (ok) => (ok ? resolve() : reject(new Error('failed')))
      })
    const { user } = renderWithProviders(<Example onConfirm={onConfirm} />)
    await user.click(screen.getByRole('button', { name: 'Remove' }))
    const confirm = within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' })
    await user.click(confirm)
    expect(confirm).toHaveAttribute('data-pending')
    finish(false)
    await waitFor(() => expect(confirm).not.toHaveAttribute('data-pending'))
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
    await user.click(confirm)
    finish(true)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  it('uses OK and Cancel by default and a primary confirm button', () => {
    renderWithProviders(
      <AlertDialog title="Export" isOpen onConfirm={() => {}}>
        Do you want to export 120 rows to CSV?
      </AlertDialog>,
    )
    const dialog = screen.getByRole('alertdialog', { name: 'Export' })
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveAttribute('data-variant', 'primary')
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
  })
})

function ConfirmExample({ onAnswer }: { onAnswer: (answer: boolean) => void }) {
  const { confirm, confirmDialog } = useConfirm()
  const [asked, setAsked] = useState(0)
  return (
    <>
      <Button
        onPress={async () => {
          setAsked((n) => n + 1)
          onAnswer(await confirm({ title: 'Export', message: 'Do you want to export 120 rows to CSV?' }))
        }}
      >
        Export ({asked})
      </Button>
      {confirmDialog}
    </>
  )
}

describe('useConfirm', () => {
  it.each([
    ['OK', true],
    ['Cancel', false],
  ])('resolves when %s is pressed', async (name, answer) => {
    const onAnswer = vi.fn()
    const { user } = renderWithProviders(<ConfirmExample onAnswer={onAnswer} />)
    await user.click(screen.getByRole('button', { name: /Export/ }))
    const dialog = screen.getByRole('alertdialog', { name: 'Export' })
    expect(dialog).toHaveTextContent('Do you want to export 120 rows to CSV?')
    await user.click(within(dialog).getByRole('button', { name }))
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(answer))
    expect(onAnswer).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('resolves false on Escape and returns focus to the button', async () => {
    const onAnswer = vi.fn()
    const { user } = renderWithProviders(<ConfirmExample onAnswer={onAnswer} />)
    await user.tab()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false))
    await waitFor(() => expect(screen.getByRole('button', { name: /Export/ })).toHaveFocus())
  })
})
