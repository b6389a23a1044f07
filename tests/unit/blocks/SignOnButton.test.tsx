import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authorizeAddress, createStatusPoller, SignOnButton, type SignOnCalls } from '@app/blocks/SignOnButton'
import { createToaster } from '@app/ui/Toast'
import { renderWithProviders } from '../render'

afterEach(() => vi.useRealTimers())

describe('status poller', () => {
  it('asks every 3 s until authorized, and stops on request', async () => {
    vi.useFakeTimers()
    const answers = [false, false, true]
    const check = vi.fn(async () => answers.shift() ?? false)
    const done = vi.fn()
    const poller = createStatusPoller(check, done)
    poller.start()
    await vi.advanceTimersByTimeAsync(2999)
    expect(check).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(check).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(6000)
    expect(check).toHaveBeenCalledTimes(3)
    expect(done).toHaveBeenCalledTimes(1)
    expect(poller.running).toBe(false)
  })
  it('stop ends the polling', async () => {
    vi.useFakeTimers()
    const check = vi.fn(async () => false)
    const poller = createStatusPoller(check, vi.fn())
    poller.start()
    await vi.advanceTimersByTimeAsync(3000)
    poller.stop()
    await vi.advanceTimersByTimeAsync(30_000)
    expect(check).toHaveBeenCalledTimes(1)
  })
  it('builds the authorization address with username, sessionid and source', () => {
    expect(authorizeAddress('/sso/authorize', { username: 'admin', sessionid: 's 1', source: 'CRM' })).toBe(
      '/sso/authorize?username=admin&sessionid=s+1&source=CRM',
    )
  })
})

function calls(overrides: Partial<SignOnCalls> = {}): SignOnCalls {
  return {
    status: vi.fn(async () => ({ authorized: false })),
    anonStatus: vi.fn(async () => ({ authorized: false })),
    tempSession: vi.fn(async () => ({ SEUID: 'U1', SESESS: 'S1' })),
    forceAuth: vi.fn(async () => ({})),
    ...overrides,
  }
}

describe('SignOnButton', () => {
  it('opens the page, waits, and shows Authorized with the temporary session (anonymous)', async () => {
    let authorized = false
    const fake = calls({ anonStatus: vi.fn(async () => ({ authorized })) })
    const openWindow = vi.fn()
    const onSuccess = vi.fn()
    const { user } = renderWithProviders(
      <SignOnButton
        source="CRM"
        authorizeUrl="/sso/authorize"
        anonymous={{ username: 'guest', company: 'freight' }}
        calls={fake}
        openWindow={openWindow}
        onSuccess={onSuccess}
        pollInterval={20}
        toaster={createToaster()}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Authorize' }))
    expect(fake.tempSession).toHaveBeenCalledWith({ username: 'guest', company: 'freight' })
    expect(openWindow).toHaveBeenCalledWith('/sso/authorize?username=guest&sessionid=U1&source=CRM')
    const dialog = await screen.findByRole('dialog', { name: 'Waiting for authorization' })
    expect(screen.getByRole('button', { name: 'Force authorization' })).toBeDisabled()
    await waitFor(() => expect(fake.anonStatus).toHaveBeenCalledWith({ source: 'CRM', seuid: 'U1', sesess: 'S1', username: 'guest', company: 'freight' }))
    authorized = true
    expect(await screen.findByText('Authorized')).toBeInTheDocument()
    expect(dialog).not.toBeInTheDocument()
    expect(onSuccess).toHaveBeenCalledWith({ SEUID: 'U1', SESESS: 'S1' })
  })

  it('polls oidc/status when signed in; Cancel (or Escape) stops the polling and returns focus', async () => {
    const fake = calls()
    const { user } = renderWithProviders(
      <SignOnButton
        source="CRM"
        authorizeUrl="https://sso.example/authorize"
        signedIn={{ username: 'admin', sessionId: 'SID' }}
        calls={fake}
        openWindow={vi.fn()}
        pollInterval={20}
        toaster={createToaster()}
      />,
    )
    const button = screen.getByRole('button', { name: 'Authorize' })
    button.focus()
    await user.keyboard('{Enter}')
    await screen.findByRole('dialog')
    await waitFor(() => expect(fake.status).toHaveBeenCalledWith('CRM'))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const asked = (fake.status as ReturnType<typeof vi.fn>).mock.calls.length
    await new Promise((r) => setTimeout(r, 100))
    expect((fake.status as ReturnType<typeof vi.fn>).mock.calls.length).toBe(asked)
    await waitFor(() => expect(button).toHaveFocus())
    expect(fake.tempSession).not.toHaveBeenCalled()
  })

  it('takes an accessible name for lists of systems; once authorized, focus moves to the chip', async () => {
    let authorized = false
    const fake = calls({ status: vi.fn(async () => ({ authorized })) })
    const { user } = renderWithProviders(
      <SignOnButton
        source="CRM"
        authorizeUrl="/sso/authorize"
        signedIn={{ username: 'admin', sessionId: 'SID' }}
        aria-label="Authorize CRM"
        calls={fake}
        openWindow={vi.fn()}
        pollInterval={20}
        toaster={createToaster()}
      />,
    )
    const button = screen.getByRole('button', { name: 'Authorize CRM' })
    expect(button).toHaveTextContent('Authorize')
    button.focus()
    await user.keyboard('{Enter}')
    await screen.findByRole('dialog')
    authorized = true
    const chip = await screen.findByText('Authorized')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(chip.closest('[tabindex="-1"]')).toHaveFocus())
  })

  it("says 'Error Creating Temp Session' when the temporary session fails", async () => {
    const toaster = createToaster()
    const negative = vi.spyOn(toaster, 'negative')
    const openWindow = vi.fn()
    const { user } = renderWithProviders(
      <SignOnButton
        source="CRM"
        authorizeUrl="/sso/authorize"
        anonymous={{ username: 'guest', company: 'freight' }}
        calls={calls({ tempSession: () => Promise.reject(new Error('x')) })}
        openWindow={openWindow}
        toaster={toaster}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Authorize' }))
    await waitFor(() => expect(negative).toHaveBeenCalledWith('Error Creating Temp Session'))
    expect(openWindow).not.toHaveBeenCalled()
  })

  it('follows the secondary-auth status of the same source only', async () => {
    const props = { source: 'CRM', authorizeUrl: '/sso', signedIn: { username: 'a', sessionId: 's' }, calls: calls(), toaster: createToaster() }
    const { rerender } = renderWithProviders(<SignOnButton {...props} defaultState="waiting" />)
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    rerender(<SignOnButton {...props} defaultState="waiting" secondaryAuth={{ source: 'OTHER', authorized: true }} />)
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await act(async () => {
      rerender(<SignOnButton {...props} defaultState="waiting" secondaryAuth={{ source: 'CRM', authorized: true }} />)
    })
    expect(screen.getByText('Authorized')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    rerender(<SignOnButton {...props} secondaryAuth={{ source: 'CRM', authorized: false }} />)
    expect(screen.getByRole('button', { name: 'Authorize' })).toBeInTheDocument()
  })
})
