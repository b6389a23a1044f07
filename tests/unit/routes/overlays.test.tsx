import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { errorDialogs } from '@app/api/errorDialogs'
import type { ApiError } from '@app/api/errors'
import { PlainErrorDialog, PlainToasts } from '@app/shell/PlainNotices'
import { Fallback, ShellOverlays } from '@app/shell/ShellOverlays'
import { createToaster, toast, type Toaster } from '@app/ui/Toast'
import { renderWithProviders } from '../render'

const failure = {
  status: 503,
  statusText: 'Service Unavailable',
  data: { message: 'The portal is being updated.' },
  headers: {},
  config: { method: 'GET', url: '/api/globals' },
} as unknown as ApiError

let toaster: Toaster | undefined

afterEach(() => {
  act(() => {
    toast.clear()
    toaster?.clear()
    errorDialogs.clear()
  })
})

describe('ShellOverlays', () => {
  it('draws nothing until a toast or an error dialog is raised, then draws them', async () => {
    const { container } = renderWithProviders(<ShellOverlays />)
    expect(container).toBeEmptyDOMElement()
    expect(screen.queryByRole('region')).toBeNull()

    act(() => void toast.info('Logging in'))
    const region = await screen.findByRole('region', { name: 'Notifications' })
    expect(within(region).getByRole('alertdialog', { name: 'Logging in' })).toBeInTheDocument()

    act(() => errorDialogs.push({ kind: 'error', error: failure }))
    const dialog = await screen.findByRole('alertdialog', { name: '503 Service Unavailable' })
    expect(dialog).toHaveTextContent('The portal is being updated.')
  })
})

describe('plain notices, drawn when the overlays could not be downloaded', () => {
  it('replace the overlays whose code failed to load', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    function Unloadable(): never {
      throw new TypeError('Failed to fetch dynamically imported module')
    }
    renderWithProviders(
      <Fallback fallback={<p>Drawn plainly</p>}>
        <Unloadable />
      </Fallback>,
    )
    expect(screen.getByText('Drawn plainly')).toBeInTheDocument()
    error.mockRestore()
  })

  it('show each toast with its action and a Dismiss button', async () => {
    toaster = createToaster()
    const reload = vi.fn()
    const { user } = renderWithProviders(<PlainToasts toaster={toaster} />)
    act(() => {
      toaster?.negative('A newer version is available.', { action: { label: 'Reload', onAction: reload } })
      toaster?.positive('Saved')
    })
    const region = screen.getByRole('region', { name: 'Notifications' })
    expect(within(region).getByRole('alert')).toHaveTextContent('A newer version is available.')
    expect(within(region).getByRole('status')).toHaveTextContent('Saved')

    await user.click(within(region).getByRole('button', { name: 'Reload' }))
    expect(reload).toHaveBeenCalledOnce()
    expect(screen.queryByRole('alert')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('region')).toBeNull()
  })

  it('show the error dialog’s heading and message in the user’s language, and dismiss it', async () => {
    const { user } = renderWithProviders(<PlainErrorDialog />, { locale: 'fr' })
    act(() => errorDialogs.push({ kind: 'error', error: { ...failure, status: 0, statusText: '', data: undefined } as ApiError }))
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Le serveur est injoignable')
    await user.click(within(alert).getByRole('button', { name: 'Fermer' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(errorDialogs.size()).toBe(0)
  })
})
