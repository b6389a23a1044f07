import { act, screen, waitFor, within } from '@testing-library/react'
import { CONFIRMATION_TIMEOUT_MS, ERROR_TOAST_TIMEOUT_MS, NOTIFICATION_TIMEOUT_MS } from '@shared/constants'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createToaster, toast, ToastRegion, type Toaster, type ToastVariant } from '@app/ui/Toast'
import { renderWithProviders } from '../render'

let toaster: Toaster

function setup() {
  toaster = createToaster()
  return renderWithProviders(
    <>
      <button type="button">Page</button>
      <ToastRegion toaster={toaster} />
    </>,
  )
}

afterEach(() => {
  act(() => toaster?.clear())
  vi.useRealTimers()
})

describe('toasts', () => {
  it.each<ToastVariant>(['positive', 'negative', 'info', 'warning'])(
    'shows a %s toast in the Notifications region, announced as an alert',
    (variant) => {
      setup()
      act(() => {
        toaster[variant](`Saved as ${variant}`)
      })
      const region = screen.getByRole('region', { name: 'Notifications' })
      const item = within(region).getByRole('alertdialog', { name: `Saved as ${variant}` })
      expect(item).toHaveAttribute('data-variant', variant)
      expect(within(item).getByRole('alert')).toHaveTextContent(`Saved as ${variant}`)
    },
  )

  it('keeps problems for 600000 ms and confirmations for 8 s by default, or for a given timeout', () => {
    setup()
    act(() => {
      toaster.negative('Problem')
      toaster.warning('Careful')
      toaster.positive('Saved')
      toaster.info('Short', { timeout: 5000 })
    })
    const [short, saved, careful, problem] = toaster.corner.visibleToasts
    expect(short?.timeout).toBe(5000)
    expect(saved?.timeout).toBe(CONFIRMATION_TIMEOUT_MS)
    expect(careful?.timeout).toBe(NOTIFICATION_TIMEOUT_MS)
    expect(problem?.timeout).toBe(NOTIFICATION_TIMEOUT_MS)
  })

  it('closes a toast when its timeout runs out', () => {
    vi.useFakeTimers()
    setup()
    act(() => {
      toaster.positive('Copied error details', { timeout: 4000 })
    })
    expect(screen.getByText('Copied error details')).toBeInTheDocument()
    act(() => {
      vi.advanceTimersByTime(3999)
    })
    expect(screen.getByText('Copied error details')).toBeInTheDocument()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(screen.queryByText('Copied error details')).toBeNull()
  })

  it.each([
    ['notFound', 'Not found', ERROR_TOAST_TIMEOUT_MS.notFound],
    ['serverError', 'You have encountered an error.', ERROR_TOAST_TIMEOUT_MS.serverError],
  ] as const)('%s is a centred error toast with its own timeout', (kind, text, timeout) => {
    setup()
    act(() => {
      if (kind === 'notFound') toaster.notFound()
      else toaster.serverError(text)
    })
    const region = screen.getByRole('region', { name: 'Error notifications' })
    expect(within(region).getByRole('alertdialog', { name: text })).toHaveAttribute('data-variant', 'negative')
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull()
    expect(toaster.centre.visibleToasts[0]?.timeout).toBe(timeout)
  })

  it('closes with the Dismiss button', async () => {
    const onClose = vi.fn()
    const { user } = setup()
    act(() => {
      toaster.negative('Logging in failed: Unknown', { onClose })
    })
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByText('Logging in failed: Unknown')).toBeNull()
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('runs its action and closes', async () => {
    const onAction = vi.fn()
    const { user } = setup()
    act(() => {
      toaster.info('Version update ready. Please refresh the page.', { action: { label: 'Reload', onAction } })
    })
    await user.click(screen.getByRole('button', { name: 'Reload' }))
    expect(onAction).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByText(/Version update ready/)).toBeNull())
  })

  it('reaches the toast and its Dismiss button with Tab', async () => {
    const { user } = setup()
    act(() => {
      toaster.warning('Version update in progress.', { title: 'Update' })
    })
    const item = screen.getByRole('alertdialog', { name: 'Update' })
    expect(item).toHaveAccessibleDescription('Version update in progress.')
    await user.click(screen.getByRole('button', { name: 'Page' }))
    await user.tab()
    expect(item).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('accepts rich content such as a terms-of-use link', () => {
    setup()
    act(() => {
      toaster.negative(
        <>
          Daily access limit reached. See the <a href="https://example.com/terms">terms of use</a>.
        </>,
      )
    })
    expect(screen.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', 'https://example.com/terms')
  })

  it('offers an app-wide queue usable outside React', () => {
    renderWithProviders(<ToastRegion />)
    let key = ''
    act(() => {
      key = toast.positive('Success')
    })
    expect(screen.getByRole('alertdialog', { name: 'Success' })).toBeInTheDocument()
    act(() => toast.close(key))
    expect(screen.queryByRole('alertdialog', { name: 'Success' })).toBeNull()
  })
})
