import { act, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError, createErrorDialogQueue, type ErrorDialogEntry } from '@app/api'
import { ErrorDialog, ErrorDialogHost } from '@app/shell/ErrorDialog'
import { renderWithProviders } from '../render'

function apiError(status: number, statusText: string, data: unknown = { message: 'The gateway timed out' }) {
  return new ApiError({
    status,
    statusText,
    data,
    headers: { 'content-type': 'application/json', 'x-request-id': 'r-42' },
    config: { url: 'announcements/home', method: 'GET' },
  })
}

function renderDialog(entry: ErrorDialogEntry, clipboard?: { writeText: (text: string) => Promise<void> }) {
  const toaster = { positive: vi.fn(() => 'k'), negative: vi.fn(() => 'k') }
  const onDismiss = vi.fn()
  const result = renderWithProviders(<ErrorDialog entry={entry} onDismiss={onDismiss} toaster={toaster} clipboard={clipboard} />)
  return { ...result, toaster, onDismiss }
}

describe('ErrorDialog', () => {
  it('shows the status text and the server message, details hidden', () => {
    renderDialog({ kind: 'error', error: apiError(502, 'Bad Gateway') })
    const dialog = screen.getByRole('alertdialog')
    expect(within(dialog).getByRole('heading', { name: '502 Bad Gateway' })).toBeInTheDocument()
    expect(within(dialog).getByText('The gateway timed out')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'View Details' })).toHaveAttribute('aria-expanded', 'false')
    expect(within(dialog).queryByText('x-request-id', { exact: false })).not.toBeInTheDocument()
  })

  it('View Details shows the response, the URL and the headers, and copies them', async () => {
    const writeText = vi.fn(async (_text: string) => {})
    const { user, toaster } = renderDialog({ kind: 'error', error: apiError(502, 'Bad Gateway') }, { writeText })
    await user.click(screen.getByRole('button', { name: 'View Details' }))
    expect(screen.getByRole('button', { name: 'Hide Details' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('GET announcements/home')).toBeInTheDocument()
    expect(screen.getByText(/"x-request-id": "r-42"/)).toBeInTheDocument()
    expect(screen.getByText(/"message": "The gateway timed out"/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Copy to clipboard' }))
    expect(writeText).toHaveBeenCalledTimes(1)
    const copied = writeText.mock.calls[0]![0]
    expect(copied).toContain('URL: GET announcements/home')
    expect(copied).toContain('"x-request-id": "r-42"')
    expect(copied).toContain('"message": "The gateway timed out"')
    expect(toaster.positive).toHaveBeenCalledWith('Copied error details')
  })

  it("says 'Failed to copy text' when the clipboard refuses", async () => {
    const writeText = vi.fn(async (_text: string) => {
      throw new DOMException('Denied', 'NotAllowedError')
    })
    const { user, toaster } = renderDialog({ kind: 'error', error: apiError(400, 'Bad Request') }, { writeText })
    await user.click(screen.getByRole('button', { name: 'View Details' }))
    await user.click(screen.getByRole('button', { name: 'Copy to clipboard' }))
    expect(toaster.negative).toHaveBeenCalledWith('Failed to copy text')
    expect(toaster.positive).not.toHaveBeenCalled()
  })

  it('a 401 inside it gives the authorization wording', () => {
    renderDialog({ kind: 'error', error: apiError(401, 'Unauthorized', { message: 'Token invalid' }) })
    expect(
      screen.getByText('Authorization error! Please make sure you are authorized to access or relog then try again.'),
    ).toBeInTheDocument()
    expect(screen.queryByText('Token invalid')).not.toBeInTheDocument()
  })

  it('without an answer it says the server could not be reached; without a message a general one', () => {
    renderDialog({ kind: 'error', error: apiError(0, 'Network Error', null) })
    expect(screen.getByRole('heading', { name: 'The server could not be reached' })).toBeInTheDocument()
    expect(screen.getByText('The request could not be completed.')).toBeInTheDocument()
  })

  it('Dismiss and Escape close it', async () => {
    const { user, onDismiss } = renderDialog({ kind: 'error', error: apiError(503, 'Service Unavailable') })
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(onDismiss).toHaveBeenCalledTimes(1)
    await user.keyboard('{Escape}')
    expect(onDismiss).toHaveBeenCalledTimes(2)
  })

  it('the access limit: server message with a clickable terms link, no View Details', () => {
    renderDialog({
      kind: 'accessLimit',
      message: 'You reached 100 calls today. Terms of use: https://freight.example/api-terms.',
    })
    const dialog = screen.getByRole('alertdialog')
    expect(within(dialog).getByRole('heading', { name: 'Daily access limit reached' })).toBeInTheDocument()
    const link = within(dialog).getByRole('link', { name: 'https://freight.example/api-terms' })
    expect(link).toHaveAttribute('href', 'https://freight.example/api-terms')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'))
    expect(within(dialog).queryByRole('button', { name: 'View Details' })).not.toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument()
  })
})

describe('ErrorDialogHost', () => {
  it('shows queued dialogs one at a time and leaves out a repeat of a waiting one', async () => {
    const queue = createErrorDialogQueue()
    const { user } = renderWithProviders(<ErrorDialogHost queue={queue} />)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    act(() => {
      queue.push({ kind: 'error', error: apiError(502, 'Bad Gateway') })
      queue.push({ kind: 'error', error: apiError(502, 'Bad Gateway') })
      queue.push({ kind: 'accessLimit', message: 'Limit' })
    })
    expect(queue.size()).toBe(2)
    expect(screen.getByRole('heading', { name: '502 Bad Gateway' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(await screen.findByRole('heading', { name: 'Daily access limit reached' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(queue.size()).toBe(0)
  })
})
