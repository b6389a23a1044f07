import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ErrorState } from '@app/ui/ErrorState'
import { renderWithProviders } from '../render'

describe('ErrorState', () => {
  it('announces the message under a default heading', () => {
    renderWithProviders(<ErrorState message="The list could not be loaded." />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Something went wrong')
    expect(alert).toHaveTextContent('The list could not be loaded.')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it.each(['{Enter}', ' '])('retries with the Try again button and the %s key', async (key) => {
    const onRetry = vi.fn()
    const { user } = renderWithProviders(<ErrorState title="Not loaded" message="Server error" onRetry={onRetry} />)
    expect(screen.getByRole('heading', { name: 'Not loaded' })).toBeInTheDocument()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus()
    await user.keyboard(key)
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('shows the retry as busy while it runs', () => {
    renderWithProviders(<ErrorState message="Server error" onRetry={() => {}} isRetrying />)
    const button = screen.getByRole('button', { name: 'Try again' })
    expect(button).toHaveAttribute('data-pending')
    expect(button).toHaveAttribute('aria-disabled', 'true')
  })
})
